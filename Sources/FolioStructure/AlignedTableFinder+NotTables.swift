import FolioModel

/// What lines up like a table but is none: a list, running text in columns or beside a table, a block of labels
/// and values, the words around a drawing.
extension AlignedTableFinder {
    /// A list, not a table: its first column holds little but list markers (bullets "•", "◦", "o", "-", or
    /// numbers and letters with their stop, "1.", "b)"), the items' text beside them.
    func isMarkedList(_ cells: [GridLayout.Cell]) -> Bool {
        let first = cells.filter { $0.column == 0 && !$0.words.isEmpty }
        guard first.count >= 3 else { return false }
        let marked = first.filter { $0.words.count == 1 && Self.isListMarker($0.words[0].text) }
        return Double(marked.count) >= 0.7 * Double(first.count)
    }

    /// A bullet glyph (or what OCR reads for one), or a short enumeration with its stop ("3." "b)" "(iv)").
    static func isListMarker(_ text: String) -> Bool {
        if text.count <= 2, !text.contains(where: { $0.isLetter || $0.isNumber }) { return true }
        if ["o", "e", "©", "«", "¢"].contains(text) { return true }
        var core = Substring(text)
        if core.hasPrefix("("), core.hasSuffix(")") { core = core.dropFirst().dropLast() }
        else if core.hasSuffix(".") || core.hasSuffix(")") { core = core.dropLast() }
        else { return false }
        return !core.isEmpty && core.count <= 4 && core.allSatisfy { $0.isNumber || $0.isLetter }
            && (core.allSatisfy(\.isNumber) || core.count == 1 || core.allSatisfy { "ivxlcIVXLC".contains($0) })
    }

    /// The share of `table`'s box that drawings clear of its words cover (their overlaps with it summed, at most
    /// 1). Words lined up round a chart (its tick labels down one side, its legend down the other) frame its
    /// plot, where a table's columns frame blank gutters. A drawing holding more than a tenth of the table's
    /// `words` (their middles) is drawn over the table, not framed by it: a signature across a receipt's totals.
    static func drawingShare(of table: Table, among drawings: [Box], words: [Word]) -> Double {
        let box = table.box
        guard box.width > 0, box.height > 0, !drawings.isEmpty else { return 0 }
        let inside = words.filter { box.contains(center: $0.box) }
        let covered = drawings.reduce(0.0) { total, drawing in
            let held = inside.filter { drawing.contains(center: $0.box) }.count
            return 10 * held <= inside.count ? total + box.intersectionArea(with: drawing) : total
        }
        return min(1, covered / (box.width * box.height))
    }

    /// The words of columns that line up on no edge, which are no table's columns: words scattered over a
    /// picture (a map's place names beside its legend). Such a column holds three entries or more, and most of
    /// them line up with no other entry of the column on any edge (left, right or middle within `tolerance`). A
    /// table's column is set flush left, flush right or centred, so each entry lines up with others: in a column
    /// of labels indented by level, with the others of its level.
    static func unalignedColumnWords(_ cells: [GridLayout.Cell], tolerance: Double) -> Set<Word> {
        let single = cells.filter { $0.columnSpan == 1 && !$0.words.isEmpty }
        var scattered: Set<Word> = []
        for column in Dictionary(grouping: single, by: \.column).values {
            let extents = column.compactMap { Box.enclosing($0.words.map(\.box)) }.map { (from: $0.x, to: $0.maxX) }
            guard extents.count >= 3 else { continue }
            // An entry lines up with another on an edge when it has a neighbour close enough in that edge's sorted
            // order (a sort per edge, not a comparison of every pair: a column may hold thousands of entries).
            var lined = Set<Int>()
            let edges: [(key: ((from: Double, to: Double)) -> Double, within: Double)] = [
                ({ $0.from }, tolerance), ({ $0.to }, tolerance), ({ $0.from + $0.to }, 2 * tolerance)]
            for edge in edges {
                let order = extents.indices.sorted { edge.key(extents[$0]) < edge.key(extents[$1]) }
                for (a, b) in zip(order, order.dropFirst())
                where edge.key(extents[b]) - edge.key(extents[a]) <= edge.within {
                    lined.formUnion([a, b])
                }
            }
            if 2 * lined.count < extents.count { scattered.formUnion(column.flatMap(\.words)) }
        }
        return scattered
    }

    /// Two columns of prose read across, not a table: many rows, and most cells going on from the cell above
    /// in mid-sentence (opening with a small letter), where a table's wrapped cells are joined into one cell
    /// and its cells open with capitals, digits or signs.
    func isRunningText(_ cells: [GridLayout.Cell]) -> Bool {
        let filled = cells.filter { !$0.words.isEmpty && $0.row > 0 }
        guard filled.count >= 12 else { return false }
        let continuing = filled.filter { cell in
            let first = cell.words.min { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
            return first?.text.first?.isLowercase == true
        }
        return Double(continuing.count) >= 0.4 * Double(filled.count)
    }

    /// Labels and values, not a table: two columns whose first cells mostly end in a colon (a form), or rows
    /// that mostly hold a `label: value` pair inside them (details set beside an address, as on an invoice). A
    /// row of a label ending in a colon and a figure, under rows of figures with no such label (a receipt's
    /// "TAX: | $1.32" under its items' prices, receipt-photos-dev's 1102), is a row of the table, no pair.
    func isKeyValueBlock(_ cells: [GridLayout.Cell]) -> Bool {
        let labels = cells.filter { $0.column == 0 && !$0.words.isEmpty }
        let endsWithColon = labels.filter { $0.words.max(by: { $0.box.x < $1.box.x })?.text.hasSuffix(":") == true }
        if cells.map({ $0.column + $0.columnSpan }).max() == 2, !labels.isEmpty,
           Double(endsWithColon.count) >= 0.6 * Double(labels.count) {
            return true
        }
        let rows = GridLayout.Cell.filledRows(cells)
        func isPair(_ row: [GridLayout.Cell]) -> Bool {
            GridLayout.Cell.words(of: row).dropLast().contains { $0.text.hasSuffix(":") }
        }
        func text(_ cell: GridLayout.Cell) -> String { CellText.text(of: cell.words) }
        let figureRows = rows.filter { !isPair($0) && $0.dropFirst().contains { HeaderRows.isNumeric(text($0)) } }
        func isLabelledFigure(_ row: [GridLayout.Cell]) -> Bool {
            row.count == 2 && row[0].words.max(by: { $0.box.x < $1.box.x })?.text.hasSuffix(":") == true
                && HeaderRows.isNumeric(text(row[1]))
        }
        let pairs = rows.filter { isPair($0) && !(figureRows.count >= 2 && isLabelledFigure($0)) }
        return !rows.isEmpty && Double(pairs.count) >= 0.4 * Double(rows.count)
    }

    /// `region` without its first or last column when that column is running text beside the rest (an article
    /// beside its infobox, as on a printed Wikipedia page): at least `minimumProseRows` of its rows hold text
    /// there, more than `maximumWordsPerCell` words a row on average, and the rest of the region is set on lines
    /// of its own, at another pitch: under half of the column's lines have anything beside them, under 0.6 of its
    /// rows in `layout` (wrapped cells joined: the box's lines join the article's), and two lines or more
    /// of the rest fall between two of the column's. A table's column of long descriptions has the entries'
    /// other cells on the first line of each, never between its lines. Nil when no edge column is such, or the
    /// region has fewer than three columns (two columns of prose are no table at all: `isRunningText`).
    func besideProse(_ region: [TextRow], layout: (columns: [Double], rows: [TextRow])) -> [TextRow]? {
        let lines = layout.columns, joined = layout.rows
        guard lines.count >= 4 else { return nil }
        for edge in [0, lines.count - 2] {
            let from = lines[edge], to = lines[edge + 1]
            let inEdge = { (word: Word) in (from..<to).contains(word.box.x + word.box.width / 2) }
            // Per row: words in the edge column, and whether any lie beside it.
            func counts(_ rows: [TextRow]) -> [(words: Int, beside: Bool)] {
                rows.map { row in (row.words.filter(inEdge).count, row.words.contains { !inEdge($0) }) }
                    .filter { $0.words > 0 }
            }
            let rows = counts(joined), lineCounts = counts(region)
            guard rows.count >= minimumProseRows else { continue }
            let words = Double(rows.map(\.words).reduce(0, +)) / Double(rows.count)
            guard words > maximumWordsPerCell,
                  Double(rows.filter(\.beside).count) < 0.6 * Double(rows.count),
                  Double(lineCounts.filter(\.beside).count) < 0.5 * Double(lineCounts.count) else { continue }
            let inColumn = region.map { $0.words.contains(where: inEdge) }
            guard let first = inColumn.firstIndex(of: true), let last = inColumn.lastIndex(of: true),
                  inColumn[first...last].filter({ !$0 }).count >= 2 else { continue }
            return Self.keeping(region) { !inEdge($0) }
        }
        return nil
    }
}
