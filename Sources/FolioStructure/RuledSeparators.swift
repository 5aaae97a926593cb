import FolioModel

/// Which neighbouring cells of a ruled grid are parted: by the rules along their common side, by text on both
/// sides of it, or, down an unruled total row, by the entries keeping to their columns. Columns added at gutters
/// part cells unless a word lies across them; rows left of the rules (a stub column) are one cell to a row.
struct RuledSeparators {
    /// The rules along each grid line, keyed by its position (which pruning never moves), so a separator looks
    /// only at its own line's rules.
    let horizontalsByLine: [Double: [RuleSegment]]
    let verticalsByLine: [Double: [RuleSegment]]
    /// Rule positions this close are one grid line.
    let merge: Double
    /// Two cells are separated when rules cover at least this share of their common side.
    let coverage: Double
    let words: [Word]
    /// Column lines added at gutters (`RuledTableFinder.gutterColumns`).
    var gutterLines: Set<Double> = []
    /// The left edge of the ruled grid when a stub column of row labels was added left of it.
    var stubEdge: Double?

    init(horizontals: [RuleSegment], verticals: [RuleSegment], grid: GridLayout, merge: Double, coverage: Double,
         words: [Word]) {
        func byLine(_ rules: [RuleSegment], _ lines: [Double]) -> [Double: [RuleSegment]] {
            Dictionary(grouping: rules) { rule in
                lines.min { abs($0 - rule.position) < abs($1 - rule.position) } ?? 0
            }
        }
        horizontalsByLine = byLine(horizontals, grid.rows)
        verticalsByLine = byLine(verticals, grid.columns)
        self.merge = merge
        self.coverage = coverage
        self.words = words
    }

    /// `grid` without its inner lines whose rules fully separate no pair of neighbouring cells (a letter's
    /// stroke, a short underline inside a cell): they would cut a cell's lines into rows.
    func ruled(_ grid: GridLayout) -> GridLayout {
        GridLayout(rows: ruledLines(grid.rows, horizontalsByLine, across: grid.columns),
                   columns: ruledLines(grid.columns, verticalsByLine, across: grid.rows))
    }

    private func ruledLines(_ lines: [Double], _ byLine: [Double: [RuleSegment]], across other: [Double]) -> [Double] {
        lines.indices
            .filter { $0 == 0 || $0 == lines.count - 1 || separatesSomewhere(lines[$0], byLine, across: other) }
            .map { lines[$0] }
    }

    private func separatesSomewhere(_ position: Double, _ byLine: [Double: [RuleSegment]], across lines: [Double])
        -> Bool {
        let rules = rulesOn(position, byLine)
        return zip(lines, lines.dropFirst()).contains { from, to in
            rules.reduce(0) { $0 + $1.coverage(from: from, to: to) } >= coverage
        }
    }

    private func rulesOn(_ position: Double, _ byLine: [Double: [RuleSegment]]) -> [RuleSegment] {
        (byLine[position] ?? []).filter { abs($0.position - position) <= merge }
    }

    /// Whether the cells on either side of `separator` in `grid` are two cells.
    func isSeparated(_ separator: GridLayout.Separator, in grid: GridLayout) -> Bool {
        if separator.orientation == .horizontal, let edge = stubEdge, separator.to <= edge { return true }
        if separator.orientation == .vertical, gutterLines.contains(separator.position) {
            return !words.contains { word in
                let middle = word.box.y + word.box.height / 2
                return middle > separator.from && middle < separator.to
                    && word.box.x < separator.position && word.box.maxX > separator.position
            }
        }
        let byLine = separator.orientation == .horizontal ? horizontalsByLine : verticalsByLine
        let covered = rulesOn(separator.position, byLine)
            .reduce(0) { $0 + $1.coverage(from: separator.from, to: separator.to) }
        return covered >= coverage || holdsTextOnBothSides(separator, grid: grid, words: words)
            || (separator.orientation == .vertical && isUnruledRowOfEntries(separator, in: grid))
    }

    /// A row of one line with no rule between any of its columns (a total row set on one band) holding two
    /// entries or more, none across this line: its entries keep to the columns above ("Total", "47", "92"), where
    /// a heading alone on its row stays one cell across.
    private func isUnruledRowOfEntries(_ separator: GridLayout.Separator, in grid: GridLayout) -> Bool {
        let inner = grid.columns.dropFirst().dropLast()
        let ruled = inner.contains { position in
            rulesOn(position, verticalsByLine).contains { $0.coverage(from: separator.from, to: separator.to) > 0.1 }
        }
        guard !ruled else { return false }
        let entries = words.filter { word in
            let middle = word.box.y + word.box.height / 2
            return middle > separator.from && middle < separator.to
                && word.box.maxX > grid.columns[0] && word.box.x < grid.columns[grid.columns.count - 1]
        }
        // One line of entries (a total row); a band of several lines is a frame around rows, read otherwise.
        guard CellText.lines(of: entries).count == 1 else { return false }
        // Words apart by less than their height are one entry (a heading's words: "State-of-the-art
        // scenario"); the line must not part one.
        let height = entries.map(\.box.height).max() ?? 0
        var groups: [(from: Double, to: Double)] = []
        for word in entries.sorted(by: { $0.box.x < $1.box.x }) {
            if let last = groups.last, word.box.x - last.to < height {
                groups[groups.count - 1].to = max(last.to, word.box.maxX)
            } else {
                groups.append((word.box.x, word.box.maxX))
            }
        }
        return groups.count >= 2 && !groups.contains { $0.from < separator.position && $0.to > separator.position }
    }
}
