/// A table to typeset with exact truth: columns, heading rows and body rows whose cells may span rows and
/// columns and wrap onto several lines, and how it is ruled. Rows list their cells left to right the way HTML
/// does: a position covered by a cell spanning down from an earlier row is skipped.
struct GridTable {
    /// Which lines are drawn.
    enum Rules: String {
        /// Every cell boxed: outer border and every boundary between cells.
        case grid
        /// Booktabs style: a heavy rule above and below the table, a light one under the heading rows (and
        /// under heading cells that span columns), no vertical lines.
        case horizontal
        /// No lines at all: columns only by alignment.
        case none
    }

    /// A column: width in points and the alignment of its cells.
    struct Column {
        var width: Double
        var anchor: Anchor = .left
    }

    /// A cell: its text (wrapped to the cell's width) and span; `anchor` overrides the column's alignment.
    struct Cell: ExpressibleByStringLiteral {
        var text: String
        var rowSpan = 1
        var columnSpan = 1
        var anchor: Anchor?

        init(_ text: String, rowSpan: Int = 1, columnSpan: Int = 1, anchor: Anchor? = nil) {
            self.text = text
            self.rowSpan = rowSpan
            self.columnSpan = columnSpan
            self.anchor = anchor
        }

        init(stringLiteral text: String) { self.init(text) }
    }

    /// A cell at its place in the grid (heading rows first, rows counted from 0).
    struct Placed {
        var row: Int
        var column: Int
        var cell: Cell
    }

    var columns: [Column]
    var header: [[Cell]]
    var body: [[Cell]]
    var rules: Rules
    var font: Font
    var headerFont: Font

    var rowCount: Int { header.count + body.count }
    var width: Double { columns.reduce(0) { $0 + $1.width } }

    /// Every cell at its grid position, row by row. Precondition (checked by the fixture cases' test): the
    /// rows tile the grid exactly.
    func placed() -> [Placed] {
        var taken = Array(repeating: Array(repeating: false, count: columns.count), count: rowCount)
        var result: [Placed] = []
        for (row, cells) in (header + body).enumerated() {
            var column = 0
            for cell in cells {
                while column < columns.count, taken[row][column] { column += 1 }
                guard column < columns.count else { break }
                result.append(Placed(row: row, column: column, cell: cell))
                for r in row..<min(row + cell.rowSpan, rowCount) {
                    for c in column..<min(column + cell.columnSpan, columns.count) { taken[r][c] = true }
                }
                column += cell.columnSpan
            }
        }
        return result
    }
}
