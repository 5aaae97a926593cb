import FolioModel

/// Body paragraphs broken by a page break made whole again: the paragraph that closes a page's body, stopped
/// mid-sentence on a full line, goes on with the body paragraph that opens the next page in lower case
/// (layout-dev's contributor covenant: "… posting via an official" at the foot of a page, "social media account,
/// or acting as …" at the head of the next). The text is kept on the page the paragraph starts on, its lines
/// apart as they were; the piece on the next page is no paragraph of its own.
enum ParagraphsOverPages {
    /// How far short of the paragraph's right edge, in ems, its last line may end and still be a full line.
    static let fullLineSlack = 2.0
    /// How much the two pieces' type may differ in size, as a share of the larger (sizes measured from a scan's
    /// ink scatter by up to 7 %).
    static let sizeTolerance = 0.1
    /// The share of the page's height at its foot the closing paragraph must reach into, and at its head the
    /// opening one must start in: a body that stops higher up ended there (a page of a chapter's end).
    static let pageEnd = 0.25

    static func joined(_ pages: [Page]) -> [Page] {
        var pages = pages
        for p in pages.indices.dropLast() {
            guard sameSize(pages[p], pages[p + 1]),
                  let closing = closingParagraph(of: pages[p]),
                  let opening = openingContinuation(of: pages[p + 1]),
                  sameType(pages[p].paragraphs[closing], pages[p + 1].paragraphs[opening]) else { continue }
            pages[p].paragraphs[closing].text += "\n" + pages[p + 1].paragraphs[opening].text
            let gone = pages[p + 1].paragraphs.remove(at: opening).order
            pages[p + 1] = PageBreakPieces.renumbered(pages[p + 1], after: gone)
        }
        return pages
    }

    /// Whether two pages are one size and way round: text runs on from a portrait page to a portrait page.
    static func sameSize(_ a: Page, _ b: Page) -> Bool {
        abs(a.width - b.width) <= max(a.width, b.width) / 50 && abs(a.height - b.height) <= max(a.height, b.height) / 50
    }

    /// The body paragraph that closes the page's body when it stops mid-sentence (its text ends in a letter, a
    /// digit, a comma, a semicolon or a hyphen: a word broken over the page) on a full line, its last line running
    /// to the paragraph's right edge, at the foot of the body (an em or less above the lowest body block: both
    /// columns of a page end there) in the page's lowest quarter.
    static func closingParagraph(of page: Page) -> Int? {
        let body = page.paragraphs.indices.filter { !page.paragraphs[$0].role.isFurniture }
        guard let last = body.max(by: { page.paragraphs[$0].order < page.paragraphs[$1].order }) else { return nil }
        let paragraph = page.paragraphs[last]
        guard paragraph.role == .body,
              paragraph.order > (page.lists.map(\.order) + page.tables.map(\.order)).max() ?? -1,
              let end = paragraph.text.last, end.isLetter || end.isNumber || ",;-".contains(end),
              let lastLine = lastLine(of: paragraph, on: page) else { return nil }
        let em = PageBreakPieces.em(of: paragraph, on: page)
        let foot = bodyBoxes(of: page).map(\.maxY).max() ?? paragraph.box.maxY
        return lastLine.box.maxX >= paragraph.box.maxX - fullLineSlack * em && paragraph.box.maxY >= foot - em
            && paragraph.box.maxY >= (1 - pageEnd) * Double(page.height) ? last : nil
    }

    /// The body paragraph that opens the page's body, ahead of every list and table and at its head (an em or less
    /// below the highest body block, in the page's top quarter), when it starts in lower case.
    static func openingContinuation(of page: Page) -> Int? {
        guard let first = PageBreakPieces.openingBody(of: page),
              page.paragraphs[first].text.first?.isLowercase == true else { return nil }
        let head = bodyBoxes(of: page).map(\.y).min() ?? page.paragraphs[first].box.y
        let top = page.paragraphs[first].box.y
        return top <= head + PageBreakPieces.em(of: page.paragraphs[first], on: page)
            && top <= pageEnd * Double(page.height) ? first : nil
    }

    /// The boxes of the page's body: its paragraphs other than page furniture, its lists and tables.
    static func bodyBoxes(of page: Page) -> [Box] {
        page.paragraphs.filter { !$0.role.isFurniture }.map(\.box) + page.lists.map(\.box) + page.tables.map(\.box)
    }

    /// Whether two pieces are set in one type: the same size where both are known.
    static func sameType(_ a: Paragraph, _ b: Paragraph) -> Bool {
        guard let x = a.fontSize, let y = b.fontSize else { return true }
        return abs(x - y) <= sizeTolerance * max(x, y)
    }

    /// The paragraph's bottom line among the page's lines: the lowest whose centre lies in its box.
    static func lastLine(of paragraph: Paragraph, on page: Page) -> Line? {
        let box = paragraph.box
        return page.lines.filter {
            let x = $0.box.x + $0.box.width / 2, y = $0.box.y + $0.box.height / 2
            return x >= box.x && x <= box.maxX && y >= box.y && y <= box.maxY
        }.max { $0.box.maxY < $1.box.maxY }
    }
}
