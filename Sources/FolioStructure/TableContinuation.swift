import FolioModel

/// Joins tables continued over pages. The last table of a page continues as the first table of the next when
/// little text follows it on its page (a "continued" note, a footer), little precedes the other on the next page
/// (a running head), both have the same columns (count and positions, as a share of the page width), and the
/// other opens with no heading of its own (none, or the first one's repeated). The continuation's rows are
/// appended to the first table, dropping a repeated heading; the joined table stays on its first page with
/// `pageRange` [first, last].
public enum TableContinuation {
    /// Lines of text allowed between a table's foot and the page's (or the page's top and the table's head).
    static let linesAllowed = 2
    /// The top and bottom share of a page where running heads, footers and page numbers sit; their lines do
    /// not count.
    static let marginShare = 0.08
    /// Column lines may move by this share of the page width between pages.
    static let columnTolerance = 0.02

    public static func joined(_ pages: [Page]) -> [Page] {
        var pages = pages
        var first = 0
        while first < pages.count {
            guard var table = pages[first].tables.last else { first += 1; continue }
            // `piece` is the part of the table on page `previous`, the one the next page's first table continues.
            var piece = table, previous = first, next = first + 1
            while next < pages.count, pages[next].index == pages[previous].index + 1,
                  let tail = pages[next].tables.first, table.columnCount == tail.columnCount {
                let repeated = repeatsHeading(of: table, in: tail)
                // A table opening with a heading of its own is a new one, however like the last its columns are.
                let ownHeading = tail.headerRowCount > 0 && !(repeated && table.headerRowCount == tail.headerRowCount)
                guard !ownHeading, continues(piece, on: pages[previous], as: tail, on: pages[next]) else { break }
                table = appending(tail, to: table, skippingHeading: repeated, firstPage: pages[first].index,
                                  lastPage: pages[next].index)
                pages[next].tables.removeFirst()
                for i in pages[next].tables.indices { pages[next].tables[i].order = i }
                piece = tail
                previous = next
                // The table goes on over another page break only when it was all this page held.
                if !pages[next].tables.isEmpty { break }
                next += 1
            }
            pages[first].tables[pages[first].tables.count - 1] = table
            first = previous > first ? previous : first + 1
        }
        return pages
    }

    /// Whether `tail`, first on its page, continues `piece` (the part on the page before of the table so far),
    /// last on its page, by the text around them and their columns.
    private static func continues(_ piece: Table, on page: Page, as tail: Table, on nextPage: Page) -> Bool {
        guard page.height > 0, nextPage.height > 0 else { return false }
        let below = page.lines.filter {
            $0.box.y >= piece.box.maxY && $0.box.maxY <= (1 - marginShare) * Double(page.height)
        }
        let above = nextPage.lines.filter { $0.box.maxY <= tail.box.y && $0.box.y >= marginShare * Double(nextPage.height) }
        guard below.count <= linesAllowed, above.count <= linesAllowed else { return false }
        let a = columnLines(piece, pageWidth: Double(page.width)), b = columnLines(tail, pageWidth: Double(nextPage.width))
        return a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= columnTolerance }
    }

    /// Left edges of the table's columns (from its one-column cells), as shares of the page width.
    private static func columnLines(_ table: Table, pageWidth: Double) -> [Double] {
        (0..<table.columnCount).map { column in
            let lefts = table.cells.filter { $0.column == column && $0.columnSpan == 1 }.map(\.box.x)
            return (lefts.min() ?? 0) / max(pageWidth, 1)
        }
    }

    /// Whether `tail` opens with the heading rows of `head` again (`isRepeat`); false when `head` has none.
    private static func repeatsHeading(of head: Table, in tail: Table) -> Bool {
        head.headerRowCount > 0
            && isRepeat(rows(of: tail, upTo: head.headerRowCount), of: rows(of: head, upTo: head.headerRowCount))
    }

    private static func appending(_ tail: Table, to head: Table, skippingHeading repeated: Bool, firstPage: Int,
                                  lastPage: Int) -> Table {
        var joined = head
        // Cells say their page once the table spans several.
        for i in joined.cells.indices where joined.cells[i].page == nil { joined.cells[i].page = firstPage }
        let skip = repeated ? head.headerRowCount : 0
        for cell in tail.cells where cell.row >= skip {
            var moved = cell
            moved.row = cell.row - skip + head.rowCount
            moved.page = lastPage
            joined.cells.append(moved)
        }
        joined.rowCount = head.rowCount + tail.rowCount - skip
        joined.pageRange = [head.pageRange?.first ?? firstPage, lastPage]
        return joined
    }

    /// Whether heading rows `tail` repeat `head`: most cells (four in five) the same, letters and digits
    /// compared, case-folded, one text allowed to stop short of the other (a scan's "Cost" for "Cost (€)").
    static func isRepeat(_ tail: [[String]], of head: [[String]]) -> Bool {
        guard tail.count == head.count else { return false }
        let pairs = zip(tail, head).flatMap { zip($0, $1) }
        guard !pairs.isEmpty else { return false }
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let same = pairs.filter { a, b in
            let x = key(a), y = key(b)
            return x == y || (!x.isEmpty && !y.isEmpty && (x.hasPrefix(y) || y.hasPrefix(x)))
        }
        return same.count * 5 >= pairs.count * 4
    }

    /// The texts of the first `count` rows, cell by cell, whitespace-normalised.
    private static func rows(of table: Table, upTo count: Int) -> [[String]] {
        (0..<count).map { row in
            table.cells.filter { $0.row == row }.sorted { $0.column < $1.column }
                .map { $0.text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        }
    }
}
