import GRDB

extension Store {
    /// The tables whose rows `rowCounts()` counts.
    static let countedTables = [
        "runs", "documents", "document_paths", "pages", "lines", "words", "paragraphs", "errors", "tables",
        "table_cells", "lists", "list_items", "detected_data", "barcodes", "receipts", "receipt_items",
    ]

    /// The number of rows in each table of the schema, by table name (for checks and diagnostics).
    func rowCounts() throws -> [String: Int] {
        try reading("the row counts") { db in
            var counts: [String: Int] = [:]
            for table in Self.countedTables {
                counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
            }
            return counts
        }
    }

    /// Checks that the full-text index agrees with the page transcripts and that no foreign key dangles;
    /// throws `StoreError.Code.writeFailed` when either does not hold (FTS5 runs the check as a write).
    func checkIntegrity() throws {
        try writing("an integrity check") { db in
            try db.execute(sql: "INSERT INTO pages_fts(pages_fts, rank) VALUES ('integrity-check', 1)")
            try db.checkForeignKeys()
        }
    }
}
