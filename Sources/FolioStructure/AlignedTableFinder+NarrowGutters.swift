import FolioModel

/// Gutters narrower than a column's usual one, taken where the entries either side line up in columns.
extension AlignedTableFinder {
    /// The column lines of `candidates`, lines in gutters narrower than `minimumGutter` (down to
    /// `minimumNarrowGutter` text heights), within no text height of one of `gutters`, each kept when the entries
    /// either side of it — on each row it crosses clear, the chunk next to it between it and the neighbouring line
    /// of `gutters`, at least three a side — each line up on an edge (left, right or middle) as a column's entries
    /// do. A booktabs schedule set its amounts flush right 16 px (0.45 text heights) from a status column set flush
    /// left at 200 dpi ("466.04 | Paid 26 April"), and the two read as one column; a gap that opens by chance
    /// between ragged entries lines up with nothing on at least one side.
    func narrowGutters(_ candidates: [Double], of region: [TextRow], within bounds: Box, textHeight h: Double,
                       besides gutters: [Double]) -> [Double] {
        candidates.filter { x in
            guard !gutters.contains(where: { abs($0 - x) < h }) else { return false }
            let from = gutters.filter { $0 < x }.max() ?? bounds.x
            let to = gutters.filter { $0 > x }.min() ?? bounds.maxX
            var left: [(from: Double, to: Double)] = [], right: [(from: Double, to: Double)] = []
            for row in region where row.chunks.count >= 2 {
                let ranges = row.chunkRanges
                guard !ranges.contains(where: { $0.from < x && $0.to > x }) else { continue }
                if let near = ranges.filter({ $0.to <= x && $0.from >= from }).max(by: { $0.to < $1.to }) {
                    left.append(near)
                }
                if let near = ranges.filter({ $0.from >= x && $0.to <= to }).min(by: { $0.from < $1.from }) {
                    right.append(near)
                }
            }
            return Self.linesUp(left, tolerance: alignment * h) && Self.linesUp(right, tolerance: alignment * h)
        }
    }

    /// Whether at least three `entries` (x-ranges) have their left edges, right edges or middles within
    /// `tolerance` of the entries' median: all of them but one in four (a heading centred over a column set
    /// flush to one side).
    static func linesUp(_ entries: [(from: Double, to: Double)], tolerance: Double) -> Bool {
        let needed = max(3, entries.count - entries.count / 4)
        guard entries.count >= needed else { return false }
        let edges: [((from: Double, to: Double)) -> Double] = [{ $0.from }, { $0.to }, { ($0.from + $0.to) / 2 }]
        return edges.contains { edge in
            let values = entries.map(edge).sorted()
            let median = values[values.count / 2]
            return values.filter { abs($0 - median) <= tolerance }.count >= needed
        }
    }
}
