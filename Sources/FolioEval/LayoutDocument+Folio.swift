import FolioModel

extension LayoutDocument {
    /// Folio's layout of `document` in the neutral form: per page, its paragraphs, lists and tables merged by
    /// their `order`; page headers, footers and page numbers left out; a title or heading paragraph as a heading
    /// block (a title is level 1), every other paragraph (body, caption, footnote) as a paragraph; a table as a
    /// paragraph of its cell texts, row by row (the layout truth has no tables, so a table is text read as one).
    public init(folio document: Document, name: String) {
        let pages = document.pages.sorted { $0.index < $1.index }.map { page -> LayoutPage in
            var ordered: [(order: Int, rank: Int, block: LayoutBlock)] = []
            for paragraph in page.paragraphs where !paragraph.role.isFurniture {
                let block: LayoutBlock
                switch paragraph.role {
                case .title: block = LayoutBlock(type: .title, text: paragraph.text, level: paragraph.level ?? 1)
                case .heading: block = LayoutBlock(type: .heading, text: paragraph.text, level: paragraph.level)
                default: block = LayoutBlock(type: .paragraph, text: paragraph.text)
                }
                ordered.append((paragraph.order, 0, block))
            }
            for list in page.lists {
                let items = list.items.map {
                    LayoutItem(text: $0.text, level: $0.level, markerType: $0.markerType, marker: $0.marker)
                }
                ordered.append((list.order, 1, .list(items)))
            }
            for table in page.tables {
                let cells = table.cells.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
                let text = cells.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
                ordered.append((table.order, 2, LayoutBlock(type: .paragraph, text: text)))
            }
            // `order` is unique on a page; the rank keeps the result stable if it is not.
            let blocks = ordered.enumerated()
                .sorted { ($0.element.order, $0.element.rank, $0.offset) < ($1.element.order, $1.element.rank, $1.offset) }
                .map(\.element.block)
            return LayoutPage(blocks: blocks)
        }
        self.init(name: name, pages: pages)
    }

    /// The document name for an input file name: without `.pdf`, and without `.scan` before it.
    public static func name(forFile fileName: String) -> String {
        var name = fileName
        if name.lowercased().hasSuffix(".pdf") { name = String(name.dropLast(4)) }
        if name.hasSuffix(".scan") { name = String(name.dropLast(5)) }
        return name
    }
}
