import FolioModel

/// A block of the page in the making: a paragraph's lines, one list item's lines, or a table.
struct LayoutBlock {
    enum Kind { case text, item, table(Int) }

    var kind: Kind
    var lines: [LayoutLine]
    /// The left edge of the column the block is in.
    var columnLeft: Double
    /// Set for tables (whose box is the table's).
    var tableBox: Box?
    /// Whether the block opens a stretch of a column (its top, or the top of the page).
    var opensColumn = false

    var box: Box { tableBox ?? Box.enclosing(lines.map(\.box)) ?? Box(x: 0, y: 0, width: 0, height: 0) }
    var isItem: Bool { if case .item = kind { return true } else { return false } }
    var tableIndex: Int? { if case .table(let t) = kind { return t } else { return nil } }
    var text: String { lines.map(\.text).joined(separator: " ") }
    var characterCount: Int { lines.reduce(0) { $0 + $1.characterCount } }

    /// The size most of the block's characters are set in.
    var pointSize: Double {
        var counts: [Double: Int] = [:]
        for line in lines { counts[(line.pointSize * 2).rounded() / 2, default: 0] += line.characterCount }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }?.key ?? 0
    }

    /// Bold when every line is; nil when no line says.
    var bold: Bool? {
        let known = lines.compactMap(\.bold)
        guard !known.isEmpty else { return nil }
        return known.allSatisfy { $0 }
    }
}

/// Cuts a column's lines into blocks: a new block where a line opens with a list marker, where the gap above a
/// line is clearly wider than the page's line spacing, where the type changes, or where a line falls back left
/// of the list item it would go on.
enum LayoutBlocks {
    /// `sizeStep` is the change of size (a share) that starts a block: small for sizes a PDF states, larger for
    /// sizes measured from a scan's ink.
    static func blocks(_ run: [LayoutLine], columnLeft: Double, lineGap: Double, sizeStep: Double,
                       paragraphGap: Double = 0.45) -> [LayoutBlock] {
        var blocks: [LayoutBlock] = []
        let widest = run.map(\.box.width).max() ?? 0
        for var line in run {
            // A mark found outside the column (the end of the line beside it, across the gutter) is no bullet.
            if line.marker?.kind == .bullet, line.markerX < columnLeft - 1.2 * line.box.height {
                line.marker = nil
                line.markerX = line.box.x
            }
            guard var current = blocks.last, let previous = current.lines.last else {
                blocks.append(LayoutBlock(kind: line.marker == nil ? .text : .item, lines: [line], columnLeft: columnLeft))
                continue
            }
            let em = max(1, min(line.box.height, previous.box.height))
            let gap = line.box.y - previous.box.maxY
            var starts = line.marker != nil || gap > lineGap + paragraphGap * em || gap < -0.5 * em
            if abs(line.pointSize - previous.pointSize) > sizeStep * max(line.pointSize, previous.pointSize) { starts = true }
            // A short bold line above plain text is a heading run in with its paragraph's spacing — unless the
            // plain line goes on with its sentence in lower case: then the bold is the paragraph's opening phrase,
            // its line cut short by a long word ("Community Impact: Use of" / "inappropriate language …").
            if previous.bold == true, line.bold == false, previous.box.width < 0.7 * widest,
               line.text.first?.isLowercase != true {
                starts = true
            }
            // And a short bold line set a little apart under plain text opens one.
            if previous.bold == false, line.bold == true, line.box.width < 0.7 * widest, gap > lineGap + 0.1 * em {
                starts = true
            }
            if current.isItem, line.box.x < current.lines[0].textX - 0.6 * em { starts = true }
            if starts {
                blocks.append(LayoutBlock(kind: line.marker == nil ? .text : .item, lines: [line], columnLeft: columnLeft))
            } else {
                current.lines.append(line)
                blocks[blocks.count - 1] = current
            }
        }
        return blocks
    }

    /// A heading set over several lines, cut apart where its lines fell on both sides of a column's edge, made
    /// one: heading-like blocks (larger than the body, or bold) in one type, one right under the other, aligned
    /// on the left, the first reaching far across its column (it wrapped).
    static func joinedHeadings(_ blocks: [LayoutBlock], bodySize: Double, sizeStep: Double) -> [LayoutBlock] {
        // Only a line that ran to its column's right edge wrapped.
        var rightEdges: [Double: Double] = [:]
        for block in blocks { rightEdges[block.columnLeft] = max(rightEdges[block.columnLeft] ?? 0, block.box.maxX) }
        var result: [LayoutBlock] = []
        for block in blocks {
            if let last = result.last, case .text = last.kind, case .text = block.kind,
               let end = last.lines.last, let first = block.lines.first, last.lines.count <= 2,
               end.box.maxX >= (rightEdges[last.columnLeft] ?? 0) - 0.25 * ((rightEdges[last.columnLeft] ?? 0) - last.columnLeft),
               last.pointSize > (1 + sizeStep) * bodySize || last.bold == true,
               abs(last.pointSize - block.pointSize) <= sizeStep * last.pointSize, last.bold == block.bold,
               first.box.y >= end.box.maxY - 0.2 * end.box.height, first.box.y - end.box.maxY < 0.8 * end.box.height,
               abs(first.box.x - last.lines[0].box.x) < end.box.height {
                result[result.count - 1].lines += block.lines
            } else {
                result.append(block)
            }
        }
        return result
    }
}
