import ArgumentParser
import FolioDetect
import FolioModel
import Foundation

extension FolioBench {
    /// `folio-bench receipts-reread`: the receipts of an earlier JSON export read again with this build.
    struct ReceiptsReread: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "receipts-reread",
            abstract: "Read the receipts of an earlier JSON export again with this build's ReceiptReader.",
            discussion: """
                For work on the receipt reader alone, on any set: export a store once (folio export --format json),
                then read every document's pages again after each change, without OCR. Writes one JSON object,
                file name → receipt (null when the document does not read as one); scripts/receipt-photo-fields.py
                takes it in place of a store.
                """)

        @Option(help: "A folder of JSON documents written by folio export --format json.")
        var fromJSON: String

        @Option(help: "The region the receipts pipeline was run with (detect.region).")
        var region = "US"

        @Option(help: "Where to write the receipts.")
        var out: String

        @Option(help: "Also print the rows the reader reads this document (its file name) as, with amounts and labels.")
        var rows: String?

        func run() throws {
            let documents = try FolioRunner.documentsByFileName(jsonFiles(in: URL(fileURLWithPath: fromJSON)))
            let reader = ReceiptReader(options: DetectionOptions(region: region))
            var receipts: [String: Receipt?] = [:]
            for (file, document) in documents { receipts[file] = .some(reader.receipt(from: document.pages)) }
            if let rows {
                guard let document = documents[rows] else { throw BenchError("no document from a file named \(rows)") }
                ReceiptReader.rowTexts(of: document.pages).forEach { print($0) }
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(receipts).write(to: URL(fileURLWithPath: out))
            print("read \(receipts.count) document(s) again; \(receipts.values.compactMap { $0 }.count) receipt(s) → \(out)")
        }
    }
}
