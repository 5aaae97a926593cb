import FolioModel
import FolioStructure
import Testing

@Suite struct AlignedTableFinderTests {
    @Test func alignedColumnsWithoutRulesAreATable() throws {
        var page = PageSketch()
        page.text("Quarterly figures for the branch offices are below.", 100, 100)
        let rows = [["Region", "Sales", "Change"], ["North", "1,204.50", "3.1%"], ["South", "987.00", "-0.4%"],
                    ["East", "2,310.75", "12.0%"], ["West", "45.10", "0.0%"]]
        for (r, cells) in rows.enumerated() {
            let y = 200 + Double(r) * 50
            page.word(cells[0], 100, y); page.word(cells[1], 600, y); page.word(cells[2], 1000, y)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        let table = try #require(tables.first)
        #expect(tables.count == 1 && !table.ruled)
        #expect(PageSketch.grid(table) == rows)
        #expect(table.headerRowCount == 1)
    }

    /// A page of `width` × `height` holding words as read: text and box corners x0, y0, x1, y1.
    func page(_ read: [(String, Double, Double, Double, Double)], width: Double, height: Double) -> PageSketch {
        var page = PageSketch()
        page.width = width
        page.height = height
        page.words = read.map { Word(text: $0.0, box: Box(x: $0.1, y: $0.2, width: $0.3 - $0.1, height: $0.4 - $0.2), confidence: 1) }
        return page
    }

    /// The chart on page 1 of img2table's test.pdf, scanned at 200 dpi (its words as read, boxes x0 y0 x1 y1):
    /// tick labels down the axis, the axis title "Light transmitted (%)" set up the page beside them, a legend.
    /// The title's words run up the page and pair with no tick label: no table.
    @Test func aChartsAxisTitleSetUpThePageIsNoColumn() {
        let read: [(String, Double, Double, Double, Double)] = [
            ("100-", 348.9, 1109.1, 418.5, 1140.3),
            ("90", 365.8, 1170.5, 407.5, 1201.4),
            ("80-", 367.3, 1214.3, 411.9, 1266.3),
            ("Blue", 482.5, 1254.3, 551.2, 1306.7),
            ("water", 571.2, 1254.3, 659.9, 1306.7),
            ("*", 668.9, 1254.3, 686.5, 1306.7),
            ("70-", 366.6, 1292.4, 411.4, 1325.0),
            ("60-", 367.8, 1355.7, 410.8, 1388.0),
            ("Light", 274.6, 1559.1, 335.3, 1673.9),
            ("transmitted", 274.6, 1283.5, 335.3, 1545.7),
            ("(%)", 274.6, 1186.3, 335.3, 1260.6),
            ("50↓", 365.2, 1398.7, 412.4, 1463.0),
            ("40-", 367.8, 1479.2, 410.7, 1509.8),
            ("Green", 461.6, 1514.1, 547.6, 1545.3),
            ("water", 568.0, 1514.1, 649.8, 1545.3),
            ("30-", 366.1, 1535.5, 411.8, 1589.7),
            ("Tea", 499.3, 1575.4, 548.1, 1607.5),
            ("water", 558.4, 1575.4, 650.7, 1607.5),
            ("20-", 365.6, 1601.2, 410.1, 1632.8),
            ("10-", 367.9, 1663.4, 410.8, 1696.5)]
        #expect(AlignedTableFinder().tables(on: page(read, width: 1650, height: 2350).evidence).isEmpty)
    }

    /// The third table of pdfplumber's issue-466 example, scanned at 200 dpi (its words as read, boxes x0 y0 x1
    /// y1): the last column's boxes took in the frame's right side and came out twice as tall. The heading
    /// line's neighbour below is placed by its words' middles, not by its tallest box's top, and stays a row.
    @Test func aTallBoxDoesNotPullARowIntoTheHeading() throws {
        let read: [(String, Double, Double, Double, Double)] = [
            ("T3-C0", 172.1, 1589.1, 252.1, 1617.1),
            ("T3-C1", 611.2, 1589.2, 697.0, 1617.0),
            ("T3-C2", 1064.2, 1589.1, 1142.4, 1617.1),
            ("T3-00", 164.2, 1643.4, 247.5, 1673.1),
            ("T3-01", 618.6, 1643.8, 690.1, 1673.2),
            ("T3-02", 1054.8, 1622.6, 1138.6, 1687.2),
            ("T3-10", 163.7, 1693.2, 248.6, 1728.6),
            ("T3-11", 618.9, 1695.9, 691.1, 1725.7),
            ("T3-12", 1065.8, 1678.4, 1140.1, 1738.7),
            ("T3-20-last", 173.0, 1749.9, 305.5, 1779.2),
            ("T3-21-last", 619.3, 1748.9, 750.8, 1779.3),
            ("T3-22-last", 1063.8, 1731.6, 1206.9, 1796.0)]
        let table = try #require(AlignedTableFinder().tables(on: page(read, width: 1654, height: 2339).evidence).first)
        #expect(PageSketch.grid(table) == [["T3-C0", "T3-C1", "T3-C2"], ["T3-00", "T3-01", "T3-02"],
                                           ["T3-10", "T3-11", "T3-12"], ["T3-20-last", "T3-21-last", "T3-22-last"]])
    }

    @Test func aSpeckReadAsAColonIsNotAColumn() throws {
        var page = PageSketch()
        let rows = [["Region", "Sales", "Change"], ["North", "1,204.50", "3.1%"], ["South", "987.00", "-0.4%"],
                    ["East", "2,310.75", "12.0%"], ["West", "45.10", "0.0%"], ["Central", "310.00", "1.5%"]]
        for (r, cells) in rows.enumerated() {
            let y = 200 + Double(r) * 50
            page.word(cells[0], 100, y); page.word(cells[1], 600, y); page.word(cells[2], 1000, y)
        }
        page.word(":", 400, 350) // a speck in the gutter of the East row, read as a colon
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 3)
        #expect(PageSketch.grid(table) == rows)
    }

    @Test func proseInTwoColumnsIsNotATable() {
        var page = PageSketch()
        for line in 0..<8 {
            let y = 100 + Double(line) * 45
            page.text("the quick brown fox jumps over the dog", 100, y)
            page.text("and then runs away across the field", 1300, y)
        }
        #expect(AlignedTableFinder().tables(on: page.evidence).isEmpty)
    }

    @Test func labelsAndValuesAreNotATable() {
        var page = PageSketch()
        for (i, label) in ["Name:", "Date:", "Account:", "Reference:"].enumerated() {
            let y = 100 + Double(i) * 45
            page.word(label, 100, y)
            page.word("value\(i)", 600, y)
        }
        #expect(AlignedTableFinder().tables(on: page.evidence).isEmpty)
    }

    @Test func aWrappedCellContinuesItsRow() throws {
        var page = PageSketch()
        page.word("Item", 100, 100); page.word("Description", 400, 100); page.word("Amount", 1200, 100)
        page.word("A-1", 100, 145); page.text("paper, white", 400, 145); page.word("12.50", 1200, 145)
        page.text("and ruled", 400, 182)
        page.word("A-2", 100, 230); page.text("envelopes", 400, 230); page.word("3.20", 1200, 230)
        page.word("A-3", 100, 275); page.text("pens", 400, 275); page.word("8.99", 1200, 275)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 4)
        #expect(PageSketch.grid(table)[1] == ["A-1", "paper, white and ruled", "12.50"])
    }

    @Test func twoTablesSideBySideAreTwo() throws {
        var page = PageSketch()
        for r in 0..<6 {
            let y = 200 + Double(r) * 45
            page.word("\(r + 1)", 100, y); page.word("\(100 + r)", 250, y); page.word("\(200 + r)", 400, y)
            page.word("\(25 + r)", 1200, y); page.word("\(124 + r)", 1350, y); page.word("\(224 + r)", 1500, y)
        }
        let tables = TableExtractor().tables(on: page.evidence)
        #expect(tables.count == 2)
        #expect(tables.map(\.columnCount) == [3, 3])
        let left = try #require(tables.min { $0.box.x < $1.box.x })
        #expect(PageSketch.grid(left)[0] == ["1", "100", "200"])
    }

    @Test func dotLeadersDoNotMakeATableProse() throws {
        var page = PageSketch()
        page.word("Offence", 100, 150); page.word("Total", 900, 150); page.word("Change", 1200, 150)
        for (r, label) in ["Robbery", "Fraud", "Arson", "Theft"].enumerated() {
            let y = 200 + Double(r) * 45
            page.word(label, 100, y)
            // "Robbery . . . . . . . . . ." — each dot a word, as a PDF text layer gives them.
            for d in 0..<12 { page.word(".", 100 + Double(label.count) * 18 + 8 + Double(d) * 24, y) }
            page.word("\(1000 + r * 37)", 900, y); page.word("\(r).5%", 1200, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 3 && table.rowCount == 5)
    }
}
