import FolioImaging
import FolioModel
import FolioPreprocess
import Foundation
import Testing

@Suite struct SideExtensionTests {
    let quad = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: 140, y: 860)]

    /// A dark band across the lower third of the photo, over document and table alike.
    func shadowed(_ photo: Image, from top: Int, to bottom: Int, factor: Double) throws -> Image {
        var gray = try photo.grayBytes()
        for y in top..<bottom {
            for x in 0..<photo.width { gray[y * photo.width + x] = UInt8(Double(gray[y * photo.width + x]) * factor) }
        }
        return try gray.withUnsafeBytes { try Image.gray(width: photo.width, height: photo.height, stride: photo.width, bytes: $0) }
    }

    @Test func shadowBandDoesNotCutTheDocumentShort() throws {
        let photo = try shadowed(SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 110),
                                 from: 700, to: 1000, factor: 0.5)
        let found = try #require(try BoundaryDetector().detect(in: photo))
        let diagonal = hypot(720.0, 1000.0)
        for (corner, truth) in zip(found.corners, quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.02 * diagonal, "corner \(corner) vs \(truth)")
        }
    }

    @Test func croppedWarpMatchesTheFullWarp() throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 40)
        let corrector = PerspectiveCorrector()
        let size = corrector.outputSize(for: quad)
        let fast = try corrector.rectify(photo, quad: quad).grayBytes()
        let full = try photo.warpedGray(quad: quad, width: size.width, height: size.height).grayBytes()
        #expect(fast.count == full.count)
        let difference = zip(fast, full).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(difference) / Double(max(1, full.count)) < 1)
    }
}
