import FolioEval
import Testing

@Suite struct ConfidenceBandTests {
    @Test func quadsFallIntoTheirBandsHighestFirst() {
        let bands = ConfidenceBand.bands([
            (confidence: 1.0, right: true), (confidence: 0.9, right: true), (confidence: 0.95, right: false),
            (confidence: 0.85, right: true), (confidence: 0.55, right: false), (confidence: 0.2, right: nil),
            (confidence: nil, right: true),
        ])
        #expect(bands.map(\.lower) == ConfidenceBand.edges)
        #expect(bands[0] == ConfidenceBand(lower: 0.9, upper: 1, right: 2, wrong: 1, unjudged: 0))
        #expect(bands[1] == ConfidenceBand(lower: 0.8, upper: 0.9, right: 1, wrong: 0, unjudged: 0))
        #expect(bands[4] == ConfidenceBand(lower: 0.5, upper: 0.6, right: 0, wrong: 1, unjudged: 0))
        #expect(bands[5] == ConfidenceBand(lower: 0, upper: 0.5, right: 0, wrong: 0, unjudged: 1))
        // The quad without a confidence (an older export) is in no band.
        #expect(bands.reduce(0) { $0 + $1.right + $1.wrong + $1.unjudged } == 6)
    }

    @Test func theLineLeavesOutEmptyBands() {
        let line = ConfidenceBand.line(ConfidenceBand.bands([(confidence: 0.97, right: true),
                                                             (confidence: 0.42, right: nil)]))
        #expect(line == "≥ 0.90: 1 right, 0 wrong · 0.00–0.50: 1 taken")
    }
}
