import FolioModel

/// Tables without a full grid — borderless, or ruled only under the heading — told by how their words line up.
///
/// Rows of text whose words fall into two or more chunks (gaps wider than a word space) and that follow each
/// other closely form a candidate region; a gutter far wider than the others splits it into two tables set side
/// by side. Its columns are the runs of x that hardly any chunk covers (gutters), as in a vertical projection; a
/// word crossing a column line (a heading over two columns) makes a merged cell. Heading lines, wrapped cells
/// and rows centred over wrapped cells join their row; a caption or note standing apart is trimmed, and a
/// letterhead set centred over the rows, or a table's head of lines in one piece each, cut off (the rows below
/// it read again: `AlignedTableFinder+Head.swift`). A region is
/// a table only when it has at least `minimumRows` rows and two columns, its cells are short (prose in two
/// columns has long ones), most cells are filled, and it is not a key–value block.
public struct AlignedTableFinder: TableFinding {
    /// Gaps wider than this many text heights separate chunks (a word space is about a third of one).
    public var chunkGap = 0.45
    /// The widest gap, in text heights, between two words of a heading read as one heading over a column line.
    static let phraseSpace = 0.6
    /// Rows further apart than this many text heights (or than 2.5 times the page's usual line gap) end a region.
    public var maximumRowGap = 1.8
    /// Gutters at least this many text heights wide separate columns.
    public var minimumGutter = 0.45
    /// Narrower gutters, at least this many text heights wide, separate columns whose entries line up either side
    /// (`narrowGutters`).
    public var minimumNarrowGutter = 0.25
    /// A gutter may be crossed by this share of the rows (headings spanning columns).
    public var gutterCrossings = 0.15
    /// A gutter this many times wider than every other separates two tables set side by side.
    public var tableGap = 3.0
    public var minimumRows = 3
    /// Cells holding more words than this, on average, are prose.
    public var maximumWordsPerCell = 4.5
    /// At least this share of a table's cells hold text.
    public var minimumFill = 0.5
    /// An edge column of running text beside a table holds text in at least this many rows (`besideProse`).
    public var minimumProseRows = 8
    /// Two entries of a column line up when their left edges, right edges or middles lie within this many text
    /// heights (`unalignedColumnWords`).
    public var alignment = 0.5
    /// A table whose box drawings clear of its words cover this share of, or more, is the words round a chart
    /// (`drawingShare`).
    public var maximumDrawingShare = 0.3

    public init() {}

    public func tables(on evidence: PageEvidence) -> [Table] {
        // Words set sideways on the upright page (a chart's axis title beside its tick labels) are no row's.
        var page = evidence
        page.words = evidence.words.filter { !CellText.isSideways($0) }
        let h = page.textHeight
        // The word space counts only when it looks like one (on a page of table cells most gaps are columns).
        let space = Self.wordSpace(page.words)
        let rows = TextRow.rows(of: page.words, gap: max(chunkGap * h, space < 0.6 * h ? 1.8 * space : 0))
        let headings = rows.filter(Self.isContentsHeading)
        let found = regions(of: rows, textHeight: h).flatMap { region -> [Table] in
            let parts = sideBySide(region, textHeight: h)
            guard parts.count > 1 else { return tables(in: region, headings: headings, textHeight: h) }
            let split = parts.map { tables(in: $0, headings: headings, textHeight: h) }
            // A side that reads as no table beside one that does may be its row labels: ragged in length, they
            // have gutters of their own, and the wide one after them is no edge between tables (camelot's
            // anticlockwise_table_2 scanned). The region is read whole then, if it reads as a table.
            if split.contains(where: \.isEmpty) && split.contains(where: { !$0.isEmpty }) {
                let whole = tables(in: region, headings: headings, textHeight: h)
                if !whole.isEmpty { return whole }
            }
            return split.flatMap { $0 }
        }
        return found.filter { table in
            Self.drawingShare(of: table, among: page.drawings, words: page.words) < maximumDrawingShare
        }
    }

    /// The tables read from one region of rows (none when it reads as no table).
    private func tables(in region: [TextRow], headings: [TextRow], textHeight h: Double) -> [Table] {
        guard let layout = layout(of: region, textHeight: h) else { return [] }
        // A letterhead over the rows is no part of the table: what is below it is read again.
        if let rest = belowLetterhead(region, rows: layout.rows, columns: layout.columns, textHeight: h) {
            return rest.filter({ $0.chunks.count >= 2 }).count >= 2 ? tables(in: rest, headings: headings,
                                                                            textHeight: h) : []
        }
        let headed = Self.lies(region, under: headings, textHeight: h)
        // Running text beside a table (an article beside its infobox) is cut off, and what is left read again.
        guard let rest = besideProse(region, layout: layout) else {
            guard let whole = table(from: region, layout: layout, textHeight: h, underContentsHeading: headed) else {
                return []
            }
            // A table's head of lines in one piece is no part of it: what is below it is read again, and the
            // table stays whole when that reads as none. (Only a table's head: a region that reads as no table is
            // not searched for one under such lines. And a receipt's items with totals labelled "TAX:", "TOTAL:"
            // read as labels and values, no table, once the lines over them are gone: receipt-photos-dev's 1102.)
            guard let rest = belowLinesInOnePiece(region, rows: layout.rows, columns: layout.columns),
                  rest.filter({ $0.chunks.count >= 2 }).count >= 2 else { return [whole] }
            let below = tables(in: rest, headings: headings, textHeight: h)
            return below.isEmpty ? [whole] : below
        }
        return regions(of: rest, textHeight: h).compactMap { part in
            self.layout(of: part, textHeight: h).flatMap {
                table(from: part, layout: $0, textHeight: h, underContentsHeading: headed)
            }
        }
    }

    /// A region's column lines (its left and right edges and the gutters between) and its rows, the lines of one
    /// table row joined and a caption or note standing apart trimmed; nil with fewer than two columns.
    private func layout(of region: [TextRow], textHeight h: Double) -> (columns: [Double], rows: [TextRow])? {
        guard let bounds = Box.enclosing(region.map(\.box)) else { return nil }
        let runs = gutterRuns(of: region, within: bounds, textHeight: h, minimumWidth: minimumNarrowGutter * h)
        let gutters = runs.filter { $0.run >= minimumGutter * h }.map(\.position)
        let narrow = narrowGutters(runs.filter { $0.run < minimumGutter * h }.map(\.position), of: region,
                                   within: bounds, textHeight: h, besides: gutters)
        let columns = [bounds.x] + (gutters + narrow).sorted() + [bounds.maxX]
        guard columns.count >= 3 else { return nil }
        return (columns, trimmed(joinedContinuations(region, columns: columns), columns: columns))
    }

    /// The usual gap between two words of a line (the lower third of all such gaps: most are word spaces). It
    /// differs with the source: OCR boxes hug the ink, so OCR words stand further apart than a text layer's.
    static func wordSpace(_ words: [Word]) -> Double {
        let gaps = CellText.lines(of: words).flatMap { line in
            zip(line, line.dropFirst()).map { $1.box.x - $0.box.maxX }.filter { $0 > 0 }
        }.sorted()
        return gaps.isEmpty ? 0 : gaps[gaps.count / 3]
    }

    /// `region` cut in two at a gutter far wider than its others (at least `tableGap` times the next widest)
    /// when each side keeps two columns: two tables set side by side, or one table's rows continued in a
    /// second column of the page. The rows keep only their words on each side.
    private func sideBySide(_ region: [TextRow], textHeight h: Double) -> [[TextRow]] {
        guard let bounds = Box.enclosing(region.map(\.box)) else { return [region] }
        let runs = gutterRuns(of: region, within: bounds, textHeight: h)
        guard runs.count >= 3, let widest = runs.indices.max(by: { runs[$0].width < runs[$1].width }) else {
            return [region]
        }
        let others = runs.indices.filter { $0 != widest }.map { runs[$0].width }
        guard widest >= 1, runs.count - widest >= 2, runs[widest].width >= tableGap * (others.max() ?? 0) else {
            return [region]
        }
        let cut = runs[widest].position
        return [Self.keeping(region) { $0.box.x + $0.box.width / 2 < cut },
                Self.keeping(region) { $0.box.x + $0.box.width / 2 >= cut }]
    }

    /// The rows of `region` with only the words `keep` accepts; rows left without words go.
    static func keeping(_ region: [TextRow], where keep: (Word) -> Bool) -> [TextRow] {
        region.compactMap { row in
            let chunks = row.chunks.map { $0.filter(keep) }.filter { !$0.isEmpty }
            guard let box = Box.enclosing(chunks.flatMap { $0.map(\.box) }) else { return nil }
            return TextRow(box: box, chunks: chunks)
        }
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
        // Rows further apart than the page's lines usually are (twice the median gap) end a region too: an
        // OCR text height is the ink's, smaller than the line spacing it is set in.
        let gaps = zip(rows, rows.dropFirst()).map { $1.box.y - $0.box.maxY }.filter { $0 > 0 }.sorted()
        let limit = max(maximumRowGap * h, gaps.isEmpty ? 0 : 2.5 * gaps[gaps.count / 2])
        for (index, row) in rows.enumerated() {
            if let last = current.last, row.box.y - last.box.maxY > limit { close() }
            if current.isEmpty && row.chunks.count < 2 { continue }
            if current.isEmpty { current += Self.headingAbove(row, in: rows[..<index], limit: limit) }
            current.append(row)
            if Self.isCaptionBetween(current) {
                // The rows above the caption are a table of their own, and the caption belongs to neither.
                let first = current.removeLast()
                current.removeLast()
                close()
                current = [first]
            }
        }
        close()
        return regions
    }

    /// Whether the second-to-last of `rows` is a caption standing between two tables (pdfplumber's issue-466
    /// scanned: "No vertical lines" between a table ruled down its columns and one ruled under its rows, read as
    /// one table of nine rows): a row of one chunk set further from the row above and from the row below than
    /// twice the widest gap between the rows of several chunks above it, with at least two such rows above it
    /// and the last row one of several chunks.
    static func isCaptionBetween(_ rows: [TextRow]) -> Bool {
        guard rows.count >= 4, let last = rows.last, last.chunks.count >= 2 else { return false }
        let caption = rows[rows.count - 2]
        guard caption.chunks.count == 1 else { return false }
        let above = Array(rows.dropLast(2))
        guard let lastAbove = above.last, above.filter({ $0.chunks.count >= 2 }).count >= 2 else { return false }
        let gaps = zip(above, above.dropFirst()).map { $1.box.y - $0.box.maxY }
        let usual = max(gaps.max() ?? 0, 1)
        return caption.box.y - lastAbove.box.maxY > 2 * usual && last.box.y - caption.box.maxY > 2 * usual
    }

    /// The rows just above a region's first row `row` that belong to the table: up to three rows of one short
    /// chunk each, each close over the next, of which the topmost is a column heading (right of the row's first
    /// cell and narrow: "2016" over the figures, or the first line of a two-line heading, "Express / (£)" beside
    /// "Fee (£)"), with the rows between it and `row` (group labels in the first column: "(all amounts in
    /// EUR)", "Class A"). None when no such heading is among them: a title or caption above a table starts at
    /// the left or runs across it.
    static func headingAbove(_ row: TextRow, in rows: ArraySlice<TextRow>, limit: Double) -> [TextRow] {
        guard let first = row.chunkRanges.first else { return [] }
        var near: [TextRow] = [], topHeading: Int?
        var lower = row
        for above in rows.reversed().prefix(3) {
            guard above.chunks.count == 1, above.words.count <= 4, lower.box.y - above.box.maxY <= limit else { break }
            near.append(above)
            if above.box.x > first.to && above.box.width <= row.box.width / 3 { topHeading = near.count }
            lower = above
        }
        return topHeading.map { Array(near.prefix($0).reversed()) } ?? []
    }

    private func table(from region: [TextRow], layout: (columns: [Double], rows: [TextRow]),
                       textHeight h: Double, underContentsHeading: Bool = false) -> Table? {
        guard let bounds = Box.enclosing(region.map(\.box)) else { return nil }
        let columnLines = layout.columns, rows = layout.rows
        guard rows.count >= minimumRows, let kept = Box.enclosing(rows.map(\.box)) else { return nil }
        // The table ends where its rows do: a trimmed caption or note is outside it.
        var rowLines = [kept.y]
        for (upper, lower) in zip(rows, rows.dropFirst()) { rowLines.append((upper.box.maxY + lower.box.y) / 2) }
        rowLines.append(kept.maxY)
        var grid = GridLayout(rows: rowLines, columns: columnLines)
        // A word crossing a column line (a heading over two columns) joins the cells on either side of it, except
        // in headings crowded over narrow columns, where it may only stick into a neighbour's cell. Which headings
        // are crowded is asked of the columns left each time lines go (a line inside the stub's indents, pruned,
        // no longer makes its heading "Background characteristic" one over a group of columns).
        var crowded = Self.crowdedHeadings(rows, columns: columnLines)
        let headings = Self.headingRows(rows)
        func isSeparated(_ separator: GridLayout.Separator) -> Bool {
            guard separator.orientation == .vertical, let row = GridLayout.slot((separator.from + separator.to) / 2,
                                                                               in: rowLines) else { return true }
            let x = separator.position, words = rows[row].words, lines = grid.columns
            guard crowded.contains(row), let line = lines.firstIndex(of: x), line > 0, line + 1 < lines.count else {
                // A heading's words a word space apart over a few columns are one heading ("Modern method"), even
                // where a column line falls in the space between them.
                if headings.contains(row), !crowded.contains(row), Self.phraseSpans(x, in: words) { return false }
                return !words.contains { $0.box.x < x && $0.box.maxX > x }
            }
            return !words.contains {
                Self.sticksIntoEmptyCell($0, at: x, between: lines[line - 1], and: lines[line + 1], among: words)
            }
        }
        // A column no word lies in is a gap inside a column (a long entry's), not a column: its line goes.
        var words = rows.flatMap(\.words)
        var placed = grid.place(words, in: grid.mergedCells(isSeparated: isSeparated))
        func dropping(_ gone: Set<Word>) {
            guard !gone.isEmpty else { return }
            words.removeAll { gone.contains($0) }
            placed = grid.place(words, in: grid.mergedCells(isSeparated: isSeparated))
        }
        // A column holding nothing but a stray mark or two (a speck OCR read as ":" or "'") is not a column: the
        // marks go, and the column with them.
        dropping(Self.strayMarks(in: placed, rowCount: grid.rowCount))
        // A column whose entries line up on no edge is no column either: its words go (a map's names beside its
        // legend leave one column, no table).
        dropping(Self.unalignedColumnWords(placed, tolerance: alignment * h))
        while grid.columnCount > 2, let pruned = grid.withoutEmptyLine(placed, wholeWordsOnly: true),
              pruned.rowCount == grid.rowCount {
            grid = pruned
            crowded = Self.crowdedHeadings(rows, columns: grid.columns)
            placed = grid.place(words, in: grid.mergedCells(isSeparated: isSeparated))
        }
        while grid.columnCount > 2, let line = Self.lineUnderHeadingOnly(placed, grid: grid) {
            var columns = grid.columns
            columns.remove(at: line)
            grid = GridLayout(rows: grid.rows, columns: columns)
            crowded = Self.crowdedHeadings(rows, columns: columns)
            placed = grid.place(words, in: grid.mergedCells(isSeparated: isSeparated))
        }
        // Two columns, one holding no word (an empty column is pruned only while more than two are left): a single
        // column of text beside a gap, such as a chart's tick labels beside its plot once their stray marks went.
        guard grid.columnCount > 2 || grid.columnsHolding(words).count == grid.columnCount else { return nil }
        let filled = placed.filter { !$0.words.isEmpty }
        // Dot leaders ("Total . . . . .") are not words of the cell.
        let wordsPerCell = Double(filled.reduce(0) { total, cell in
            total + cell.words.filter { $0.text.contains { $0 != "." && $0 != "…" } }.count
        }) / Double(max(filled.count, 1))
        // Merged cells count once: prose cut into cells at random gaps leaves many merges and few filled cells.
        let fill = Double(filled.count) / Double(grid.rowCount * grid.columnCount)
        guard wordsPerCell <= maximumWordsPerCell, fill >= minimumFill, !isKeyValueBlock(placed),
              !isRunningText(placed), !isMarkedList(placed),
              !isContentsList(placed, underHeading: underContentsHeading), !isIndex(placed),
              !(underContentsHeading && Self.isNumberedOutline(placed)) else { return nil }
        return grid.table(of: placed, box: Box(x: bounds.x, y: kept.y, width: bounds.width, height: kept.height),
                          ruled: false)
    }

    /// The column line between a column holding nothing but a heading and the column beside it whose entries
    /// have no heading, or nil. A heading centred over a wide column of short entries set to one side
    /// ("Nombre Municipio" over "Aguascalientes") stands clear of them and makes a column of its own. The
    /// heading lies in the table's first two rows, the neighbour is empty there and holds text in most rows below;
    /// with such a neighbour on both sides, the one whose entries come nearer the heading is its column.
    static func lineUnderHeadingOnly(_ placed: [GridLayout.Cell], grid: GridLayout) -> Int? {
        guard grid.rowCount >= 4 else { return nil }
        let single = placed.filter { $0.columnSpan == 1 && !$0.words.isEmpty }
        let byColumn = Dictionary(grouping: single, by: \.column)
        func extent(_ cells: [GridLayout.Cell]) -> (from: Double, to: Double)? {
            let boxes = cells.flatMap(\.words).map(\.box)
            guard let from = boxes.map(\.x).min(), let to = boxes.map(\.maxX).max() else { return nil }
            return (from, to)
        }
        for column in 0..<grid.columnCount {
            let cells = byColumn[column] ?? []
            guard let top = cells.map(\.row).max(), top <= 1, let heading = extent(cells) else { continue }
            let below = grid.rowCount - top - 1
            let neighbours = [column - 1, column + 1].filter { $0 >= 0 && $0 < grid.columnCount }.compactMap {
                neighbour -> (column: Int, distance: Double)? in
                let entries = byColumn[neighbour] ?? []
                guard entries.allSatisfy({ $0.row > top }), 2 * entries.count > below,
                      let body = extent(entries) else { return nil }
                return (neighbour, max(0, max(body.from - heading.to, heading.from - body.to)))
            }
            if let nearest = neighbours.min(by: { $0.distance < $1.distance }) {
                return max(column, nearest.column)
            }
        }
        return nil
    }

    /// The heading rows crowded over narrow columns, whose words a word space apart each stand over a column of
    /// their own and stick a little into the neighbours' cells ("method sterilization sterilization"): the rows
    /// above the first row holding a number (when two rows or more do), with words over at least half the
    /// columns, none reaching past a column line by a fifth of its width on both sides (as a title or a heading
    /// over a group of columns does).
    static func crowdedHeadings(_ rows: [TextRow], columns: [Double]) -> Set<Int> {
        Set(headingRows(rows).filter { index in
            let words = rows[index].words
            let filled = Set(words.compactMap { GridLayout.slot($0.box.x + $0.box.width / 2, in: columns) })
            let spans = words.contains { word in
                columns.contains { min($0 - word.box.x, word.box.maxX - $0) >= 0.2 * word.box.width }
            }
            return 2 * filled.count >= columns.count - 1 && !spans
        })
    }

    /// The rows above the first row holding a number, when two rows or more do; none otherwise.
    static func headingRows(_ rows: [TextRow]) -> Range<Int> {
        let numeric = rows.indices.filter { rows[$0].words.contains { HeaderRows.isNumeric($0.text) } }
        guard numeric.count >= 2, let body = numeric.first else { return 0..<0 }
        return 0..<body
    }

    /// Whether two neighbouring words of one line of a row stand either side of `x` less than `phraseSpace` of
    /// their height apart: a word space, wider than the text layer's or OCR's usual one, not a gutter. A heading
    /// row may hold several lines (a wrapped heading's, joined): words of different lines are no neighbours.
    static func phraseSpans(_ x: Double, in words: [Word]) -> Bool {
        words.contains { left in
            guard left.box.maxX <= x else { return false }
            let line = words.filter { abs($0.box.midY - left.box.midY) < 0.5 * min($0.box.height, left.box.height) }
            guard line.filter({ $0.box.maxX <= x }).allSatisfy({ $0.box.maxX <= left.box.maxX }),
                  let right = line.filter({ $0.box.x >= x }).min(by: { $0.box.x < $1.box.x }) else { return false }
            return right.box.x - left.box.maxX < phraseSpace * min(left.box.height, right.box.height)
        }
    }

    /// Whether `word`, crossing the column line at `x` (between the lines at `left` and `right`), sticks into a
    /// cell holding no word of its own (which it then joins), on the side where less of it lies.
    static func sticksIntoEmptyCell(_ word: Word, at x: Double, between left: Double, and right: Double,
                                    among words: [Word]) -> Bool {
        guard word.box.x < x, word.box.maxX > x else { return false }
        let (from, to) = x - word.box.x < word.box.maxX - x ? (left, x) : (x, right)
        return !words.contains { other in
            let centre = other.box.x + other.box.width / 2
            return other != word && centre > from && centre < to && !(other.box.x < x && other.box.maxX > x)
        }
    }

    /// Column lines in the x-runs inside `bounds` that hardly any chunk of a several-chunk row covers (at most
    /// `gutterCrossings` of those rows: a heading may run over a gutter), at least `minimumWidth` wide
    /// (`minimumGutter` text heights when not given), each with the width of the clear stretch it lies in and of
    /// its whole run. Chunks wider than half the region (a title, a note) are left out of the count, so they do
    /// not hide the gutters under them.
    func gutterRuns(of region: [TextRow], within bounds: Box, textHeight h: Double,
                    minimumWidth: Double? = nil) -> [(position: Double, width: Double, run: Double)] {
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
        let allowed = counted.count >= 4 ? max(1, Int(gutterCrossings * Double(counted.count))) : 0
        var lines: [(position: Double, width: Double, run: Double)] = []
        for run in Self.runs(in: covered, where: { $0 <= allowed }) where run.lowerBound > 0 && run.upperBound < width
            && Double(run.count) >= (minimumWidth ?? minimumGutter * h) {
            // Inside a gutter, a line goes through the least covered stretch: past a heading that sticks out
            // into it, and on both sides of a sparse column's few entries (which then make a column).
            let least = run.map { covered[$0] }.min() ?? 0
            let stretches = Self.runs(in: Array(covered[run]), where: { $0 == least })
            let clear = stretches.filter { Double($0.count) >= 0.25 * h }
            let widest = stretches.max { $0.count < $1.count }.map { [$0] } ?? [0..<run.count]
            for part in clear.isEmpty ? widest : clear {
                lines.append((origin + Double(run.lowerBound) + Double(part.lowerBound + part.upperBound) / 2,
                              Double(part.count), Double(run.count)))
            }
        }
        return lines
    }

    /// The words of columns that hold only marks without a letter or digit, in at most a fifth of the rows (and
    /// at most two): specks and stray strokes. A column of dashes standing for zero fills more rows.
    static func strayMarks(in cells: [GridLayout.Cell], rowCount: Int) -> Set<Word> {
        let single = cells.filter { $0.columnSpan == 1 && !$0.words.isEmpty }
        var marks: Set<Word> = []
        for column in Dictionary(grouping: single, by: \.column).values {
            let words = column.flatMap(\.words)
            guard column.count <= min(2, max(1, rowCount / 5)),
                  words.allSatisfy({ !$0.text.contains { $0.isLetter || $0.isNumber } }) else { continue }
            marks.formUnion(words)
        }
        return marks
    }

    /// The maximal runs of indices of `values` whose values pass `test`.
    static func runs(in values: [Int], where test: (Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (i, value) in values.enumerated() {
            if test(value) {
                if start == nil { start = i }
            } else if let s = start {
                runs.append(s..<i)
                start = nil
            }
        }
        if let s = start { runs.append(s..<values.count) }
        return runs
    }
}
