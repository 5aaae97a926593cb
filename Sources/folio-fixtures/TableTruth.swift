import Foundation

/// The truth of one generated table, as `<case>.truth.json` holds it (see Fixtures/README.md): its grid, every
/// cell (empty ones included, a merged cell once at its top-left with its spans) and, per page it is drawn
/// on, where it is. Lengths are PDF points (1/72 inch) from the page's top-left corner.
struct TableTruth {
    /// One cell of the grid.
    struct Cell: Encodable {
        var row: Int
        var column: Int
        var rowSpan: Int
        var columnSpan: Int
        var text: String
    }

    /// A rectangle in points.
    struct Box: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        /// The box with every length rounded to 0.01 pt, so that the JSON is short and stable.
        var rounded: Box {
            func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
            return Box(x: r(x), y: r(y), width: r(width), height: r(height))
        }
    }

    /// The part of the table drawn on one page: its box (rules included), and the first and last body rows
    /// on that page. On every page after the first the heading rows are drawn again above them (a repeat,
    /// not part of the grid).
    struct Segment: Encodable {
        var page: Int
        var box: Box
        var rows: [Int]
    }

    /// The page it starts on, from 0.
    var page: Int
    /// First and last page of a table continued over pages; nil for a one-page table.
    var pageRange: [Int]?
    var headerRowCount: Int
    var rowCount: Int
    var columnCount: Int
    var rules: GridTable.Rules
    var segments: [Segment]
    var cells: [Cell]

    /// Whether cells are separated by drawn lines, as `Table.ruled` means it: only a full grid is.
    var ruled: Bool { rules == .grid }
}

/// Writes a case's truth file: a readable JSON object with one cell per line, keys in a fixed order.
enum TableTruthFile {
    /// The file's text for `tables` of the case `name`; `pdf` and `scan` name its PDFs, `pageSize` is in points.
    static func json(name: String, description: String, pdf: String, scan: (pdf: String, dpi: Double,
                     rotationDegrees: [Double])?, pageCount: Int, pageSize: (width: Double, height: Double),
                     tables: [TableTruth]) throws -> String {
        var lines = ["{",
                     "  \"case\": \(try TruthJSON.encode(name)),",
                     "  \"description\": \(try TruthJSON.encode(description)),",
                     "  \"pdf\": \(try TruthJSON.encode(pdf)),"]
        if let scan {
            let degrees = scan.rotationDegrees.map { ($0 * 1000).rounded() / 1000 }
            lines.append("  \"scan\": {\"pdf\": \(try TruthJSON.encode(scan.pdf)), \"dpi\": \(try TruthJSON.encode(scan.dpi)), "
                         + "\"rotationDegrees\": \(try TruthJSON.encode(degrees))},")
        } else {
            lines.append("  \"scan\": null,")
        }
        lines.append("  \"pageCount\": \(pageCount),")
        lines.append("  \"pageSize\": {\"width\": \(try TruthJSON.encode(pageSize.width)), \"height\": \(try TruthJSON.encode(pageSize.height))},")
        lines.append("  \"tables\": [")
        for (n, table) in tables.enumerated() {
            lines.append("    {")
            lines.append("      \"page\": \(table.page),")
            lines.append("      \"pageRange\": \(try table.pageRange.map(TruthJSON.encode) ?? "null"),")
            lines.append("      \"headerRowCount\": \(table.headerRowCount),")
            lines.append("      \"rowCount\": \(table.rowCount),")
            lines.append("      \"columnCount\": \(table.columnCount),")
            lines.append("      \"ruled\": \(table.ruled),")
            lines.append("      \"rules\": \(try TruthJSON.encode(table.rules.rawValue)),")
            lines.append("      \"segments\": [")
            lines += try table.segments.map { "        " + (try TruthJSON.encode($0)) }.joinedWithCommas()
            lines.append("      ],")
            lines.append("      \"cells\": [")
            lines += try table.cells.map { "        " + (try TruthJSON.encode($0)) }.joinedWithCommas()
            lines.append("      ]")
            lines.append(n == tables.count - 1 ? "    }" : "    },")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
