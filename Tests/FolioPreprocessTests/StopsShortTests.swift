@testable import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Testing

/// `StopsShort`: an outline held well inside a larger quad of straight edges with the paper's colour between them.
struct StopsShortTests {
    /// The straight edges' quad: a 160 × 260 sheet on a 200 × 300 photo.
    private let sheet = box(20, 20, 180, 280)
    /// The sheet's upper part, what a colour region ending at a photo printed across the page outlines.
    private let upper = box(20, 20, 180, 170)

    private static func box(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> [Point] {
        [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
    }

    /// A 200 × 300 photo: dark ground, paper-white inside `sheet`, and `fill` (r, g, b) where `fill` says.
    private func segmentation(_ fill: (Int, Int) -> (UInt8, UInt8, UInt8)?) -> PaperSegmentation {
        let width = 200, height = 300
        var planes = ColorPlanes(width: width, height: height, red: [], green: [], blue: [])
        for y in 0..<height {
            for x in 0..<width {
                let inSheet = (20..<180).contains(x) && (20..<280).contains(y)
                let (r, g, b) = fill(x, y) ?? (inSheet ? (235, 232, 225) : (40, 38, 36))
                planes.red.append(r)
                planes.green.append(g)
                planes.blue.append(b)
            }
        }
        return PaperSegmentation(planes: planes)
    }

    /// Whether `quad` stops short of the sheet on the photo `fill` makes (results only: a failure prints no
    /// planes).
    private func stopsShort(_ quad: [Point], _ fill: (Int, Int) -> (UInt8, UInt8, UInt8)? = { _, _ in nil }) -> Bool {
        StopsShort().stopsShort(quad, of: sheet, segmentation: segmentation(fill))
    }

    @Test func anOutlineEndingInsideThePaperStopsShort() {
        let plain = stopsShort(upper)
        #expect(plain)
        // A green photo printed across the sheet below the outline, the rest of the page beyond it.
        let photo = stopsShort(upper) { x, y in (30..<170).contains(x) && (172..<205).contains(y) ? (60, 140, 70) : nil }
        #expect(photo)
    }

    @Test func anOutlineOnSomethingDarkDoesNot() {
        // A receipt on a black folder outlined by the folder's edges: the ground between is not paper.
        let folder = stopsShort(upper) { _, y in y >= 172 ? (40, 38, 36) : nil }
        #expect(!folder)
    }

    @Test func anOutlineNearlyTheRivalsOrBesideItDoesNot() {
        // Carried on to the paper's end (a shadow's edge crossed), the outline meets the straight edges again.
        let nearly = stopsShort(Self.box(20, 20, 180, 250))
        #expect(!nearly)
        // A region beside the quad, not inside it.
        let beside = stopsShort(Self.box(120, 20, 200, 170))
        #expect(!beside)
    }

    @Test func anOutlineLeakingALittlePastTheRivalStillCounts() {
        // The newspaper's colour outline ran a corner into a towel: most of it still lies inside the straight edges.
        let leaking = [Point(x: 20, y: 20), Point(x: 180, y: 20), Point(x: 180, y: 170), Point(x: 0, y: 170)]
        let found = stopsShort(leaking)
        #expect(found)
    }
}
