import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// A receipt's colour region with a blob of light table joined to its right side: the least-area quad around it
/// tilts its right side out to the blob; the side fitted to the region's own border is the receipt's.
@Suite struct RegionSidesTests {
    let width = 400, height = 500

    /// The paper x 100..<300, y 20..<480, and a disc of radius 30 at (320, 150) joined to it.
    func region() -> [Bool] {
        var bits = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let paper = (100..<300).contains(x) && (20..<480).contains(y)
                let blob = hypot(Double(x) + 0.5 - 320, Double(y) + 0.5 - 150) < 30
                bits[y * width + x] = paper || blob
            }
        }
        return bits
    }

    @Test func theBlobNoLongerTiltsTheSide() throws {
        let bits = region()
        let hull = PolygonMath.convexHull(PaperSegmentation.outline(of: bits, width: width, height: height))
        let quad = try #require(PolygonMath.enclosingQuad(hull).map(PolygonMath.orderedCorners))
        let sides = RegionSides(bits: bits, width: width, height: height)
        // The enclosing quad reaches round the blob, so its right side leaves the paper over most of its length.
        #expect(max(quad[1].x, quad[2].x) > 320)
        #expect(sides.innerShare(of: quad, side: 1) < 0.5)
        let fitted = try #require(sides.fitted(quad, side: 1))
        #expect(abs(fitted[1].x - 300) <= 2 && abs(fitted[2].x - 300) <= 2, "right side \(fitted[1]) → \(fitted[2])")
        #expect(sides.innerShare(of: fitted, side: 1) > 0.9)
        // The other sides follow the paper already.
        for side in [0, 2, 3] { #expect(sides.fitted(quad, side: side) == nil, "side \(side) moved") }
    }

    @Test func theilSenHoldsAgainstAFifthOfStrayPoints() throws {
        // d = 5 + 0.1 t, with every fifth point thrown 40 px off.
        let points = (0..<40).map { k -> (Double, Double) in
            let t = Double(k) * 10
            return (t, 5 + 0.1 * t + (k % 5 == 0 ? 40 : 0))
        }
        let line = try #require(RegionSides.theilSen(points))
        #expect(abs(line.slope - 0.1) < 0.01 && abs(line.intercept - 5) < 1, "\(line)")
    }
}
