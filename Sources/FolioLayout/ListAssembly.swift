import FolioModel

/// Gathers list-item blocks into lists: nesting from how far each item is indented in its column, marker
/// types settled by the items before them at the same level ("i." after "h." is a letter), and paragraphs
/// indented under an item kept in it.
struct ListAssembly {
    private struct OpenItem {
        var marker: ListMarker
        /// The marker as the text has it (`LayoutLine.markerAsRead`).
        var asRead: String?
        var kind: ListMarker.Kind
        var level: Int
        var texts: [String]
        var box: Box
        /// Where the item's text starts, from its column's left edge.
        var textIndent: Double
    }

    /// An open level of nesting: where its items stand and what its last item was.
    private struct Level {
        /// Its items' indent from their column's left edge (`indent(of:)`), and that column's left edge.
        var indent: Double
        var columnLeft: Double
        /// Where its last item's marker and text start (page pixels), and the marker as settled.
        var markerX: Double
        var textX: Double
        var marker: String
        var reading: (kind: ListMarker.Kind, value: Int)
    }

    var done: [ListBlock] = []
    /// The indent of the page's outermost items (the least of all its items'), when known: a list that opens a
    /// column or page further in (going on from a list before the break) opens one level down.
    /// Kept apart for bulleted and numbered items (measured at the bullet, and at the text after the number).
    var outermostIndent: (bullet: Double?, numbered: Double?) = (nil, nil)
    private var items: [OpenItem] = []
    /// The open levels, outermost first.
    private var levels: [Level] = []

    /// Whether `block`, a paragraph, belongs to the open list's last item: indented at least as far as its text.
    func takes(_ block: LayoutBlock) -> Bool {
        guard let last = items.last, let first = block.lines.first else { return false }
        let em = max(1, first.box.height)
        return first.box.x - block.columnLeft >= last.textIndent - 0.6 * em
    }

    /// Adds an item (or a paragraph the last item takes). Its level:
    /// - in the column of the open levels, the levels it stands left of close: its indent is half an em or more
    ///   less than theirs, or both its marker and its text start half an em or more left of their last item's
    ///   (a number after a bullet nested under the number before it); it then joins the innermost level left
    ///   when indented as that level's items are, else opens a level inside it. A marker standing in the text
    ///   of the last item, right of where that text starts less a quarter em (and half an em or more right of
    ///   its marker: a bullet found in the ink has no box of its own, and its text starts where it is put),
    ///   opens a level too ("◦" set under "II. Optionally" half an em in from its text);
    /// - going on over a column or page break, the innermost open level whose last marker it continues (the same
    ///   bullet, or the next number of the same kind: "◦" at the head of a second column, then "III." after
    ///   "II."), measured again in the new column; a column's own left edge is no guide, where long numbers
    ///   ("VIII.") hang out of it;
    /// - opening a column or page with no list open, one level down when it is indented further than the page's
    ///   outermost items of its kind, or, a bullet, when it stands in the text of the page's outermost numbered
    ///   items (a list nested under "I." going on at the top of the next page).
    mutating func add(_ block: LayoutBlock) {
        guard let first = block.lines.first else { return }
        let text = block.lines.map(\.text).joined(separator: " ")
        guard block.isItem, let marker = first.marker else {
            items[items.count - 1].texts.append(text)
            items[items.count - 1].box = items[items.count - 1].box.union(block.box)
            return
        }
        let em = max(1, first.box.height)
        let indent = Self.indent(of: block), column = block.columnLeft
        let markerX = first.markerX, textX = first.textX
        func inColumn(_ level: Level) -> Bool { abs(level.columnLeft - column) < em }
        func continues(_ level: Level) -> Bool {
            if marker.kind == .bullet { return level.reading.kind == .bullet && level.marker == marker.text }
            return level.reading.kind != .bullet
                && marker.readings.contains { $0.kind == level.reading.kind && $0.value == level.reading.value + 1 }
        }
        while let top = levels.last, inColumn(top), indent < top.indent - 0.5 * em
                || (textX < top.textX - 0.5 * em && markerX < top.markerX - 0.5 * em) {
            levels.removeLast()
        }
        if let top = levels.last, !inColumn(top), let going = levels.lastIndex(where: continues) {
            levels.removeLast(levels.count - going - 1)
            levels[going].indent = indent
            levels[going].columnLeft = column
        } else {
            while let top = levels.last, !inColumn(top), indent < top.indent - 0.5 * em { levels.removeLast() }
            if levels.isEmpty, block.opensColumn {
                let outermost = marker.kind == .bullet ? outermostIndent.bullet : outermostIndent.numbered
                if let outermost, indent > outermost + 0.5 * em {
                    levels.append(Level(indent: outermost, columnLeft: column, markerX: -.infinity, textX: .infinity,
                                        marker: "", reading: (.other, -1)))
                } else if marker.kind == .bullet, let numbered = outermostIndent.numbered,
                          indent >= numbered - 0.25 * em {
                    levels.append(Level(indent: numbered, columnLeft: column, markerX: -.infinity,
                                        textX: column + numbered, marker: "", reading: (.other, -1)))
                }
            }
            let nests = levels.last.map {
                inColumn($0) && markerX >= $0.textX - 0.25 * em && markerX > $0.markerX + 0.5 * em
            } ?? false
            if let top = levels.last, abs(indent - top.indent) <= 0.5 * em, !nests {
                // Same level.
            } else {
                levels.append(Level(indent: indent, columnLeft: column, markerX: markerX, textX: textX, marker: "",
                                    reading: (.other, -1)))
            }
        }
        let level = levels.count - 1
        let last = levels[level].reading
        let reading = ListMarker.settle(marker, after: last.value >= 0 ? last : nil)
        levels[level].reading = reading
        levels[level].marker = marker.text
        levels[level].markerX = markerX
        levels[level].textX = textX
        items.append(OpenItem(marker: marker, asRead: first.markerAsRead, kind: reading.kind, level: level,
                              texts: [text], box: block.box,
                              textIndent: first.textX - block.columnLeft))
    }

    /// How far an item is indented in its column: where a bullet stands, or where a numbered item's text
    /// starts (numbers are often set flush right, "VIII." further left than "I.", while the text lines up).
    static func indent(of block: LayoutBlock) -> Double {
        guard let first = block.lines.first else { return 0 }
        return (first.marker?.kind == .bullet ? first.markerX : first.textX) - block.columnLeft
    }

    /// The open list as a block numbered `order`, with its text for the transcript (an item a line, indented
    /// by level, its marker as the text has it), or nil when none is open; the next item starts a new list.
    mutating func finish(order: Int) -> (list: ListBlock, transcript: String)? {
        defer { items = []; levels = [] }
        guard !items.isEmpty else { return nil }
        let listItems = items.map {
            ListItem(marker: $0.marker.text, markerType: $0.kind.rawValue, level: $0.level,
                     text: $0.texts.joined(separator: " "), box: $0.box)
        }
        let transcript = items.map { item in
            String(repeating: "  ", count: item.level) + ([item.asRead].compactMap { $0 } + item.texts).joined(separator: " ")
        }.joined(separator: "\n")
        return (ListBlock(order: order, box: Box.enclosing(items.map(\.box)) ?? items[0].box, items: listItems), transcript)
    }
}
