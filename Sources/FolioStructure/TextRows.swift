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

    /// `words` as rows, top to bottom, chunks cut at gaps wider than `gap`.
    static func rows(of words: [Word], gap: Double) -> [TextRow] {
        CellText.lines(of: words).map { line in
            var chunks: [[Word]] = []
            for word in line {
                if let last = chunks.last?.last, word.box.x - last.box.maxX <= gap {
                    chunks[chunks.count - 1].append(word)
                } else {
                    chunks.append([word])
                }
            }
            return TextRow(box: Box.enclosing(line.map(\.box))!, chunks: chunks)
        }
    }
}
