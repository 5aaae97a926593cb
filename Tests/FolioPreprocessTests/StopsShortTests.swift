import FolioModel
@testable import FolioPreprocess
import Testing

/// `StopsShort`: an outline held well inside a larger quad of straight edges with the paper's colour between them.
struct StopsShortTests {
    private let page = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 500, y: 700), Point(x: 100, y: 700)]
    /// The page's upper half: what a colour region ending at a photo printed across the page outlines.
    private let upperHalf = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 500, y: 400),
                             Point(x: 100, y: 400)]
    private let diagonal = 1000.0

    @Test func anOutlineEndingInsideThePaperStopsShort() {
        #expect(StopsShort().stopsShort(upperHalf, of: page, diagonal: diagonal) { _ in true })
        // Most of what lies between is paper, some of it a printed photo.
        #expect(StopsShort().stopsShort(upperHalf, of: page, diagonal: diagonal) { $0.y < 600 })
    }

    @Test func anOutlineOnSomethingDarkerDoesNot() {
        // A receipt on a black folder outlined by the folder's edges: the ground between is not paper.
        #expect(!StopsShort().stopsShort(upperHalf, of: page, diagonal: diagonal) { $0.y <= 400 })
    }

    @Test func anOutlineNearlyTheRivalsOrOutsideItDoesNot() {
        // Carried on to the paper's end (a shadow's edge crossed), the outline meets the straight edges again.
        let nearly = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 500, y: 640), Point(x: 100, y: 640)]
        #expect(!StopsShort().stopsShort(nearly, of: page, diagonal: diagonal) { _ in true })
        // Another region beside the quad, not inside it.
        let beside = upperHalf.map { Point(x: $0.x + 300, y: $0.y) }
        #expect(!StopsShort().stopsShort(beside, of: page, diagonal: diagonal) { _ in true })
    }

    @Test func anOutlineLeakingALittlePastTheRivalStillCounts() {
        // The newspaper's colour outline ran a corner 80 px into a towel: 95 % of it lies inside the straight edges.
        let leaking = [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 500, y: 400), Point(x: 40, y: 400)]
        #expect(StopsShort().stopsShort(leaking, of: page, diagonal: diagonal) { _ in true })
    }
}
