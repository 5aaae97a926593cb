import Testing
@testable import folio_fixtures

/// The default photo scenes stay exactly as they were before hard scenes existed: these plans are the ones
/// `folio-fixtures photos --seed 1` wrote into truth.json (SROIE scans 189, 507, 063 and 045) before the change.
struct DefaultPhotoPlanTests {
    /// One photo of seed 1 as truth.json recorded it.
    struct Recorded: Sendable {
        var index: UInt64
        var scanWidth: Int
        var scanHeight: Int
        var width: Int
        var height: Int
        var corners: [[Double]]
        var background: String
        var lighting: String
        var thumb: Bool
        var blurSigma: Double
        var jpegQuality: Int
    }

    static let seedOne = [
        Recorded(index: 0, scanWidth: 744, scanHeight: 1234, width: 1400, height: 1866,
                 corners: [[326.73, 217.67], [1071.11, 159.16], [1256.29, 1462.4], [447.27, 1623.07]],
                 background: "textured", lighting: "radial+shadow", thumb: false, blurSigma: 0.15, jpegQuality: 85),
        Recorded(index: 1, scanWidth: 591, scanHeight: 1659, width: 1446, height: 1928,
                 corners: [[614.62, 129.17], [1207.25, 57.84], [1112.18, 1803.17], [511.05, 1870.16]],
                 background: "light-table", lighting: "linear+shadow", thumb: false, blurSigma: 0.3, jpegQuality: 90),
        Recorded(index: 2, scanWidth: 664, scanHeight: 1649, width: 1327, height: 1769,
                 corners: [[294.93, 53.07], [971.19, 57.41], [842.41, 1715.93], [242.92, 1590.51]],
                 background: "dark", lighting: "linear+shadow", thumb: false, blurSigma: 0.34, jpegQuality: 88),
        Recorded(index: 3, scanWidth: 1080, scanHeight: 1528, width: 1350, height: 2400,
                 corners: [[391.3, 562.12], [1309.5, 770.87], [1070.29, 2150.72], [40.5, 1891.69]],
                 background: "cluttered", lighting: "radial+shadow", thumb: true, blurSigma: 0.76, jpegQuality: 91),
    ]

    @Test(arguments: seedOne)
    func theDefaultPlanForSeedOneIsUnchanged(_ recorded: Recorded) {
        var random = SeededRandom.derived(seed: 1, salt: recorded.index)
        let plan = PhotoPlan.draw(scanWidth: recorded.scanWidth, scanHeight: recorded.scanHeight, random: &random)
        #expect(plan.geometry.width == recorded.width)
        #expect(plan.geometry.height == recorded.height)
        #expect(plan.geometry.corners.map { [$0.x.rounded(places: 2), $0.y.rounded(places: 2)] } == recorded.corners)
        #expect(plan.background.rawValue == recorded.background)
        #expect(plan.lighting.summary == recorded.lighting)
        #expect((plan.thumb != nil) == recorded.thumb)
        #expect(plan.blurSigma.rounded(places: 2) == recorded.blurSigma)
        #expect(plan.jpegQuality == recorded.jpegQuality)
    }
}
