import FolioImaging
import FolioModel
import FolioStructure
import Testing

/// Letters stacked from row to row bridged into a rule (`RuleSegment.gapShare`, `RuleCleanup.stemMargin`).
@Suite struct BrokenRuleTests {
    /// A 150 dpi page with a solid column rule at x 100 and, at x 400, a letter's stem 10 px tall on each of eight
    /// text rows 15 px apart (the "P" of "Paul" under "Paul" on a 300 dpi table, read at 150 dpi): both are long
    /// enough for rules once the 5 px gaps between the rows are bridged, but only the stems' is broken.
    @Test func stackedStemsAreABrokenRuleAndASolidRuleIsNot() throws {
        let page = try Image.gray(width: 600, height: 400) { y, row in
            for x in 0..<row.count {
                let stem = x >= 400 && x < 403 && y >= 100 && y < 215 && (y - 100) % 15 < 10
                let rule = x >= 100 && x < 102 && y >= 100 && y < 276
                row[x] = stem || rule ? 20 : 255
            }
        }
        let rules = try RulingLineDetector().rules(in: page, dpi: 150).filter { $0.orientation == .vertical }
        let solid = try #require(rules.first { abs($0.position - 101) <= 1 }, "\(rules.map(\.box))")
        let stems = try #require(rules.first { abs($0.position - 401) <= 1 }, "\(rules.map(\.box))")
        #expect(solid.gapShare == 0)
        // 35 of its 115 px are gaps.
        #expect(abs(stems.gapShare - 35.0 / 115) < 0.02, "\(stems.gapShare)")
    }

    /// A ruled grid of two columns, "Saint Paul" in the rows of the second but one ("Shoreview", so no gutter runs
    /// down it). A rule candidate 2 px left of the "Paul"s, broken between the rows (their "P"s bridged), is their
    /// letters and does not part the column; a solid rule there does (words set tight against a rule, their OCR
    /// boxes reaching it, stay beside it).
    @Test func aBrokenCandidateJustBesideWordsIsTheirLetters() throws {
        func page(gapShare: Double) -> PageSketch {
            var page = PageSketch()
            for row in 0...5 { page.horizontal(y: 100 + Double(row) * 50, from: 100, to: 700) }
            for x in [100.0, 300, 700] { page.vertical(x: x, from: 100, to: 350) }
            for row in 0..<5 {
                let y = 110 + Double(row) * 50
                page.word("Name\(row)", 110, y)
                if row == 2 {
                    page.word("Shoreview", 310, y)
                } else {
                    page.word("Saint", 310, y)
                    page.word("Paul", 412, y)
                }
            }
            // The candidate, from the first "Paul" to the last: 3 px wide, its right edge 2 px left of theirs.
            page.rules.append(RuleSegment(.vertical, box: Box(x: 407, y: 110, width: 3, height: 230),
                                          gapShare: gapShare))
            return page
        }
        let letters = try #require(TableExtractor().tables(on: page(gapShare: 0.35).evidence).first)
        #expect(PageSketch.grid(letters).map { $0.last }
                == ["Saint Paul", "Saint Paul", "Shoreview", "Saint Paul", "Saint Paul"])
        let ruled = try #require(TableExtractor().tables(on: page(gapShare: 0).evidence).first)
        #expect(ruled.columnCount == 3, "\(PageSketch.grid(ruled))")
    }
}
