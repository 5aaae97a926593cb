import Foundation
import FolioModel
import GRDB

/// Writes one document's rows inside the caller's write transaction.
struct DocumentWriter {
    /// The open write transaction.
    let db: Database
    /// The store path, for error messages.
    let path: String

    /// Replaces any stored document with the same id by `document`: the old rows are deleted (children go by
    /// cascade), the new ones inserted. The first `createdAt` and every path seen before are kept.
    func replace(_ document: Document, runID: Int64?, pipeline: String?, stamp: FileStamp?, now: Date) throws {
        let id = document.id
        let previous = try Row.fetchOne(db, sql: "SELECT createdAt, status, attempts FROM documents WHERE id = ?",
                                        arguments: [id])
        let createdAt: Date? = try previous?.decode(forColumn: "createdAt")
        let previousStatus: String? = try previous?.decode(forColumn: "status")
        let previousAttempts: Int = try previous?.decode(forColumn: "attempts") ?? 0
        // Consecutive runs that could not finish it; an ok document starts again from one.
        let attempts = document.status == .ok || previousStatus == DocumentStatus.ok.rawValue ? 1 : previousAttempts + 1
        let knownPaths = try String.fetchAll(db, sql: "SELECT path FROM document_paths WHERE documentId = ? ORDER BY rowid",
                                             arguments: [id])
        try db.execute(sql: "DELETE FROM documents WHERE id = ?", arguments: [id])
        try db.execute(sql: """
            INSERT INTO documents (id, path, mediaType, byteCount, pageCount, status, pipeline, runId, createdAt,
                                   updatedAt, attempts)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [id, document.source.path, document.source.mediaType.rawValue, document.source.byteCount,
                             document.source.pageCount, document.status.rawValue, pipeline, runID,
                             createdAt ?? now, now, attempts])
        for knownPath in knownPaths {
            try insertPath(knownPath, documentID: id, stamp: nil)
        }
        try insertPath(document.source.path, documentID: id, stamp: stamp)
        try removeStaleFailures(at: document.source.path, keeping: id)
        for error in document.errors {
            try db.cachedStatement(sql: "INSERT INTO errors (documentId, page, stage, code, message) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [id, error.page, error.stage.rawValue, error.code, error.message])
        }
        for page in document.pages {
            try insert(page, documentID: id)
        }
        if let receipt = document.receipt {
            try insert(receipt, documentID: id)
        }
    }

    /// Records that the document `documentID` was seen at `path` (once per path).
    /// With a `stamp`, the file's size and modification time at that path are recorded (replacing older ones).
    func insertPath(_ path: String, documentID: String, stamp: FileStamp?) throws {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO document_paths (documentId, path) VALUES (?, ?)")
            .execute(arguments: [documentID, path])
        if let stamp {
            try db.cachedStatement(sql: """
                UPDATE document_paths SET byteCount = ?, modifiedAt = ? WHERE documentId = ? AND path = ?
                """).execute(arguments: [stamp.byteCount, stamp.modifiedAt, documentID, path])
        }
    }

    /// Another document stored as failed from `path` alone (the file was unreadable, or its earlier content
    /// failed) is stale once the file at `path` is stored again: it goes, so one file is one document.
    func removeStaleFailures(at path: String, keeping id: String) throws {
        try db.execute(sql: """
            DELETE FROM documents WHERE id != ? AND status = 'failed' AND id IN (
                SELECT documentId FROM document_paths WHERE path = ?)
              AND NOT EXISTS (SELECT 1 FROM document_paths p WHERE p.documentId = documents.id AND p.path != ?)
            """, arguments: [id, path, path])
    }

    /// Inserts a page and everything on it.
    private func insert(_ page: Page, documentID: String) throws {
        let quad = try page.sourceQuad.map {
            try JSONText.encode($0, what: "the source quad of page \(page.index) of \(documentID)", path: path)
        }
        let timings = try JSONText.encode(page.timings, what: "the stage timings of page \(page.index) of \(documentID)",
                                          path: path)
        try db.cachedStatement(sql: """
            INSERT INTO pages (documentId, pageIndex, width, height, dpi, sourceQuad, sourceQuadConfidence, rotation,
                               skewDegrees, textSource, transcript, confidence, timings, blank)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [documentID, page.index, page.width, page.height, page.dpi, quad,
                                     page.sourceQuadConfidence, page.rotation, page.skewDegrees,
                                     page.textSource.rawValue, page.transcript, page.confidence, timings, page.blank])
        let pageID = db.lastInsertedRowID
        try insertText(of: page, pageID: pageID)
        try insertStructure(of: page, pageID: pageID)
    }

    /// Inserts a page's lines, words and paragraphs.
    private func insertText(of page: Page, pageID: Int64) throws {
        for (lineIndex, line) in page.lines.enumerated() {
            try db.cachedStatement(sql: """
                INSERT INTO lines (pageId, lineIndex, text, x, y, width, height, confidence)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [pageID, lineIndex, line.text] + Self.arguments(line.box) + [line.confidence])
            let lineID = db.lastInsertedRowID
            for (wordIndex, word) in line.words.enumerated() {
                try db.cachedStatement(sql: """
                    INSERT INTO words (pageId, lineId, wordIndex, text, x, y, width, height, confidence, candidates)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [pageID, lineID, wordIndex, word.text] + Self.arguments(word.box)
                                 + [word.confidence, try word.candidates.map {
                                     try JSONText.encode($0, what: "the candidates of a word", path: path)
                                 }])
            }
        }
        for paragraph in page.paragraphs {
            try db.cachedStatement(sql: """
                INSERT INTO paragraphs (pageId, ord, text, x, y, width, height, role, level, fontSize, bold)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [pageID, paragraph.order, paragraph.text] + Self.arguments(paragraph.box)
                             + [paragraph.role.rawValue, paragraph.level, paragraph.fontSize, paragraph.bold])
        }
    }

    /// Inserts a page's tables, lists, barcodes and detected data.
    private func insertStructure(of page: Page, pageID: Int64) throws {
        for table in page.tables {
            try db.cachedStatement(sql: """
                INSERT INTO tables (pageId, ord, x, y, width, height, rowCount, columnCount, ruled, headerRowCount,
                                    firstPage, lastPage)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [pageID, table.order] + Self.arguments(table.box)
                             + [table.rowCount, table.columnCount, table.ruled, table.headerRowCount,
                                table.pageRange?.first, table.pageRange?.last])
            let tableID = db.lastInsertedRowID
            for cell in table.cells {
                try db.cachedStatement(sql: """
                    INSERT INTO table_cells (tableId, "row", "column", rowSpan, columnSpan, text, x, y, width, height, page)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [tableID, cell.row, cell.column, cell.rowSpan, cell.columnSpan, cell.text]
                                 + Self.arguments(cell.box) + [cell.page])
            }
        }
        for list in page.lists {
            try db.cachedStatement(sql: "INSERT INTO lists (pageId, ord, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: [pageID, list.order] + Self.arguments(list.box))
            let listID = db.lastInsertedRowID
            for (itemIndex, item) in list.items.enumerated() {
                try db.cachedStatement(sql: """
                    INSERT INTO list_items (listId, itemIndex, marker, markerType, level, text, x, y, width, height)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """).execute(arguments: [listID, itemIndex, item.marker, item.markerType, item.level, item.text]
                                 + Self.arguments(item.box))
            }
        }
        for barcode in page.barcodes {
            try db.cachedStatement(sql: """
                INSERT INTO barcodes (pageId, symbology, payload, x, y, width, height) VALUES (?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [pageID, barcode.symbology, barcode.payload] + Self.arguments(barcode.box))
        }
        for data in page.detectedData {
            try db.cachedStatement(sql: """
                INSERT INTO detected_data (pageId, kind, text, value, x, y, width, height, confidence, tableOrder,
                                           cellRow, cellColumn)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [pageID, data.kind, data.text, data.value] + Self.arguments(data.box)
                             + [data.confidence, data.cell?.table, data.cell?.row, data.cell?.column])
        }
    }

    /// Inserts a receipt and its items.
    private func insert(_ receipt: Receipt, documentID: String) throws {
        let confidence = try JSONText.encode(receipt.confidence, what: "the receipt field confidences of \(documentID)",
                                             path: path)
        try db.execute(sql: """
            INSERT INTO receipts (documentId, merchant, address, phone, date, time, currency, subtotal, discount, tax,
                                  tip, total, paymentMethod, cardBrand, cardLast4, confidence)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [documentID, receipt.merchant, receipt.address, receipt.phone, receipt.date, receipt.time,
                             receipt.currency, receipt.subtotal, receipt.discount, receipt.tax, receipt.tip,
                             receipt.total, receipt.paymentMethod, receipt.cardBrand, receipt.cardLast4, confidence])
        for (itemIndex, item) in receipt.items.enumerated() {
            try db.cachedStatement(sql: """
                INSERT INTO receipt_items (documentId, itemIndex, description, quantity, unitPrice, amount)
                VALUES (?, ?, ?, ?, ?, ?)
                """).execute(arguments: [documentID, itemIndex, item.description, item.quantity, item.unitPrice,
                                         item.amount])
        }
    }

    /// A box as the four `x, y, width, height` column values (all NULL for no box).
    private static func arguments(_ box: Box?) -> StatementArguments {
        [box?.x, box?.y, box?.width, box?.height]
    }
}
