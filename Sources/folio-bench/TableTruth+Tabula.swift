import FolioEval
import FolioStructure
import Foundation

extension TableTruth {
    /// One expected output of tabula-java's suite, as its SOURCE.md lists it: tabula's verified result for one
    /// page, area and mode.
    private struct TabulaExpected {
        var pdf: String
        var page: Int
        /// `csv/…` or `json/…`, relative to the suite folder.
        var file: String
        /// `top,left,bottom,right` in points, or nil for the whole page.
        var area: String?
        var mode: String
        /// The areas cover the page, so every table on it is in the truth.
        var complete: Bool
        /// A CSV holding two areas' tables one after the other: the first table's row count.
        var splitAfterRow: Int? = nil
    }

    /// One expected output per PDF. Where SOURCE.md lists two for a PDF (spanning_cells.pdf: lattice CSV and
    /// JSON, and the "basic" JSON), the whole-page lattice JSON is used, since it keeps the two tables apart.
    private static let tabulaExpected: [TabulaExpected] = [
        .init(pdf: "spreadsheet_no_bounding_frame.pdf", page: 1, file: "csv/spreadsheet_no_bounding_frame.csv",
              area: "150.56,58.9,654.7,536.12", mode: "lattice", complete: false),
        .init(pdf: "spanning_cells.pdf", page: 1, file: "json/spanning_cells.json", area: nil, mode: "lattice",
              complete: true),
        .init(pdf: "Publication_of_award_of_Bids_for_Transport_Sector__August_2016.pdf", page: 1,
              file: "csv/Publication_of_award_of_Bids_for_Transport_Sector__August_2016.csv",
              area: "56.925,24.255,549.945,786.555", mode: "lattice", complete: false),
        .init(pdf: "schools.pdf", page: 1, file: "csv/schools.csv", area: "53.74,16.97,548.74,762.3", mode: "lattice",
              complete: false),
        .init(pdf: "frx_2012_disclosure.pdf", page: 1, file: "csv/frx_2012_disclosure.csv", area: "53,49,735,550",
              mode: "lattice", complete: false),
        .init(pdf: "twotables.pdf", page: 1, file: "json/twotables.json", area: nil, mode: "lattice", complete: true),
        .init(pdf: "argentina_diputados_voting_record.pdf", page: 1, file: "csv/argentina_diputados_voting_record.csv",
              area: "269.875,12.75,790.5,561", mode: "stream", complete: false),
        .init(pdf: "indictb1h_14.pdf", page: 1, file: "csv/indictb1h_14.csv", area: "205,120,622.82,459.9",
              mode: "stream", complete: false),
        // Two areas, the left and the right half of the page: tabula wrote the left table's 24 rows, then the
        // right table's 20.
        .init(pdf: "MultiColumn.pdf", page: 1, file: "csv/MultiColumn.csv", area: "0,0,451,212 and 0,212,451,425",
              mode: "stream", complete: true, splitAfterRow: 24),
        .init(pdf: "AnimalSounds.pdf", page: 1, file: "csv/AnimalSounds.csv", area: nil,
              mode: "lattice, explicit columns", complete: true),
        .init(pdf: "AnimalSounds1.pdf", page: 1, file: "json/AnimalSounds1.json", area: "left and right halves",
              mode: "lattice, explicit columns", complete: true),
    ]

    /// tabula-java's expected CSV and JSON outputs (SOURCE.md's table). Not used: us-020.csv and the two
    /// eu-001 guess-option CSVs, whose PDFs (ICDAR 2013) are not in this copy, and the two internal fixtures
    /// (rectangle and cell coordinates, not tables).
    static func tabula(folder: URL) throws -> SuiteTruth {
        var truths: [TableTruth] = [], skipped: [String] = []
        for expected in tabulaExpected {
            let pdf = folder.appendingPathComponent(expected.pdf)
            let file = folder.appendingPathComponent(expected.file)
            guard FileManager.default.fileExists(atPath: pdf.path), FileManager.default.fileExists(atPath: file.path) else {
                skipped.append("tabula-java \(expected.file): \(expected.pdf) or the expected file is missing")
                continue
            }
            var tables = expected.file.hasSuffix(".json") ? try tabulaJSON(file) : [try TruthCSV.rows(of: file)]
            if let split = expected.splitAfterRow, tables.count == 1, tables[0].count > split {
                tables = [Array(tables[0].prefix(split)), Array(tables[0].dropFirst(split))]
            }
            let area = expected.area.map { "area \($0)" } ?? "whole page"
            truths.append(TableTruth(
                suite: .tabula, path: pdf.path,
                source: "\(expected.file) (page \(expected.page), \(area), \(expected.mode))",
                pages: [Page(index: expected.page - 1, tables: tables, complete: expected.complete)],
                areas: expected.area.map { tabulaAreas($0, page: expected.page) } ?? []))
        }
        skipped.append("tabula-java csv/us-020.csv, csv/TestCommandLineApp_testGuessOption_*.csv: their PDFs "
                       + "(ICDAR 2013 us-020, eu-001) are not in this copy")
        return SuiteTruth(truths: truths, skipped: skipped)
    }

    /// An area as tabula takes it, `top,left,bottom,right` in points (several joined by " and "), as Folio's table
    /// areas on `page`; none when it is not given in numbers ("left and right halves").
    static func tabulaAreas(_ text: String, page: Int) -> [TableArea] {
        var areas: [TableArea] = []
        for part in text.components(separatedBy: " and ") {
            let edges = part.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard edges.count == 4 else { return [] }
            areas.append(TableArea(pages: [page], top: edges[0], left: edges[1], bottom: edges[2], right: edges[3]))
        }
        return areas
    }

    /// The tables of a tabula JSON output: one table object or a list of them, each `data` rows of cells
    /// with a `text`.
    private static func tabulaJSON(_ url: URL) throws -> [[[String]]] {
        struct Table: Decodable {
            struct Cell: Decodable { var text: String }
            var data: [[Cell]]
        }
        let data = try Data(contentsOf: url)
        let decoder = JSONDecoder()
        do {
            if let list = try? decoder.decode([Table].self, from: data) {
                return list.map { $0.data.map { $0.map(\.text) } }
            }
            return [try decoder.decode(Table.self, from: data).data.map { $0.map(\.text) }]
        } catch {
            throw BenchError("\(url.path): not a tabula JSON output (\(error))")
        }
    }
}
