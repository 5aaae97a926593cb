@testable import FolioOCR
import FolioModel
import Testing

/// How a page's turn is told from the way its lines run, read or only found.
@Suite struct LineDirectionsTests {
    /// A line across the page as the detector gives it (top-left corner first), or down the page as
    /// `LineRecognizer.oriented` leaves a tall box (read from its top-right corner down).
    static func across(_ y: Double) -> [Point] {
        [Point(x: 10, y: y), Point(x: 210, y: y), Point(x: 210, y: y + 20), Point(x: 10, y: y + 20)]
    }
    static func down(_ x: Double) -> [Point] {
        [Point(x: x + 20, y: 10), Point(x: x + 20, y: 210), Point(x: x, y: 210), Point(x: x, y: 10)]
    }

    @Test func readLinesRunningDownThePageNeedThreeQuarterTurns() {
        let lines = (0..<5).map { (corners: Self.down(Double(30 * $0)), weight: 10.0) }
        #expect(LineDirections.uprightTurn(lines) == 270)
        #expect(LineDirections.uprightTurn((0..<5).map { (Self.across(Double(30 * $0)), 10.0) }) == nil)
    }

    /// Lines across the page: half way round when they more likely read upside down, weighted by length; else
    /// none. Small print seldom gets a sure answer line by line (0.9), but the page's lines together give one.
    @Test func linesAcrossThePageAreTurnedHalfwayWhenTheyMoreLikelyReadUpsideDown() {
        let unsure = (0..<6).map { (corners: Self.across(Double(30 * $0)), weight: 200.0, turnedProbability: 0.7) }
        #expect(LineDirections.likelyTurns(unsure) == [180])
        let upright = unsure.map { ($0.corners, $0.weight, 0.3) }
        #expect(LineDirections.likelyTurns(upright).isEmpty)
        // One long line sure it is upright outweighs three short ones leaning the other way.
        let mixed = [(Self.across(0), 600.0, 0.05)] + (1..<4).map { (Self.across(Double(30 * $0)), 100.0, 0.8) }
        #expect(LineDirections.likelyTurns(mixed).isEmpty)
    }

    /// Lines down the page: the page lies on its side for sure; the probabilities say which side, and when they
    /// are near even both quarter turns are given, the likelier first, for reading to decide.
    @Test(arguments: [(0.1, [270]), (0.9, [90]), (0.45, [270, 90]), (0.55, [90, 270])])
    func linesDownThePageGiveAQuarterTurnOrBoth(probability: Double, turns: [Int]) {
        let lines = (0..<6).map { (corners: Self.down(Double(30 * $0)), weight: 200.0, turnedProbability: probability) }
        #expect(LineDirections.likelyTurns(lines) == turns)
    }

    @Test func linesLyingNoOneWayGiveNoTurn() {
        let lines = (0..<3).map { (corners: Self.down(Double(30 * $0)), weight: 200.0, turnedProbability: 0.9) }
            + (0..<3).map { (corners: Self.across(Double(300 + 30 * $0)), weight: 200.0, turnedProbability: 0.9) }
        #expect(LineDirections.likelyTurns(lines).isEmpty)
        #expect(LineDirections.likelyTurns([]).isEmpty)
    }
}
