import Foundation
import FolioModel

/// Documents and temporary stores for the tests.
enum Samples {
    /// A 64-hex-digit id derived from `seed` (not a real hash of anything; the store only needs the shape).
    static func id(_ seed: Int) -> String {
        String(repeating: String(format: "%016llx", UInt64(seed) &* 0x9E37_79B9_7F4A_7C15), count: 4)
    }

    /// A word with a box derived from its position.
    static func word(_ text: String, _ x: Double, confidence: Double) -> Word {
        Word(text: text, box: Box(x: x, y: 10.25, width: Double(text.count) * 7.5, height: 12), confidence: confidence)
    }

    /// A page whose every array is non-empty; `quad` decides whether `sourceQuad` is set.
    static func richPage(index: Int, transcript: String, quad: Bool) -> Page {
        let words = transcript.split(separator: " ").enumerated().map { offset, text in
            word(String(text), Double(offset) * 40.1, confidence: 0.5 + Double(offset % 5) / 10.0 + 1.0 / 3.0 / 10.0)
        }
        let line = Line(words: words)
        let box = Box(x: 1.5, y: 2.25, width: 300.125, height: 40.0 / 3.0)
        return Page(
            index: index, width: 2480, height: 3508, dpi: 300,
            sourceQuad: quad ? [Point(x: 0.1, y: 0.2), Point(x: 2479.9, y: 3.3), Point(x: 2470, y: 3500.75),
                                Point(x: 4, y: 3507)] : nil,
            sourceQuadConfidence: quad ? 0.1 * 7 + 1.0 / 3.0 / 10.0 : nil,
            rotation: quad ? 90 : 0, skewDegrees: quad ? -0.37 : 0.1 + 0.2, textSource: quad ? .ocr : .pdfText,
            transcript: transcript, confidence: 0.1 * 3 + Double(index) / 7.0,
            lines: [line, Line(words: [
                Word(text: "Total", box: Box(x: 5, y: 10.25, width: 37.5, height: 12), confidence: 0.88,
                     candidates: [WordCandidate(text: "Total", confidence: 0.88), WordCandidate(text: "TotaI", confidence: 0.31)]),
                word("12.50", 60, confidence: 0.123456789)])],
            paragraphs: [Paragraph(order: 1, text: transcript, box: box), Paragraph(order: 0, text: "Heading", box: box)],
            lists: [ListBlock(order: 2, box: box, items: [
                ListItem(marker: "•", markerType: "bullet", level: 0, text: "first", box: box),
                ListItem(marker: "a)", markerType: "letter", level: 1, text: "second", box: box),
            ])],
            tables: [Table(order: 3, box: box, rowCount: 2, columnCount: 2, ruled: true, headerRowCount: 1,
                           pageRange: [0, 1], cells: [
                TableCell(row: 0, column: 0, columnSpan: 2, text: "Header", box: box, page: 0),
                TableCell(row: 1, column: 0, text: "a", box: box),
                TableCell(row: 1, column: 1, text: "b, \"quoted\"", box: box, page: 1),
            ])],
            barcodes: [Barcode(symbology: "QR-Code", payload: "https://example.com/ä", box: box)],
            detectedData: [
                DetectedData(kind: "email", text: "Bob@Example.com", value: "bob@example.com", box: box, confidence: 0.9),
                DetectedData(kind: "money", text: "12,50 €", value: "12.50 EUR", box: nil, confidence: 0.75),
                DetectedData(kind: "date", text: "1/3/24", value: "2024-03-01", box: box, confidence: 0.8,
                             cell: CellReference(table: 0, row: 1, column: 1)),
            ],
            timings: ["load": 0.125, "ocr": 0.75])
    }

    /// A two-page document with errors and a receipt: every part of the model is used.
    static func richDocument(seed: Int = 1, path: String = "/inbox/receipt,1.pdf",
                             transcripts: [String] = ["Le Café Crème est délicieux", "second page with words"]) -> Document {
        let id = id(seed)
        return Document(
            id: id,
            source: SourceInfo(path: path, sha256: id, mediaType: .pdf, byteCount: 123_456, pageCount: transcripts.count + 1),
            status: .partial,
            errors: [DocumentError(page: nil, stage: .load, message: "xref table repaired"),
                     DocumentError(page: 2, stage: .load, message: "page 2: \"broken\" stream")],
            pages: transcripts.enumerated().map { richPage(index: $0, transcript: $1, quad: $0 % 2 == 0) },
            receipt: Receipt(merchant: "Café Zoë", address: "1 Rue de la Paix", phone: "+33140000000",
                             date: "2024-03-01", time: "12:30", currency: "EUR", subtotal: "10.50", discount: "0.50",
                             tax: "2.00", tip: nil, total: "12.00", paymentMethod: "card", cardBrand: "visa",
                             cardLast4: "3862",
                             items: [ReceiptItem(description: "Crème brûlée", quantity: "1", unitPrice: "10.00", amount: "10.00"),
                                     ReceiptItem(description: "Service")],
                             confidence: ["total": 0.95, "merchant": 0.7]))
    }

    /// A one-page document with the given status, words and errors.
    static func simpleDocument(seed: Int, path: String, status: DocumentStatus, words: [(String, Double)] = [],
                               errors: [String] = []) -> Document {
        let id = id(seed)
        let line = Line(words: words.enumerated().map { word($1.0, Double($0) * 50, confidence: $1.1) })
        let pages = status == .failed ? [] : [
            Page(index: 0, width: 100, height: 100, dpi: 72, textSource: .ocr, transcript: line.text, confidence: 0.8,
                 lines: [line], paragraphs: []),
        ]
        return Document(id: id, source: SourceInfo(path: path, sha256: id, mediaType: .png, byteCount: 10, pageCount: 1),
                        status: status, errors: errors.map { DocumentError(page: 0, stage: .ocr, message: $0) },
                        pages: pages)
    }
}

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    /// Creates a fresh, empty directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
