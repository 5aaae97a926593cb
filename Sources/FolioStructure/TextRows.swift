import FolioModel

/// A page's words as text rows (words sharing most of their height), each cut into chunks where the gap between
/// two words is wider than a word space: in a table a chunk is a cell's text on that row.
struct TextRow {
    var box: Box
    var chunks: [[Word]]

    var words: [Word] { chunks.flatMap { $0 } }

    /// The x-range of each chunk.
    var chunkRanges: [(from: Double, to: Double)] {
        chunks.map { chunk in (chunk.map(\.box.x).min() ?? 0, chunk.map(\.box.maxX).max() ?? 0) }
    }

    /// Whether a word of the row runs across one of `lines` (a table's inner column lines): it starts before the
    /// line and ends past it.
    func hasWord(across lines: some Sequence<Double>) -> Bool {
        words.contains { word in lines.contains { word.box.x < $0 && word.box.maxX > $0 } }
    }

    /// Whether a chunk of the row (its text between gaps) runs across one of `lines`, in a word or between two.
    func hasChunk(across lines: some Sequence<Double>) -> Bool {
        chunkRanges.contains { range in lines.contains { range.from < $0 && range.to > $0 } }
    }

    /// `words` as rows, top to bottom, chunks cut at gaps wider than `gap`.
    static func rows(of words: [Word], gap: Double) -> [TextRow] {
        CellText.lines(of: words).map { line in
            var chunks: [[Word]] = []
            for word in line {
                if let last = chunks.last?.last,
                   word.box.x - last.box.maxX <= gap || isMonospacedSpace(between: last, and: word) {
                    chunks[chunks.count - 1].append(word)
                } else {
                    chunks.append([word])
                }
            }
            return TextRow(box: Box.enclosing(line.map(\.box))!, chunks: chunks)
        }
    }

    /// Whether `a` and `b` (a then b on a line) are words of one monospaced font standing about one character
    /// apart: the space typed in a code span ("Run and pass `make verify`": a monospaced space is twice a
    /// proportional one, as wide as a gutter between chunks), not a column's gutter. Told by the text layer's
    /// glyph edges: both words have letters and three or more characters set at the same advance.
    static func isMonospacedSpace(between a: Word, and b: Word, within share: Double = 1.5) -> Bool {
        guard let advance = monospacedAdvance(a), let other = monospacedAdvance(b),
              abs(advance - other) <= 0.1 * max(advance, other) else { return false }
        return b.box.x - a.box.maxX <= share * max(advance, other)
    }

    /// The advance every character of `word` is set at, when the text layer's glyph edges show one (three or more
    /// characters, advances within 10 % of each other) and the word has a letter; nil otherwise (digits are set
    /// at one advance in most fonts).
    static func monospacedAdvance(_ word: Word) -> Double? {
        guard let edges = word.glyphEdges, edges.count >= 4, word.text.contains(where: \.isLetter) else { return nil }
        // Left edge to left edge: the last entry is the last character's right edge, not an advance.
        let advances = zip(edges.dropLast(), edges.dropLast().dropFirst()).map { $1 - $0 }
        guard let low = advances.min(), let high = advances.max(), low > 0, high - low <= 0.1 * high else {
            return nil
        }
        return advances.reduce(0, +) / Double(advances.count)
    }
}
