/// What a layout tool found in a set of documents, in the layout benchmark's neutral form
/// (docs/bench-layout.md): per page, its blocks in reading order, page furniture left out. Folio's JSON export
/// and the peers' Markdown are both converted to it, so one scorer reads them all.
public struct LayoutPredictions: Codable, Sendable, Hashable {
    public var documents: [LayoutDocument]

    public init(documents: [LayoutDocument]) {
        self.documents = documents
    }
}

/// One document: its pages in order.
public struct LayoutDocument: Codable, Sendable, Hashable {
    /// The file name without `.pdf` (and without `.scan` for a scanned copy): the truth file's name.
    public var name: String
    public var pages: [LayoutPage]

    public init(name: String, pages: [LayoutPage]) {
        self.name = name
        self.pages = pages
    }

    /// Every block, page after page.
    public var blocks: [LayoutBlock] { pages.flatMap(\.blocks) }
}

/// One page: its blocks in reading order.
public struct LayoutPage: Codable, Sendable, Hashable {
    public var blocks: [LayoutBlock]

    public init(blocks: [LayoutBlock]) {
        self.blocks = blocks
    }
}

/// What a block is. A title counts as a level-1 heading.
public enum LayoutBlockKind: String, Codable, Sendable, Hashable, CaseIterable {
    case heading, title, paragraph, list
}

/// A heading, title, paragraph or list.
public struct LayoutBlock: Codable, Sendable, Hashable {
    public var type: LayoutBlockKind
    /// For a list, its items' texts joined by newlines.
    public var text: String
    /// A heading's level (1 = largest); nil for other blocks.
    public var level: Int?
    /// A list's items, nested items after their parent; nil for other blocks.
    public var items: [LayoutItem]?

    public init(type: LayoutBlockKind, text: String, level: Int? = nil, items: [LayoutItem]? = nil) {
        self.type = type
        self.text = text
        self.level = level
        self.items = items
    }

    /// A list block of `items`, its text theirs joined by newlines.
    public static func list(_ items: [LayoutItem]) -> LayoutBlock {
        LayoutBlock(type: .list, text: items.map(\.text).joined(separator: "\n"), items: items)
    }

    /// Whether the block is a heading or a title.
    public var isHeading: Bool { type == .heading || type == .title }

    /// A heading's level as scored: a title's is 1.
    public var scoredLevel: Int? { type == .title ? 1 : level }
}

/// One list item.
public struct LayoutItem: Codable, Sendable, Hashable {
    /// The item's own text, without the text of its nested lists.
    public var text: String
    /// 0-based nesting depth within its list.
    public var level: Int
    /// `bullet`, `decimal`, `lowerAlpha`, `upperAlpha`, `lowerRoman` or `upperRoman`.
    public var markerType: String
    /// The marker as printed: "3.", "b)", "IV.", "•".
    public var marker: String

    public init(text: String, level: Int, markerType: String, marker: String) {
        self.text = text
        self.level = level
        self.markerType = markerType
        self.marker = marker
    }
}
