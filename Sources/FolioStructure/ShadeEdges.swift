import FolioModel

/// Where a shaded area's outline runs straight: the rules a table of shaded cells (or a dark heading band) draws
/// at its edges. A caption or a bold word touching the shade bulges its outline at one place only.
struct ShadeEdges {
    /// The shade, row-major, `width` columns a row.
    let bits: [Bool]
    let width: Int
    /// An outline stepping by no more than this (pixels) still runs straight.
    let depth: Int
    /// Straight runs shorter than this (pixels) draw no rule.
    let minimumRun: Int

    /// The rules along the outline of the shaded area bounded by `box` (mask pixels), a pixel thick: seen from
    /// each side of the box, the first shade met across each column (or row) at the same depth, within `depth`,
    /// for `minimumRun` columns (rows) or more — on each side the longest such run, and others in line with it
    /// (the edge broken by a caption sitting on it). A bar chart's bars are a side's outline too, but only the
    /// longest bar top is taken, as the box's edge was. Without `sides`, only the top and the foot (a dark band's).
    func frame(of box: Box, sides: Bool = true) -> [RuleSegment] {
        let x0 = max(0, Int(box.x)), y0 = max(0, Int(box.y))
        let x1 = min(width, Int(box.maxX)), y1 = min(bits.count / max(width, 1), Int(box.maxY))
        guard x1 > x0, y1 > y0 else { return [] }
        func shaded(_ x: Int, _ y: Int) -> Bool { bits[y * width + x] }
        var rules: [RuleSegment] = []
        let fromTop = (x0..<x1).map { x in (y0..<y1).first { shaded(x, $0) } }
        let fromBottom = (x0..<x1).map { x in (y0..<y1).last { shaded(x, $0) } }
        for edges in [fromTop, fromBottom] {
            for run in runs(of: edges) {
                rules.append(RuleSegment(.horizontal, box: Box(x: Double(x0 + run.from), y: Double(run.at),
                                                              width: Double(run.length), height: 1)))
            }
        }
        guard sides else { return rules }
        let fromLeft = (y0..<y1).map { y in (x0..<x1).first { shaded($0, y) } }
        let fromRight = (y0..<y1).map { y in (x0..<x1).last { shaded($0, y) } }
        for edges in [fromLeft, fromRight] {
            for run in runs(of: edges) {
                rules.append(RuleSegment(.vertical, box: Box(x: Double(run.at), y: Double(y0 + run.from),
                                                            width: 1, height: Double(run.length))))
            }
        }
        return rules
    }

    /// The side's edge among the runs of `edges` (`allRuns`): the longest run and those in line with it.
    func runs(of edges: [Int?]) -> [(from: Int, length: Int, at: Int)] {
        let all = allRuns(of: edges)
        guard let longest = all.max(by: { $0.length < $1.length }) else { return [] }
        return all.filter { abs($0.at - longest.at) <= depth }
    }

    /// Runs of neighbouring `edges` (the outline's position across each column or row; nil where there is no
    /// shade) that stay within `depth` of the run's first, at least `minimumRun` long: where each starts (an
    /// index), how long it is, and the outline's position along it (its median).
    func allRuns(of edges: [Int?]) -> [(from: Int, length: Int, at: Int)] {
        var found: [(from: Int, length: Int, at: Int)] = []
        var start = 0
        while start < edges.count {
            guard let first = edges[start] else { start += 1; continue }
            var end = start + 1
            while end < edges.count, let next = edges[end], abs(next - first) <= depth { end += 1 }
            if end - start >= minimumRun {
                let positions = edges[start..<end].compactMap { $0 }.sorted()
                found.append((start, end - start, positions[positions.count / 2]))
            }
            start = end
        }
        return found
    }
}
