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
            pages[p + 1] = renumbered(pages[p + 1], after: gone)
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
        let body = page.paragraphs.indices.filter { !page.paragraphs[$0].role.isFurniture }
        guard let first = body.min(by: { page.paragraphs[$0].order < page.paragraphs[$1].order }),
              page.paragraphs[first].role == .body,
              !page.lists.contains(where: { $0.order < page.paragraphs[first].order }),
              !page.tables.contains(where: { $0.order < page.paragraphs[first].order }),
              let left = (body.filter { $0 != first && page.paragraphs[$0].role == .body }
                            .map { page.paragraphs[$0].box.x } + page.lists.flatMap(\.items).map(\.box.x)).min()
        else { return nil }
        let paragraph = page.paragraphs[first]
        let lines = max(1, paragraph.text.split(whereSeparator: \.isNewline).count)
        let em = paragraph.fontSize.map { $0 / 72 * page.dpi } ?? paragraph.box.height / Double(lines)
        return paragraph.box.x >= left + em ? first : nil
    }

    /// `page` with the reading order closed up over a block taken out at `order`.
    static func renumbered(_ page: Page, after order: Int) -> Page {
        var page = page
        for i in page.paragraphs.indices where page.paragraphs[i].order > order { page.paragraphs[i].order -= 1 }
        for i in page.lists.indices where page.lists[i].order > order { page.lists[i].order -= 1 }
        for i in page.tables.indices where page.tables[i].order > order { page.tables[i].order -= 1 }
        return page
    }
}
