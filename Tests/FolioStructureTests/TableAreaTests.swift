import FolioModel
import Testing
@testable import FolioStructure

@Suite struct TableAreaTests {
    /// Points are 1/72 inch at the page's resolution; percent is of the page's width and height.
    @Test func anAreaBecomesPagePixels() {
        let points = TableArea(top: 72, left: 36, bottom: 144, right: 108)
        #expect(points.box(width: 1275, height: 1650, dpi: 144) == Box(x: 72, y: 144, width: 144, height: 144))
        let percent = TableArea(top: 50, left: 0, bottom: 100, right: 25, unit: .percent)
        #expect(percent.box(width: 2000, height: 3000, dpi: 300) == Box(x: 0, y: 1500, width: 500, height: 1500))
    }

    @Test func anAreaAppliesToThePagesItNames() {
        let some = TableArea(pages: [1, 3], top: 0, left: 0, bottom: 10, right: 10)
        #expect(some.applies(toPageAt: 0) && !some.applies(toPageAt: 1) && some.applies(toPageAt: 2))
        #expect(TableArea(top: 0, left: 0, bottom: 10, right: 10).applies(toPageAt: 41))
    }

    /// Words count by their middle; rules are cut at the area grown by the margin, and those outside it dropped.
    @Test func evidenceWithinAnAreaKeepsItsWordsAndCutsItsRules() {
        var page = PageSketch()
        page.word("inside", 120, 120)
        page.word("straddling", 180, 380)  // 180 px wide: its middle at x 270, inside
        page.word("outside", 600, 120)
        page.horizontal(y: 200, from: 0, to: 1000)
        page.vertical(x: 410, from: 0, to: 1000)  // 10 px right of the area: within the margin
        page.vertical(x: 700, from: 0, to: 1000)
        let part = page.evidence.within(Box(x: 100, y: 100, width: 300, height: 300), ruleMargin: 12)
        #expect(part.words.map(\.text) == ["inside", "straddling"])
        #expect(part.rules.count == 2)
        let horizontal = part.rules.first { $0.orientation == .horizontal }
        #expect(horizontal?.start == 88 && horizontal?.end == 412)
        let vertical = part.rules.first { $0.orientation == .vertical }
        #expect(vertical?.start == 88 && vertical?.end == 412)
    }

    /// A table read inside an area leaves out a heading row set above it and the rest of the page.
    @Test func aTableInsideAnAreaLeavesOutWhatLiesAbove() {
        var page = PageSketch()
        for (text, x) in [("Name", 200.0), ("Party", 600), ("Province", 1000), ("Vote", 1400)] { page.word(text, x, 300) }
        let rows = [("Abdala", "Civic", "Santiago", "Yes"), ("Albrieu", "Victory", "Rio", "No"),
                    ("Alonso", "Victory", "Pampa", "Yes"), ("Alvarez", "Union", "Chaco", "No")]
        for (index, row) in rows.enumerated() {
            let y = 360 + Double(index) * 50
            page.word(row.0, 200, y)
            page.word(row.1, 600, y)
            page.word(row.2, 1000, y)
            page.word(row.3, 1400, y)
        }
        let whole = TableExtractor().tables(on: page.evidence)
        let area = TableArea(top: 340 * 72 / 300, left: 0, bottom: 600 * 72 / 300, right: 2480 * 72 / 300)
        let inArea = TableExtractor().tables(on: page.evidence.within(area.box(width: 2480, height: 3508, dpi: 300)))
        #expect(whole.count == 1 && inArea.count == 1)
        #expect(whole.first.map { PageSketch.grid($0).count } == 5)
        #expect(inArea.first.map(PageSketch.grid) == rows.map { [$0.0, $0.1, $0.2, $0.3] })
    }
}
