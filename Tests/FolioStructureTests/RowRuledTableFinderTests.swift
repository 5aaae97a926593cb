import FolioModel
import FolioStructure
import Testing

@Suite struct RowRuledTableFinderTests {
    /// A table ruled under its heading and under each row, no vertical rules, at x 100…1000; its second row's
    /// first cell wraps to three lines. A second such table stands beside it at x 1100…2000, rules at other
    /// heights.
    func twoTablesSideBySide() -> PageSketch {
        var page = PageSketch()
        for y in [200.0, 300, 500, 600] { page.horizontal(y: y, from: 100, to: 1000) }
        page.text("Animal", 120, 160); page.text("Action", 450, 160); page.text("Result", 750, 160)
        page.text("Cat", 120, 230); page.text("Says", 450, 230); page.text("Meow", 750, 230)
        page.text("Parastratio", 120, 330); page.text("sphecomyi", 120, 380); page.text("oides", 120, 430)
        page.text("Says", 450, 330); page.text("bzzz", 750, 330)
        page.text("Fox", 120, 530); page.text("Says", 450, 530); page.text("Ring-", 750, 530)
        for y in [120.0, 220, 360, 460] { page.horizontal(y: y, from: 1100, to: 2000) }
        page.text("Animal", 1120, 150); page.text("Action", 1450, 150); page.text("Result", 1750, 150)
        page.text("Dogs", 1120, 250); page.text("Says", 1450, 250); page.text("Bow-wow", 1750, 250)
        page.text("More dogs", 1120, 300); page.text("ruff-ruff", 1750, 300)
        page.text("Donkey", 1120, 390); page.text("Says", 1450, 390); page.text("Hee-Haw", 1750, 390)
        return page
    }

    @Test func eachStackOfRulesIsATableWhoseBandsAreRowsAndTheHeadingAboveItsFirstRuleARow() throws {
        let tables = RowRuledTableFinder().tables(on: twoTablesSideBySide().evidence)
        #expect(tables.count == 2)
        let left = try #require(tables.first { $0.box.x < 500 })
        #expect(left.ruled && left.rowCount == 4 && left.columnCount == 3)
        #expect(PageSketch.grid(left) == [["Animal", "Action", "Result"], ["Cat", "Says", "Meow"],
                                          ["Parastratio sphecomyi oides", "Says", "bzzz"], ["Fox", "Says", "Ring-"]])
        let right = try #require(tables.first { $0.box.x > 1000 })
        #expect(PageSketch.grid(right) == [["Animal", "Action", "Result"], ["Dogs More dogs", "Says", "Bow-wow ruff-ruff"],
                                           ["Donkey", "Says", "Hee-Haw"]])
        // The extractor finds the same two, not one table across both.
        let extracted = TableExtractor().tables(on: twoTablesSideBySide().evidence)
        #expect(extracted.count == 2 && extracted.allSatisfy { $0.columnCount == 3 })
    }

    @Test func prosePagesAndRowsRuledOnlyAtHeadAndFootAreLeftToOtherFinders() {
        // Paragraphs between three rules of the page's width: no gutter runs through all of them.
        var prose = PageSketch()
        for y in [100.0, 400, 700] { prose.horizontal(y: y, from: 100, to: 2000) }
        for (i, y) in [150.0, 200, 250, 450, 500, 550].enumerated() {
            prose.text(i % 2 == 0 ? "A line of running text that fills the measure from side to side here"
                                  : "and another one set under it, also long, with words at other places", 100, y)
        }
        #expect(RowRuledTableFinder().tables(on: prose.evidence).isEmpty)
        // Rules at the heading and the foot only: the body's rows are lines across the columns in one band.
        var booktabs = PageSketch()
        for y in [100.0, 200, 600] { booktabs.horizontal(y: y, from: 100, to: 1000) }
        booktabs.text("Year", 120, 140); booktabs.text("Sales", 600, 140)
        for (i, y) in [230.0, 290, 350, 410, 470].enumerated() {
            booktabs.text("\(2019 + i)", 120, y); booktabs.text("\(100 + i * 7)", 600, y)
        }
        #expect(RowRuledTableFinder().tables(on: booktabs.evidence).isEmpty)
    }
}
