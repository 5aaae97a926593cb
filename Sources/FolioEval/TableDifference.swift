/// Why a predicted table is not an exact reproduction of its truth table (or that none was found), for the
/// benchmark's list of missed tables.
public enum TableDifference: Sendable, Hashable {
    /// One cell whose normalised text differs.
    public struct Cell: Sendable, Hashable {
        public var row: Int
        public var column: Int
        public var expected: String
        public var found: String
    }

    /// No predicted table was matched to the truth table.
    case noTable
    /// The grid has another number of rows (and maybe columns).
    case rowCount(expected: Int, found: Int)
    /// Same number of rows, another number of columns.
    case columnCount(expected: Int, found: Int)
    /// Same grid; `cells` lists the first differing cells, `count` how many differ in all.
    case cellText(count: Int, cells: [Cell])

    /// How many differing cells `cellText` lists.
    public static let cellsListed = 3

    /// The difference of `predicted` (nil: nothing matched) from `truth`, or nil when it reproduces the truth
    /// exactly: the same number of rows and columns and every cell's text equal after
    /// `TableText.normalised` (in one order where it holds right-to-left letters: `TableText.inOneOrder`). Row lengths are the longest row's (missing cells are empty).
    public static func between(predicted: [[String]]?, truth: [[String]]) -> TableDifference? {
        guard let predicted else { return .noTable }
        let truthColumns = columnCount(truth), predictedColumns = columnCount(predicted)
        if predicted.count != truth.count { return .rowCount(expected: truth.count, found: predicted.count) }
        if predictedColumns != truthColumns { return .columnCount(expected: truthColumns, found: predictedColumns) }
        var cells: [Cell] = [], count = 0
        for row in truth.indices {
            for column in 0..<truthColumns {
                let expected = TableText.normalised(cell(truth, row, column))
                let found = TableText.normalised(cell(predicted, row, column))
                guard TableText.inOneOrder(expected) != TableText.inOneOrder(found) else { continue }
                count += 1
                if cells.count < cellsListed {
                    cells.append(Cell(row: row, column: column, expected: expected, found: found))
                }
            }
        }
        return count == 0 ? nil : .cellText(count: count, cells: cells)
    }

    /// A short sentence for a person: the cause and, for text differences, the first cells.
    public var summary: String {
        switch self {
        case .noTable:
            return "no table found"
        case let .rowCount(expected, found):
            return "wrong row count: \(found) rows, expected \(expected)"
        case let .columnCount(expected, found):
            return "wrong column count: \(found) columns, expected \(expected)"
        case let .cellText(count, cells):
            let shown = cells.map { "r\($0.row + 1)c\($0.column + 1) \"\($0.found)\" for \"\($0.expected)\"" }
            let more = count > cells.count ? "; \(count - cells.count) more" : ""
            return "cell text differences (\(count)): " + shown.joined(separator: "; ") + more
        }
    }

    private static func columnCount(_ rows: [[String]]) -> Int { rows.map(\.count).max() ?? 0 }

    private static func cell(_ rows: [[String]], _ row: Int, _ column: Int) -> String {
        column < rows[row].count ? rows[row][column] : ""
    }
}
