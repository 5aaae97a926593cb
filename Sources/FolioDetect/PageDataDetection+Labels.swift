import FolioModel

/// Amounts that say they are money only beside their label: a receipt's "Sub Total:   48.85" read by the OCR as
/// two lines, or parted by a table finder into two cells; an invoice's "Amount (RM)" over "29.80". A line reads
/// such an amount after its label ("Total 77.83"); apart, the figure is read again after it.
extension PageDataDetection {
    /// A run of words (their indices in the page's words), its text, the texts that may label it, nearest first,
    /// and the cell it lies in.
    struct LabelledRun {
        var indices: [Int]
        var text: (text: ScalarText, spans: [Range<Int>])
        var labels: [ScalarText]
        var cell: CellReference?
    }

    /// The amounts of money in `runs` (`cellRuns`, `lineRuns`) that hold none by themselves, each read after its
    /// labels in turn until one makes money of it. Only amounts with cents lying in the run are kept, and only over
    /// words that `found` leaves free.
    func labelledAmounts(_ runs: [LabelledRun], words: [Word], found: [Read]) -> [Read] {
        guard detectors.options.kinds.contains(.money) else { return [] }
        let taken = found.reduce(into: Set<Int>()) { $0.formUnion($1.words) }
        let money = found.filter { $0.data.kind == DataKind.money.rawValue }.reduce(into: Set<Int>()) {
            $0.formUnion($1.words)
        }
        var reads: [Read] = []
        for run in runs where run.indices.allSatisfy({ !money.contains($0) }) {
            for label in run.labels {
                let amounts = amounts(in: run.text, after: label, indices: run.indices, words: words)
                    .filter { $0.indices.allSatisfy { !taken.contains($0) } }
                guard !amounts.isEmpty else { continue }
                reads += amounts.map { Read(data: $0.data(cell: run.cell), words: Set($0.indices)) }
                break
            }
        }
        return reads
    }

    /// Table cells that may hold an amount with cents (`mayHoldCents`) as labelled runs: each cell's words (`runs`,
    /// with `texts`) labelled by the nearest filled cell left of it in its row ("Total" labels "77.83"; the next
    /// figure along is no money for it), then by its column's heading in `tables` (`heading(overColumn:in:)`, read
    /// once a column).
    static func cellRuns(_ runs: [(indices: [Int], cell: CellReference)],
                         texts: [(text: ScalarText, spans: [Range<Int>])], tables: [Table]) -> [LabelledRun] {
        var runOf: [CellReference: Int] = [:]
        for (i, run) in runs.enumerated() { runOf[run.cell] = i }
        let byOrder = Dictionary(tables.map { ($0.order, $0) }, uniquingKeysWith: { first, _ in first })
        struct TableColumn: Hashable { var table: Int, column: Int }
        var headings: [TableColumn: ScalarText?] = [:]
        return runs.indices.filter { mayHoldCents(texts[$0].text) }.map { i in
            let cell = runs[i].cell
            let left = (0..<cell.column).reversed().lazy.compactMap {
                runOf[CellReference(table: cell.table, row: cell.row, column: $0)]
            }.first.map { texts[$0].text }
            var columnHeading: ScalarText?
            if let table = byOrder[cell.table], cell.row >= table.headerRowCount {
                let column = TableColumn(table: cell.table, column: cell.column)
                if headings[column] == nil { headings[column] = .some(heading(overColumn: cell.column, in: table)) }
                columnHeading = headings[column] ?? nil
            }
            return LabelledRun(indices: runs[i].indices, text: texts[i],
                               labels: [left, columnHeading].compactMap { $0 }, cell: cell)
        }
    }

    /// Lines (each the indices of its words in `words`) that may hold an amount with cents as labelled runs: a line
    /// set apart on the right of a printed row, labelled by the nearest line left of it on that row (their middles
    /// within half the smaller height of each other, the label ending before it starts; of two ending together, the
    /// first). The lines are looked up by their middles, sorted, so a page of many figures is not read line
    /// against line.
    static func lineRuns(_ lines: [[Int]], texts: [(text: ScalarText, spans: [Range<Int>])],
                         words: [Word]) -> [LabelledRun] {
        let boxes = lines.map { line in line.dropFirst().reduce(words[line[0]].box) { $0.union(words[$1].box) } }
        let byMiddle = boxes.indices.sorted { boxes[$0].midY < boxes[$1].midY }
        let middles = byMiddle.map { boxes[$0].midY }
        return lines.indices.compactMap { i in
            guard mayHoldCents(texts[i].text) else { return nil }
            let box = boxes[i]
            // A label's middle lies within half this line's height of this line's (half the smaller height).
            let band = firstIndex(in: middles, notBelow: box.midY - 0.5 * box.height)..<firstIndex(
                in: middles, notBelow: box.midY + 0.5 * box.height + 1e-9)
            let left = byMiddle[band].filter { j in
                j != i && boxes[j].maxX <= box.x + 0.5 * box.height
                    && abs(boxes[j].midY - box.midY) <= 0.5 * min(boxes[j].height, box.height)
            }.max { boxes[$0].maxX < boxes[$1].maxX || (boxes[$0].maxX == boxes[$1].maxX && $0 > $1) }
            guard let left else { return nil }
            return LabelledRun(indices: lines[i], text: texts[i], labels: [texts[left].text], cell: nil)
        }
    }

    /// The first index of `sorted` whose value is `value` or more (its count when there is none).
    private static func firstIndex(in sorted: [Double], notBelow value: Double) -> Int {
        sorted.partitioningIndex { $0 >= value }
    }

    /// The amounts of money in `run` (a text, its words `indices` each at its span) when read after `label`: the
    /// matches of "label run" whose figures lie in the run. One may start in the label with its currency
    /// ("Amount RM" over "13.00"), and is then cut to the run's part, which it is valued from.
    private func amounts(in run: (text: ScalarText, spans: [Range<Int>]), after label: ScalarText,
                         indices: [Int], words: [Word]) -> [Found] {
        let offset = label.count + 1
        let joined = ScalarText(joining: [label, run.text], separator: " ")
        let spans = run.spans.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
        return (detectors.matches(inEach: [joined]).first ?? []).compactMap { match -> TextMatch? in
            guard match.kind == .money, match.end > offset, Self.hasCents(match.value) else { return nil }
            guard match.start < offset else { return match }
            guard !joined.scalars[match.start..<offset].contains(where: \.isASCIIDigit) else { return nil }
            var inRun = match
            inRun.start = offset
            inRun.text = joined.string(offset..<match.end)
            return inRun
        }.compactMap { found($0, indices: indices, spans: spans, words: words) }
    }

    /// Whether `text` holds a figure with cents: a point or comma, two digits and no third ("15.90", "12,50", a
    /// till's ".10"). Only such a run can hold an amount with cents, so no other is read again (a statistics
    /// table's cells of whole numbers are many).
    static func mayHoldCents(_ text: ScalarText) -> Bool {
        guard text.hasDigit, text.count >= 3 else { return false }
        for i in 0..<(text.count - 2) where text[i] == "." || text[i] == "," {
            if text[i + 1].isASCIIDigit, text[i + 2].isASCIIDigit, text.at(i + 3)?.isASCIIDigit != true { return true }
        }
        return false
    }

    /// Whether an amount's value ("57.00 MYR", "-4.24") has two decimals, as a price has: a count, a code or a
    /// year beside a money word is no amount ("SDN BHD | 1118258": a Malaysian company's "Berhad" is also the code
    /// of the Bahraini dinar).
    static func hasCents(_ value: String) -> Bool {
        let number = value.prefix { $0 != " " }
        guard let point = number.lastIndex(of: ".") else { return false }
        return number[number.index(after: point)...].count == 2
    }

    /// The text of `table`'s heading over `column`: the cell of its last heading row that covers the column, when
    /// it is a heading's few words (three at most: "Amount (RM)", "Total RM"); nil for a table without one. A long
    /// line taken for a heading row (a letterhead's) is none.
    static func heading(overColumn column: Int, in table: Table) -> ScalarText? {
        guard table.headerRowCount > 0, let heading = table.cells.first(where: { heading in
            heading.row < table.headerRowCount && heading.row + heading.rowSpan == table.headerRowCount
                && (heading.column..<(heading.column + heading.columnSpan)).contains(column)
        }) else { return nil }
        let words = heading.text.split(whereSeparator: \.isWhitespace)
        return (1...3).contains(words.count) ? ScalarText(words.joined(separator: " ")) : nil
    }
}
