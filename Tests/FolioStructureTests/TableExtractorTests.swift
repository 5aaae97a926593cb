import FolioModel
@testable import FolioStructure
import Testing

@Suite struct TableExtractorTests {
    /// A ruled grid with a title and a heading row above it and a footnote row below, their words set at the
    /// grid's columns, as camelot's `health.pdf` scanned: the grid takes its own words, and what is left above
    /// and below still lines up in three columns.
    func gridBetweenAlignedRows() -> PageSketch {
        var page = PageSketch()
        for y in [600.0, 700, 800, 900, 1000] { page.horizontal(y: y, from: 100, to: 1300) }
        for x in [100.0, 500, 900, 1300] { page.vertical(x: x, from: 600, to: 1000) }
        for (r, row) in [["State", "Revenue", "Capital"], ["Assam", "1204", "310"], ["Bihar", "2215", "402"],
                         ["Goa", "118", "27"]].enumerated() {
            for (c, text) in row.enumerated() { page.word(text, 150 + Double(c) * 400, 635 + Double(r) * 100) }
        }
        for (y, row) in [(300.0, ["Table 5", "Public outlay", "2012-13"]), (380, ["States", "Revenue", "Capital"]),
                         (1500, ["Source: survey", "Page 23", "(Rs. in 000)"])] {
            for (c, text) in row.enumerated() { page.text(text, 150 + Double(c) * 400, y) }
        }
        return page
    }

    @Test func aTableTakingInAnEarlierTableIsDropped() throws {
        let tables = TableExtractor().tables(on: gridBetweenAlignedRows().evidence)
        #expect(tables.count == 1, "the rows above and below the grid make no table round it")
        let grid = try #require(tables.first)
        #expect(grid.ruled && grid.rowCount == 4 && grid.columnCount == 3)
    }

    @Test func aTableBesideAnEarlierOneStands() {
        let earlier = Table(order: 0, box: Box(x: 100, y: 600, width: 1200, height: 400), rowCount: 4,
                            columnCount: 3, ruled: true, cells: [])
        let around = Table(order: 1, box: Box(x: 120, y: 280, width: 1180, height: 1260), rowCount: 3,
                           columnCount: 3, ruled: false, cells: [])
        let beside = Table(order: 1, box: Box(x: 1400, y: 600, width: 600, height: 400), rowCount: 4,
                           columnCount: 2, ruled: false, cells: [])
        let touching = Table(order: 1, box: Box(x: 100, y: 950, width: 1200, height: 300), rowCount: 5,
                             columnCount: 3, ruled: false, cells: [])
        #expect(TableExtractor.straddles(around, anyOf: [earlier]))
        #expect(!TableExtractor.straddles(beside, anyOf: [earlier]))
        #expect(!TableExtractor.straddles(touching, anyOf: [earlier]), "a sliver of overlap is no straddle")
    }
}
