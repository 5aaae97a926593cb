import FolioInput
import FolioModel
import FolioTestSupport
import Foundation
import FoundationXML
import Testing

/// The generated table fixtures (Fixtures/tables) against their truth: each truth file describes a real grid,
/// the text poppler reads inside each table's box on each page is exactly the text of the cells the truth
/// puts there — no cell missing or on the wrong page, no stray text inside the box — and Folio reads each
/// scanned copy as 200 dpi page images with no text layer.
@Suite struct TableFixtureTests {
    /// `<case>.truth.json`, as far as these tests read it.
    struct Truth: Decodable {
        struct Table: Decodable {
            struct Segment: Decodable {
                var page: Int
                var box: Box
                var rows: [Int]
            }

            struct Cell: Decodable {
                var row: Int
                var column: Int
                var rowSpan: Int
                var columnSpan: Int
                var text: String
            }

            var page: Int
            var pageRange: [Int]?
            var headerRowCount: Int
            var rowCount: Int
            var columnCount: Int
            var ruled: Bool
            var rules: String
            var segments: [Segment]
            var cells: [Cell]
        }

        struct Scan: Decodable {
            var pdf: String
            var dpi: Double
            var rotationDegrees: [Double]
        }

        var pdf: String
        var scan: Scan?
        var pageCount: Int
        var tables: [Table]
    }

    static let cases = ["ruled-grid", "borderless", "header-rules", "merged-cells", "multi-line-cells", "two-tables",
                        "beside-prose", "continued", "long-table", "contents"]

    func truth(_ name: String) throws -> Truth {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: TestPaths.fixture("tables/\(name).truth.json")))
    }

    /// Whitespace-separated tokens, counted.
    func tokens<S: Sequence>(_ texts: S) -> [String: Int] where S.Element == String {
        texts.flatMap { $0.split(whereSeparator: \.isWhitespace) }.reduce(into: [:]) { $0[String($1), default: 0] += 1 }
    }

    @Test func everyCaseHasItsFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture("tables").path)
        let truths = files.filter { $0.hasSuffix(".truth.json") }.map { String($0.dropLast(".truth.json".count)) }
        #expect(Set(truths) == Set(Self.cases))
        for name in Self.cases {
            let truth = try truth(name)
            #expect(files.contains(truth.pdf), "\(name): \(truth.pdf)")
            if let scan = truth.scan { #expect(files.contains(scan.pdf), "\(name): \(scan.pdf)") }
        }
    }

    @Test(arguments: cases)
    func cellsTileEachGridOnceAndSegmentsCoverEveryRow(name: String) throws {
        for (n, table) in try truth(name).tables.enumerated() {
            let label = "\(name) table \(n)"
            var covered = Array(repeating: Array(repeating: 0, count: table.columnCount), count: table.rowCount)
            for cell in table.cells {
                #expect(cell.rowSpan >= 1 && cell.columnSpan >= 1, "\(label): \(cell)")
                for row in cell.row..<min(cell.row + cell.rowSpan, table.rowCount) {
                    for column in cell.column..<min(cell.column + cell.columnSpan, table.columnCount) {
                        covered[row][column] += 1
                    }
                }
                #expect(cell.row + cell.rowSpan <= table.rowCount && cell.column + cell.columnSpan <= table.columnCount,
                        "\(label): \(cell) reaches past the grid")
            }
            #expect(covered.allSatisfy { $0.allSatisfy { $0 == 1 } }, "\(label): positions covered \(covered)")
            #expect(table.headerRowCount >= 1 && table.headerRowCount < table.rowCount, "\(label)")
            #expect(table.ruled == (table.rules == "grid"), "\(label)")

            // Segments run over consecutive pages and share out the body rows in order.
            let pages = table.segments.map(\.page)
            #expect(pages == Array(table.page..<(table.page + pages.count)), "\(label): pages \(pages)")
            #expect(table.pageRange == (pages.count > 1 ? [pages[0], pages[pages.count - 1]] : nil), "\(label)")
            let rows = table.segments.flatMap { Array($0.rows[0]...$0.rows[1]) }
            #expect(rows == Array(table.headerRowCount..<table.rowCount), "\(label): rows \(table.segments.map(\.rows))")
        }
    }

    /// The words of each page of a PDF with their boxes in points, as poppler's `pdftotext -bbox` finds them
    /// (poppler-utils, installed by scripts/setup).
    func words(ofPDF url: URL) throws -> [[(text: String, box: Box)]] {
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/pdftotext"), ["-bbox", url.path, "-"])
        #expect(result.status == 0, "pdftotext: \(result.stderr)")
        // The XHTML's DOCTYPE names a DTD on the web; the parser has no use for it.
        let xhtml = result.stdout.replacingOccurrences(of: #"<!DOCTYPE[^>]*>"#, with: "", options: .regularExpression)
        let document = try XMLDocument(xmlString: xhtml)
        return try document.nodes(forXPath: "//*[local-name()='page']").map { page in
            try page.nodes(forXPath: ".//*[local-name()='word']").compactMap { node in
                guard let word = node as? XMLElement else { return nil }
                func value(_ name: String) -> Double {
                    Double(word.attributes?.first { $0.name == name }?.stringValue ?? "") ?? .nan
                }
                return (word.stringValue ?? "", Box(x: value("xMin"), y: value("yMin"),
                                                   width: value("xMax") - value("xMin"), height: value("yMax") - value("yMin")))
            }
        }
    }

    @Test(arguments: cases)
    func textInsideEachTableBoxIsExactlyItsCells(name: String) throws {
        let truth = try truth(name)
        let pages = try words(ofPDF: TestPaths.fixture("tables/\(truth.pdf)"))
        #expect(pages.count == truth.pageCount)
        for table in truth.tables {
            for (n, segment) in table.segments.enumerated() where pages.indices.contains(segment.page) {
                let box = segment.box
                let inside = pages[segment.page].filter { word in
                    box.contains(Box(x: word.box.x + word.box.width / 2, y: word.box.y + word.box.height / 2,
                                     width: 0, height: 0))
                }
                // Every word there lies wholly inside the box (1 pt of slack for glyph overhang).
                let loose = Box(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2)
                #expect(inside.allSatisfy { loose.contains($0.box) }, "\(name) page \(segment.page): a word sticks out")
                // The heading rows are drawn on every page the table is on; body rows where the segment says.
                let rows = segment.rows[0]...segment.rows[1]
                let cells = table.cells.filter { $0.row < table.headerRowCount || rows.contains($0.row) }
                #expect(tokens(inside.map(\.text)) == tokens(cells.map(\.text)),
                        "\(name) segment \(n) on page \(segment.page)")
            }
        }
    }

    @Test(arguments: cases)
    func scannedCopyHasTheSamePagesAsImagesOnly(name: String) throws {
        let truth = try truth(name)
        guard let scan = truth.scan else { return }
        let reader = try DocumentReader(url: TestPaths.fixture("tables/\(scan.pdf)"))
        #expect(reader.pageCount == truth.pageCount)
        #expect(scan.rotationDegrees.count == truth.pageCount && scan.rotationDegrees.allSatisfy { abs($0) <= 0.3 })
        for index in 0..<reader.pageCount {
            guard case .image(let image, let dpi) = try reader.page(index) else {
                Issue.record("\(name) scan page \(index) should be an image without text")
                continue
            }
            // 1654 pixels across 595.28 pt is 200.15 dpi: the page is a whole number of pixels.
            #expect(abs((dpi ?? 0) - scan.dpi) < 0.5, "\(name) scan page \(index): \(dpi ?? 0) dpi")
            // A4 at the scan's resolution.
            #expect(abs(Double(image.width) - 595.28 * scan.dpi / 72) <= 1 && abs(Double(image.height) - 841.89 * scan.dpi / 72) <= 1)
        }
    }
}
