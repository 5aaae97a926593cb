import Foundation
import Testing
import FolioEval
@testable import folio_fixtures

/// `folio-fixtures photos --scenes hard`: every kind is drawn with what makes it hard, and a held page may run
/// off the frame with its true corners left outside the photo.
struct HardScenePlanTests {
    /// A receipt-shaped scan, as SROIE's are after trimming.
    static let scanWidth = 620, scanHeight = 1500

    static func plan(_ scene: PhotoScene, seed: UInt64) -> PhotoPlan {
        var random = SeededRandom.derived(seed: seed, salt: 7)
        return PhotoPlan.draw(scene, scanWidth: scanWidth, scanHeight: scanHeight, random: &random)
    }

    @Test func theHardSetCyclesThroughEveryKindAndTheDefaultSetThroughNone() {
        let kinds = (0..<10).compactMap { PhotoSceneSet.hard.scene(forPhoto: $0) }
        #expect(Set(kinds) == Set(PhotoScene.allCases))
        #expect((0..<10).allSatisfy { PhotoSceneSet.standard.scene(forPhoto: $0) == nil })
    }

    @Test(arguments: 1...12)
    func eachKindIsDrawnWithWhatMakesItHard(seed: UInt64) {
        let light = Self.plan(.lightSurface, seed: seed)
        #expect(PhotoBackground.light.contains(light.background))
        #expect(light.scene == .lightSurface)

        let stack = Self.plan(.paperStack, seed: seed)
        #expect((1...3).contains(stack.sheets.count))
        for sheet in stack.sheets {
            // Each sheet lies partly under the document: its outline overlaps the document's quad.
            let hidden = QuadGeometryProbe.overlap(sheet.shape.outline, stack.geometry.corners)
            #expect(hidden > 0)
        }

        let objects = Self.plan(.objects, seed: seed)
        #expect((1...2).contains(objects.pens.count))
        for pen in objects.pens {
            // A pen lies across the page's boundary: one part on the page, another off it.
            let samples = (0...40).map { pen.from + (pen.to - pen.from) * (Double($0) / 40) }
            let inside = samples.filter { QuadGeometryProbe.contains(objects.geometry.corners, $0) }.count
            #expect(inside > 0 && inside < samples.count)
        }

        let held = Self.plan(.handHeld, seed: seed)
        #expect(held.hand != nil && held.backdrop != nil)
        #expect(!(held.hand?.holds.isEmpty ?? true))

        let cast = Self.plan(.colourCast, seed: seed)
        #expect(cast.lighting.cast != nil)
        #expect(cast.lighting.summary.hasSuffix("+" + (cast.lighting.cast?.rawValue ?? "?")))
        // A strong cast: red and blue pulled apart by at least 12%.
        #expect(abs(cast.lighting.tint.r - cast.lighting.tint.b) >= 0.12 || cast.lighting.cast == .green)
    }

    @Test(arguments: 1...24)
    func aHeldPageRunsOffTheFrameButMostOfItStaysInThePhoto(seed: UInt64) {
        let geometry = Self.plan(.handHeld, seed: seed).geometry
        let outside = geometry.corners.filter { !geometry.contains($0) }
        #expect((1...2).contains(outside.count))
        // The truth keeps those corners where they are, outside the photo, not clipped to its edge.
        for corner in outside {
            #expect(corner.x < 0 || corner.y < 0 || corner.x > Double(geometry.width) || corner.y > Double(geometry.height))
        }
        let visible = geometry.visiblePart
        #expect(visible.count >= 4)
        #expect(visible.polygonArea >= 0.55 * geometry.corners.polygonArea)
        #expect(visible.polygonArea < geometry.corners.polygonArea)
        #expect(visible.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 && $0.x <= Double(geometry.width) + 1e-9
                                     && $0.y <= Double(geometry.height) + 1e-9 })
    }

    @Test func aRenderedHeldPageShowsPaperWhereItIsInThePhoto() throws {
        // A flat white scan with a dark band of "text" across its middle.
        var scan = Canvas(width: Self.scanWidth, height: Self.scanHeight, colour: RGB(gray: 245))
        for y in 700..<720 { for x in 60..<560 { scan[y * Self.scanWidth + x] = RGB(gray: 30) } }
        var random = SeededRandom.derived(seed: 3, salt: 3)
        let plan = PhotoPlan.draw(.handHeld, scanWidth: Self.scanWidth, scanHeight: Self.scanHeight, random: &random)
        let data = try PhotoSynthesis.render(try scan.pix(), plan: plan, random: &random)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("held-\(UUID().uuidString).jpg")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let photo = try Canvas(try ColorPix.read(url))
        #expect(photo.width == plan.geometry.width && photo.height == plan.geometry.height)
        // Between the visible part's centre and the document's centre lies paper, lit but not black.
        let visible = plan.geometry.visiblePart
        let centre = visible.reduce(PixelPoint(0, 0), +) * (1 / Double(visible.count))
        let colour = photo[Int(centre.y) * photo.width + Int(centre.x)]
        #expect((colour.r + colour.g + colour.b) / 3 > 150)
    }

    @Test func defaultTruthHasNoSceneFieldsAndHardTruthNamesItsScene() throws {
        var entry = PhotoTruth(photo: "a.jpg", scan: "/a.jpg", corners: [[0, 0], [1, 0], [1, 1], [0, 1]],
                               background: "dark", width: 10, height: 10, scanCrop: [0, 0, 1, 1],
                               rotationDegrees: 0, lighting: "linear", thumb: false, blurSigma: 0, jpegQuality: 90)
        let plain = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(!plain.contains("scene") && !plain.contains("cornersOutside"))
        entry.scene = PhotoScene.handHeld.rawValue
        entry.cornersOutside = 2
        let hard = String(decoding: try JSONEncoder().encode(entry), as: UTF8.self)
        #expect(hard.contains("\"scene\":\"hand-held\"") && hard.contains("\"cornersOutside\":2"))
    }
}

/// Small polygon checks for the tests, through FolioEval's clipping.
enum QuadGeometryProbe {
    /// The area shared by two convex quads.
    static func overlap(_ a: [PixelPoint], _ b: [PixelPoint]) -> Double {
        QuadGeometry.area(QuadGeometry.clip(a.map(\.quadPoint), to: b.map(\.quadPoint)))
    }

    /// Whether `p` lies inside the convex quad.
    static func contains(_ quad: [PixelPoint], _ p: PixelPoint) -> Bool {
        let signs = quad.indices.map { index -> Double in
            let a = quad[index], b = quad[(index + 1) % quad.count]
            return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        }
        return signs.allSatisfy { $0 >= 0 } || signs.allSatisfy { $0 <= 0 }
    }
}
