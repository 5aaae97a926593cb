import FolioModel

/// Tables drawn as grids: rules that meet form a group; the group's rules (and its outer edges, for tables open
/// at the sides) give the row and column lines; two neighbouring cells with no rule between them are one merged
/// cell; words go to the cell holding their centre.
///
/// A group that makes fewer than two rows or two columns is not a table: a box around a paragraph, a page frame,
/// an underline. Nor is a grid with fewer than two cells holding words (a form's empty boxes).
public struct RuledTableFinder: TableFinding {
    /// Rules that meet within this distance (inches) belong to one grid.
    public var meetTolerance = 0.06
    /// Rule positions closer than this (inches, or half the text height when larger) are one grid line: a double
    /// rule, a thick rule seen as two.
    public var mergeDistance = 0.06
    /// Two cells are separated when rules cover at least this share of their common side.
    public var separatorCoverage = 0.6
    /// Grids with more cells than this are not read as one table (a page of graph paper, a hostile file of
    /// thousands of rules): the work of a grid grows with its cells, and this keeps a page to well under a
    /// second. A 500-row table of 40 columns fits.
    public var maximumCells = 50_000
    /// A gutter this many text heights wide running down a grid column parts it in two (`gutterColumns`)…
    public var gutterWidth = 1.0
    /// … and one this narrow does when it parts three quarters of the column's entries (a column of figures
    /// beside another under one heading: "(9,5)  (238,2)", 0.4 text heights apart under "Percentage Absolute").
    public var narrowGutterWidth = 0.3

    public init() {}

    public func tables(on page: PageEvidence) -> [Table] {
        let groups = RuleGroups.connected(page.rules, tolerance: meetTolerance * page.dpi)
        // Rule positions this close are one grid line; the page's text height is measured once, not per grid.
        let merge = max(mergeDistance * page.dpi, page.textHeight / 2)
        return groups.compactMap { table(from: $0, page: page, merge: merge) }
    }

    private func table(from rules: [RuleSegment], page: PageEvidence, merge: Double) -> Table? {
        let horizontals = rules.filter { $0.orientation == .horizontal }
        let verticals = rules.filter { $0.orientation == .vertical }
        guard horizontals.count >= 2 || verticals.count >= 2,
              let bounds = Self.frame(horizontals: horizontals, verticals: verticals) else {
            return nil
        }
        var grid = GridLayout(rows: GridLines.cluster(horizontals.map(\.position) + [bounds.y, bounds.maxY], within: merge),
                              columns: GridLines.cluster(verticals.map(\.position) + [bounds.x, bounds.maxX], within: merge))
        guard (grid.rows.count - 1) * (grid.columns.count - 1) <= maximumCells else { return nil }
        var separators = RuledSeparators(horizontals: horizontals, verticals: verticals, grid: grid, merge: merge,
                                         coverage: separatorCoverage, words: page.words)
        grid = separators.ruled(grid)
        func cells(of grid: GridLayout) -> [GridLayout.Cell] {
            let merged = grid.mergedCells { separators.isSeparated($0, in: grid) }
            return grid.place(page.words, in: merged, cuttingAtCellEdges: true)
        }
        // A row or column holding no word is an artefact — a stray rule piece, a rule doubled by a scan — and
        // its line goes; the grid is laid out again without it.
        var placed: [GridLayout.Cell] = []
        // Each pass removes a line, so this ends.
        while true {
            guard grid.rowCount >= 2, grid.columnCount >= 2 else { return nil }
            placed = cells(of: grid)
            guard let pruned = grid.withoutEmptyLine(placed) else { break }
            grid = pruned
        }
        guard grid.rowCount >= 2, grid.columnCount >= 2, placed.filter({ !$0.words.isEmpty }).count >= 2 else {
            return nil
        }
        // Columns the rules leave out (a scan whose faint column rules are lost, a table ruled between its rows
        // and at its frame only) show as gutters down a grid column: they part its entries too, unless a word
        // lies across them (a heading over two columns).
        let gutters = gutterColumns(of: grid, placed: placed, page: page)
        if !gutters.isEmpty {
            separators.gutterLines = Set(gutters)
            grid = GridLayout(rows: grid.rows, columns: (grid.columns + gutters).sorted())
            placed = cells(of: grid)
        }
        if let stub = stubColumn(of: grid, placed: placed, page: page) {
            separators.stubEdge = grid.columns[0]
            grid = GridLayout(rows: grid.rows, columns: [stub] + grid.columns)
            placed = cells(of: grid)
        }
        if isFrameAroundRows(placed) {
            // Rules frame the table (and its heading) but do not separate its rows: its rows and columns are
            // read from the words inside the frame — when they make a table; else the grid stands.
            var inside = page
            inside.words = page.words.filter { bounds.contains(center: $0.box) }
            inside.rules = []
            // The frame bounds one table: a blank line between its row groups (or under its heading) does not
            // end it.
            var aligned = AlignedTableFinder()
            aligned.maximumRowGap = .greatestFiniteMagnitude
            if let table = aligned.tables(on: inside).max(by: { $0.cells.count < $1.cells.count }) {
                return table
            }
        }
        let box = Box(x: grid.columns[0], y: bounds.y, width: bounds.maxX - grid.columns[0], height: bounds.height)
        return grid.table(of: placed, box: box, ruled: true)
    }
}

extension RuledTableFinder {
    /// The grid's outer edges: its outermost rules, and where a side is open (no rule across closes it), as far
    /// as the rules running out to it reach — when two of them do. One rule running on alone past the last rule
    /// across (a frame's side drawn up past a caption, a column rule run on to the crop) bounds no row or column
    /// of its own.
    static func frame(horizontals: [RuleSegment], verticals: [RuleSegment]) -> Box? {
        guard let box = Box.enclosing((horizontals + verticals).map(\.box)) else { return nil }
        func second(_ values: [Double], largest: Bool) -> Double? {
            guard values.count >= 2 else { return nil }
            let sorted = values.sorted()
            return largest ? sorted[sorted.count - 2] : sorted[1]
        }
        var top = box.y, bottom = box.maxY, left = box.x, right = box.maxX
        if let ruled = horizontals.map(\.box.y).min(), let reach = second(verticals.map(\.box.y), largest: false) {
            top = min(ruled, reach)
        }
        if let ruled = horizontals.map(\.box.maxY).max(), let reach = second(verticals.map(\.box.maxY), largest: true) {
            bottom = max(ruled, reach)
        }
        if let ruled = verticals.map(\.box.x).min(), let reach = second(horizontals.map(\.box.x), largest: false) {
            left = min(ruled, reach)
        }
        if let ruled = verticals.map(\.box.maxX).max(), let reach = second(horizontals.map(\.box.maxX), largest: true) {
            right = max(ruled, reach)
        }
        return Box(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The left edge of a column of row labels set outside the rules, left of the grid ("Alcona", "Caledonia"
    /// beside a ruled block of figures), or nil. The labels are short (at most four words to a row, counting
    /// every word left of the grid: prose beside it has more), lie within the grid's rows, one line to a row, the
    /// nearest no further than three text heights from the grid, label at least half the rows holding words
    /// (two at least), and no rule runs among them.
    func stubColumn(of grid: GridLayout, placed: [GridLayout.Cell], page: PageEvidence) -> Double? {
        let left = grid.columns[0], h = page.textHeight
        let outside = page.words.filter { word in
            let middle = word.box.y + word.box.height / 2
            return word.box.maxX <= left && middle > grid.rows[0] && middle < grid.rows[grid.rowCount]
        }
        guard let nearest = outside.map(\.box.maxX).max(), left - nearest <= 3 * h else { return nil }
        let byRow = Dictionary(grouping: outside) {
            GridLayout.slot($0.box.y + $0.box.height / 2, in: grid.rows) ?? -1
        }
        let filledRows = Set(placed.filter { !$0.words.isEmpty }.flatMap { $0.row..<($0.row + $0.rowSpan) })
        guard byRow.count >= 2, 2 * byRow.count >= filledRows.count,
              byRow.values.allSatisfy({ $0.count <= 4 && CellText.lines(of: $0).count == 1 }),
              let start = outside.map(\.box.x).min() else { return nil }
        // Labels stand clear of rules: words ruled in beside the grid are another table's.
        let top = grid.rows[0], bottom = grid.rows[grid.rowCount]
        let ruled = page.rules.contains { rule in
            rule.orientation == .vertical
                ? rule.position > start && rule.position < left && rule.end > top && rule.start < bottom
                : rule.position > top && rule.position < bottom && rule.end > start && rule.start < left - h
        }
        return ruled ? nil : start - h / 4
    }

    /// Gutters at least `gutterWidth` text heights wide running down a grid column below its first row, each
    /// parting the entries of half its filled cells or more (two at least), or at least `narrowGutterWidth`
    /// wide parting three quarters of them (three at least): columns no rule draws.
    func gutterColumns(of grid: GridLayout, placed: [GridLayout.Cell], page: PageEvidence) -> [Double] {
        guard grid.rowCount >= 3 else { return [] }
        var lines: [Double] = []
        for column in 0..<grid.columnCount {
            let cells = placed.filter { $0.column == column && $0.columnSpan == 1 && $0.row > 0 && !$0.words.isEmpty }
            guard cells.count >= 2 else { continue }
            let words = cells.flatMap(\.words)
            let candidates = RowRuledTableFinder.gutterRuns(of: words, from: grid.columns[column],
                                                            to: grid.columns[column + 1], width: narrowGutterWidth * page.textHeight)
            for gutter in candidates {
                let parted = cells.filter { cell in
                    let before = cell.words.filter { $0.box.maxX <= gutter.middle }
                    return !before.isEmpty && cell.words.contains { $0.box.x >= gutter.middle }
                        && !Self.carriesOn(before)
                }.count
                let wide = gutter.width >= gutterWidth * page.textHeight
                if wide ? parted >= 2 && parted * 2 >= cells.count : parted >= 3 && parted * 4 >= cells.count * 3 {
                    lines.append(gutter.middle)
                }
            }
        }
        return lines
    }

    /// Whether `words` (those left of a gutter in one cell) end in a sign that joins them to what follows:
    /// "12/12 =" before "100%", "Qty:" before "5", "A +" before "B" are one entry each, however wide the
    /// space after the sign. A sign standing alone is an entry of its own.
    static func carriesOn(_ words: [Word]) -> Bool {
        guard let last = words.max(by: { $0.box.maxX < $1.box.maxX })?.text, let sign = last.last,
              joiningSigns.contains(sign) else { return false }
        return last.count > 1 || words.count > 1
    }

    static let joiningSigns: Set<Character> = ["=", "+", "&", "×", "÷", "≈", "≠", "<", ">", "≤", "≥", "→", ":"]
}

/// Whether the grid only frames a table whose rows are not ruled (rules around the heading and the body, none
/// between the body's rows): at least two cells hold three or more lines of figures each, and those cells hold
/// half the table's lines of text or more. Figures do not wrap, so such a cell holds several rows; a
/// ruled table where a few cells stack several figures stays a grid.
func isFrameAroundRows(_ cells: [GridLayout.Cell]) -> Bool {
    let lineCounts = cells.map { cell -> (lines: Int, stacked: Bool) in
        let lines = CellText.lines(of: cell.words)
        let figureLines = lines.filter { line in line.contains { HeaderRows.isFigure($0.text) } }
        return (lines.count, lines.count >= 3 && figureLines.count * 3 >= lines.count * 2)
    }
    let stacked = lineCounts.filter(\.stacked)
    let allLines = lineCounts.reduce(0) { $0 + $1.lines }
    return stacked.count >= 2 && stacked.reduce(0) { $0 + $1.lines } * 2 >= allLines
}

/// Whether words lie on both sides of `separator` within its two cells, none of them crossing it: two
/// entries, so the cells are two even where the rule between them is missing (a break in a scanned rule).
/// A genuinely merged cell holds one entry, which lies across the line or on one side of it.
func holdsTextOnBothSides(_ separator: GridLayout.Separator, grid: GridLayout, words: [Word]) -> Bool {
    let lines = separator.orientation == .horizontal ? grid.rows : grid.columns
    guard let index = lines.firstIndex(of: separator.position), index > 0, index + 1 < lines.count else { return false }
    let before = lines[index - 1], after = lines[index + 1]
    var sides = (false, false)
    for word in words {
        let (along, across, start, end) = separator.orientation == .horizontal
            ? (word.box.x + word.box.width / 2, word.box.y + word.box.height / 2, word.box.y, word.box.maxY)
            : (word.box.y + word.box.height / 2, word.box.x + word.box.width / 2, word.box.x, word.box.maxX)
        guard along >= separator.from, along <= separator.to, across >= before, across <= after else { continue }
        if start < separator.position && end > separator.position { return false }
        if across < separator.position { sides.0 = true } else { sides.1 = true }
    }
    return sides.0 && sides.1
}

/// Groups rules that meet (a horizontal and a vertical crossing or touching, within a tolerance) into grids.
/// Where several horizontals lie within the tolerance of a vertical's end, it meets only the nearest: a table's
/// sides end on its own top rule, not on the rule closing a box set just above it (a summary of figures over
/// a ruled list, the two rules a few points apart).
enum RuleGroups {
    static func connected(_ rules: [RuleSegment], tolerance: Double) -> [[RuleSegment]] {
        var sets = UnionFind(count: rules.count)
        // Horizontals sorted by their y, so each vertical looks only at those within its length.
        let horizontals = rules.indices.filter { rules[$0].orientation == .horizontal }
            .sorted { rules[$0].position < rules[$1].position }
        let positions = horizontals.map { rules[$0].position }
        for b in rules.indices where rules[b].orientation == .vertical {
            let v = rules[b]
            let low = positions.partitioningIndex { $0 >= v.start - tolerance }
            // Near each end, only the nearest horizontals (within a pixel of it) meet the vertical.
            var meeting: [(rule: Int, fromStart: Double, fromEnd: Double)] = []
            var nearestStart = Double.infinity, nearestEnd = Double.infinity
            for i in low..<positions.count {
                guard positions[i] <= v.end + tolerance else { break }
                let a = horizontals[i], h = rules[a]
                guard v.position >= h.start - tolerance && v.position <= h.end + tolerance else { continue }
                let fromStart = abs(h.position - v.start), fromEnd = abs(h.position - v.end)
                if fromStart <= tolerance { nearestStart = min(nearestStart, fromStart) }
                if fromEnd <= tolerance { nearestEnd = min(nearestEnd, fromEnd) }
                meeting.append((a, fromStart, fromEnd))
            }
            for (a, fromStart, fromEnd) in meeting {
                let atStart = fromStart <= tolerance, atEnd = fromEnd <= tolerance
                if (!atStart && !atEnd) || (atStart && fromStart <= nearestStart + 1)
                    || (atEnd && fromEnd <= nearestEnd + 1) {
                    sets.join(a, b)
                }
            }
        }
        return sets.groups().map { $0.map { rules[$0] } }
    }
}

/// Sorted grid line positions.
enum GridLines {
    /// `positions` sorted, those within `distance` of the previous one merged into their mean.
    static func cluster(_ positions: [Double], within distance: Double) -> [Double] {
        var groups: [[Double]] = []
        for p in positions.sorted() {
            if let last = groups.last?.last, p - last <= distance {
                groups[groups.count - 1].append(p)
            } else {
                groups.append([p])
            }
        }
        return groups.map { $0.reduce(0, +) / Double($0.count) }
    }
}
