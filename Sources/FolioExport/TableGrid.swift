import FolioModel

/// A table laid out as a grid, the way a spreadsheet shows it.
public enum TableGrid {
    /// The cells that land in the grid and its size. The grid is `rowCount × columnCount`, grown if a cell
    /// reaches past it. A cell whose top-left position is negative or already taken by an earlier cell or
    /// span is left out; a cell whose span would cover a taken position keeps its place but spans one row and
    /// one column, so that no two cells ever cover the same position (a spreadsheet cannot merge overlapping
    /// ranges). Spans are at least 1.
    struct Layout {
        var rowCount: Int
        var columnCount: Int
        var cells: [TableCell]
    }

    /// The table as rows of columns. A merged cell's text goes in its top-left position and the positions it
    /// spans stay empty (see `Layout` for cells that do not fit).
    public static func rows(of table: Table) -> [[String]] {
        let layout = layout(of: table)
        var grid = Array(repeating: Array(repeating: "", count: layout.columnCount), count: layout.rowCount)
        for cell in layout.cells {
            grid[cell.row][cell.column] = cell.text
        }
        return grid
    }

    /// Where `table`'s cells land; see `Layout`.
    static func layout(of table: Table) -> Layout {
        let rowCount = table.cells.reduce(max(table.rowCount, 0)) { max($0, $1.row + max($1.rowSpan, 1)) }
        let columnCount = table.cells.reduce(max(table.columnCount, 0)) { max($0, $1.column + max($1.columnSpan, 1)) }
        var taken = Array(repeating: Array(repeating: false, count: columnCount), count: rowCount)
        var placed: [TableCell] = []
        for var cell in table.cells where cell.row >= 0 && cell.column >= 0 && !taken[cell.row][cell.column] {
            let rows = cell.row..<(cell.row + max(cell.rowSpan, 1))
            let columns = cell.column..<(cell.column + max(cell.columnSpan, 1))
            let free = rows.allSatisfy { row in columns.allSatisfy { !taken[row][$0] } }
            cell.rowSpan = free ? rows.count : 1
            cell.columnSpan = free ? columns.count : 1
            for row in cell.row..<(cell.row + cell.rowSpan) {
                for column in cell.column..<(cell.column + cell.columnSpan) {
                    taken[row][column] = true
                }
            }
            placed.append(cell)
        }
        return Layout(rowCount: rowCount, columnCount: columnCount, cells: placed)
    }
}
