import FolioModel

/// A table's grid: row and column line positions (page pixels, sorted), the cells between them, which of them
/// merge, and which words fall in each.
struct GridLayout {
    /// One side shared by two neighbouring cells: a horizontal one at `position` (a y) from x `from` to `to`, or
    /// a vertical one at an x from y `from` to `to`.
    struct Separator {
        var orientation: RuleSegment.Orientation
        var position: Double
        var from: Double
        var to: Double
    }

    /// A cell of the table, possibly spanning several grid cells, with its words.
    struct Cell {
        var row: Int
        var column: Int
        var rowSpan = 1
        var columnSpan = 1
        var box: Box
        var words: [Word] = []
    }

    let rows: [Double]
    let columns: [Double]

    var rowCount: Int { rows.count - 1 }
    var columnCount: Int { columns.count - 1 }

    /// The cells, neighbours merged where `isSeparated` says no separator lies between them. A merge that would
    /// not make a rectangle (an L-shaped region) is not made: those grid cells stay apart.
    func mergedCells(isSeparated: (Separator) -> Bool) -> [Cell] {
        var sets = UnionFind(count: rowCount * columnCount)
        for r in 0..<rowCount {
            for c in 0..<columnCount {
                if c + 1 < columnCount, !isSeparated(Separator(orientation: .vertical, position: columns[c + 1],
                                                               from: rows[r], to: rows[r + 1])) {
                    sets.join(r * columnCount + c, r * columnCount + c + 1)
                }
                if r + 1 < rowCount, !isSeparated(Separator(orientation: .horizontal, position: rows[r + 1],
                                                            from: columns[c], to: columns[c + 1])) {
                    sets.join(r * columnCount + c, (r + 1) * columnCount + c)
                }
            }
        }
        var cells: [Cell] = []
        for members in sets.groups() {
            let rs = members.map { $0 / columnCount }, cs = members.map { $0 % columnCount }
            let r0 = rs.min()!, r1 = rs.max()!, c0 = cs.min()!, c1 = cs.max()!
            if members.count == (r1 - r0 + 1) * (c1 - c0 + 1) {
                cells.append(cell(row: r0, column: c0, rowSpan: r1 - r0 + 1, columnSpan: c1 - c0 + 1))
            } else {
                cells += members.map { cell(row: $0 / columnCount, column: $0 % columnCount, rowSpan: 1, columnSpan: 1) }
            }
        }
        return cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
    }

    /// `cells` with the words whose centre lies in each; words outside the grid are left out. With
    /// `cuttingAtCellEdges`, a text-layer word running over the edge between two cells of its row is cut there
    /// first (`Word.cut(at:)`): in a ruled grid the rule clips a cell's text, and a PDF's text runs the clipped
    /// end on into the next cell's ("Elizab2165" for "Elizabeth" | "2165 Princeton Ave").
    func place(_ words: [Word], in cells: [Cell], cuttingAtCellEdges: Bool = false) -> [Cell] {
        var owner: [Int: Int] = [:] // grid index → cell index
        for (i, cell) in cells.enumerated() {
            for r in cell.row..<(cell.row + cell.rowSpan) {
                for c in cell.column..<(cell.column + cell.columnSpan) { owner[r * columnCount + c] = i }
            }
        }
        var placed = cells
        for word in words {
            for piece in cuttingAtCellEdges ? cut(word, owner: owner) : [word] {
                let cx = piece.box.x + piece.box.width / 2, cy = piece.box.y + piece.box.height / 2
                guard let r = Self.slot(cy, in: rows), let c = Self.slot(cx, in: columns),
                      let i = owner[r * columnCount + c] else { continue }
                placed[i].words.append(piece)
            }
        }
        return placed
    }

    /// `word` cut at each column line it crosses that parts two cells of its row.
    private func cut(_ word: Word, owner: [Int: Int]) -> [Word] {
        guard word.glyphEdges != nil, let r = Self.slot(word.box.y + word.box.height / 2, in: rows),
              let first = Self.slot(word.box.x, in: columns), let last = Self.slot(word.box.maxX, in: columns),
              first < last else { return [word] }
        var pieces: [Word] = [], rest = word
        for c in first..<last where owner[r * columnCount + c] != owner[r * columnCount + c + 1] {
            guard let (left, right) = rest.cut(at: columns[c + 1]) else { continue }
            pieces.append(left)
            rest = right
        }
        return pieces + [rest]
    }

    /// The columns holding the centre of one of `words` (with `wholeWordsOnly`, of a word lying wholly inside).
    func columnsHolding(_ words: [Word], wholeWordsOnly: Bool = false) -> Set<Int> {
        Set(words.compactMap { word -> Int? in
            guard let column = Self.slot(word.box.x + word.box.width / 2, in: columns) else { return nil }
            let inside = word.box.x >= columns[column] && word.box.maxX <= columns[column + 1]
            return !wholeWordsOnly || inside ? column : nil
        })
    }

    /// The grid without one inner line next to a row or column that no word lies in (the line on the
    /// side that keeps the table's outer edges), or nil when every row and column holds words.
    /// With `wholeWordsOnly`, a column counts as filled only by a word lying wholly inside it: one that every
    /// word merely crosses (a long entry running over a gap) goes too.
    func withoutEmptyLine(_ placed: [Cell], wholeWordsOnly: Bool = false) -> GridLayout? {
        // Rows and columns holding a word's centre (a merged cell's words fill only the rows they lie in).
        let words = placed.flatMap(\.words)
        let filledRows = Set(words.compactMap { Self.slot($0.box.y + $0.box.height / 2, in: rows) })
        let filledColumns = columnsHolding(words, wholeWordsOnly: wholeWordsOnly)
        if let empty = (0..<rowCount).first(where: { !filledRows.contains($0) }) {
            var lines = rows
            lines.remove(at: empty == 0 ? 1 : empty)
            return GridLayout(rows: lines, columns: columns)
        }
        if let empty = (0..<columnCount).first(where: { !filledColumns.contains($0) }) {
            var lines = columns
            lines.remove(at: empty == 0 ? 1 : empty)
            return GridLayout(rows: rows, columns: lines)
        }
        return nil
    }

    /// The table these placed cells make: each cell's text from its words, the heading rows counted.
    func table(of placed: [Cell], box: Box, ruled: Bool) -> Table {
        let cells = placed.map { cell in
            TableCell(row: cell.row, column: cell.column, rowSpan: cell.rowSpan, columnSpan: cell.columnSpan,
                      text: CellText.text(of: cell.words), box: cell.box)
        }
        return Table(order: 0, box: box, rowCount: rowCount, columnCount: columnCount, ruled: ruled,
                     headerRowCount: HeaderRows.count(in: cells, rowCount: rowCount, columnCount: columnCount),
                     cells: cells)
    }

    private func cell(row: Int, column: Int, rowSpan: Int, columnSpan: Int) -> Cell {
        Cell(row: row, column: column, rowSpan: rowSpan, columnSpan: columnSpan,
             box: Box(x: columns[column], y: rows[row], width: columns[column + columnSpan] - columns[column],
                      height: rows[row + rowSpan] - rows[row]))
    }

    /// The index of the interval of `lines` holding `value`, or nil outside them.
    static func slot(_ value: Double, in lines: [Double]) -> Int? {
        guard let first = lines.first, let last = lines.last, value >= first, value <= last else { return nil }
        // The last line at or before `value`, the second-last for a value on the last line.
        return max(0, min(lines.partitioningIndex { $0 > value } - 1, lines.count - 2))
    }
}

extension GridLayout.Cell {
    /// The cells holding words, grouped into rows top to bottom, each row's cells left to right.
    static func filledRows(_ cells: [GridLayout.Cell]) -> [[GridLayout.Cell]] {
        Dictionary(grouping: cells.filter { !$0.words.isEmpty }, by: \.row).sorted { $0.key < $1.key }
            .map { $0.value.sorted { $0.column < $1.column } }
    }

    /// The words of `row`'s cells, left to right.
    static func words(of row: [GridLayout.Cell]) -> [Word] {
        row.flatMap(\.words).sorted { $0.box.x < $1.box.x }
    }
}
