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

    public init() {}

    public func tables(on page: PageEvidence) -> [Table] {
        let groups = RuleGroups.connected(page.rules, tolerance: meetTolerance * page.dpi)
        return groups.compactMap { table(from: $0, page: page) }
    }

    private func table(from rules: [RuleSegment], page: PageEvidence) -> Table? {
        let horizontals = rules.filter { $0.orientation == .horizontal }
        let verticals = rules.filter { $0.orientation == .vertical }
        guard horizontals.count >= 2 || verticals.count >= 2, let bounds = Box.enclosing(rules.map(\.box)) else {
            return nil
        }
        let merge = max(mergeDistance * page.dpi, page.textHeight / 2)
        var grid = GridLayout(rows: GridLines.cluster(horizontals.map(\.position) + [bounds.y, bounds.maxY], within: merge),
                              columns: GridLines.cluster(verticals.map(\.position) + [bounds.x, bounds.maxX], within: merge))
        func isSeparated(_ separator: GridLayout.Separator) -> Bool {
            let candidates = separator.orientation == .horizontal ? horizontals : verticals
            let covered = candidates.filter { abs($0.position - separator.position) <= merge }
                .reduce(0) { $0 + $1.coverage(from: separator.from, to: separator.to) }
            return covered >= separatorCoverage
        }
        // A row or column holding no word is an artefact — a stray rule piece, a rule doubled by a scan — and
        // its line goes; the grid is laid out again without it.
        var placed: [GridLayout.Cell] = []
        // Each pass removes a line, so this ends.
        while true {
            guard grid.rowCount >= 2, grid.columnCount >= 2 else { return nil }
            placed = grid.place(page.words, in: grid.mergedCells(isSeparated: isSeparated))
            guard let pruned = grid.withoutEmptyLine(placed) else { break }
            grid = pruned
        }
        guard grid.rowCount >= 2, grid.columnCount >= 2, placed.filter({ !$0.words.isEmpty }).count >= 2 else {
            return nil
        }
        let cells = placed.map { cell in
            TableCell(row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan,
                      text: CellText.text(of: cell.words), box: cell.box)
        }
        return Table(order: 0, box: bounds, rowCount: grid.rowCount, columnCount: grid.columnCount, ruled: true,
                     headerRowCount: HeaderRows.count(in: cells, rowCount: grid.rowCount, columnCount: grid.columnCount),
                     cells: cells)
    }
}

/// Groups rules that meet (a horizontal and a vertical crossing or touching, within a tolerance) into grids.
enum RuleGroups {
    static func connected(_ rules: [RuleSegment], tolerance: Double) -> [[RuleSegment]] {
        var parent = Array(rules.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for a in rules.indices where rules[a].orientation == .horizontal {
            for b in rules.indices where rules[b].orientation == .vertical {
                let h = rules[a], v = rules[b]
                let meets = v.position >= h.start - tolerance && v.position <= h.end + tolerance
                    && h.position >= v.start - tolerance && h.position <= v.end + tolerance
                if meets { parent[root(a)] = root(b) }
            }
        }
        return Dictionary(grouping: rules.indices, by: root).values.map { $0.map { rules[$0] } }
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
