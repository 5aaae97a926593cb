import FolioModel

extension PDFTextLayer {
    /// Lines level with a line, on either side in the order of their middles, looked at as its hosts: bounds the
    /// work on a page of thousands of lines set on one row.
    static let insetNeighbours = 32

    /// `lines` with each line that poppler set apart though it stands in a gap of another line, level with it,
    /// put back into that line: a code span set in another font on a baseline of its own ("load/store of only
    /// whereas other" and "f16" between "of" and "only", layout-dev's wasm design rationale) read as a line of its
    /// own, and the sentence lost its word. A line goes in when it lies between two neighbouring words of the
    /// other, over half the smaller line's height level with it; a line that takes one in is not put in another.
    /// `styles` (each line's words' types) are kept in step with the lines.
    static func insetLinesJoined(_ lines: [Line], styles: [[TextStyle?]]) -> (lines: [Line], styles: [[TextStyle?]]) {
        let order = lines.indices.sorted { lines[$0].box.midY < lines[$1].box.midY }
        var hosts: [Int: (line: Int, gap: Int)] = [:]
        for (rank, inner) in order.enumerated() {
            let near = order[max(0, rank - insetNeighbours)..<min(order.count, rank + insetNeighbours + 1)]
            for outer in near where outer != inner {
                if let gap = gap(in: lines[outer], holding: lines[inner]) {
                    hosts[inner] = (outer, gap)
                    break
                }
            }
        }
        // A line that takes one in stays where it is.
        let taking = Set(hosts.values.map(\.line))
        for inner in taking { hosts[inner] = nil }
        guard !hosts.isEmpty else { return (lines, styles) }
        var words = lines.map(\.words), wordStyles = styles
        // Into each host from its last gap back, so that the earlier gaps keep their places (two in one gap from
        // the right, each put before the one after it; two at one x, a label set over two rows such as "Father's"
        // over "Name", from the lower, so the upper is read first). Every tie broken: `hosts` is a dictionary,
        // whose order changes from run to run.
        let placed = hosts.sorted { a, b in
            (a.value.line, b.value.gap, lines[b.key].box.x, lines[b.key].box.y, b.key)
                < (b.value.line, a.value.gap, lines[a.key].box.x, lines[a.key].box.y, a.key)
        }
        for (inner, host) in placed {
            words[host.line].insert(contentsOf: lines[inner].words, at: host.gap + 1)
            wordStyles[host.line].insert(contentsOf: styles[inner], at: host.gap + 1)
        }
        let kept = lines.indices.filter { hosts[$0] == nil }
        return (kept.map { taking.contains($0) ? Line(words: words[$0]) : lines[$0] }, kept.map { wordStyles[$0] })
    }

    /// The index of the word of `line` after which `inset` stands, between it and the next word, level with the
    /// line; nil when it stands in no such gap.
    static func gap(in line: Line, holding inset: Line) -> Int? {
        guard line.words.count >= 2, !inset.words.isEmpty, line.box.x < inset.box.x, line.box.maxX > inset.box.maxX
        else { return nil }
        let overlap = min(line.box.maxY, inset.box.maxY) - max(line.box.y, inset.box.y)
        guard overlap >= 0.5 * min(line.box.height, inset.box.height) else { return nil }
        return (0..<(line.words.count - 1)).first { gap in
            line.words[gap].box.maxX <= inset.box.x && line.words[gap + 1].box.x >= inset.box.maxX
        }
    }
}
