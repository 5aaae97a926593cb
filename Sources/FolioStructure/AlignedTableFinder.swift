import FolioModel

/// Tables without a full grid — borderless, or ruled only under the heading — told by how their words line up.
///
/// Rows of text whose words fall into two or more chunks (gaps wider than a word space) and that follow each
/// other closely form a candidate region. Its columns are the runs of x that no chunk covers (gutters), as in a
/// vertical projection; a chunk crossing a gutter (a heading over two columns) makes a merged cell. A row whose
/// first cell is empty and whose text sits only under text of the row above continues that row (a cell wrapped
/// over two lines). A region is a table only when it has at least `minimumRows` rows and two columns, its cells
/// are short (prose in two columns has long ones), most cells are filled, and it is not a key–value block
/// (labels ending in a colon).
public struct AlignedTableFinder: TableFinding {
    /// Gaps wider than this many text heights separate chunks (a word space is about a third of one).
    public var chunkGap = 0.9
    /// Rows further apart than this many text heights end a region.
    public var maximumRowGap = 1.8
    /// Gutters at least this many text heights wide separate columns.
    public var minimumGutter = 0.6
    /// A gutter may be crossed by this share of the rows (headings spanning columns).
    public var gutterCrossings = 0.15
    public var minimumRows = 3
    /// Cells holding more words than this, on average, are prose.
    public var maximumWordsPerCell = 4.5
    /// At least this share of a table's cells hold text.
    public var minimumFill = 0.5

    public init() {}

    public func tables(on page: PageEvidence) -> [Table] {
        let h = page.textHeight
        let rows = TextRow.rows(of: page.words, gap: chunkGap * h)
        return regions(of: rows, textHeight: h).compactMap { table(from: $0, textHeight: h) }
    }

    /// Runs of close rows, each starting and ending with a row of several chunks.
    private func regions(of rows: [TextRow], textHeight h: Double) -> [[TextRow]] {
        var regions: [[TextRow]] = []
        var current: [TextRow] = []
        func close() {
            while let last = current.last, last.chunks.count < 2 { current.removeLast() }
            if current.filter({ $0.chunks.count >= 2 }).count >= 2 { regions.append(current) }
            current = []
        }
        for row in rows {
            if let last = current.last, row.box.y - last.box.maxY > maximumRowGap * h { close() }
            if current.isEmpty && row.chunks.count < 2 { continue }
            current.append(row)
        }
        close()
        return regions
    }

    private func table(from region: [TextRow], textHeight h: Double) -> Table? {
        guard let bounds = Box.enclosing(region.map(\.box)) else { return nil }
        let columnLines = [bounds.x] + gutters(of: region, within: bounds, textHeight: h) + [bounds.maxX]
        guard columnLines.count >= 3 else { return nil }
        let rows = joinedContinuations(region, columns: columnLines)
        guard rows.count >= minimumRows else { return nil }
        var rowLines = [bounds.y]
        for (upper, lower) in zip(rows, rows.dropFirst()) { rowLines.append((upper.box.maxY + lower.box.y) / 2) }
        rowLines.append(bounds.maxY)
        let grid = GridLayout(rows: rowLines, columns: columnLines)
        // A word crossing a column line (a heading over two columns) joins the cells on either side of it.
        let merged = grid.mergedCells { separator in
            guard separator.orientation == .vertical, let row = GridLayout.slot((separator.from + separator.to) / 2,
                                                                               in: rowLines) else { return true }
            return !rows[row].words.contains { $0.box.x < separator.position && $0.box.maxX > separator.position }
        }
        let placed = grid.place(region.flatMap(\.words), in: merged)
        let filled = placed.filter { !$0.words.isEmpty }
        let wordsPerCell = Double(filled.reduce(0) { $0 + $1.words.count }) / Double(max(filled.count, 1))
        let fill = Double(filled.reduce(0) { $0 + $1.rowSpan * $1.columnSpan }) / Double(grid.rowCount * grid.columnCount)
        guard wordsPerCell <= maximumWordsPerCell, fill >= minimumFill, !isKeyValueBlock(placed) else { return nil }
        let cells = placed.map { cell in
            TableCell(row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan,
                      text: CellText.text(of: cell.words), box: cell.box)
        }
        return Table(order: 0, box: bounds, rowCount: grid.rowCount, columnCount: grid.columnCount, ruled: false,
                     headerRowCount: HeaderRows.count(in: cells, rowCount: grid.rowCount, columnCount: grid.columnCount),
                     cells: cells)
    }

    /// Column lines: the middles of the x-runs inside `bounds` that hardly any chunk of a several-chunk row
    /// covers (at most `gutterCrossings` of those rows: a heading may run over a gutter), at least
    /// `minimumGutter` text heights wide. Chunks wider than half the region (a title, a note) are left out of
    /// the count, so they do not hide the gutters under them.
    private func gutters(of region: [TextRow], within bounds: Box, textHeight h: Double) -> [Double] {
        let origin = bounds.x
        let width = Int(bounds.width.rounded(.up)) + 1
        var covered = [Int](repeating: 0, count: width)
        let counted = region.filter { $0.chunks.count >= 2 }
        for row in counted {
            for range in row.chunkRanges where range.to - range.from <= bounds.width / 2 {
                let from = max(0, Int(range.from - origin)), to = min(width - 1, Int((range.to - origin).rounded(.up)))
                if from <= to { for x in from...to { covered[x] += 1 } }
            }
        }
        let allowed = Int(gutterCrossings * Double(counted.count))
        var lines: [Double] = []
        var runStart: Int?
        for x in 0..<width {
            if covered[x] <= allowed {
                if runStart == nil { runStart = x }
            } else if let start = runStart {
                if start > 0, Double(x - start) >= minimumGutter * h { lines.append(origin + Double(start + x) / 2) }
                runStart = nil
            }
        }
        return lines
    }

    /// `rows` with each continuation row (first cell empty, its chunks only under text of the row above, that
    /// row's text not a number, and closer to it than rows usually are to each other: a wrapped line is set
    /// tighter than the table's rows) joined to the row above.
    private func joinedContinuations(_ rows: [TextRow], columns: [Double]) -> [TextRow] {
        func filledColumns(_ row: TextRow) -> Set<Int> {
            Set(row.words.compactMap { GridLayout.slot($0.box.x + $0.box.width / 2, in: columns) })
        }
        let pitches = zip(rows, rows.dropFirst()).map { $1.box.y - $0.box.y }.sorted()
        let usualPitch = pitches.isEmpty ? 0 : pitches[pitches.count / 2]
        var joined: [TextRow] = []
        for (index, row) in rows.enumerated() {
            if let above = joined.last, index > 0, row.box.y - rows[index - 1].box.y < 0.85 * usualPitch {
                let mine = filledColumns(row), theirs = filledColumns(above)
                let textAbove = above.words.filter { mine.contains(GridLayout.slot($0.box.x + $0.box.width / 2,
                                                                                   in: columns) ?? -1) }
                if !mine.contains(0), !mine.isEmpty, mine.isSubset(of: theirs), mine.count < theirs.count,
                   !textAbove.contains(where: { HeaderRows.isNumeric($0.text) }) {
                    joined[joined.count - 1] = TextRow(box: above.box.union(row.box), chunks: above.chunks + row.chunks)
                    continue
                }
            }
            joined.append(row)
        }
        return joined
    }

    /// Two columns whose first cells mostly end in a colon (a form's labels and values), or either of whose
    /// columns mostly holds `label: value` text (two blocks side by side, such as a letterhead beside invoice
    /// details): not a table.
    private func isKeyValueBlock(_ cells: [GridLayout.Cell]) -> Bool {
        guard cells.map({ $0.column + $0.columnSpan }).max() == 2 else { return false }
        let labels = cells.filter { $0.column == 0 && !$0.words.isEmpty }
        let endsWithColon = labels.filter { $0.words.max(by: { $0.box.x < $1.box.x })?.text.hasSuffix(":") == true }
        if !labels.isEmpty, Double(endsWithColon.count) >= 0.6 * Double(labels.count) { return true }
        return (0..<2).contains { column in
            let filled = cells.filter { $0.column == column && !$0.words.isEmpty }
            let pairs = filled.filter { cell in cell.words.dropLast().contains { $0.text.hasSuffix(":") } }
            return !filled.isEmpty && Double(pairs.count) >= 0.6 * Double(filled.count)
        }
    }
}
