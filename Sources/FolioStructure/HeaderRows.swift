import FolioModel

/// How many of a table's first rows are headings. A heading row names columns whose body mostly holds figures
/// — numbers, dates, codes: cells with digits — while its own cells there hold none (a year, as in "2023", is a
/// heading's word). A second heading row follows a first that groups columns or rows (a cell spanning several)
/// when it holds no figures either. A table whose columns are all words has no heading told apart: 0.
enum HeaderRows {
    static func count(in cells: [TableCell], rowCount: Int, columnCount: Int) -> Int {
        guard rowCount >= 2 else { return 0 }
        let byRow = Dictionary(grouping: cells, by: \.row)
        func isWordRow(_ row: Int) -> Bool {
            let texts = (byRow[row] ?? []).map(\.text).filter { !$0.isEmpty }
            return !texts.isEmpty && !texts.contains(where: isFigure)
        }
        guard isWordRow(0) else { return 0 }
        let groups = (byRow[0] ?? []).contains { $0.columnSpan > 1 || $0.rowSpan > 1 }
        let headings = groups && rowCount >= 3 && isWordRow(1) ? 2 : 1
        // Some column must hold figures below the headings for the first rows to stand out as headings.
        let body = cells.filter { $0.row >= headings && !$0.text.isEmpty }
        let figureColumn = Dictionary(grouping: body, by: \.column).values.contains { column in
            Double(column.filter { isFigure($0.text) }.count) >= 0.6 * Double(column.count)
        }
        return figureColumn ? headings : 0
    }

    /// Whether `text` holds a figure: a token mostly of digits ("12.50", "R-01", "15 Mar"), other than a year
    /// (1900–2099 standing alone); "Q1" or "FY" are words.
    static func isFigure(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { token in
            let digits = token.filter(\.isNumber)
            guard digits.count * 2 > token.filter({ $0.isLetter || $0.isNumber }).count else { return false }
            let isYear = token.count == 4 && digits.count == 4 && (token.hasPrefix("19") || token.hasPrefix("20"))
            return !isYear
        }
    }

    /// Whether `text` is a number as tables print them: digits with separators, a sign, brackets, a currency
    /// symbol or a percent sign (`1,234.50`, `(12)`, `$3`, `4.5%`, `-0.2`).
    static func isNumeric(_ text: String) -> Bool {
        let allowed = Set("0123456789.,-+()%$€£¥ \u{2212}")
        let digits = text.filter(\.isNumber).count
        return digits > 0 && text.allSatisfy { allowed.contains($0) } && digits * 2 >= text.filter { $0 != " " }.count
    }
}
