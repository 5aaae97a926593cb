import FolioModel

/// How many of a table's first rows are headings. A heading row names columns whose body is mostly numbers
/// (its own cells there are words); a second heading row follows a first that groups columns (a cell spanning
/// several) when it holds no numbers either. A table of words only has no heading told apart: 0.
enum HeaderRows {
    static func count(in cells: [TableCell], rowCount: Int, columnCount: Int) -> Int {
        guard rowCount >= 2 else { return 0 }
        let byRow = Dictionary(grouping: cells, by: \.row)
        func isWordRow(_ row: Int) -> Bool {
            let texts = (byRow[row] ?? []).map(\.text).filter { !$0.isEmpty }
            return !texts.isEmpty && !texts.contains(where: isNumeric)
        }
        guard isWordRow(0) else { return 0 }
        let spansColumns = (byRow[0] ?? []).contains { $0.columnSpan > 1 }
        let headings = spansColumns && rowCount >= 3 && isWordRow(1) ? 2 : 1
        // Some column must be numbers below the headings for the first rows to stand out as headings.
        let body = cells.filter { $0.row >= headings && !$0.text.isEmpty }
        let numericColumn = Dictionary(grouping: body, by: \.column).values.contains { column in
            Double(column.filter { isNumeric($0.text) }.count) >= 0.6 * Double(column.count) && column.count >= 1
        }
        return numericColumn ? headings : 0
    }

    /// Whether `text` is a number as tables print them: digits with separators, a sign, brackets, a currency
    /// symbol or a percent sign (`1,234.50`, `(12)`, `$3`, `4.5%`, `-0.2`).
    static func isNumeric(_ text: String) -> Bool {
        let allowed = Set("0123456789.,-+()%$€£¥ \u{2212}")
        let digits = text.filter(\.isNumber).count
        return digits > 0 && text.allSatisfy { allowed.contains($0) } && digits * 2 >= text.filter { $0 != " " }.count
    }
}
