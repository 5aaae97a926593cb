import Foundation
import FolioModel
import GRDB

/// Rebuilds `Document` values from the store's rows inside the caller's read transaction.
struct DocumentReader {
    /// The open read transaction.
    let db: Database
    /// The store path, for error messages.
    let path: String

    /// The document `id`, whole, or nil when it is not stored.
    func document(id: String) throws -> Document? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM documents WHERE id = ?", arguments: [id]) else {
            return nil
        }
        let source = SourceInfo(path: try row.decode(forColumn: "path"), sha256: id,
                                mediaType: MediaType(rawValue: try row.decode(forColumn: "mediaType")),
                                byteCount: try row.decode(forColumn: "byteCount"),
                                pageCount: try row.decode(forColumn: "pageCount"))
        let errors = try Row.fetchAll(db, sql: "SELECT page, stage, code, message FROM errors WHERE documentId = ? ORDER BY id",
                                      arguments: [id]).map { error in
            DocumentError(page: try error.decode(forColumn: "page"),
                          stage: FailureStage(named: try error.decode(forColumn: "stage")),
                          code: try error.decode(forColumn: "code"), message: try error.decode(forColumn: "message"))
        }
        let pages = try Row.fetchAll(db, sql: "SELECT * FROM pages WHERE documentId = ? ORDER BY pageIndex",
                                     arguments: [id]).map { try page($0, documentID: id) }
        return Document(id: id, source: source, status: try status(row, documentID: id), errors: errors,
                        pages: pages, receipt: try receipt(documentID: id))
    }

    /// The status column of a `documents` row.
    func status(_ row: Row, documentID: String) throws -> DocumentStatus {
        let text: String = try row.decode(forColumn: "status")
        guard let status = DocumentStatus(rawValue: text) else {
            throw corrupt("document \(documentID) has an unknown status '\(text)'")
        }
        return status
    }

    /// A page and everything on it.
    private func page(_ row: Row, documentID: String) throws -> Page {
        let pageID: Int64 = try row.decode(forColumn: "id")
        let index: Int = try row.decode(forColumn: "pageIndex")
        let quadText: String? = try row.decode(forColumn: "sourceQuad")
        let quad = try quadText.map {
            try JSONText.decode([Point].self, from: $0, what: "the source quad of page \(index) of \(documentID)",
                                path: path)
        }
        let timingsText: String = try row.decode(forColumn: "timings")
        let timings = try JSONText.decode([String: Double].self, from: timingsText,
                                          what: "the stage timings of page \(index) of \(documentID)", path: path)
        let sourceText: String = try row.decode(forColumn: "textSource")
        guard let textSource = TextSource(rawValue: sourceText) else {
            throw corrupt("page \(index) of document \(documentID) has an unknown text source '\(sourceText)'")
        }
        return Page(index: index, width: try row.decode(forColumn: "width"), height: try row.decode(forColumn: "height"),
                    dpi: try row.decode(forColumn: "dpi"), sourceQuad: quad,
                    sourceQuadConfidence: try row.decode(forColumn: "sourceQuadConfidence"),
                    rotation: try row.decode(forColumn: "rotation"),
                    skewDegrees: try row.decode(forColumn: "skewDegrees"), textSource: textSource,
                    transcript: try row.decode(forColumn: "transcript"),
                    confidence: try row.decode(forColumn: "confidence"),
                    lines: try lines(pageID: pageID), paragraphs: try paragraphs(pageID: pageID),
                    lists: try lists(pageID: pageID), tables: try tables(pageID: pageID),
                    barcodes: try barcodes(pageID: pageID), detectedData: try detectedData(pageID: pageID),
                    timings: timings, blank: try row.decode(forColumn: "blank"))
    }

    /// A page's lines with their words, in order.
    private func lines(pageID: Int64) throws -> [Line] {
        var wordsByLine: [Int64: [Word]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM words WHERE pageId = ? ORDER BY lineId, wordIndex",
                                    arguments: [pageID]) {
            let candidatesText: String? = try row.decode(forColumn: "candidates")
            let word = Word(text: try row.decode(forColumn: "text"), box: try Self.box(row),
                            confidence: try row.decode(forColumn: "confidence"),
                            candidates: try candidatesText.map {
                                try JSONText.decode([WordCandidate].self, from: $0, what: "the candidates of a word",
                                                    path: path)
                            })
            wordsByLine[try row.decode(forColumn: "lineId"), default: []].append(word)
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM lines WHERE pageId = ? ORDER BY lineIndex",
                                arguments: [pageID]).map { row in
            Line(text: try row.decode(forColumn: "text"), box: try Self.box(row),
                 confidence: try row.decode(forColumn: "confidence"),
                 words: wordsByLine[try row.decode(forColumn: "id")] ?? [])
        }
    }

    /// A page's paragraphs, in stored order.
    private func paragraphs(pageID: Int64) throws -> [Paragraph] {
        try Row.fetchAll(db, sql: "SELECT * FROM paragraphs WHERE pageId = ? ORDER BY id", arguments: [pageID]).map {
            Paragraph(order: try $0.decode(forColumn: "ord"), text: try $0.decode(forColumn: "text"),
                      box: try Self.box($0),
                      role: ParagraphRole(rawValue: try $0.decode(String.self, forColumn: "role")) ?? .body,
                      level: try $0.decode(forColumn: "level"), fontSize: try $0.decode(forColumn: "fontSize"),
                      bold: try $0.decode(forColumn: "bold"))
        }
    }

    /// A page's lists with their items, in stored order.
    private func lists(pageID: Int64) throws -> [ListBlock] {
        try Row.fetchAll(db, sql: "SELECT * FROM lists WHERE pageId = ? ORDER BY id", arguments: [pageID]).map { list in
            let items = try Row.fetchAll(db, sql: "SELECT * FROM list_items WHERE listId = ? ORDER BY itemIndex",
                                         arguments: [try list.decode(Int64.self, forColumn: "id")]).map {
                ListItem(marker: try $0.decode(forColumn: "marker"), markerType: try $0.decode(forColumn: "markerType"),
                         level: try $0.decode(forColumn: "level"), text: try $0.decode(forColumn: "text"),
                         box: try Self.box($0))
            }
            return ListBlock(order: try list.decode(forColumn: "ord"), box: try Self.box(list), items: items)
        }
    }

    /// A page's tables with their cells, in stored order.
    private func tables(pageID: Int64) throws -> [FolioModel.Table] {
        try Row.fetchAll(db, sql: "SELECT * FROM tables WHERE pageId = ? ORDER BY id", arguments: [pageID]).map { table in
            let cells = try Row.fetchAll(db, sql: "SELECT * FROM table_cells WHERE tableId = ? ORDER BY id",
                                         arguments: [try table.decode(Int64.self, forColumn: "id")]).map {
                TableCell(row: try $0.decode(forColumn: "row"), column: try $0.decode(forColumn: "column"),
                          rowSpan: try $0.decode(forColumn: "rowSpan"), columnSpan: try $0.decode(forColumn: "columnSpan"),
                          text: try $0.decode(forColumn: "text"), box: try Self.box($0), page: try $0.decode(forColumn: "page"))
            }
            return FolioModel.Table(order: try table.decode(forColumn: "ord"), box: try Self.box(table),
                         rowCount: try table.decode(forColumn: "rowCount"),
                         columnCount: try table.decode(forColumn: "columnCount"),
                         ruled: try table.decode(forColumn: "ruled"),
                         headerRowCount: try table.decode(forColumn: "headerRowCount"),
                         pageRange: try Self.pageRange(first: table.decode(forColumn: "firstPage"),
                                                       last: table.decode(forColumn: "lastPage")),
                         cells: cells)
        }
    }

    private static func pageRange(first: Int?, last: Int?) -> [Int]? {
        guard let first, let last else { return nil }
        return [first, last]
    }

    /// A page's barcodes, in stored order.
    private func barcodes(pageID: Int64) throws -> [Barcode] {
        try Row.fetchAll(db, sql: "SELECT * FROM barcodes WHERE pageId = ? ORDER BY id", arguments: [pageID]).map {
            Barcode(symbology: try $0.decode(forColumn: "symbology"), payload: try $0.decode(forColumn: "payload"),
                    box: try Self.box($0))
        }
    }

    /// A page's detected data, in stored order.
    private func detectedData(pageID: Int64) throws -> [DetectedData] {
        try Row.fetchAll(db, sql: "SELECT * FROM detected_data WHERE pageId = ? ORDER BY id", arguments: [pageID]).map {
            var cell: CellReference?
            if let table: Int = try $0.decode(forColumn: "tableOrder"), let row: Int = try $0.decode(forColumn: "cellRow"),
               let column: Int = try $0.decode(forColumn: "cellColumn") {
                cell = CellReference(table: table, row: row, column: column)
            }
            return DetectedData(kind: try $0.decode(forColumn: "kind"), text: try $0.decode(forColumn: "text"),
                                value: try $0.decode(forColumn: "value"), box: try Self.optionalBox($0),
                                confidence: try $0.decode(forColumn: "confidence"), cell: cell)
        }
    }

    /// The document's receipt, or nil when it has none.
    private func receipt(documentID: String) throws -> Receipt? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM receipts WHERE documentId = ?",
                                         arguments: [documentID]) else { return nil }
        let items = try Row.fetchAll(db, sql: "SELECT * FROM receipt_items WHERE documentId = ? ORDER BY itemIndex",
                                     arguments: [documentID]).map {
            ReceiptItem(description: try $0.decode(forColumn: "description"),
                        quantity: try $0.decode(forColumn: "quantity"), unitPrice: try $0.decode(forColumn: "unitPrice"),
                        amount: try $0.decode(forColumn: "amount"))
        }
        return Receipt(merchant: try row.decode(forColumn: "merchant"), address: try row.decode(forColumn: "address"),
                       phone: try row.decode(forColumn: "phone"), date: try row.decode(forColumn: "date"),
                       time: try row.decode(forColumn: "time"), currency: try row.decode(forColumn: "currency"),
                       subtotal: try row.decode(forColumn: "subtotal"), discount: try row.decode(forColumn: "discount"),
                       tax: try row.decode(forColumn: "tax"),
                       tip: try row.decode(forColumn: "tip"), total: try row.decode(forColumn: "total"),
                       paymentMethod: try row.decode(forColumn: "paymentMethod"),
                       cardBrand: try row.decode(forColumn: "cardBrand"),
                       cardLast4: try row.decode(forColumn: "cardLast4"), items: items,
                       confidence: try JSONText.decode([String: Double].self, from: try row.decode(forColumn: "confidence"),
                                                       what: "the receipt field confidences of \(documentID)", path: path))
    }

    /// The box in a row's `x, y, width, height` columns.
    static func box(_ row: Row) throws -> Box {
        Box(x: try row.decode(forColumn: "x"), y: try row.decode(forColumn: "y"),
            width: try row.decode(forColumn: "width"), height: try row.decode(forColumn: "height"))
    }

    /// The box in a row's `x, y, width, height` columns, or nil when they are NULL.
    static func optionalBox(_ row: Row) throws -> Box? {
        let x: Double? = try row.decode(forColumn: "x")
        return x == nil ? nil : try box(row)
    }

    /// A `corruptData` error about this store.
    private func corrupt(_ what: String) -> StoreError {
        StoreError(.corruptData, path: path, summary: "in the store at \(path), \(what)",
                   hint: "was the store edited by hand or written by a newer Folio?")
    }
}
