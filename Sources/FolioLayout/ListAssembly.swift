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

    var done: [ListBlock] = []
    /// The indent of the page's outermost items (the least of all its items'), when known: a list that opens a
    /// column or page further in (going on from a list before the break) opens one level down.
    /// Kept apart for bulleted and numbered items (measured at the bullet, and at the text after the number).
    var outermostIndent: (bullet: Double?, numbered: Double?) = (nil, nil)
    private var items: [OpenItem] = []
    /// Indents (from the column's left edge) of the open levels, outermost first.
    private var indents: [Double] = []
    /// The kind and value of the last item at each open level.
    private var previous: [(kind: ListMarker.Kind, value: Int)] = []

    /// Whether `block`, a paragraph, belongs to the open list's last item: indented at least as far as its text.
    func takes(_ block: LayoutBlock) -> Bool {
        guard let last = items.last, let first = block.lines.first else { return false }
        let em = max(1, first.box.height)
        return first.box.x - block.columnLeft >= last.textIndent - 0.6 * em
    }

    mutating func add(_ block: LayoutBlock) {
        guard let first = block.lines.first else { return }
        let text = block.lines.map(\.text).joined(separator: " ")
        guard block.isItem, let marker = first.marker else {
            items[items.count - 1].texts.append(text)
            items[items.count - 1].box = items[items.count - 1].box.union(block.box)
            return
        }
        let em = max(1, first.box.height)
        let indent = Self.indent(of: block)
        while let top = indents.last, indent < top - 0.5 * em {
            indents.removeLast()
            previous.removeLast()
        }
        if indents.isEmpty, block.opensColumn, let outermost = marker.kind == .bullet ? outermostIndent.bullet : outermostIndent.numbered,
           indent > outermost + 0.5 * em {
            indents.append(outermost)
            previous.append((.other, -1))
        }
        if let top = indents.last, abs(indent - top) <= 0.5 * em {
            // Same level.
        } else {
            indents.append(indent)
            previous.append((.other, -1))
        }
        let level = indents.count - 1
        let last = previous[level]
        let reading = ListMarker.settle(marker, after: last.value >= 0 ? last : nil)
        previous[level] = reading
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
        defer { items = []; indents = []; previous = [] }
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
