import FolioModel

extension CSVExport {
    /// The columns of `documents.csv`.
    public static let documentsHeader = [
        "id", "path", "media_type", "byte_count", "page_count", "status", "error_count", "errors", "confidence",
        "text_sources", "word_count", "error_codes", "blank_pages",
    ]
    /// The columns of `detected_data.csv`; `page` is `Page.index`, the box columns are empty when there is no box.
    /// `table`, `row` and `column` name the table cell the data was read in (empty in running text).
    public static let detectedDataHeader = [
        "document_id", "page", "kind", "text", "value", "confidence", "x", "y", "width", "height", "table", "row",
        "column",
    ]
    /// The columns of `receipts.csv` (`discount` and the payment came later, so they follow `item_count`).
    public static let receiptsHeader = [
        "document_id", "path", "merchant", "address", "phone", "date", "time", "currency", "subtotal", "tax", "tip",
        "total", "item_count", "discount", "payment_method", "card_brand", "card_last4",
    ]

    /// The columns of `receipt_items.csv`: one row per line item, `item` its 0-based position on the receipt.
    public static let receiptItemsHeader = [
        "document_id", "item", "description", "quantity", "unit_price", "amount",
    ]

    /// A document's `documents.csv` row: errors' messages joined by "; ", confidence the mean over pages (empty
    /// without pages), text sources the distinct `textSource` values in page order joined by ";", error codes
    /// (`input.corrupt`, `worker.crashed`) joined by ";", and the number of blank pages.
    static func documentRow(_ document: Document) -> [String] {
        let pages = document.pages
        let confidence = pages.isEmpty ? nil : pages.reduce(0) { $0 + $1.confidence } / Double(pages.count)
        var sources: [String] = []
        for page in pages where !sources.contains(page.textSource.rawValue) {
            sources.append(page.textSource.rawValue)
        }
        let wordCount = pages.reduce(0) { total, page in total + page.lines.reduce(0) { $0 + $1.words.count } }
        return [
            document.id, document.source.path, document.source.mediaType.rawValue, String(document.source.byteCount),
            String(document.source.pageCount), document.status.rawValue, String(document.errors.count),
            document.errors.map(\.message).joined(separator: "; "), CSVWriter.number(confidence),
            sources.joined(separator: ";"), String(wordCount),
            document.errors.map(\.code).joined(separator: ";"), String(pages.filter(\.blank).count),
        ]
    }

    /// A document's `detected_data.csv` rows, page by page.
    static func detectedDataRows(_ document: Document) -> [[String]] {
        document.pages.flatMap { page in
            page.detectedData.map { data in
                [document.id, String(page.index), data.kind, data.text, data.value, CSVWriter.number(data.confidence),
                 CSVWriter.number(data.box?.x), CSVWriter.number(data.box?.y), CSVWriter.number(data.box?.width),
                 CSVWriter.number(data.box?.height), data.cell.map { String($0.table) } ?? "",
                 data.cell.map { String($0.row) } ?? "", data.cell.map { String($0.column) } ?? ""]
            }
        }
    }

    /// A document's `receipts.csv` row, or nil when it has no receipt.
    static func receiptRow(_ document: Document) -> [String]? {
        guard let receipt = document.receipt else { return nil }
        return [document.id, document.source.path] + [
            receipt.merchant, receipt.address, receipt.phone, receipt.date, receipt.time, receipt.currency,
            receipt.subtotal, receipt.tax, receipt.tip, receipt.total,
        ].map { $0 ?? "" } + [String(receipt.items.count)]
            + [receipt.discount, receipt.paymentMethod, receipt.cardBrand, receipt.cardLast4].map { $0 ?? "" }
    }

    /// A document's `receipt_items.csv` rows.
    static func receiptItemRows(_ document: Document) -> [[String]] {
        guard let receipt = document.receipt else { return [] }
        return receipt.items.enumerated().map { index, item in
            [document.id, String(index), item.description, item.quantity ?? "", item.unitPrice ?? "", item.amount ?? ""]
        }
    }
}
