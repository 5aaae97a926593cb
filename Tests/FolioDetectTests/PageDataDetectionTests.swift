import FolioDetect
import FolioModel
import Testing

@Suite struct PageDataDetectionTests {
    func line(_ text: String, x: Double = 20, y: Double, confidence: Double = 0.98) -> Line {
        let words = text.split(separator: " ").enumerated().map { i, w in
            Word(text: String(w), box: Box(x: x + Double(i) * 100, y: y, width: 90, height: 20), confidence: confidence)
        }
        return Line(text: text, box: Box(x: x, y: y, width: Double(words.count) * 100, height: 20), confidence: confidence,
                    words: words)
    }

    /// An OCR'd page of `lines` holding one table of `cells`.
    func page(_ lines: [Line], table cells: [TableCell], box: Box, rows: Int, columns: Int, ruled: Bool = false) -> Page {
        var page = Page(index: 0, width: 1000, height: 400, dpi: 200, textSource: .ocr, transcript: "", confidence: 1,
                        lines: lines, paragraphs: [])
        page.tables = [Table(order: 0, box: box, rowCount: rows, columnCount: columns, ruled: ruled, cells: cells)]
        return page
    }

    @Test func matchesTakeTheBoxesOfTheirWords() throws {
        let page = Page(index: 0, width: 1000, height: 400, dpi: 200, textSource: .ocr, transcript: "", confidence: 1,
                        lines: [line("Call (562) 597-0906 or mail a@b.com", y: 20)], paragraphs: [])
        let found = PageDataDetection(options: DetectionOptions()).detectedData(on: page)
        let phone = try #require(found.first { $0.kind == "phone" })
        // "(562)" and "597-0906" are words 1 and 2: x 120...310.
        #expect(phone.box == Box(x: 120, y: 20, width: 190, height: 20))
        #expect(phone.value == "+15625970906")
        #expect(phone.cell == nil)
        #expect(found.first { $0.kind == "email" }?.value == "a@b.com")
    }

    @Test func dataInATableSaysWhichCell() throws {
        let cells = [
            TableCell(row: 0, column: 0, text: "Date", box: Box(x: 0, y: 100, width: 200, height: 40)),
            TableCell(row: 0, column: 1, text: "25/12/2018", box: Box(x: 200, y: 100, width: 200, height: 40)),
        ]
        let table = Table(order: 0, box: Box(x: 0, y: 100, width: 400, height: 40), rowCount: 1, columnCount: 2,
                          ruled: true, cells: cells)
        var page = Page(index: 0, width: 1000, height: 400, dpi: 200, textSource: .pdfText, transcript: "",
                        confidence: 1, lines: [line("Date", x: 10, y: 110), line("25/12/2018", x: 210, y: 110)],
                        paragraphs: [])
        page.tables = [table]
        let found = PageDataDetection(options: DetectionOptions(region: "GB")).detectedData(on: page)
        let date = try #require(found.first { $0.kind == "date" })
        #expect(date.value == "2018-12-25")
        #expect(date.cell == CellReference(table: 0, row: 0, column: 1))
    }

    @Test func anUnsureWordMakesAnUnsureMatch() throws {
        let page = Page(index: 0, width: 1000, height: 400, dpi: 200, textSource: .ocr, transcript: "", confidence: 0.5,
                        lines: [line("Total $12.50", y: 20, confidence: 0.5)], paragraphs: [])
        let money = try #require(PageDataDetection(options: DetectionOptions()).detectedData(on: page).first)
        #expect(money.confidence < 0.5)
    }

    /// A receipt's letterhead read as part of a table (the word-aligned finder takes a two-part line for a row):
    /// the address over the line above the table and a row of two cells is read whole, once, in no cell.
    @Test func anAddressPartedIntoCellsIsReadWhole() throws {
        let rows = [("LOT 276 JALAN BANTING", 20.0), ("43800 DENGKIL, SELANGOR", 60), ("Bread loaf RM2.50", 100),
                    ("Milk carton RM3.10", 140)]
        let cells = (0..<3).flatMap { row in
            (0..<2).map { column in
                TableCell(row: row, column: column, text: "",
                          box: Box(x: Double(column) * 200, y: 50 + Double(row) * 40, width: 200, height: 40))
            }
        }
        let page = page(rows.map { line($0.0, y: $0.1) }, table: cells, box: Box(x: 0, y: 50, width: 400, height: 120),
                        rows: 3, columns: 2)
        let found = PageDataDetection(options: DetectionOptions(region: "MY")).detectedData(on: page)
        let addresses = found.filter { $0.kind == "address" }
        #expect(addresses.count == 1)
        #expect(addresses.first?.value == "LOT 276 JALAN BANTING, 43800 DENGKIL, SELANGOR")
        #expect(addresses.first?.cell == nil)
        #expect(addresses.first?.box == Box(x: 20, y: 20, width: 390, height: 60))
        // The amounts in the item rows are still their cells'.
        #expect(found.first { $0.value.hasPrefix("2.50") }?.cell == CellReference(table: 0, row: 1, column: 1))
    }

    /// An address printed over two lines of one cell is that cell's, and found once.
    @Test func anAddressInOneCellIsThatCells() throws {
        let cells = [
            TableCell(row: 0, column: 0, text: "", box: Box(x: 0, y: 10, width: 200, height: 80)),
            TableCell(row: 0, column: 1, text: "", box: Box(x: 200, y: 10, width: 800, height: 80)),
        ]
        let page = page([line("Office", y: 20), line("221B Baker Street", x: 220, y: 20),
                         line("London NW1 6XE", x: 220, y: 50)],
                        table: cells, box: Box(x: 0, y: 10, width: 1000, height: 80), rows: 1, columns: 2, ruled: true)
        let found = PageDataDetection(options: DetectionOptions(region: "GB")).detectedData(on: page)
        let addresses = found.filter { $0.kind == "address" }
        #expect(addresses.count == 1)
        #expect(addresses.first?.value == "221B Baker Street, London NW1 6XE")
        #expect(addresses.first?.cell == CellReference(table: 0, row: 0, column: 1))
    }

    /// A true table's rows are records: the street of one row and the town of the next are no address.
    @Test func twoRecordsOfATableAreNoAddress() throws {
        let rows = [("Acme 7777 Apache Drive Tulsa", 20.0), ("Bolt 7100 Terminal Drive Tulsa OK 74115", 60)]
        let cells = (0..<2).flatMap { row in
            [(0.0, 100.0), (100, 300), (300, 1000)].enumerated().map { column, span in
                TableCell(row: row, column: column, text: "",
                          box: Box(x: span.0, y: 10 + Double(row) * 40, width: span.1 - span.0, height: 40))
            }
        }
        let page = page(rows.map { line($0.0, y: $0.1) }, table: cells, box: Box(x: 0, y: 10, width: 1000, height: 80),
                        rows: 2, columns: 3)
        let found = PageDataDetection(options: DetectionOptions()).detectedData(on: page)
        // Each row alone may be one ("7100 Terminal Drive Tulsa OK 74115"); none takes words of both rows.
        let addresses = found.filter { $0.kind == "address" }
        #expect(addresses.allSatisfy { ($0.box?.height ?? 0) <= 20 }, "\(addresses.map(\.value))")
    }

    /// A table of `texts` (rows of cells, "" for an empty one) in columns 300 px wide and rows 40 px high, each
    /// cell's text a line of its own, its first `headerRows` rows headings.
    func grid(_ texts: [[String]], headerRows: Int = 0) -> Page {
        var lines: [Line] = [], cells: [TableCell] = []
        for (r, row) in texts.enumerated() {
            for (c, text) in row.enumerated() {
                let box = Box(x: Double(c) * 300, y: 10 + Double(r) * 40, width: 300, height: 40)
                cells.append(TableCell(row: r, column: c, text: text, box: box))
                if !text.isEmpty { lines.append(line(text, x: box.x + 10, y: box.y + 10)) }
            }
        }
        var page = page(lines, table: cells, box: Box(x: 0, y: 10, width: 300 * Double(texts[0].count),
                                                      height: 40 * Double(texts.count)),
                        rows: texts.count, columns: texts[0].count)
        page.tables[0].headerRowCount = headerRows
        return page
    }

    /// A receipt's totals parted from their labels into cells of their own: each is money after its label, the
    /// figure after it in the row is not; a figure whose label says nothing of money is none.
    @Test func aFigureBesideItsMoneyLabelIsMoney() throws {
        let page = grid([["Chicken Caprese", "12.00", ""], ["Subtotal", "71.40", ""], ["Tax:", "6.43", ""],
                         ["Total", "77.83", "2.10"], ["Total items", "3", ""]])
        let found = PageDataDetection(options: DetectionOptions(currency: "USD")).detectedData(on: page)
        let money = found.filter { $0.kind == "money" }
        #expect(money.map(\.value) == ["71.40 USD", "6.43 USD", "77.83 USD"])
        #expect(money.map(\.cell) == [1, 2, 3].map { CellReference(table: 0, row: $0, column: 1) })
    }

    /// A column headed "Amount (RM)": its figures are amounts in ringgit; a figure under "Qty" is none.
    @Test func aFigureUnderAMoneyHeadingIsMoney() throws {
        let page = grid([["Item", "Qty", "Amount RM"], ["Paint brush", "2", "13.00"], ["Nails", "1", "4.24"]],
                        headerRows: 1)
        // A company's name taken for a heading row ("Berhad" is also the Bahraini dinar's code): no amounts.
        let letterhead = grid([["SUBANG HEALTHCARE SDN BHD", "SUBANG HEALTHCARE SDN BHD"], ["1394", "5.30"]],
                              headerRows: 1)
        #expect(PageDataDetection(options: DetectionOptions(region: "MY")).detectedData(on: letterhead)
            .filter { $0.kind == "money" }.isEmpty)
        let found = PageDataDetection(options: DetectionOptions(region: "MY")).detectedData(on: page)
        let money = found.filter { $0.kind == "money" }
        #expect(money.map(\.value) == ["13.00 MYR", "4.24 MYR"])
        #expect(money.map(\.text) == ["13.00", "4.24"])
        #expect(money.map(\.cell) == [1, 2].map { CellReference(table: 0, row: $0, column: 2) })
    }

    /// A receipt's totals read by the OCR as lines of their own, the amounts set apart on the right of their
    /// labels (sroie-dev's 015: "Subtotal :" and "15.90" on one printed row): each amount is money after its
    /// label; a figure on a row of its own, or beside a label that says nothing of money, is none.
    @Test func aFigureOnTheRowOfItsMoneyLabelIsMoney() throws {
        let lines = [line("Subtotal :", y: 20), line("15.90", x: 400, y: 22), line("Change Due :", y: 60),
                     line("34.10", x: 400, y: 58), line("TotalItem(5):1", y: 100), line("1.00", x: 400, y: 140),
                     line("Code", y: 180), line("12.50", x: 400, y: 180), line("CHANGE RM", y: 220),
                     line(".10", x: 400, y: 220)]
        let page = Page(index: 0, width: 1000, height: 400, dpi: 200, textSource: .ocr, transcript: "", confidence: 1,
                        lines: lines, paragraphs: [])
        let money = PageDataDetection(options: DetectionOptions(region: "MY")).detectedData(on: page)
            .filter { $0.kind == "money" }
        #expect(money.map(\.value) == ["15.90", "34.10", "0.10 MYR"])
        #expect(money.map(\.text) == ["15.90", "34.10", ".10"])
        #expect(money.first?.box == Box(x: 400, y: 22, width: 90, height: 20))
    }
}
