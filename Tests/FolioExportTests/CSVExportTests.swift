import Foundation
import FolioModel
import Testing
@testable import FolioExport

@Suite struct CSVExportTests {
    @Test func documentsCSVHasOneRowPerDocumentGiven() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        let documents = [
            Samples.document(seed: 1, path: "/in/a, with comma.png", pages: 2, errors: ["bad \"page\"", "line\nbreak"]),
            Samples.document(seed: 2, path: "/in/b.png"),
            Samples.document(seed: 3, path: "/in/ç.png", pages: 0),
        ]
        for document in documents { try export.add(document) }
        try export.finish()

        let rows = try #require(CSVParser.parse(directory.text("documents.csv")))
        #expect(rows.first == CSVExport.documentsHeader)
        #expect(rows.count - 1 == documents.count)
        #expect(export.documentCount == documents.count)
        #expect(rows.dropFirst().allSatisfy { $0.count == CSVExport.documentsHeader.count })
        let first = rows[1]
        #expect(first == [documents[0].id, "/in/a, with comma.png", "image/png", "2048", "2", "partial", "2",
                          "bad \"page\"; line\nbreak", "0.75", "ocr;pdf-text", "4", ";", "0"])
        #expect(rows[3][8] == "" && rows[3][10] == "0")
    }

    @Test func detectedDataRowsCarryPageAndBoxWithEmptyBoxColumnsWhenThereIsNone() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        let document = Samples.document(seed: 4, path: "/d.png", pages: 2)
        try export.add(document)
        try export.finish()

        let rows = try #require(CSVParser.parse(directory.text("detected_data.csv")))
        #expect(rows.first == CSVExport.detectedDataHeader)
        #expect(rows.count == 1 + 4)
        #expect(rows[1] == [document.id, "0", "money", "12.50", "12.50 EUR", "0.8", "10", "20.5", "30", "40", "", "", ""])
        #expect(rows[2] == [document.id, "0", "email", "A@B.example", "a@b.example", "0.5", "", "", "", "", "", "", ""])
        #expect(rows[3][1] == "1")
    }

    @Test func receiptsCSVHasARowOnlyForDocumentsWithAReceipt() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        let receipt = Receipt(merchant: "Café, Inc.", discount: "1.00", total: "12.50", paymentMethod: "cash",
                              items: [ReceiptItem(description: "Tea"), ReceiptItem(description: "Cake", amount: "3")])
        try export.add(Samples.document(seed: 5, path: "/r.png", receipt: receipt))
        try export.add(Samples.document(seed: 6, path: "/plain.png"))
        try export.finish()

        let rows = try #require(CSVParser.parse(directory.text("receipts.csv")))
        #expect(rows == [CSVExport.receiptsHeader,
                         [Samples.id(5), "/r.png", "Café, Inc.", "", "", "", "", "", "", "", "", "12.50", "2", "1.00", "cash", "", ""]])
    }

    @Test func dataReadInATableCellNamesTheCell() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        var document = Samples.document(seed: 7, path: "/t.pdf", pages: 1)
        document.pages[0].detectedData = [DetectedData(kind: "date", text: "25/12/2018", value: "2018-12-25", box: nil,
                                                       confidence: 0.9, cell: CellReference(table: 1, row: 3, column: 2))]
        try export.add(document)
        try export.finish()
        let rows = try #require(CSVParser.parse(directory.text("detected_data.csv")))
        #expect(rows[1].suffix(3) == ["1", "3", "2"])
    }

    @Test func receiptItemsCSVHasARowPerItem() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        let receipt = Receipt(total: "7.00", items: [ReceiptItem(description: "Tea, green", quantity: "2", unitPrice: "2.00",
                                                                 amount: "4.00"),
                                                     ReceiptItem(description: "Cake", amount: "3.00")])
        try export.add(Samples.document(seed: 8, path: "/r.png", receipt: receipt))
        try export.finish()
        let rows = try #require(CSVParser.parse(directory.text("receipt_items.csv")))
        #expect(rows == [CSVExport.receiptItemsHeader,
                         [Samples.id(8), "0", "Tea, green", "2", "2.00", "4.00"],
                         [Samples.id(8), "1", "Cake", "", "", "3.00"]])
    }

    @Test func headersAreWrittenEvenWithoutDocuments() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        try export.finish()
        #expect(try directory.text("documents.csv") == CSVWriter.row(CSVExport.documentsHeader))
        #expect(try directory.text("detected_data.csv") == CSVWriter.row(CSVExport.detectedDataHeader))
        #expect(try directory.text("receipts.csv") == CSVWriter.row(CSVExport.receiptsHeader))
        #expect(try directory.text("receipt_items.csv") == CSVWriter.row(CSVExport.receiptItemsHeader))
        #expect(try FileManager.default.contentsOfDirectory(atPath: export.tablesDirectory.path).isEmpty)
    }

    @Test func manyDocumentsStreamThroughTheBufferIntact() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        for seed in 1...600 {
            try export.add(Samples.document(seed: seed, path: "/bulk/\(seed), \"x\".png", pages: 0))
        }
        try export.finish()
        let rows = try #require(CSVParser.parse(directory.text("documents.csv")))
        #expect(rows.count == 601)
        #expect(rows.last?[1] == "/bulk/600, \"x\".png")
    }

    @Test func unwritableDirectoryFailsNamingThePath() throws {
        let error = try #require(throws: ExportError.self) {
            try CSVExport(directory: URL(fileURLWithPath: "/etc/hostname/out"))
        }
        #expect(error.code == .cannotCreateDirectory)
        #expect(error.message.contains("/etc/hostname/out"))
    }

    @Test func idThatIsNotAFileNameIsRefused() throws {
        let directory = try TemporaryDirectory()
        let export = try CSVExport(directory: directory.url)
        var document = Samples.document(seed: 1, path: "/x.png")
        document.id = "../escape"
        let error = try #require(throws: ExportError.self) { try export.add(document) }
        #expect(error.code == .invalidFileName)
        #expect(export.documentCount == 0)
    }
}
