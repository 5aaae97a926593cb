import Foundation
import FolioModel
import Testing
@testable import FolioExport

@Suite struct XLSXExportTests {
    static let box = Samples.box

    /// A 4 × 3 table with a header spanning two columns, a row label spanning two rows, a wrapped cell and
    /// cells that are and are not plain numbers.
    static let salesTable = Table(order: 0, box: box, rowCount: 4, columnCount: 3, ruled: true, headerRowCount: 1,
                                  cells: [
        TableCell(row: 0, column: 0, columnSpan: 2, text: "Region", box: box),
        TableCell(row: 0, column: 2, text: "2024", box: box),
        TableCell(row: 1, column: 0, rowSpan: 2, text: "North", box: box),
        TableCell(row: 1, column: 1, text: "Q1", box: box),
        TableCell(row: 1, column: 2, text: "1,234.50", box: box),
        TableCell(row: 2, column: 1, text: "Q2\nrevised", box: box),
        TableCell(row: 2, column: 2, text: "-12", box: box),
        TableCell(row: 3, column: 0, text: "South", box: box),
        TableCell(row: 3, column: 1, text: "3.5%", box: box),
        TableCell(row: 3, column: 2, text: "007", box: box),
    ])

    static func document(seed: Int, tablesByPage: [[Table]], transcripts: [String]? = nil) -> Document {
        var document = Samples.document(seed: seed, path: "/in/sales.pdf", pages: tablesByPage.count)
        for index in document.pages.indices {
            document.pages[index].tables = tablesByPage[index]
            if let transcripts { document.pages[index].transcript = transcripts[index] }
        }
        return document
    }

    @Test func tableSheetKeepsMergesTextAndNumbers() throws {
        let directory = try TemporaryDirectory()
        let document = Self.document(seed: 1, tablesByPage: [[Self.salesTable]])
        let url = try XLSXExport.write(document, to: directory.url)
        let workbook = try XLSXReader(url)

        #expect(workbook.sheetNames == ["p1 t1"])
        #expect(Set(try workbook.merges(sheet: 1)) == ["A1:B1", "A2:A3"])
        let cells = try workbook.cells(sheet: 1)
        let styles = try workbook.styles()
        func cell(_ ref: String) throws -> XLSXReader.Cell { try #require(cells[ref], "no cell \(ref)") }

        // Merged cells: the text in the top-left, the covered positions empty.
        #expect(try cell("A1").text == "Region")
        #expect(try cell("A2").text == "North")
        #expect(cells["B1"]?.text ?? "" == "" && cells["A3"]?.text ?? "" == "")
        // Plain numbers are numbers (no t="s"), shown with the page's grouping and decimals.
        #expect(try cell("C2").type == nil && cell("C2").value == "1234.5")
        #expect(try styles[cell("C2").style].numberFormat == "#,##0.00")
        #expect(try cell("C3").type == nil && cell("C3").value == "-12")
        // Anything else stays the text that was read, header numbers included.
        #expect(try cell("B4").type == "s" && cell("B4").text == "3.5%")
        #expect(try cell("C4").type == "s" && cell("C4").text == "007")
        #expect(try cell("C1").type == "s" && cell("C1").text == "2024")
        #expect(try cell("B3").text == "Q2\nrevised")
        // The header row is bold, the body is not.
        #expect(try styles[cell("A1").style].bold && styles[cell("C1").style].bold)
        #expect(try !styles[cell("B2").style].bold && !styles[cell("C2").style].bold)
    }

    @Test func everyTableHasItsOwnSheetNamedAfterItsPage() throws {
        let directory = try TemporaryDirectory()
        let document = Self.document(seed: 2, tablesByPage: [[Samples.spanningTable, Self.salesTable], [],
                                                             [Samples.spanningTable]])
        let workbook = try XLSXReader(XLSXExport.write(document, to: directory.url))
        #expect(workbook.sheetNames == ["p1 t1", "p1 t2", "p3 t1"])
        #expect(try workbook.cells(sheet: 2)["A2"]?.text == "North")
        #expect(try workbook.cells(sheet: 3)["A1"]?.text == "Header")
        // Names a spreadsheet accepts: at most 31 characters, none of []:*?/\ .
        #expect(SheetPlan.tableSheetName(page: 9_999, table: 99) == "p10000 t100")
        #expect(workbook.sheetNames.allSatisfy { $0.count <= 31 && !$0.contains(where: "[]:*?/\\".contains) })
    }

    /// A receipt comes first, on a sheet of its own: its fields found, then its items, amounts as numbers.
    @Test func aReceiptGetsASheetOfItsFieldsAndItems() throws {
        let directory = try TemporaryDirectory()
        var document = Self.document(seed: 5, tablesByPage: [[]], transcripts: ["GREEN FIELD"])
        document.receipt = Receipt(merchant: "GREEN FIELD", phone: "+15625970906", date: "2016-05-26",
                                   currency: "USD", subtotal: "51.90", tax: "4.68", total: "56.58",
                                   paymentMethod: "cash", items: [
                                       ReceiptItem(description: "Coffee", quantity: "1", amount: "3.00"),
                                       ReceiptItem(description: "Lunch", quantity: "2", unitPrice: "22.95", amount: "45.90"),
                                   ])
        let workbook = try XLSXReader(XLSXExport.write(document, to: directory.url))
        #expect(workbook.sheetNames == ["receipt", "document"])
        let cells = try workbook.cells(sheet: 1)
        func row(_ n: Int, _ columns: String = "AB") -> [String] { columns.map { cells["\($0)\(n)"]?.text ?? "" } }
        #expect(row(1) == ["field", "value"])
        #expect(row(2) == ["merchant", "GREEN FIELD"])
        #expect(row(3) == ["phone", "+15625970906"] && cells["B3"]?.type == "s")
        #expect(row(4) == ["date", "2016-05-26"] && row(5) == ["currency", "USD"])
        #expect(row(6) == ["subtotal", "51.9"] && cells["B6"]?.type == nil)
        #expect(row(8) == ["total", "56.58"])
        #expect(row(9) == ["payment", "cash"])
        #expect(row(10) == ["", ""])
        #expect(row(11, "ABCD") == ["item", "quantity", "unit price", "amount"])
        #expect(row(13, "ABCD") == ["Lunch", "2", "22.95", "45.9"] && cells["D13"]?.type == nil)
        #expect(try workbook.styles()[cells["A11"]?.style ?? 0].bold)
        #expect(try workbook.cells(sheet: 2)["B2"]?.text == "GREEN FIELD")
    }

    @Test func documentWithoutTablesGetsASheetOfItsText() throws {
        let directory = try TemporaryDirectory()
        let document = Self.document(seed: 3, tablesByPage: [[], [], []],
                                     transcripts: ["Dear Ms Reid,\nThank you.", "", "Page three"])
        let workbook = try XLSXReader(XLSXExport.write(document, to: directory.url))
        #expect(workbook.sheetNames == ["document"])
        let cells = try workbook.cells(sheet: 1)
        let rows = (1...5).map { row in [cells["A\(row)"]?.text ?? "", cells["B\(row)"]?.text ?? ""] }
        #expect(rows == [["page", "text"], ["1", "Dear Ms Reid,"], ["1", "Thank you."], ["2", ""], ["3", "Page three"]])
        #expect(cells["A6"] == nil)
        #expect(cells["A2"]?.type == nil)
        #expect(try workbook.styles()[cells["A1"]?.style ?? 0].bold)
    }

    @Test func writeReplacesTheWorkbookAndLeavesNothingElse() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("nested/out")
        let document = Self.document(seed: 4, tablesByPage: [[Self.salesTable]])
        try Data("old".utf8).write(to: try { try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            return out.appendingPathComponent("\(document.id).xlsx") }())
        let url = try XLSXExport.write(document, to: out)
        #expect(url.lastPathComponent == "\(document.id).xlsx")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["\(document.id).xlsx"])
        #expect(try XLSXReader(url).sheetNames == ["p1 t1"])
    }

    @Test func controlCharactersAndHugeCellsStillGiveAWorkbook() throws {
        let directory = try TemporaryDirectory()
        let huge = String(repeating: "é", count: XLSXWorkbook.maximumCellCharacters + 10)
        let table = Table(order: 0, box: Self.box, rowCount: 1, columnCount: 2, ruled: false, cells: [
            TableCell(row: 0, column: 0, text: "bell\u{7}tab\there", box: Self.box),
            TableCell(row: 0, column: 1, text: huge, box: Self.box),
        ])
        let workbook = try XLSXReader(XLSXExport.write(Self.document(seed: 5, tablesByPage: [[table]]), to: directory.url))
        let cells = try workbook.cells(sheet: 1)
        #expect(cells["A1"]?.text.hasPrefix("bell") == true && cells["A1"]?.text.hasSuffix("tab\there") == true)
        #expect(cells["B1"]?.text.count == XLSXWorkbook.maximumCellCharacters)
    }

    @Test func unwritableDirectoryFailsNamingThePath() throws {
        let error = try #require(throws: ExportError.self) {
            try XLSXExport.write(Self.document(seed: 6, tablesByPage: [[]]), to: URL(fileURLWithPath: "/etc/hostname/xlsx"))
        }
        #expect(error.message.contains("/etc/hostname/xlsx"))
    }

    @Test func idThatIsNotAFileNameIsRefused() throws {
        let directory = try TemporaryDirectory()
        var document = Self.document(seed: 7, tablesByPage: [[]])
        document.id = "../escape"
        let error = try #require(throws: ExportError.self) { try XLSXExport.write(document, to: directory.url) }
        #expect(error.code == .invalidFileName)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}

@Suite struct SpreadsheetNumberTests {
    @Test(arguments: [
        ("1,234.50", 1234.5, "#,##0.00"), ("-12", -12, "0"), ("0.875", 0.875, "0.000"), ("12480", 12480, "0"),
        ("12,480", 12480, "#,##0"), ("1,234,567.1", 1_234_567.1, "#,##0.0"), ("0", 0, "0"), (" 42 ", 42, "0"),
        ("999999999999999", 999_999_999_999_999, "0"),
    ])
    func plainNumbersAreNumbersShownAsWritten(text: String, value: Double, format: String) {
        let number = SpreadsheetNumber(text)
        #expect(number?.value == value && number?.format == format)
    }

    @Test(arguments: ["3.5%", "£12.50", "$5", "(12.00)", "1.234,50", "007", "+3", ".5", "5.", "-0", "-0.00",
                      "1,23", "1234,567", ",123", "12,34.5", "1 234", "2024-03-01", "12/03/2024", "1e5", "NaN",
                      "inf", "1234567890123456", "", "-", "٣", "１２"])
    func anythingElseStaysText(text: String) {
        #expect(SpreadsheetNumber(text) == nil)
    }
}
