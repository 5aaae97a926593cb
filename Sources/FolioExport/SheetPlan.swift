/// What one worksheet of an XLSX export holds, decided before any C call: its name, its cells (merged ranges
/// included) and its column widths. `XLSXWorkbook` writes it as it is.
struct SheetPlan: Hashable {
    /// One cell, or one merged range written from its top-left position.
    struct Cell: Hashable {
        var row: Int
        var column: Int
        /// The last row and column the cell covers; the same as `row` and `column` unless it is merged.
        var lastRow: Int
        var lastColumn: Int
        /// The text as read from the page.
        var text: String
        /// The number `text` is, when it is written as a number rather than text (see `SpreadsheetNumber`).
        var number: SpreadsheetNumber?
        /// Set in bold (header rows).
        var bold = false

        /// Whether the cell covers more than one position.
        var isMerged: Bool { lastRow > row || lastColumn > column }
    }

    /// The worksheet's name: unique in its workbook, at most 31 characters, none of `[]:*?/\`.
    var name: String
    var cells: [Cell]
    /// Column widths in characters, first column first.
    var columnWidths: [Double]

    /// Narrowest and widest column, in characters: Excel's default width, and wide enough for a sentence
    /// without one long cell making the sheet unreadable.
    static let widthRange = 8.43...60.0

    /// A plan whose column widths fit the longest line of each column's unmerged cells.
    init(name: String, cells: [Cell]) {
        self.name = name
        self.cells = cells
        var widths: [Double] = []
        for cell in cells where !cell.isMerged {
            if widths.count <= cell.column {
                widths += Array(repeating: Self.widthRange.lowerBound, count: cell.column + 1 - widths.count)
            }
            let longest = cell.text.split(separator: "\n").map(\.count).max() ?? 0
            widths[cell.column] = min(max(widths[cell.column], Double(longest) + 2), Self.widthRange.upperBound)
        }
        columnWidths = widths
    }
}
