import Foundation
import FolioModel

/// Documents and directories for the export tests.
enum Samples {
    /// A 64-hex-digit id derived from `seed`.
    static func id(_ seed: Int) -> String {
        String(repeating: String(format: "%016llx", UInt64(seed) &* 0x9E37_79B9_7F4A_7C15), count: 4)
    }

    static let box = Box(x: 10, y: 20.5, width: 30, height: 40)

    /// The 3×3 table of the grid tests: a header spanning two columns, a cell spanning two rows.
    static let spanningTable = Table(order: 0, box: box, rowCount: 3, columnCount: 3, ruled: true, cells: [
        TableCell(row: 0, column: 0, columnSpan: 2, text: "Header", box: box),
        TableCell(row: 0, column: 2, text: "C", box: box),
        TableCell(row: 1, column: 0, rowSpan: 2, text: "Tall", box: box),
        TableCell(row: 1, column: 1, text: "x, \"y\"", box: box),
        TableCell(row: 1, column: 2, text: "multi\nline", box: box),
        TableCell(row: 2, column: 1, text: "z", box: box),
        TableCell(row: 2, column: 2, text: "", box: box),
    ])

    /// A document with `pages` OCR pages, each with two words, one table and two detected items.
    static func document(seed: Int, path: String, pages: Int = 1, quad: Bool = false, receipt: Receipt? = nil,
                         errors: [String] = []) -> Document {
        let id = id(seed)
        let words = [Word(text: "Total", box: box, confidence: 0.9), Word(text: "12.50", box: box, confidence: 0.6)]
        let pageList = (0..<pages).map { index in
            Page(index: index, width: 1000, height: 1400, dpi: 200,
                 sourceQuad: quad ? [Point(x: 1, y: 2), Point(x: 999, y: 3), Point(x: 998, y: 1399), Point(x: 0.5, y: 1398)] : nil,
                 textSource: index == 0 ? .ocr : .pdfText, transcript: "Total 12.50", confidence: 0.75,
                 lines: [Line(words: words)], paragraphs: [Paragraph(order: 0, text: "Total 12.50", box: box)],
                 tables: [spanningTable],
                 detectedData: [DetectedData(kind: "money", text: "12.50", value: "12.50 EUR", box: box, confidence: 0.8),
                                DetectedData(kind: "email", text: "A@B.example", value: "a@b.example", box: nil,
                                             confidence: 0.5)])
        }
        return Document(id: id, source: SourceInfo(path: path, sha256: id, mediaType: .png, byteCount: 2048,
                                                   pageCount: pages),
                        status: errors.isEmpty ? .ok : .partial,
                        errors: errors.map { DocumentError(page: 0, stage: .ocr, message: $0) },
                        pages: pageList, receipt: receipt)
    }
}

/// A temporary directory removed when the value is released.
final class TemporaryDirectory {
    /// The directory.
    let url: URL

    /// Creates a fresh, empty directory.
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The text of a file in the directory.
    func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
