import FolioModel
import FolioPipeline
import FolioStructure
import FolioTestSupport
import Foundation
import Testing

/// `tables.areas` through the tables pipeline, on the generated page with two tables (Fixtures/tables).
@Suite struct TableAreaExtractionTests {
    /// An area drawn round the second table gives that table alone, as its truth has it; the first is left out.
    @Test func anAreaRoundOneOfTwoTablesGivesThatTable() throws {
        let truth = try TableFixtureExtractionTests.truth("two-tables")
        let pdf = TestPaths.fixture("tables/\(truth.pdf)")
        var config = try PipelineLoader.load("tables")
        let whole = DocumentProcessor(config: config).process(pdf)
        let page = try #require(whole.pages.first)
        try #require(page.tables.count == 2, "the whole page should give both tables")
        let second = page.tables[1].box
        // The table's box in points, grown by 6 pt all round, as a user would draw it.
        let toPoints = 72 / page.dpi
        let around = TableArea(pages: [1], top: second.y * toPoints - 6, left: second.x * toPoints - 6,
                               bottom: second.maxY * toPoints + 6, right: second.maxX * toPoints + 6)
        config.tableAreas = [around]
        let inArea = DocumentProcessor(config: config).process(pdf)
        let tables = try #require(inArea.pages.first).tables
        #expect(tables.count == 1)
        let expected = try #require(truth.tables.last)
        #expect(tables.first.map(TableFixtureExtractionTests.cells) == TableFixtureExtractionTests.cells(expected))
        // Areas that overlap give a table once: the second area has no words left of it.
        var wider = around
        wider.top -= 12
        config.tableAreas = [around, wider]
        #expect(try #require(DocumentProcessor(config: config).process(pdf).pages.first).tables.count == 1)
    }

    /// An area naming another page leaves this one read whole.
    @Test func anAreaForAnotherPageLeavesThePageWhole() throws {
        let truth = try TableFixtureExtractionTests.truth("two-tables")
        var config = try PipelineLoader.load("tables")
        config.tableAreas = [TableArea(pages: [2], top: 0, left: 0, bottom: 10, right: 10)]
        let document = DocumentProcessor(config: config).process(TestPaths.fixture("tables/\(truth.pdf)"))
        #expect(document.pages.first?.tables.count == 2)
    }
}
