import FolioModel
import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

/// The generated table fixtures (`folio-fixtures tables`, Fixtures/tables) read back through the tables
/// pipeline against their truth.
@Suite struct TableFixtureExtractionTests {
    struct Truth: Decodable {
        struct TruthTable: Decodable {
            var page: Int
            var pageRange: [Int]?
            var headerRowCount: Int
            var rowCount: Int
            var columnCount: Int
            var cells: [TruthCell]
        }
        struct TruthCell: Decodable, Hashable {
            var row: Int
            var column: Int
            var rowSpan: Int
            var columnSpan: Int
            var text: String
        }
        struct Scan: Decodable { var pdf: String }
        var pdf: String
        var scan: Scan?
        var tables: [TruthTable]
    }

    static let cases = ["ruled-grid", "borderless", "header-rules", "merged-cells", "multi-line-cells", "two-tables",
                        "continued", "long-table", "beside-prose"]

    static func truth(_ name: String) throws -> Truth {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: TestPaths.fixture("tables/\(name).truth.json")))
    }

    /// A table's non-empty cells as truth cells, text whitespace-normalised.
    static func cells(_ table: Table) -> Set<Truth.TruthCell> {
        Set(table.cells.filter { !$0.text.isEmpty }.map {
            Truth.TruthCell(row: $0.row, column: $0.column, rowSpan: $0.rowSpan, columnSpan: $0.columnSpan,
                            text: $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        })
    }

    static func cells(_ table: Truth.TruthTable) -> Set<Truth.TruthCell> {
        Set(table.cells.filter { !$0.text.isEmpty }.map {
            var cell = $0
            cell.text = $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return cell
        })
    }

    /// For each truth table, the found table on its page sharing most cells with it (nil when none shares any).
    static func matches(_ truth: Truth, in document: Document) -> [(truth: Truth.TruthTable, found: Table?)] {
        truth.tables.map { expected in
            let wanted = cells(expected)
            let candidates = document.pages.filter { $0.index == expected.page }.flatMap(\.tables)
            let best = candidates.max { cells($0).intersection(wanted).count < cells($1).intersection(wanted).count }
            return (expected, best.flatMap { cells($0).intersection(wanted).isEmpty ? nil : $0 })
        }
    }

    @Test(arguments: cases)
    func aBornDigitalTableComesBackExactly(name: String) throws {
        let truth = try Self.truth(name)
        let document = DocumentProcessor(config: try PipelineLoader.load("tables"))
            .process(TestPaths.fixture("tables/\(truth.pdf)"))
        for (expected, found) in Self.matches(truth, in: document) {
            let table = try #require(found, "\(name): no table found for the one on page \(expected.page + 1)")
            #expect(table.rowCount == expected.rowCount && table.columnCount == expected.columnCount,
                    "\(name): \(table.rowCount) × \(table.columnCount), truth \(expected.rowCount) × \(expected.columnCount)")
            #expect(Self.cells(table) == Self.cells(expected),
                    "\(name): missing \(Self.cells(expected).subtracting(Self.cells(table)).prefix(3))")
            #expect(table.headerRowCount == expected.headerRowCount)
            #expect(table.pageRange == expected.pageRange)
        }
    }

    /// A report's contents page and list of tables (`contents`), born-digital and scanned: they line up in columns,
    /// titles down one side and page numbers flush right down the other, and hold no table.
    @Test(arguments: ["contents.pdf", "contents-scan.pdf"])
    func aContentsPageHoldsNoTable(file: String) throws {
        let document = DocumentProcessor(config: try PipelineLoader.load("tables"))
            .process(TestPaths.fixture("tables/\(file)"))
        #expect(document.status == .ok, "\(document.errors)")
        let words = document.pages.flatMap(\.lines).flatMap(\.words).map(\.text)
        #expect(words.contains("Recommendations") && words.contains("Glossary"), "the page is read")
        #expect(try Self.truth("contents").tables.isEmpty)
        #expect(document.pages.allSatisfy { $0.tables.isEmpty },
                "\(document.pages.flatMap(\.tables).map { "\($0.rowCount) × \($0.columnCount)" })")
    }

    /// The 200 dpi scans of the same tables through OCR: the share of truth cells (position, spans, text) read
    /// back, over every case. Printed for the README; the floor is the bar, 95 %.
    @Test func scannedTablesGiveBackMostCells() throws {
        let processor = DocumentProcessor(config: try PipelineLoader.load("tables"))
        var found = 0, total = 0
        for name in Self.cases {
            let truth = try Self.truth(name)
            guard let scan = truth.scan else { continue }
            let document = processor.process(TestPaths.fixture("tables/\(scan.pdf)"))
            for (expected, table) in Self.matches(truth, in: document) {
                total += Self.cells(expected).count
                found += table.map { Self.cells($0).intersection(Self.cells(expected)).count } ?? 0
            }
        }
        print("scanned table fixtures: \(found) of \(total) cells read back")
        #expect(Double(found) >= 0.95 * Double(total), "\(found) of \(total) cells")
    }
}
