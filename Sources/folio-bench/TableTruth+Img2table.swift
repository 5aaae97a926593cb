import FolioEval
import Foundation

extension TableTruth {
    /// img2table's end-to-end truth (SOURCE.md): the four tables of pdf_test/test.pdf (its documented output,
    /// tables_expected_Page_{1,2}_Table_{1,2}.csv), and the table sizes its image tests assert — image_test/test.png
    /// 6×3 and 2×2 (its expected CSVs came from a mocked OCR and keep its noise, so only their size is used),
    /// dark.png 19×5, blank.png none, titles_test/test.jpg the 11×6 grid of table.json. Not used: the contour,
    /// borderless and example images (intermediate fixtures or no truth).
    static func img2table(folder: URL) throws -> SuiteTruth {
        var truths: [TableTruth] = [], skipped: [String] = []
        func add(_ file: String, source: String, pages: () throws -> [Page]) throws {
            let url = folder.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: url.path) else {
                skipped.append("img2table \(file): not in this copy")
                return
            }
            truths.append(TableTruth(suite: .img2table, path: url.path, source: source, pages: try pages()))
        }

        try add("pdf_test/test.pdf", source: "pdf_test/tables_expected_Page_{1,2}_Table_{1,2}.csv") {
            try (1...2).map { page in
                let tables = try (1...2).map { table in
                    try TruthCSV.rows(of: folder.appendingPathComponent("pdf_test/tables_expected_Page_\(page)_Table_\(table).csv"))
                }
                return Page(index: page - 1, tables: tables, complete: true)
            }
        }
        try add("image_test/test.png", source: "image_test test: tables of 6×3 and 2×2") {
            [Page(index: 0, tables: [], checks: [.shape(rows: 6, columns: 3), .shape(rows: 2, columns: 2)], complete: false)]
        }
        try add("image_test/dark.png", source: "image_test test: one table of 19×5") {
            [Page(index: 0, tables: [], checks: [.shape(rows: 19, columns: 5)], complete: false)]
        }
        try add("image_test/blank.png", source: "image_test test: no table") {
            [Page(index: 0, tables: [], checks: [.noTable], complete: true)]
        }
        try add("titles_test/test.jpg", source: "titles_test/table.json (cell grid)") {
            let url = folder.appendingPathComponent("titles_test/table.json")
            guard let data = try? Data(contentsOf: url), let rows = try? JSONDecoder().decode([[CellBox]].self, from: data),
                  let columns = rows.first?.count else {
                throw BenchError("\(url.path): not a grid of cell boxes")
            }
            return [Page(index: 0, tables: [], checks: [.shape(rows: rows.count, columns: columns)], complete: false)]
        }
        return SuiteTruth(truths: truths, skipped: skipped)
    }

    /// A cell of titles_test/table.json; only the grid's size is used.
    private struct CellBox: Decodable {
        var x1: Double
        var y1: Double
    }
}
