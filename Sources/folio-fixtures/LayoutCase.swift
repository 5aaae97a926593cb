/// One generated layout fixture: its pieces in reading order, the running header of its pages, and the truth
/// that follows from them (layout-dev's truth shape: headings, blocks in reading order, lists, columns, furniture).
struct LayoutCase {
    /// The file stem: `<name>.pdf`, `<name>-scan.pdf`, `<name>.truth.json`.
    var name: String
    /// What the case exercises, for a person reading the truth file.
    var description: String
    var header: String
    var pieces: [LayoutPiece]

    /// A heading as the truth lists it; the title is level 1.
    struct Heading: Encodable {
        var text: String
        var level: Int
    }

    /// A block in reading order: a heading (with its level), a paragraph, or a list (with its index in `lists`
    /// and its items' texts joined by newlines).
    struct Block: Encodable {
        enum Kind: String, Encodable { case heading, paragraph, list }

        var type: Kind
        var text: String
        var level: Int?
        var list: Int?
    }

    /// The document's headings, in order.
    var headings: [Heading] {
        pieces.compactMap { piece in
            switch piece {
            case .title(let text): return Heading(text: text, level: 1)
            case .heading(let text, let level): return Heading(text: text, level: level)
            default: return nil
            }
        }
    }

    /// Each list's items, in order, and how its bullets are printed.
    var lists: [(items: [LayoutListItem], bullets: BulletDrawing)] {
        pieces.compactMap { if case .list(let items, let bullets) = $0 { return (items, bullets) } else { return nil } }
    }

    /// The blocks in reading order.
    var blocks: [Block] {
        var listIndex = 0
        return pieces.compactMap { piece in
            switch piece {
            case .title(let text): return Block(type: .heading, text: text, level: 1)
            case .heading(let text, let level): return Block(type: .heading, text: text, level: level)
            case .paragraph(let text): return Block(type: .paragraph, text: text)
            case .list(let items, _):
                defer { listIndex += 1 }
                return Block(type: .list, text: items.map(\.text).joined(separator: "\n"), list: listIndex)
            case .columns, .pageBreak: return nil
            }
        }
    }

    /// The most columns any part of the document is set in.
    var columns: Int {
        pieces.reduce(1) { if case .columns(let n) = $1 { return max($0, n) } else { return $0 } }
    }
}
