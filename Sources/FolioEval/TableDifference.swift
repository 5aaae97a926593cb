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
    /// Every row of the shorter grid equals a run of the longer one's rows: the longer has `before` rows above
    /// it and `after` below it that the other lacks (`inTruth`: the truth's are the extra rows, as when it was
    /// cut from an area of the page holding the title above the table). `sample` is the first extra row's text.
    case extraRows(inTruth: Bool, before: Int, after: Int, sample: String)
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
        if predicted.count != truth.count {
            return extraRows(predicted: predicted, truth: truth) ?? .rowCount(expected: truth.count, found: predicted.count)
        }
        if predictedColumns != truthColumns { return .columnCount(expected: truthColumns, found: predictedColumns) }
        var cells: [Cell] = [], count = 0
        for row in truth.indices {
            for column in 0..<truthColumns {
                let expected = cell(truth, row, column), found = cell(predicted, row, column)
                guard !sameText(expected, found) else { continue }
                count += 1
                if cells.count < cellsListed {
                    cells.append(Cell(row: row, column: column, expected: TableText.normalised(expected),
                                      found: TableText.normalised(found)))
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
        case let .extraRows(inTruth, before, after, sample):
            let places = [before > 0 ? "\(before) above" : nil, after > 0 ? "\(after) below" : nil].compactMap { $0 }
            let whose = inTruth ? "the truth has rows the table found lacks" : "the table found has rows the truth lacks"
            return "otherwise exact, \(whose): \(places.joined(separator: " and ")) (\"\(sample)\")"
        case let .columnCount(expected, found):
            return "wrong column count: \(found) columns, expected \(expected)"
        case let .cellText(count, cells):
            let shown = cells.map { "r\($0.row + 1)c\($0.column + 1) \"\($0.found)\" for \"\($0.expected)\"" }
            let more = count > cells.count ? "; \(count - cells.count) more" : ""
            return "cell text differences (\(count)): " + shown.joined(separator: "; ") + more
        }
    }

    /// `.extraRows` when the shorter of the two grids equals a run of the longer one's rows, cell for cell (a
    /// missing cell is empty).
    private static func extraRows(predicted: [[String]], truth: [[String]]) -> TableDifference? {
        let inTruth = truth.count > predicted.count
        let (short, long) = inTruth ? (predicted, truth) : (truth, predicted)
        guard !short.isEmpty else { return nil }
        let columns = max(columnCount(short), columnCount(long))
        func same(_ a: Int, _ b: Int) -> Bool {
            (0..<columns).allSatisfy { sameText(cell(short, a, $0), cell(long, b, $0)) }
        }
        for offset in 0...(long.count - short.count) where short.indices.allSatisfy({ same($0, offset + $0) }) {
            let extra = offset > 0 ? long[0] : long[offset + short.count]
            let sample = TableText.normalised(extra.filter { !$0.isEmpty }.joined(separator: " | "))
            return .extraRows(inTruth: inTruth, before: offset, after: long.count - short.count - offset,
                              sample: String(sample.prefix(60)))
        }
        return nil
    }

    /// Two cells' texts equal after `TableText.normalised`, in one order where they hold right-to-left letters.
    private static func sameText(_ a: String, _ b: String) -> Bool {
        TableText.inOneOrder(TableText.normalised(a)) == TableText.inOneOrder(TableText.normalised(b))
    }

    private static func columnCount(_ rows: [[String]]) -> Int { rows.map(\.count).max() ?? 0 }

    private static func cell(_ rows: [[String]], _ row: Int, _ column: Int) -> String {
        column < rows[row].count ? rows[row][column] : ""
    }
}
