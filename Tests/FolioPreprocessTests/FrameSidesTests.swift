import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// A receipt running off the top of the photo: its outline's top side, found a little below the frame, is carried
/// out to the frame when paper fills the strip between; a receipt whose own top edge lies there keeps it.
@Suite struct FrameSidesTests {
    let width = 600, height = 900

    /// Paper (240) inside `left...right` from `top` down past the frame's foot, on a darker table (100); print
    /// (a 6 px dark bar) starting 4 px below the paper's top.
    func photo(paperTop top: Int, left: Int = 150, right: Int = 450) throws -> GrayView {
        var bytes = [UInt8](repeating: 100, count: width * height)
        for y in top..<height {
            for x in left..<right { bytes[y * width + x] = 240 }
        }
        for y in (top + 4)..<(top + 10) {
            for x in (left + 100)..<(right - 100) { bytes[y * width + x] = 30 }
        }
        let image = try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
        return try GrayView(image)
    }

    func carried(_ quad: [Point], in view: GrayView) -> [Point] {
        FrameSides(view: view) { p in
            guard let level = view.sample(p.x, p.y) else { return nil }
            return level > 50 ? level > 200 : nil
        }.carried(quad)
    }

    /// The outline as the colour region gave it: its top side 14 px below the frame, its foot on the frame.
    let outline = [Point(x: 150, y: 14), Point(x: 449, y: 14), Point(x: 449, y: 899), Point(x: 150, y: 899)]

    @Test func aSideShortOfTheFrameOverPaperGoesOutToIt() throws {
        let view = try photo(paperTop: 0)
        let quad = carried(outline, in: view)
        #expect(quad[0].y < 1 && quad[1].y < 1, "top corners \(quad[0]), \(quad[1])")
        #expect(abs(quad[0].x - 150) < 1 && abs(quad[1].x - 449) < 1)
        #expect(quad[2] == outline[2] && quad[3] == outline[3])
    }

    @Test func thePapersOwnEdgeStays() throws {
        let view = try photo(paperTop: 14)
        #expect(carried(outline, in: view) == outline)
    }

    @Test func aSideFarFromTheFrameStays() throws {
        // 80 px is more than 4 % of the diagonal (43 px): no longer "just short of the frame".
        let view = try photo(paperTop: 0)
        var far = outline
        far[0].y = 80
        far[1].y = 80
        #expect(carried(far, in: view) == far)
    }
}
