import Foundation

/// One document's layout truth from `layout-dev/truth/NAME.json` (the data set's README defines it): its headings,
/// its blocks in reading order and its lists.
public struct LayoutTruth: Codable, Sendable, Hashable {
    public struct Heading: Codable, Sendable, Hashable {
        public var text: String
        public var level: Int

        public init(text: String, level: Int) {
            self.text = text
            self.level = level
        }
    }

    /// A block in reading order: `heading` (with `level`), `paragraph` or `list` (with `list`, the index into
    /// `lists`).
    public struct Block: Codable, Sendable, Hashable {
        public var type: String
        public var text: String
        public var level: Int?
        public var list: Int?

        public init(type: String, text: String, level: Int? = nil, list: Int? = nil) {
            self.type = type
            self.text = text
            self.level = level
            self.list = list
        }
    }

    public struct List: Codable, Sendable, Hashable {
        public var items: [LayoutItem]

        public init(items: [LayoutItem]) {
            self.items = items
        }
    }

    public var name: String
    /// 1 or 2.
    public var columns: Int
    public var pages: Int
    public var headings: [Heading]
    public var blocks: [Block]
    public var lists: [List]

    public init(name: String, columns: Int, pages: Int, headings: [Heading], blocks: [Block], lists: [List]) {
        self.name = name
        self.columns = columns
        self.pages = pages
        self.headings = headings
        self.blocks = blocks
        self.lists = lists
    }

    /// Every list item, list after list.
    public var items: [LayoutItem] { lists.flatMap(\.items) }

    /// The truth in the prediction form: one page holding every block, each list with its items. Scoring it
    /// must give 1 everywhere (the benchmark's self-check).
    public var prediction: LayoutDocument {
        let converted = blocks.map { block -> LayoutBlock in
            switch block.type {
            case "heading": return LayoutBlock(type: .heading, text: block.text, level: block.level)
            case "list": return .list(block.list.map { lists.indices.contains($0) ? lists[$0].items : [] } ?? [])
            default: return LayoutBlock(type: .paragraph, text: block.text)
            }
        }
        return LayoutDocument(name: name, pages: [LayoutPage(blocks: converted)])
    }

    /// The truth of every `*.json` in `folder`, by name. Throws when the folder is missing, a file does not
    /// decode, or a block names a list the file does not have.
    public static func load(folder: URL) throws -> [LayoutTruth] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw EvalError(.missingFile, path: folder.path, message: "the layout truth folder cannot be read",
                            underlying: error)
        }
        return try names.map { name in
            let url = folder.appendingPathComponent(name)
            let truth: LayoutTruth
            do {
                truth = try JSONDecoder().decode(LayoutTruth.self, from: Data(contentsOf: url))
            } catch {
                throw EvalError(.unreadable, path: url.path, message: "not a layout truth file", underlying: error)
            }
            for block in truth.blocks where block.type == "list" {
                guard let index = block.list, truth.lists.indices.contains(index) else {
                    throw EvalError(.malformed, path: url.path,
                                    message: "a list block names list \(block.list.map(String.init) ?? "none"); "
                                        + "the file has \(truth.lists.count)")
                }
            }
            return truth
        }
    }
}
