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
}
