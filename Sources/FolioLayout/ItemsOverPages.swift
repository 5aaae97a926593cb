import FolioModel

/// List items broken by a page break made whole again: the text that opens a page, set in from its body's left
/// edge as an item's text is, goes on from the item that closed the page before when that item stopped
/// mid-sentence (layout-dev's semver, wasm design, Google review guide and matrix MSC: "… where X, Y, and" at
/// the foot of a page, "Z are non-negative integers, …" at the head of the next).
enum ItemsOverPages {
    static func joined(_ pages: [Page]) -> [Page] {
        var pages = pages
        for p in pages.indices.dropLast() {
            guard let (list, item) = closingItem(of: pages[p]),
                  let paragraph = openingContinuation(of: pages[p + 1]) else { continue }
            let text = pages[p + 1].paragraphs[paragraph].text.split(whereSeparator: \.isNewline).joined(separator: " ")
            pages[p].lists[list].items[item].text += " " + text
            let gone = pages[p + 1].paragraphs.remove(at: paragraph).order
            pages[p + 1] = PageBreakPieces.renumbered(pages[p + 1], after: gone)
        }
        return pages
    }

    /// The list and item that close the page's body when that item stops mid-sentence (its text ends in no
    /// full stop, question or exclamation mark, or colon).
    static func closingItem(of page: Page) -> (list: Int, item: Int)? {
        let lastParagraph = page.paragraphs.filter { !$0.role.isFurniture }.map(\.order).max() ?? -1
        let lastTable = page.tables.map(\.order).max() ?? -1
        guard let list = page.lists.indices.max(by: { page.lists[$0].order < page.lists[$1].order }),
              page.lists[list].order > max(lastParagraph, lastTable), let item = page.lists[list].items.indices.last,
              let end = page.lists[list].items[item].text.last, !".!?:".contains(end) else { return nil }
        return (list, item)
    }

    /// The paragraph that opens the page's body as a continuation: body text, ahead of every list and table,
    /// starting an em or more right of the left edge of the page's other body paragraphs and list items.
    static func openingContinuation(of page: Page) -> Int? {
        guard let first = PageBreakPieces.openingBody(of: page),
              let left = (page.paragraphs.indices.filter { $0 != first && page.paragraphs[$0].role == .body }
                            .map { page.paragraphs[$0].box.x } + page.lists.flatMap(\.items).map(\.box.x)).min()
        else { return nil }
        let paragraph = page.paragraphs[first]
        return paragraph.box.x >= left + PageBreakPieces.em(of: paragraph, on: page) ? first : nil
    }
}
