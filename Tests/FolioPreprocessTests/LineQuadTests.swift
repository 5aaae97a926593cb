import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// White paper on a light table under diagonal shadow bands: colour cannot tell paper from table, straight
/// edges can.
@Suite struct LineQuadTests {
    let quad = [Point(x: 200, y: 110), Point(x: 560, y: 150), Point(x: 515, y: 880), Point(x: 150, y: 840)]

    /// Two diagonal bands darkened to `factor`, over paper and table alike (as the photo generator draws them).
    func banded(_ photo: Image, factor: Double) throws -> Image {
        var gray = try photo.grayBytes()
        for y in 0..<photo.height {
            for x in 0..<photo.width {
                let u = x + y
                if (500..<640).contains(u) || (900..<990).contains(u) {
                    gray[y * photo.width + x] = UInt8(Double(gray[y * photo.width + x]) * factor)
                }
            }
        }
        return try gray.withUnsafeBytes {
            try Image.gray(width: photo.width, height: photo.height, stride: photo.width, bytes: $0)
        }
    }

    /// Paper (245) with short dark strokes on a noisy light table (185), then the shadow bands.
    func lightTablePhoto() throws -> Image {
        let width = 720, height = 1000
        var bytes = [UInt8](repeating: 0, count: width * height)
        var seed: UInt64 = 99
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for y in 0..<height {
            for x in 0..<width {
                let inside = SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad)
                bytes[y * width + x] = UInt8(inside ? 245 - random(6) : 185 + random(21) - 10)
            }
        }
        // Strokes: 5 × 12 px marks scattered over the paper's middle.
        for _ in 0..<600 {
            let x = 260 + random(220), y = 220 + random(560)
            for dy in 0..<12 { for dx in 0..<5 { bytes[(y + dy) * width + x + dx] = 50 } }
        }
        let photo = try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
        return try banded(photo, factor: 0.6)
    }

    @Test func aStripCutOffThePageIsNoSheetInPerspective() {
        // A page seen at a slant keeps its opposite sides within a factor of two; the strip between a shadow's
        // border running across the page and the page's edge (generated seed 3's 315, in view pixels) does not.
        let page = [Point(x: 67, y: 48), Point(x: 438, y: 30), Point(x: 415, y: 993), Point(x: 85, y: 947)]
        let slanted = [Point(x: 100, y: 100), Point(x: 400, y: 140), Point(x: 380, y: 700), Point(x: 140, y: 640)]
        let strip = [Point(x: 356, y: 34), Point(x: 438, y: 30), Point(x: 415, y: 992), Point(x: 169, y: 958)]
        #expect(LineQuadFinder.keepsOppositeSides(page, within: 0.5))
        #expect(LineQuadFinder.keepsOppositeSides(slanted, within: 0.5))
        #expect(!LineQuadFinder.keepsOppositeSides(strip, within: 0.5))
    }

    /// Expects each side of `quad` among the strongest lines of `photo` (1000 px tall) on its 512 px analysis image.
    func expectEverySideAmongStrongestLines(of photo: Image) throws {
        let planes = try photo.scaled(toFit: 512).boxBlurred(radius: 2).colorPlanes()
        let scale = 512.0 / 1000.0
        let lines = LineQuadFinder().strongestLines(planes)
        for side in 0..<4 {
            let a = quad[side], b = quad[(side + 1) % 4]
            // The side's own line: θ of its normal and its distance from the origin, in analysis pixels.
            var theta = atan2(b.x - a.x, -(b.y - a.y)) * 180 / .pi
            theta = (theta + 360).truncatingRemainder(dividingBy: 180)
            let rho = (a.x * cos(theta * .pi / 180) + a.y * sin(theta * .pi / 180)) * scale
            let matched = lines.contains {
                let dt = min(abs($0.theta - theta), 180 - abs($0.theta - theta))
                return dt <= 3 && abs(abs($0.rho) - abs(rho)) <= 4
            }
            #expect(matched, "side \(side): θ \(theta), ρ \(rho) not among \(lines)")
        }
    }

    @Test func strongestLinesIncludeEverySide() throws {
        try expectEverySideAmongStrongestLines(of: lightTablePhoto())
    }

    /// White paper (240) on a pale table (212: a log contrast of 0.12) crossed by long dark streaks of grain
    /// (2 px at 150), longer than the page's sides and far more contrasted.
    func paleGrainedTablePhoto() throws -> Image {
        let width = 720, height = 1000
        var bytes = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let inside = SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad)
                // Streaks every 70 px, running down at a slant unlike any side's.
                let grain = (x * 5 + y * 2) % 350 < 10
                bytes[y * width + x] = inside ? 240 : grain ? 150 : 212
            }
        }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }

    @Test func faintPageEdgesOutnumberTheGrainsContrast() throws {
        // Each pixel over the threshold votes once: a line is as strong as it is long, so the page's four faint
        // sides are among the strongest lines beside the grain's hard streaks.
        try expectEverySideAmongStrongestLines(of: paleGrainedTablePhoto())
    }

    @Test func documentOnALightTableUnderShadowBandsIsFound() throws {
        let photo = try lightTablePhoto()
        let found = try #require(try BoundaryDetector().detect(in: photo))
        let diagonal = hypot(720.0, 1000.0)
        for (corner, truth) in zip(found.corners, quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.02 * diagonal, "corner \(corner) vs \(truth)")
        }
    }

    @Test func aRulePrintedAcrossThePageIsNotItsTop() throws {
        // A heading rule (4 px, dark) right across the page 70 px below its top: the quad of the rule and the other
        // three sides is backed as well as the page's own, but paper, not table, lies beyond the rule. (With every
        // pixel voting once, the rule is among the strongest lines, and taking the best backed quad alone took it.)
        var gray = try lightTablePhoto().grayBytes()
        let width = 720
        for x in 0..<width {
            for y in 0..<1000 where SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad) {
                // Between the lines through the top side moved 70 and 74 px down.
                let top = 110 + (Double(x) - 200) * 40 / 360
                if Double(y) >= top + 70, Double(y) < top + 74 { gray[y * width + x] = 40 }
            }
        }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: width, height: 1000, stride: width, bytes: $0) }
        let found = try #require(try BoundaryDetector().detect(in: photo))
        let diagonal = hypot(720.0, 1000.0)
        for (corner, truth) in zip(found.corners, quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.02 * diagonal, "corner \(corner) vs \(truth)")
        }
    }

    @Test func withoutStraightEdgesTheSameDocumentIsMissed() throws {
        var detector = BoundaryDetector()
        detector.lineSearchScore = 0
        let found = try detector.detect(in: try lightTablePhoto())
        let diagonal = hypot(720.0, 1000.0)
        let worst = found.map { zip($0.corners, quad).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? 0 }
        #expect(worst.map { $0 >= 0.02 * diagonal } ?? true, "colour alone already finds it: \(String(describing: found))")
    }
}
