import FolioModel

/// Amounts in table cells that say they are money only beside their label: a receipt's "Sub Total: | 48.85", an
/// invoice's "Amount (RM)" over "29.80". A line reads such an amount after its label ("Total 77.83"), but a table
/// finder parts the two into cells of their own.
extension PageDataDetection {
    /// The cells' words, each cell's run of word indices with its text (in the order of `runs` and `texts`).
    struct CellRuns {
        var runs: [(indices: [Int], cell: CellReference)]
        var texts: [(text: ScalarText, spans: [Range<Int>])]
    }

    /// The amounts of money in cells that hold none by themselves, read after the text of the nearest cell left of
    /// them in their row (its label: "Total" labels "77.83", the next figure along is no money for it), and else
    /// after their column's heading in `tables` (`heading(over:in:)`). Only amounts with cents lying in the cell
    /// are kept, and only over words that `found` (what the cells held) leaves free.
    func labelledAmounts(in cells: CellRuns, tables: [Table], words: [Word], found: [Read]) -> [Read] {
        guard detectors.options.kinds.contains(.money) else { return [] }
        let taken = found.reduce(into: Set<Int>()) { $0.formUnion($1.words) }
        let money = Set(found.filter { $0.data.kind == DataKind.money.rawValue }.compactMap(\.data.cell))
        var runOf: [CellReference: Int] = [:]
        for (i, run) in cells.runs.enumerated() { runOf[run.cell] = i }
        let byOrder = Dictionary(tables.map { ($0.order, $0) }, uniquingKeysWith: { first, _ in first })
        var reads: [Read] = []
        for (i, run) in cells.runs.enumerated() where !money.contains(run.cell) && cells.texts[i].text.hasDigit {
            let cell = run.cell
            let left = (0..<cell.column).reversed().lazy.compactMap {
                runOf[CellReference(table: cell.table, row: cell.row, column: $0)]
            }.first.map { cells.texts[$0].text }
            let heading = byOrder[cell.table].flatMap { Self.heading(over: cell, in: $0) }
            for label in [left, heading].compactMap({ $0 }) {
                let amounts = amounts(in: cells.texts[i], after: label, indices: run.indices, words: words)
                    .filter { $0.indices.allSatisfy { !taken.contains($0) } }
                guard !amounts.isEmpty else { continue }
                reads += amounts.map { Read(data: $0.data(cell: cell), words: Set($0.indices)) }
                break
            }
        }
        return reads
    }

    /// The amounts of money in `cell` (a cell's text, its words `indices` each at its span) when read after
    /// `label`: the matches of "label cell" whose figures lie in the cell. One may start in the label with its
    /// currency ("Amount RM" over "13.00"), and is then cut to the cell's part, which it is valued from.
    private func amounts(in cell: (text: ScalarText, spans: [Range<Int>]), after label: ScalarText,
                         indices: [Int], words: [Word]) -> [Found] {
        let offset = label.count + 1
        let joined = ScalarText(joining: [label, cell.text], separator: " ")
        let spans = cell.spans.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
        return (detectors.matches(inEach: [joined]).first ?? []).compactMap { match -> TextMatch? in
            guard match.kind == .money, match.end > offset, Self.hasCents(match.value) else { return nil }
            guard match.start < offset else { return match }
            guard !joined.scalars[match.start..<offset].contains(where: \.isASCIIDigit) else { return nil }
            var inCell = match
            inCell.start = offset
            inCell.text = joined.string(offset..<match.end)
            return inCell
        }.compactMap { found($0, indices: indices, spans: spans, words: words) }
    }

    /// Whether an amount's value ("57.00 MYR", "-4.24") has two decimals, as a price has: a count, a code or a
    /// year beside a money word is no amount ("SDN BHD | 1118258": a Malaysian company's "Berhad" is also the code
    /// of the Bahraini dinar).
    static func hasCents(_ value: String) -> Bool {
        let number = value.prefix { $0 != " " }
        guard let point = number.lastIndex(of: ".") else { return false }
        return number[number.index(after: point)...].count == 2
    }

    /// The text of `table`'s column heading over `cell`: the cell of its last heading row that covers the column,
    /// when it is a heading's few words (three at most: "Amount (RM)", "Total RM"); nil for a cell of the heading
    /// itself or a table without one. A long line taken for a heading row (a letterhead's) is none.
    static func heading(over cell: CellReference, in table: Table) -> ScalarText? {
        guard cell.row >= table.headerRowCount, let heading = table.cells.first(where: { heading in
            heading.row < table.headerRowCount && heading.row + heading.rowSpan == table.headerRowCount
                && (heading.column..<(heading.column + heading.columnSpan)).contains(cell.column)
        }) else { return nil }
        let words = heading.text.split(whereSeparator: \.isWhitespace)
        return (1...3).contains(words.count) ? ScalarText(words.joined(separator: " ")) : nil
    }
}
