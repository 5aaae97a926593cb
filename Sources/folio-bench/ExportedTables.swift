import FolioExport
import FolioModel
import Foundation

/// The parts of Folio's JSON export the table benchmark reads (DESIGN.md's `pages[].tables[]`), decoded
/// leniently: a build without tables yet, or fields added later, still decode.
struct ExportedTables: Decodable {
    struct Source: Decodable {
        var path: String
    }

    struct Problem: Decodable {
        var page: Int?
        var code: String?
        var message: String?
    }

    struct Page: Decodable {
        var index: Int
        var tables: [Table]?
    }

    struct Table: Decodable {
        var rowCount: Int
        var columnCount: Int
        var cells: [Cell]
    }

    struct Cell: Decodable {
        var row: Int
        var column: Int
        var rowSpan: Int?
        var columnSpan: Int?
        var text: String
        /// The page of a cell of a table continued over pages.
        var page: Int?
    }

    var source: Source
    var status: String
    var errors: [Problem]?
    var pages: [Page]

    /// The file's tables by page, and its first error when it did not end `ok`.
    var extracted: ExtractionRun.File {
        var file = ExtractionRun.File()
        // A table continued over pages is kept on its first page; the suites' truth is per page, so it is
        // scored as the piece on each page (its cells say their page).
        for page in pages {
            for table in page.tables ?? [] {
                for (index, piece) in table.piecesByPage(defaultPage: page.index) {
                    file.pages[index, default: []].append(piece.rows)
                }
            }
        }
        if status != "ok" {
            let first = errors?.first.map { "\($0.code ?? "error"): \($0.message ?? "")" } ?? "no error recorded"
            file.error = "\(status): \(first)"
        }
        return file
    }

    /// Every document exported as JSON in `files`, keyed by the file name of its source path.
    static func byFileName(_ files: [URL]) throws -> [String: ExportedTables] {
        var documents: [String: ExportedTables] = [:]
        for file in files {
            do {
                let document = try JSONDecoder().decode(ExportedTables.self, from: Data(contentsOf: file))
                documents[URL(fileURLWithPath: document.source.path).lastPathComponent] = document
            } catch {
                throw BenchError("\(file.path): not a Folio JSON document (\(error))")
            }
        }
        return documents
    }
}

extension ExportedTables.Table {
    /// The table's part on each page it spans, rows renumbered from 0; the whole table on `defaultPage` when
    /// its cells do not say their page.
    func piecesByPage(defaultPage: Int) -> [(Int, ExportedTables.Table)] {
        let byPage = Dictionary(grouping: cells) { $0.page ?? defaultPage }
        return byPage.keys.sorted().map { index in
            let part = byPage[index] ?? []
            let first = part.map(\.row).min() ?? 0
            let moved = part.map { cell -> ExportedTables.Cell in
                var cell = cell
                cell.row -= first
                return cell
            }
            let rows = moved.map { $0.row + max($0.rowSpan ?? 1, 1) }.max() ?? 0
            return (index, ExportedTables.Table(rowCount: byPage.count == 1 ? rowCount : rows,
                                                columnCount: columnCount, cells: moved))
        }
    }

    /// The table as rows of cell texts, laid out by the CSV export's own `TableGrid`: a merged cell's text in
    /// its top-left position, the positions it spans empty.
    var rows: [[String]] {
        let box = FolioModel.Box(x: 0, y: 0, width: 0, height: 0)
        return TableGrid.rows(of: FolioModel.Table(
            order: 0, box: box, rowCount: rowCount, columnCount: columnCount, ruled: false,
            cells: cells.map {
                TableCell(row: $0.row, column: $0.column, rowSpan: $0.rowSpan ?? 1, columnSpan: $0.columnSpan ?? 1,
                          text: $0.text, box: box)
            }))
    }
}
