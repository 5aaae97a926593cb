import Foundation
import FolioModel
import Testing
@testable import FolioExport

@Suite struct TableGridTests {
    @Test func mergedCellTextGoesTopLeftAndSpannedPositionsStayEmpty() {
        #expect(TableGrid.rows(of: Samples.spanningTable) == [
            ["Header", "", "C"],
            ["Tall", "x, \"y\"", "multi\nline"],
            ["", "z", ""],
        ])
    }

    @Test func gridGrowsToHoldCellsPastTheDeclaredSizeAndIgnoresCoveredCells() {
        let box = Samples.box
        let table = Table(order: 0, box: box, rowCount: 1, columnCount: 1, ruled: false, cells: [
            TableCell(row: 0, column: 0, rowSpan: 2, columnSpan: 2, text: "big", box: box),
            TableCell(row: 1, column: 1, text: "hidden", box: box),
            TableCell(row: 2, column: 2, text: "corner", box: box),
        ])
        #expect(TableGrid.rows(of: table) == [["big", "", ""], ["", "", ""], ["", "", "corner"]])
    }

    @Test func tableFileHoldsTheGridAsCSV() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        let document = Samples.document(seed: 3, path: "/t.png", pages: 2)
        try export.add(document)
        try export.finish()

        let name = "tables/\(document.id)_p1_t0.csv"
        #expect(CSVExport.tableFileName(id: document.id, page: 1, table: 0) == "\(document.id)_p1_t0.csv")
        #expect(try directory.text(name) == "Header,,C\r\nTall,\"x, \"\"y\"\"\",\"multi\nline\"\r\n,z,\r\n")
        #expect(try CSVParser.parse(directory.text(name)) == TableGrid.rows(of: Samples.spanningTable))
        #expect(export.tableFileCount == 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: export.tablesDirectory.path).sorted()
        #expect(files == ["\(document.id)_p0_t0.csv", "\(document.id)_p1_t0.csv"])
    }
}

@Suite struct TableGridLayoutTests {
    @Test func aSpanOverlappingAnEarlierCellIsNotMergedSoRangesNeverOverlap() {
        let box = Samples.box
        let table = Table(order: 0, box: box, rowCount: 2, columnCount: 2, ruled: true, cells: [
            TableCell(row: 1, column: 1, text: "first", box: box),
            TableCell(row: 0, column: 0, rowSpan: 2, columnSpan: 2, text: "wide", box: box),
            TableCell(row: 0, column: 1, text: "right", box: box),
        ])
        let layout = TableGrid.layout(of: table)
        #expect(layout.cells.map { [$0.row, $0.column, $0.rowSpan, $0.columnSpan] } == [[1, 1, 1, 1], [0, 0, 1, 1],
                                                                                       [0, 1, 1, 1]])
        #expect(TableGrid.rows(of: table) == [["wide", "right"], ["", "first"]])
    }
}
