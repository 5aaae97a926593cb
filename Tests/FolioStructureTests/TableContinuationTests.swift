import FolioModel
@testable import FolioStructure
import Testing

@Suite struct TableContinuationTests {
    func table(_ rows: [[String]], top: Double, header: Int = 1) -> Table {
        var cells: [TableCell] = []
        for (r, row) in rows.enumerated() {
            for (c, text) in row.enumerated() {
                cells.append(TableCell(row: r, column: c, text: text,
                                       box: Box(x: 100 + Double(c) * 400, y: top + Double(r) * 50, width: 400, height: 50)))
            }
        }
        return Table(order: 0, box: Box(x: 100, y: top, width: 1200, height: Double(rows.count) * 50), rowCount: rows.count,
                     columnCount: rows[0].count, ruled: true, headerRowCount: header, cells: cells)
    }

    func page(_ index: Int, _ tables: [Table], lines: [Line] = []) -> Page {
        var page = Page(index: index, width: 2480, height: 3508, dpi: 300, textSource: .ocr, transcript: "",
                        confidence: 1, lines: lines, paragraphs: [])
        page.tables = tables
        return page
    }

    @Test func aTableGoingOnOverThePageBreakIsOneWithoutItsRepeatedHeading() throws {
        let head = [["Item", "Qty", "Price"]]
        let first = page(0, [table(head + (1...20).map { ["A\($0)", "\($0)", "1.00"] }, top: 2300)])
        let second = page(1, [table(head + (21...25).map { ["A\($0)", "\($0)", "1.00"] }, top: 300),
                              table([["Subtotal", "", "25.00"], ["Total", "", "30.00"]], top: 1200, header: 0)])
        let joined = TableContinuation.joined([first, second])
        let table = try #require(joined[0].tables.first)
        #expect(table.rowCount == 26 && table.pageRange == [0, 1])
        #expect(PageSketch.grid(table)[21] == ["A21", "21", "1.00"], "the heading is not repeated")
        #expect(table.cells.filter { $0.row <= 20 }.allSatisfy { $0.page == 0 })
        #expect(table.cells.filter { $0.row >= 21 }.allSatisfy { $0.page == 1 }, "cells say the page their box is on")
        #expect(joined[1].tables.count == 1 && joined[1].tables[0].order == 0)
    }

    @Test func tablesWithTextBetweenThemOrOtherColumnsStayApart() {
        let rows = [["Item", "Qty", "Price"], ["A", "1", "1.00"]]
        let prose = (0..<5).map { i in
            Line(words: [Word(text: "sentence\(i)", box: Box(x: 100, y: 2500 + Double(i) * 50, width: 300, height: 30), confidence: 1)])
        }
        let apart = TableContinuation.joined([page(0, [table(rows, top: 2300)], lines: prose), page(1, [table(rows, top: 300)])])
        #expect(apart[0].tables[0].pageRange == nil && apart[1].tables.count == 1)
        let otherColumns = TableContinuation.joined([page(0, [table(rows, top: 2300)]),
                                                     page(1, [table([["a", "b"], ["c", "d"]], top: 300)])])
        #expect(otherColumns[1].tables.count == 1)
    }

    /// As on img2table's test.pdf: a table with the same columns at the top of the next page, but a heading of its
    /// own, is a new table, not the last one going on.
    @Test func aTableWithAHeadingOfItsOwnOnTheNextPageIsANewOne() throws {
        let first = page(0, [table([["Sample", "Blue % transmitted", "Green % transmitted"]] + (1...20).map { ["S\($0)", "\($0)%", "1%"] }, top: 2300)])
        let second = page(1, [table([["Sample", "Blue LED value", "Green LED value"]] + (1...5).map { ["T\($0)", "\($0)", "1"] }, top: 300)])
        let joined = TableContinuation.joined([first, second])
        #expect(joined[0].tables[0].pageRange == nil && joined[0].tables[0].rowCount == 21)
        #expect(joined[1].tables.count == 1)
        // Without a heading, the same rows go on the table above.
        let bare = page(1, [table((1...5).map { ["T\($0)", "\($0)", "1"] }, top: 300, header: 0)])
        let on = TableContinuation.joined([first, bare])
        #expect(on[0].tables[0].pageRange == [0, 1] && on[0].tables[0].rowCount == 26 && on[1].tables.isEmpty)
    }

    @Test func aRepeatedHeadingIsKnownDespiteReadingDifferences() {
        #expect(TableContinuation.isRepeat([["Date", "Vehicle", "Cost"]], of: [["Date", "Vehicle", "Cost (€)"]]))
        #expect(TableContinuation.isRepeat([["date", "VEHICLE", "cost"]], of: [["Date", "Vehicle", "Cost"]]))
        #expect(!TableContinuation.isRepeat([["03/01/2024", "BD19 KPX", "383.38"]], of: [["Date", "Vehicle", "Cost"]]))
    }
}
