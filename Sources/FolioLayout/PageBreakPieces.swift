import FolioModel

/// What the page-break joins (`ItemsOverPages`, `ParagraphsOverPages`) share: the body paragraph that opens a page,
/// a paragraph's em, and the reading order closed up over a block taken out.
enum PageBreakPieces {
    /// The body paragraph that opens the page's body, ahead of every list and table; nil when the body opens with
    /// something else (a heading, a list, a table).
    static func openingBody(of page: Page) -> Int? {
        let body = page.paragraphs.indices.filter { !page.paragraphs[$0].role.isFurniture }
        guard let first = body.min(by: { page.paragraphs[$0].order < page.paragraphs[$1].order }),
              page.paragraphs[first].role == .body,
              !page.lists.contains(where: { $0.order < page.paragraphs[first].order }),
              !page.tables.contains(where: { $0.order < page.paragraphs[first].order }) else { return nil }
        return first
    }

    /// The paragraph's em in page pixels: its type size, or its line height where the page's resolution or the
    /// size is unknown.
    static func em(of paragraph: Paragraph, on page: Page) -> Double {
        if let size = paragraph.fontSize, page.dpi > 0 { return size / 72 * page.dpi }
        return paragraph.box.height / Double(max(1, paragraph.text.split(whereSeparator: \.isNewline).count))
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
