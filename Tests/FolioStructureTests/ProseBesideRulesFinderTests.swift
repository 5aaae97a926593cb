import FolioModel
import FolioStructure
import Testing

@Suite struct ProseBesideRulesFinderTests {
    /// A two-column page: prose in the left column (x 100…1100), and in the right (x 1300…2300) a paragraph,
    /// then a table ruled at its heading and foot only (rules at y 600, 680, 1100), then another paragraph.
    /// The left column's lines run level with the table's rows.
    func booktabsBesideProse(proseBeside: Bool = true) -> PageSketch {
        var page = PageSketch()
        if proseBeside {
            for y in stride(from: 300.0, through: 1300, by: 50) {
                page.text(Int(y) % 100 == 0 ? "Fees for householder applications rise in line"
                                            : "with the national schedule and works to trees", 100, y)
            }
        }
        page.text("The table below lists the fees for the most", 1300, 400)
        page.text("common applications and their express rate", 1300, 450)
        for y in [600.0, 680, 1100] { page.horizontal(y: y, from: 1300, to: 2300) }
        page.text("Application", 1310, 630); page.text("Fee", 1900, 630); page.text("Express", 2150, 630)
        for (i, name) in ["Householder extension", "Change of use", "New dwelling", "Advertisement", "Tree works",
                          "Pre-application advice"].enumerated() {
            let y = 700 + Double(i) * 60
            page.text(name, 1310, y); page.text("\(100 + i * 50).00", 1900, y); page.text("\(150 + i * 75).00", 2150, y)
        }
        page.text("Fees are reviewed every April and apply to", 1300, 1200)
        page.text("applications received after the first of July", 1300, 1250)
        return page
    }

    @Test func aTableRuledAtHeadAndFootBesideProseIsReadInItsColumn() throws {
        let tables = ProseBesideRulesFinder().tables(on: booktabsBesideProse().evidence)
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.rowCount == 7 && table.columnCount == 3, "\(PageSketch.grid(table))")
        #expect(PageSketch.grid(table).first == ["Application", "Fee", "Express"])
        #expect(PageSketch.grid(table).last == ["Pre-application advice", "350.00", "525.00"])
        #expect(table.box.x >= 1250, "no prose from the left column")
        // The extractor finds it too, and nothing in the prose.
        let extracted = TableExtractor().tables(on: booktabsBesideProse().evidence)
        #expect(extracted.count == 1 && extracted.first?.rowCount == 7)
    }

    @Test func withoutProseBesideItTheRulesAreLeftToTheOtherFinders() {
        #expect(ProseBesideRulesFinder().tables(on: booktabsBesideProse(proseBeside: false).evidence).isEmpty)
        // A rule under a group heading spanning two of a table's columns has table cells beside it, not prose.
        var grouped = PageSketch()
        for y in [200.0, 600] { grouped.horizontal(y: y, from: 700, to: 1500) }
        for (i, y) in [250.0, 320, 390, 460, 530].enumerated() {
            grouped.text("Row \(i)", 100, y); grouped.text("\(i * 3)", 800, y); grouped.text("\(i * 5)", 1200, y)
            grouped.text("\(i * 7)", 1800, y)
        }
        #expect(ProseBesideRulesFinder().tables(on: grouped.evidence).isEmpty)
    }
}

@Suite struct HeadingFragmentTests {
    /// A table whose last heading is two lines set level with the middle of the others ("Express" above and
    /// "(£)" below "Application" and "Fee"): the first line stands above the heading row and is part of it.
    @Test func theFirstLineOfATwoLineHeadingAboveItsRowJoinsTheHeading() throws {
        var page = PageSketch()
        page.text("Express", 1200, 90)
        page.text("Application", 100, 110); page.text("Fee", 800, 110)
        page.text("(£)", 1200, 130)
        for (i, name) in ["Householder", "Change of use", "New dwelling", "Advertisement"].enumerated() {
            let y = 200 + Double(i) * 60
            page.text(name, 100, y); page.text("\(100 + i * 50).00", 800, y); page.text("\(150 + i * 75).00", 1200, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table).first == ["Application", "Fee", "Express (£)"], "\(PageSketch.grid(table))")
        #expect(table.rowCount == 5)
    }

    /// A table whose only column heading ("2016") stands over the figures above two group labels in the first
    /// column ("(all amounts in EUR)", "Class A"), as on camelot's edge_tol.pdf: the heading and the labels are
    /// its first rows; the title above the heading is not.
    @Test func aHeadingOverTheFiguresAboveGroupLabelsIsTheTablesTop() throws {
        var page = PageSketch()
        page.text("Key figures", 100, 20)
        page.text("2016", 1200, 80)
        page.text("(all amounts in EUR)", 100, 140)
        page.text("Class A", 100, 200)
        for (i, name) in ["Net Asset Value", "Outstanding units", "Value per unit"].enumerated() {
            let y = 260 + Double(i) * 60
            page.text(name, 100, y); page.text("\(5_000 + i * 731)", 1200, y)
        }
        page.text("Class B", 100, 460)
        for (i, name) in ["Net Asset Value", "Outstanding units"].enumerated() {
            let y = 520 + Double(i) * 60
            page.text(name, 100, y); page.text("\(9_000 + i * 517)", 1200, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        let grid = PageSketch.grid(table)
        #expect(grid.prefix(3) == [["", "2016"], ["(all amounts in EUR)", ""], ["Class A", ""]], "\(grid)")
        #expect(!grid.joined().contains("Key figures"), "\(grid)")
        #expect(table.rowCount == 9)
    }

    @Test func aCaptionAboveTheTableStaysOutOfIt() throws {
        var page = PageSketch()
        page.text("Table 3: fees by application", 100, 40)
        page.text("Application", 100, 110); page.text("Fee", 800, 110); page.text("Express", 1200, 110)
        for (i, name) in ["Householder", "Change of use", "New dwelling", "Advertisement"].enumerated() {
            let y = 200 + Double(i) * 60
            page.text(name, 100, y); page.text("\(100 + i * 50).00", 800, y); page.text("\(150 + i * 75).00", 1200, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table).first == ["Application", "Fee", "Express"], "\(PageSketch.grid(table))")
    }
}
