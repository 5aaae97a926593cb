import FolioModel

/// The lines of a page in order down it (by their middles), for finding the lines on one row, or within a band
/// of the page's height, without going through every line of the page.
struct RowIndex {
    let lines: [Line]
    /// Indices of the lines with words, top to bottom by their middles.
    let order: [Int]
    private let middles: [Double]
    private let tallest: Double

    init(_ lines: [Line]) {
        self.lines = lines
        order = lines.indices.filter { !lines[$0].words.isEmpty }.sorted { lines[$0].box.midY < lines[$1].box.midY }
        middles = order.map { lines[$0].box.midY }
        tallest = order.map { lines[$0].box.height }.max() ?? 0
    }

    /// The lines whose middles lie from `low` to `high`, top to bottom.
    func between(_ low: Double, _ high: Double) -> ArraySlice<Int> {
        order[first(atLeast: low)..<first(above: high)]
    }

    /// The lines on line `index`'s row (its own included), top to bottom (`shareARow`).
    func onRow(of index: Int) -> [Int] {
        let box = lines[index].box
        // No line is taller than the tallest: its row lies within 0.3 of that height either side.
        return between(box.midY - 0.3 * tallest, box.midY + 0.3 * tallest).filter { Self.shareARow(box, lines[$0].box) }
    }

    /// Whether two lines stand on one row: middles within 0.3 of the taller's height of each other, heights within
    /// a quarter of it.
    static func shareARow(_ a: Box, _ b: Box) -> Bool {
        let h = max(a.height, b.height)
        return abs(a.midY - b.midY) <= 0.3 * h && abs(a.height - b.height) <= 0.25 * h
    }

    /// The position of the first middle at or past `value`.
    private func first(atLeast value: Double) -> Int {
        middles.partitioningIndex { $0 >= value }
    }

    /// The position of the first middle past `value`.
    private func first(above value: Double) -> Int {
        middles.partitioningIndex { $0 > value }
    }
}
