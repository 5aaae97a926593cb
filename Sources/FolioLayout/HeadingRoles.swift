import FolioModel

/// Titles and headings told from body text on one page by their type: larger than the body, or bold and short.
/// Levels here come from how much larger the type is; the document step ranks the sizes of all its pages
/// (`DocumentLayout`).
struct HeadingRoles {
    var roles: [(role: ParagraphRole, level: Int?)]

    init(blocks: [LayoutBlock], tableLines: Int = 0) {
        let body = Self.bodySize(of: blocks)
        // On a page without running text (a receipt, a form: lines of a few words, hardly any of eight or more)
        // bold or slightly larger lines are labels and totals; only type far larger than the rest heads it.
        let prose = Self.hasRunningText(blocks, tableLines: tableLines)
        roles = blocks.map { block in
            guard body > 0, !block.isItem, block.tableIndex == nil, Self.isHeading(block, body: body),
                  prose || block.pointSize >= 1.5 * body else {
                return (.body, nil)
            }
            return (.heading, Self.level(size: block.pointSize, bold: block.bold == true, body: body))
        }
        // There, at most the name on top: the first heading among the first three blocks that reads as one.
        if !prose {
            let name = roles.indices.first { $0 < 3 && roles[$0].role == .heading && Self.isMasthead(at: $0, in: blocks) }
            for i in roles.indices where i != name { roles[i] = (.body, nil) }
        }
    }

    /// Whether a large line on top of a receipt or form reads as its name, not as something else set large: words
    /// rather than figures ("Tel: 03-5542 3228"), not a sentence ("Goods sold are not returnable."), read surely
    /// (a stamp's ink is not), alone across the page (a stamp lands beside other text), and below at most one
    /// line of words read surely ("Table 9" under the name and "Tax Invoice" is not the name).
    static func isMasthead(at index: Int, in blocks: [LayoutBlock]) -> Bool {
        let block = blocks[index]
        let text = block.text
        let letters = text.filter(\.isLetter).count, digits = text.filter(\.isNumber).count
        guard letters >= 2 * digits else { return false }
        if text.hasSuffix("."), let last = text.split(separator: " ").last, last.filter(\.isLetter).count > 3 { return false }
        guard block.lines.allSatisfy({ $0.readingWords.allSatisfy { $0.confidence >= 0.7 } }) else { return false }
        let others = blocks.indices.filter { $0 != index }.flatMap { blocks[$0].lines }
        for line in block.lines {
            let beside = others.contains { other in
                let overlap = min(line.box.maxY, other.box.maxY) - max(line.box.y, other.box.y)
                return overlap > 0.5 * min(line.box.height, other.box.height)
            }
            if beside { return false }
        }
        let wordsAbove = blocks[..<index].flatMap(\.lines).filter { line in
            line.readingWords.contains { $0.confidence >= 0.7 && $0.text.filter(\.isLetter).count >= 3 }
        }
        return wordsAbove.count <= 1
    }

    /// Whether the page has running text: lines of five words or more, or a good share of eight or more.
    /// Words hold letters: a row of figures ("2.13 9 0 0 9 19.17") is not running text, and neither is a table's
    /// row (`tableLines` of them): a receipt's few lines of thanks under its table of items do not make it prose.
    static func hasRunningText(_ blocks: [LayoutBlock], tableLines: Int = 0) -> Bool {
        let words = (blocks.flatMap(\.lines).map { $0.textWords.filter { $0.text.contains(where: \.isLetter) }.count }
            + Array(repeating: 0, count: tableLines)).sorted()
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
            // Bold lines that end a sentence, or run long, are emphasis in the text; one that opens in lower case
            // and ends a sentence is the tail of one ("tests.", a scan's last line measured bold).
            let tail = text.first?.isLowercase == true
            return block.lines.count <= 2 && !(text.hasSuffix(".") && (text.count > 40 || tail))
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
