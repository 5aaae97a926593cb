import FolioModel

/// Tables ruled between their rows but not between their columns: a stack of horizontal rules of one extent,
/// each band between two of them one row, however many lines its cells wrap to. Columns are the gutters no
/// word of the stack crosses. The line or two just above the first rule, when it fits the columns, is the
/// heading row (rules often start under the heading). Two such tables set side by side are two stacks, since
/// their rules have different extents.
///
/// A stack is a table only when it has at least `minimumRules` rules, two columns, most rows fill two cells
/// or more, and no band holds several lines across columns (rows ruled off in groups, or a table ruled only
/// at its heading and foot: the aligned finder reads those rows from the words).
public struct RowRuledTableFinder: TableFinding {
    /// Rules whose ends both lie within this distance (inches) of each other's share one extent.
    public var extentTolerance = 0.1
    public var minimumRules = 3
    /// Rules further apart than this many text heights are not one table's rows.
    public var maximumRowHeight = 14.0
    /// Gutters at least this many text heights wide (and twice the word space) separate columns.
    public var minimumGutter = 0.5
    /// A band with this many lines that each fill two columns or more holds several rows.
    public var maximumLinesAcross = 3
    /// Cells holding more words than this, on average, are prose set between rules.
    public var maximumWordsPerCell = 10.0

    public init() {}

    public func tables(on page: PageEvidence) -> [Table] {
        let h = page.textHeight
        let tolerance = extentTolerance * page.dpi
        let stacks = RuleStacks.horizontal(page, tolerance: tolerance, maximumGap: maximumRowHeight * h)
        // The word space counts only when it looks like one (on a page of table cells most gaps are columns).
        let space = AlignedTableFinder.wordSpace(page.words)
        let gutter = max(minimumGutter * h, space < 0.6 * h ? 2 * space : 0)
        return stacks.filter { $0.count >= minimumRules }
            .compactMap { table(from: $0, page: page, textHeight: h, gutter: gutter) }
    }

    private func table(from stack: [RuleSegment], page: PageEvidence, textHeight h: Double, gutter: Double) -> Table? {
        let left = stack.map(\.start).min()!, right = stack.map(\.end).max()!
        func inside(_ word: Word) -> Bool {
            let cx = word.box.x + word.box.width / 2
            return cx >= left && cx <= right
        }
        // Rules closer than half a text height are one line (a double rule).
        var rowLines = GridLines.cluster(stack.map(\.position), within: h / 2)
        let body = page.words.filter { word in
            let cy = word.box.y + word.box.height / 2
            return inside(word) && cy > rowLines[0] && cy < rowLines[rowLines.count - 1]
        }
        // The heading: up to two lines just above the first rule, set close to it and to each other.
        var heading: [Word] = []
        var top = rowLines[0]
        let above = CellText.lines(of: page.words.filter { inside($0) && $0.box.maxY <= rowLines[0] + h / 4 })
        for line in above.reversed().prefix(2) {
            guard let box = Box.enclosing(line.map(\.box)), top - box.maxY <= 0.8 * h else { break }
            heading += line
            top = box.y
        }
        // A word or two of the body may run over a gutter (a long entry, two figures OCR read as one): the
        // gutter still parts the other rows.
        let columnLines = [left] + Self.gutters(of: body, from: left, to: right, width: gutter,
                                                crossing: rowLines.count / 10) + [right]
        guard columnLines.count >= 3 else { return nil }
        // The heading names two columns or more and no word of it runs across a column line (a caption would).
        let crosses = heading.contains { word in
            columnLines.dropFirst().dropLast().contains { word.box.x < $0 && word.box.maxX > $0 }
        }
        let named = Set(heading.compactMap { GridLayout.slot($0.box.x + $0.box.width / 2, in: columnLines) })
        if named.count >= 2 && !crosses {
            rowLines.insert(top - h / 4, at: 0)
        } else {
            heading = []
        }
        let grid = GridLayout(rows: rowLines, columns: columnLines)
        // Within a band, lines that each fill two columns or more are rows of their own: not this kind of table.
        for band in 0..<grid.rowCount {
            let words = body.filter { word in
                let cy = word.box.y + word.box.height / 2
                return cy > rowLines[band] && cy < rowLines[band + 1]
            }
            let across = CellText.lines(of: words).filter { line in
                Set(line.compactMap { GridLayout.slot($0.box.x + $0.box.width / 2, in: columnLines) }).count >= 2
            }
            if across.count >= maximumLinesAcross { return nil }
        }
        let placed = grid.place(body + heading, in: grid.mergedCells { _ in true })
        let filled = placed.filter { !$0.words.isEmpty }
        let rowsAcross = Dictionary(grouping: filled, by: \.row).values.filter { $0.count >= 2 }.count
        guard rowsAcross * 2 >= grid.rowCount, rowsAcross >= 2 else { return nil }
        let wordsPerCell = Double(filled.reduce(0) { $0 + $1.words.count }) / Double(max(filled.count, 1))
        guard wordsPerCell <= maximumWordsPerCell else { return nil }
        let box = Box(x: left, y: rowLines[0], width: right - left, height: rowLines[rowLines.count - 1] - rowLines[0])
        return grid.table(of: placed, box: box, ruled: true)
    }

    /// The middles of the x-runs between `from` and `to` that no word covers (or at most `crossing` words), at
    /// least `width` wide.
    static func gutters(of words: [Word], from: Double, to: Double, width: Double, crossing: Int = 0) -> [Double] {
        gutterRuns(of: words, from: from, to: to, width: width, crossing: crossing).map(\.middle)
    }

    /// The gutters of `gutters(of:from:to:width:crossing:)` with how wide each is.
    static func gutterRuns(of words: [Word], from: Double, to: Double, width: Double,
                           crossing: Int = 0) -> [(middle: Double, width: Double)] {
        let span = Int((to - from).rounded(.up)) + 1
        guard span > 1 else { return [] }
        var covered = [Int](repeating: 0, count: span)
        for word in words {
            let a = max(0, Int(word.box.x - from)), b = min(span - 1, Int((word.box.maxX - from).rounded(.up)))
            if a <= b { for x in a...b { covered[x] += 1 } }
        }
        // Only gaps between words count: the margins inside the rules' ends are not columns.
        guard let first = covered.firstIndex(where: { $0 > 0 }), let last = covered.lastIndex(where: { $0 > 0 }) else {
            return []
        }
        return AlignedTableFinder.runs(in: Array(covered[first...last]), where: { $0 <= crossing })
            .filter { Double($0.count) >= width }
            .map { (from + Double(first) + Double($0.lowerBound + $0.upperBound) / 2, Double($0.count)) }
    }
}
