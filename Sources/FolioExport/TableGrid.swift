import FolioModel

/// A table laid out as a grid of strings, the way a spreadsheet shows it.
public enum TableGrid {
    /// The table as rows of columns. A merged cell's text goes in its top-left position and the positions it
    /// spans stay empty. The grid is `rowCount × columnCount`, grown if a cell reaches past it; a cell whose
    /// top-left position is already taken by an earlier cell or span, or is negative, is left out.
    public static func rows(of table: Table) -> [[String]] {
        let rowCount = table.cells.reduce(max(table.rowCount, 0)) { max($0, $1.row + max($1.rowSpan, 1)) }
        let columnCount = table.cells.reduce(max(table.columnCount, 0)) { max($0, $1.column + max($1.columnSpan, 1)) }
        var grid = Array(repeating: Array(repeating: "", count: columnCount), count: rowCount)
        var taken = Array(repeating: Array(repeating: false, count: columnCount), count: rowCount)
        for cell in table.cells where cell.row >= 0 && cell.column >= 0 && !taken[cell.row][cell.column] {
            grid[cell.row][cell.column] = cell.text
            for row in cell.row..<(cell.row + max(cell.rowSpan, 1)) {
                for column in cell.column..<(cell.column + max(cell.columnSpan, 1)) {
                    taken[row][column] = true
                }
            }
        }
        return grid
    }
}
