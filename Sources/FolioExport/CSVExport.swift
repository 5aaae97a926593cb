import Foundation
import FolioModel

/// The CSV export: takes documents one at a time and writes, into one directory,
/// `documents.csv` (one row per document), `detected_data.csv` (one row per detected item),
/// `receipts.csv` (one row per document with a receipt), `receipt_items.csv` (one row per line item) and one file
/// per table,
/// `tables/<document id>_p<page>_t<n>.csv`. Every file is RFC 4180 (see `CSVWriter`), UTF-8, with a header
/// row even when it has no data rows. Memory stays flat: rows are streamed to disk. Use from one thread;
/// call `finish()` at the end.
public final class CSVExport {
    /// The directory written into.
    public let directory: URL
    /// The directory of the per-table files.
    public var tablesDirectory: URL { directory.appendingPathComponent("tables", isDirectory: true) }
    /// Documents added so far.
    public private(set) var documentCount = 0
    /// Table files written so far.
    public private(set) var tableFileCount = 0

    private let documents: CSVFile
    private let detectedData: CSVFile
    private let receipts: CSVFile
    private let receiptItems: CSVFile

    /// Creates `directory` (and `tables/` in it) when missing and starts the three summary files, replacing
    /// files of the same names.
    public init(directory: URL) throws {
        self.directory = directory
        try ExportFile.createDirectory(directory)
        try ExportFile.createDirectory(directory.appendingPathComponent("tables", isDirectory: true))
        documents = try CSVFile(url: directory.appendingPathComponent("documents.csv"), header: Self.documentsHeader)
        detectedData = try CSVFile(url: directory.appendingPathComponent("detected_data.csv"),
                                   header: Self.detectedDataHeader)
        receipts = try CSVFile(url: directory.appendingPathComponent("receipts.csv"), header: Self.receiptsHeader)
        receiptItems = try CSVFile(url: directory.appendingPathComponent("receipt_items.csv"),
                                   header: Self.receiptItemsHeader)
    }

    /// Writes `document`'s rows and its table files.
    public func add(_ document: Document) throws {
        let name = try ExportFile.safeName(document.id, in: tablesDirectory)
        try documents.write(Self.documentRow(document))
        for row in Self.detectedDataRows(document) {
            try detectedData.write(row)
        }
        for row in Self.receiptItemRows(document) {
            try receiptItems.write(row)
        }
        if let row = Self.receiptRow(document) {
            try receipts.write(row)
        }
        for page in document.pages {
            for (n, table) in page.tables.enumerated() {
                try writeTable(table, to: tablesDirectory.appendingPathComponent(Self.tableFileName(id: name, page: page.index, table: n)))
            }
        }
        documentCount += 1
    }

    /// Writes out everything buffered and closes the summary files. Call once, after the last `add(_:)`.
    public func finish() throws {
        try documents.close()
        try detectedData.close()
        try receipts.close()
        try receiptItems.close()
    }

    /// The name of a table's file: `<document id>_p<page>_t<n>.csv`, where `page` is the page's `Page.index`
    /// as stored in the model and `n` the 0-based position of the table in that page's `tables`.
    public static func tableFileName(id: String, page: Int, table n: Int) -> String {
        "\(id)_p\(page)_t\(n).csv"
    }

    /// Writes one table as its grid (see `TableGrid`), without a header row.
    private func writeTable(_ table: Table, to url: URL) throws {
        var writer = CSVWriter()
        for row in TableGrid.rows(of: table) {
            writer.write(row)
        }
        try ExportFile.write(writer.data, to: url)
        tableFileCount += 1
    }
}
