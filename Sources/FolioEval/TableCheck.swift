/// A partial truth about a page's tables, for suites that state facts about a table rather than give all of
/// it (pdfplumber's tests assert single rows; img2table's image tests assert a table's size). Texts are
/// compared by relation key (`TableText.relationKey`), so spacing and punctuation do not decide a check.
public enum TableCheck: Sendable, Hashable {
    /// A table of this many rows and columns is on the page (each such check needs a table of its own).
    case shape(rows: Int, columns: Int)
    /// The page holds no table.
    case noTable
    /// A table has a row whose filled cells include these texts, one right after another.
    case row([String])
    /// A table has a column whose filled cells include these texts, one right below another.
    case column([String])
    /// A table has a row whose first filled cell is `first` and whose last is `last` (a row's label and its
    /// total, whatever columns lie between).
    case rowEnds(first: String, last: String)

    /// Whether each of `checks` holds for the tables predicted on the page, in order.
    public static func evaluate(_ checks: [TableCheck], tables: [[[String]]]) -> [Bool] {
        var unusedShapes = tables.map { table in Shape(rows: table.count, columns: table.map(\.count).max() ?? 0) }
        return checks.map { check in
            switch check {
            case let .shape(rows, columns):
                guard let found = unusedShapes.firstIndex(of: Shape(rows: rows, columns: columns)) else { return false }
                unusedShapes.remove(at: found)
                return true
            case .noTable:
                return tables.isEmpty
            case let .row(texts):
                return tables.contains { table in table.contains { contains(filledKeys($0), run: texts) } }
            case let .column(texts):
                return tables.contains { table in
                    let width = table.map(\.count).max() ?? 0
                    return (0..<width).contains { column in
                        contains(filledKeys(table.map { column < $0.count ? $0[column] : "" }), run: texts)
                    }
                }
            case let .rowEnds(first, last):
                let wanted = (TableText.relationKey(first), TableText.relationKey(last))
                return tables.contains { table in
                    table.contains { row in
                        let keys = filledKeys(row)
                        return keys.count >= 2 && keys.first == wanted.0 && keys.last == wanted.1
                    }
                }
            }
        }
    }

    /// The check in a few words, for reports.
    public var summary: String {
        switch self {
        case let .shape(rows, columns): return "a \(rows)×\(columns) table"
        case .noTable: return "no table"
        case let .row(texts): return "a row " + quoted(texts)
        case let .column(texts): return "a column " + quoted(texts)
        case let .rowEnds(first, last): return "a row from \"\(first)\" to \"\(last)\""
        }
    }

    private struct Shape: Equatable {
        var rows: Int
        var columns: Int
    }

    private static func filledKeys(_ cells: [String]) -> [String] {
        cells.filter(TableText.isFilled).map(TableText.relationKey)
    }

    /// True when `texts`' keys appear one after another in `keys`.
    private static func contains(_ keys: [String], run texts: [String]) -> Bool {
        let wanted = filledKeys(texts)
        guard !wanted.isEmpty, keys.count >= wanted.count else { return false }
        return (0...(keys.count - wanted.count)).contains { start in Array(keys[start..<(start + wanted.count)]) == wanted }
    }

    private func quoted(_ texts: [String]) -> String {
        "[" + texts.filter(TableText.isFilled).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
