import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// `LevelSetOutline`: a page a little brighter than the light surface around it, under light falling off across
/// the photo so that the surface near the light is brighter than the page's far end.
struct LevelSetOutlineTests {
    static let width = 720, height = 1000
    /// The page, turned 5°.
    static let page = TopSheetTests.turned([Point(x: 170, y: 160), Point(x: 550, y: 160), Point(x: 550, y: 840),
                                            Point(x: 170, y: 840)], by: 5)

    /// A gray photo: a grainy light surface whose level falls from 236 at the top to 150 at the foot, and `page`
    /// (when given) 14 levels brighter than the surface beside it, with rows of print, a 3 px contact shadow
    /// round it and the shadow it casts to its right (the surface 24 levels darker 8–60 px beyond its right
    /// side, along its length).
    static func photo(page: [Point]?) throws -> Image {
        var bytes = [UInt8](repeating: 0, count: width * height)
        var seed: UInt64 = 7
        for y in 0..<height {
            let light = 236 - 86 * Double(y) / Double(height)
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                var level = light + Double(Int((seed >> 33) % 9) - 4) + ((x / 11 + y / 7) % 3 == 0 ? 3 : 0)
                if let page, SyntheticPhoto.inside(p, page) {
                    level = TopSheetTests.onPrint(p, sheet: page) ? 60 : light + 14
                } else if let page, TopSheetTests.distanceToOutline(p, page) < 3 {
                    level = light - 24
                } else if let page, (8...60).contains(Self.beyondRightSide(p, of: page)),
                          (0...1).contains(TopSheetTests.along(p, from: page[1], to: page[2])) {
                    level -= 24
                }
                bytes[y * width + x] = UInt8(max(0, min(255, level.rounded())))
            }
        }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }

    /// How far `p` lies beyond the page's right side (TR → BR), along its outward normal; negative inside.
    static func beyondRightSide(_ p: Point, of page: [Point]) -> Double {
        let a = page[1], b = page[2], length = PolygonMath.distance(a, b)
        // The outward normal of a side running down the right of a page ordered TL, TR, BR, BL.
        return ((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / length
    }

    /// `LevelSetOutline` on `image` as `BoundaryDetector` runs it.
    static func outline(_ image: Image) throws -> (quad: [Point], shares: [Double])? {
        let view = try image.scaled(toFit: 1024), small = try view.scaled(toFit: 512)
        let planes = try small.boxBlurred(radius: 2).colorPlanes()
        let local = try small.boxBlurred(radius: 2).boxBlurred(radius: max(8, min(small.width, small.height) / 8))
        let toView = Double(max(view.width, view.height)) / Double(max(planes.width, planes.height))
        return try LevelSetOutline(view: try GrayView(view)).outline(
            planes: planes, local: try local.colorPlanes(), toView: toView, minimumAreaFraction: 0.06,
            maximumAreaFraction: 0.9)
    }

    @Test func noGreyLevelPartsThePageFromTheSurface() throws {
        // The premise: the surface at the top is brighter than the paper at the page's foot.
        let image = try Self.photo(page: Self.page)
        let gray = try image.grayBytes()
        let surfaceTop = Int(gray[20 * Self.width + 20]), paperFoot = Int(gray[820 * Self.width + 360])
        #expect(surfaceTop > paperFoot)
    }

    @Test func thePageIsFoundToItsCorners() throws {
        let image = try Self.photo(page: Self.page)
        let found = try #require(try BoundaryDetector().detect(in: image), "the page was left whole")
        let diagonal = hypot(Double(Self.width), Double(Self.height))
        let worst = zip(found.corners, Self.page).map { PolygonMath.distance($0, $1) }.max() ?? .infinity
        #expect(worst <= 0.02 * diagonal, "worst corner \(worst) px: \(found.corners)")
    }

    @Test func aPageRunningOffTheFrameIsNotGuessedAt() throws {
        // The same page moved down so that its foot lies beyond the frame: its region is cut by the frame, and
        // the quad round it would guess at corners it cannot see.
        let low = Self.page.map { Point(x: $0.x, y: $0.y + 260) }
        #expect(try Self.outline(try Self.photo(page: low)) == nil)
    }

    @Test func aBareSurfaceHasNoOutline() throws {
        #expect(try Self.outline(try Self.photo(page: nil)) == nil)
    }

    @Test(arguments: [0, 128, 255])
    func aPlainPhotoHasNoOutline(level: Int) throws {
        // Every pixel the same: no contrast at any level, so no region; the page is used whole.
        let bytes = [UInt8](repeating: UInt8(level), count: 300 * 400)
        let image = try bytes.withUnsafeBytes { try Image.gray(width: 300, height: 400, stride: 300, bytes: $0) }
        #expect(try Self.outline(image) == nil)
        #expect(try BoundaryDetector().detect(in: image) == nil)
    }

    @Test func aBoxRuledRoundAScannedPagesTextIsNoPage() throws {
        // A flat scan: a 10 px box round rows of text on white paper. Its inside is a bright region as steady as
        // a page's, but nothing darker than the paper lies beyond any of its sides.
        var bytes = [UInt8](repeating: 255, count: Self.width * Self.height)
        for y in 150..<850 {
            for x in 120..<600 {
                let border = x < 130 || x >= 590 || y < 160 || y >= 840
                let print = y % 30 < 8 && x > 200 && x < 500 && (x / 18) % 4 != 3
                if border || print { bytes[y * Self.width + x] = 20 }
            }
        }
        let scan = try bytes.withUnsafeBytes {
            try Image.gray(width: Self.width, height: Self.height, stride: Self.width, bytes: $0)
        }
        #expect(try Self.outline(scan) == nil)
        #expect(try BoundaryDetector().detect(in: scan) == nil)
    }
}

