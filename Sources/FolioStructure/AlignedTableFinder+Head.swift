import FolioModel

/// What stands at a region's head and is no part of its table: a letterhead set centred over the rows, or a run of
/// lines each in one piece (a receipt's shop, address and order details, set left, over its items).
extension AlignedTableFinder {
    /// The rows of `region` below the lines set centred at its head, two or more, as a letterhead is over a
    /// receipt's items ("CHRIS'S   HAMBURGERS", "7701 ATLANTIC AVE.", "CUDAHY CA. 90201"); nil when it has no
    /// such head. The lines are `rows` (`region`'s, a table row's lines joined) over `columns`: each line keeps
    /// clear of both the region's edges by a text height, its middle lies within a tenth of the region's width (or
    /// 1.5 text heights) of the region's, and it is one piece of text, runs across a column line, or is a phrase
    /// parted at a gap (`isPhraseParted`). A data row fills its columns edge to edge, and so does a title row
    /// running across a form; a table's row of headings starts at its first column, reaches its last or holds a
    /// heading for most columns (camelot's health.pdf: six, centred over theirs); two headings or entries centred
    /// in two columns stand a column apart (img2table's implicit.png, "Col 1" and "Col 2"); a heading over the
    /// middle columns alone is one line.
    func belowLetterhead(_ region: [TextRow], rows: [TextRow], columns: [Double], textHeight h: Double) -> [TextRow]? {
        guard let bounds = Box.enclosing(region.map(\.box)) else { return nil }
        let inner = columns.dropFirst().dropLast()
        func isCentredLine(_ row: TextRow) -> Bool {
            let left = row.box.x - bounds.x, right = bounds.maxX - row.box.maxX
            guard left > h, right > h, abs(left - right) <= max(1.5 * h, 0.1 * bounds.width) else { return false }
            return row.chunks.count == 1 || row.hasWord(across: inner) || (row.chunks.count == 2 && Self.isPhraseParted(row))
        }
        let head = rows.prefix(while: isCentredLine)
        guard head.count >= 2 else { return nil }
        return Self.region(region, below: head)
    }

    /// The rows of `region` below a head of lines each in one piece — one cell, or one text running across
    /// columns — where the table's rows start: the first two rows running on, each filling two cells or more.
    /// The head holds at least three such lines, at least twice as many as it has lines of several cells, and
    /// one of them runs across a column line. A receipt read as one table has its shop's name, address, tax
    /// number and order details so over its items (sroie-dev's 009: fourteen lines, eight of them across both
    /// columns, and the order number beside the time among them), set left or centred; a table's caption, or a
    /// title and a line of units over its heading, make two lines at most; a heading over the figures and group
    /// labels under it are short, each in its own column (camelot's edge_tol.pdf: "2016", "(all amounts in
    /// EUR)", "Class A"). Nil when there is no such head. `rows` are `region`'s, a table row's
    /// lines joined, over `columns`.
    func belowLinesInOnePiece(_ region: [TextRow], rows: [TextRow], columns: [Double]) -> [TextRow]? {
        let pieces = rows.map { Self.pieces(of: $0, columns: columns) }
        guard let start = pieces.indices.dropLast().first(where: { pieces[$0] >= 2 && pieces[$0 + 1] >= 2 }) else {
            return nil
        }
        let single = pieces[..<start].filter { $0 <= 1 }.count
        guard single >= 3, single >= 2 * (start - single) else { return nil }
        let runsAcross = rows[..<start].contains { $0.hasChunk(across: columns.dropFirst().dropLast()) }
        return runsAcross ? Self.region(region, below: rows[..<start]) : nil
    }

    /// How many cells of the grid over `columns` the text of `row` fills: each chunk fills the columns it spans,
    /// and chunks sharing a column fill one cell together.
    static func pieces(of row: TextRow, columns: [Double]) -> Int {
        let spans = row.chunkRanges.map { range -> (first: Int, last: Int) in
            let first = GridLayout.slot(range.from + 0.5, in: columns) ?? 0
            return (first, max(first, GridLayout.slot(range.to - 0.5, in: columns) ?? first))
        }.sorted { $0.first < $1.first }
        var count = 0, reach = -1
        for span in spans {
            if span.first > reach { count += 1 }
            reach = max(reach, span.last)
        }
        return count
    }

    /// The lines of `region` below `head`, its first joined rows: a joined row holds its lines' chunks in turn, so
    /// the head ends with the line holding the first word of its last chunk (a caption trimmed off the region's
    /// top is no row of the head, and goes with it). Never the whole region, which would be read again for ever.
    static func region(_ region: [TextRow], below head: some Collection<TextRow>) -> [TextRow] {
        guard let mark = head.reversed().lazy.compactMap({ $0.chunks.last?.first }).first,
              let last = region.lastIndex(where: { line in line.words.contains { $0.box == mark.box } }) else {
            return []
        }
        return Array(region[(last + 1)...])
    }

    /// Whether `row`, of two pieces, is a phrase parted at a gap ("CHRIS'S   HAMBURGERS") rather than two columns'
    /// entries: the gap is no wider than the narrower piece.
    static func isPhraseParted(_ row: TextRow) -> Bool {
        let ranges = row.chunkRanges
        guard ranges.count == 2 else { return false }
        let gap = ranges[1].from - ranges[0].to
        return gap <= min(ranges[0].to - ranges[0].from, ranges[1].to - ranges[1].from)
    }
}
