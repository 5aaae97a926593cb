import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// `TopSheet`: the page on top of a stack of sheets, found by its unbroken edges.
struct TopSheetTests {
    static let width = 720, height = 1000
    /// The receipt on top, turned 4°.
    static let top = turned([Point(x: 230, y: 220), Point(x: 500, y: 220), Point(x: 500, y: 800),
                             Point(x: 230, y: 800)], by: 4)
    /// A larger sheet under it, turned 22°, showing to the receipt's left and above it; the receipt's foot and
    /// right side lie on the table.
    static let under = turned([Point(x: 60, y: 120), Point(x: 440, y: 120), Point(x: 440, y: 700),
                               Point(x: 60, y: 700)], by: 22)

    static func turned(_ quad: [Point], by degrees: Double) -> [Point] {
        let c = PolygonMath.centre(quad), t = degrees * .pi / 180
        return quad.map {
            Point(x: c.x + ($0.x - c.x) * cos(t) - ($0.y - c.y) * sin(t),
                  y: c.y + ($0.x - c.x) * sin(t) + ($0.y - c.y) * cos(t))
        }
    }

    /// Whether `p` lies on a row of print of a sheet whose top edge runs a → b: bars 5 px tall every 14 px,
    /// broken into words, from 30 px inside the sheet's top.
    static func onPrint(_ p: Point, sheet: [Point]) -> Bool {
        let a = sheet[0], b = sheet[1]
        let length = PolygonMath.distance(a, b)
        let u = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        let along = (p.x - a.x) * u.x + (p.y - a.y) * u.y, down = -(p.x - a.x) * u.y + (p.y - a.y) * u.x
        guard down > 30, along > 25, along < length - 25 else { return false }
        let row = down.truncatingRemainder(dividingBy: 14)
        return row < 5 && Int(along / 9) % 5 != 4
    }

    /// A gray photo of the stack on a dark table: the under-sheet (level 226) with its print, the receipt
    /// (level 240) with its print, and a 5 px contact shadow around the receipt where it lies on the under-sheet.
    /// With `gap`, the contact shadow is left out along that stretch of the receipt's left side (as a share of
    /// it from its foot), where the receipt then meets the under-sheet with no edge: white on nearly white.
    static func stackPhoto(gap: ClosedRange<Double>? = nil) throws -> Image {
        var bytes = [UInt8](repeating: 0, count: width * height)
        var seed: UInt64 = 99
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                var level = 70 + Int((seed >> 33) % 15)
                if SyntheticPhoto.inside(p, under) { level = onPrint(p, sheet: under) ? 60 : 226 }
                if SyntheticPhoto.inside(p, top) {
                    level = onPrint(p, sheet: top) ? 45 : 240
                } else if SyntheticPhoto.inside(p, under), distanceToOutline(p, top) < 5,
                          !(gap.map { $0.contains(along(p, from: top[3], to: top[0])) } ?? false) {
                    level = 196
                }
                bytes[y * width + x] = UInt8(level)
            }
        }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }

    /// Where `p` projects onto a → b, as a share of it from a.
    static func along(_ p: Point, from a: Point, to b: Point) -> Double {
        let length = PolygonMath.distance(a, b)
        return ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (length * length)
    }

    static func distanceToOutline(_ p: Point, _ quad: [Point]) -> Double {
        (0..<4).map { side -> Double in
            let a = quad[side], b = quad[(side + 1) % 4]
            let length = PolygonMath.distance(a, b)
            let t = max(0, min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (length * length)))
            return PolygonMath.distance(p, Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
        }.min() ?? .infinity
    }

    func outline(of image: Image) throws -> [Point]? {
        let gray = try GrayView(image)
        let planes = try image.scaled(toFit: 512).boxBlurred(radius: 1).colorPlanes()
        let toView = Double(max(image.width, image.height)) / Double(max(planes.width, planes.height))
        return TopSheet(view: gray).outline(lines: planes, toView: toView, minimumAreaFraction: 0.06,
                                            maximumAreaFraction: 0.9)?.quad
    }

    @Test func theSheetOnTopOfAStackIsFoundToItsCorners() throws {
        let found = try #require(try outline(of: try Self.stackPhoto()), "the top sheet was not found")
        for (corner, truth) in zip(PolygonMath.orderedCorners(found), Self.top) {
            #expect(PolygonMath.distance(corner, truth) < 8, "\(corner) for \(truth)")
        }
    }

    @Test func aSideWhoseEdgeFadesAlongAThirdOfItStillCounts() throws {
        // No contact shadow along 30–60 % of the receipt's left side, where it lies on the under-sheet: that
        // stretch is white on nearly white, with no edge. The side is backed along about 0.83 and the other
        // three all along, so the receipt is still the top sheet (every side along 0.85 would miss it).
        let found = try #require(try outline(of: try Self.stackPhoto(gap: 0.3...0.6)), "the top sheet was not found")
        for (corner, truth) in zip(PolygonMath.orderedCorners(found), Self.top) {
            #expect(PolygonMath.distance(corner, truth) < 8, "\(corner) for \(truth)")
        }
    }

    @Test func printRunningOnBeyondASideIsCountedAndPrintAtAnAngleIsNot() throws {
        let gray = try GrayView(try Self.stackPhoto())
        let sheet = TopSheet(view: gray)
        let centre = PolygonMath.centre(Self.top)
        // A line across the receipt 150 px below its top: the receipt's own rows lie beyond it (above), parallel.
        let across = (Point(x: Self.top[0].x + 150 * (Self.top[3].x - Self.top[0].x) / 580,
                            y: Self.top[0].y + 150 * (Self.top[3].y - Self.top[0].y) / 580),
                      Point(x: Self.top[1].x + 150 * (Self.top[2].x - Self.top[1].x) / 580,
                            y: Self.top[1].y + 150 * (Self.top[2].y - Self.top[1].y) / 580))
        #expect(sheet.printRunsOn(across.0, across.1, inside: centre))
        // The receipt's left side has the under-sheet beyond it, printed at 18° to it: no rows line up.
        #expect(!sheet.printRunsOn(Self.top[3], Self.top[0], inside: centre))
    }

    @Test func rowsOfPrintAreCountedAndASingleEdgeIsNot() {
        // Paper at 5.0 in log brightness with three rows of print 12 px apart dipping to 4.7.
        var rows = [Double](repeating: 5, count: 57)
        for centre in [10, 22, 34] { for d in -1...1 { rows[centre + d] = 4.7 } }
        #expect(TopSheet.rowCount(rows) == 3)
        // A tray's rim: one step down to a darker surface, and one dark line.
        let step = (0..<57).map { $0 < 20 ? 5.0 : 3.5 }
        #expect(TopSheet.rowCount(step) == 0)
        var rim = [Double](repeating: 5, count: 57)
        rim[30] = 3.5
        #expect(TopSheet.rowCount(rim) == 1)
        // Dips shallower than 0.03 are no rows.
        #expect(TopSheet.rowCount(rows.map { 5 - (5 - $0) / 20 }) == 0)
    }

    @Test func aBoxRuledOnABlankPageIsNoSheet() throws {
        // A born-digital page: a 3 px box round a table, nothing darker than the page beyond it.
        var bytes = [UInt8](repeating: 255, count: Self.width * Self.height)
        for y in 150..<850 {
            for x in 120..<600 where x < 123 || x >= 597 || y < 153 || y >= 847 || (y % 40 < 3 && y > 200) {
                bytes[y * Self.width + x] = 20
            }
        }
        let page = try bytes.withUnsafeBytes {
            try Image.gray(width: Self.width, height: Self.height, stride: Self.width, bytes: $0)
        }
        #expect(try outline(of: page) == nil)
    }
}
