/// Groups lines in reading order (a PDF text layer's, or a line recogniser's) into paragraphs: a new
/// paragraph starts where the vertical gap between lines is clearly larger than the usual line spacing, or
/// where the next line jumps back up (a new column).
public enum LineParagraphs {
    public static func group(_ lines: [Line]) -> [Paragraph] {
        guard !lines.isEmpty else { return [] }
        let heights = lines.map(\.box.height).sorted()
        let typical = max(1, heights[heights.count / 2])
        var groups: [[Line]] = [[lines[0]]]
        for (previous, line) in zip(lines, lines.dropFirst()) {
            let gap = line.box.y - previous.box.maxY
            let jumpsBack = line.box.y < previous.box.y - typical // a new column
            if gap > 0.9 * typical || jumpsBack {
                groups.append([line])
            } else {
                groups[groups.count - 1].append(line)
            }
        }
        return groups.enumerated().map { order, group in
            Paragraph(order: order, text: group.map(\.text).joined(separator: "\n"),
                      box: Box.enclosing(group.map(\.box)) ?? group[0].box)
        }
    }
}
