import FolioModel

/// Titles and headings told from body text on one page by their type: larger than the body, or bold and short.
/// Levels here come from how much larger the type is; the document step ranks the sizes of all its pages
/// (`DocumentLayout`).
struct HeadingRoles {
    var roles: [(role: ParagraphRole, level: Int?)]

    init(blocks: [LayoutBlock]) {
        let body = Self.bodySize(of: blocks)
        // On a page without running text (a receipt, a form: lines of a few words, hardly any of eight or more)
        // bold or slightly larger lines are labels and totals; only type far larger than the rest heads it.
        let prose = Self.hasRunningText(blocks)
        roles = blocks.map { block in
            guard body > 0, !block.isItem, block.tableIndex == nil, Self.isHeading(block, body: body),
                  prose || block.pointSize >= 1.5 * body else {
                return (.body, nil)
            }
            return (.heading, Self.level(size: block.pointSize, bold: block.bold == true, body: body))
        }
        // There, at most the name on top: the first heading, among the first three blocks.
        if !prose, let first = roles.firstIndex(where: { $0.role == .heading }) {
            for i in roles.indices where i != first || first >= 3 { roles[i] = (.body, nil) }
        }
    }

    /// Whether the page has running text: lines of five words or more, or a good share of eight or more.
    /// Words hold letters: a row of figures ("2.13 9 0 0 9 19.17") is not running text.
    static func hasRunningText(_ blocks: [LayoutBlock]) -> Bool {
        let words = blocks.flatMap(\.lines).map { $0.textWords.filter { $0.text.contains(where: \.isLetter) }.count }.sorted()
        let long = words.filter { $0 >= 8 }.count
        return !words.isEmpty && (words[words.count / 2] >= 5 || long >= max(3, words.count * 15 / 100))
    }

    /// The size most of the paragraphs' characters are set in.
    static func bodySize(of blocks: [LayoutBlock]) -> Double {
        var counts: [Double: Int] = [:]
        for block in blocks where !block.isItem && block.tableIndex == nil {
            counts[block.pointSize, default: 0] += block.characterCount
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? 0
    }

    static func isHeading(_ block: LayoutBlock, body: Double) -> Bool {
        let text = block.text
        guard block.lines.count <= 3, text.count <= 160, text.filter(\.isLetter).count >= 2 else { return false }
        let size = block.pointSize
        if size >= 1.15 * body { return true }
        if block.bold == true, size >= 0.85 * body {
            // Bold lines that end a sentence, or run long, are emphasis in the text.
            return block.lines.count <= 2 && !(text.hasSuffix(".") && text.count > 40)
        }
        return false
    }

    /// A level from the size relative to the body, in the steps style sheets commonly use (2, 1.5, 1.17, 1 em;
    /// bold body size and smaller after).
    static func level(size: Double, bold: Bool, body: Double) -> Int {
        let ratio = size / body
        if ratio >= 1.6 { return 1 }
        if ratio >= 1.3 { return 2 }
        if ratio >= 1.1 { return 3 }
        if ratio >= 0.97 { return 4 }
        return 5
    }
}
