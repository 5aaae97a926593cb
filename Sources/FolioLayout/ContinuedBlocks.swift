import FolioModel

/// Paragraphs and list items broken by a column or page break made whole again: a block that opens a column
/// without a marker, in the same type as the block that closed the column before, goes on from it when that one
/// stopped mid-sentence.
enum ContinuedBlocks {
    static func joined(_ blocks: [LayoutBlock]) -> [LayoutBlock] {
        var result: [LayoutBlock] = []
        for block in blocks {
            guard let last = result.last, last.tableIndex == nil, block.tableIndex == nil,
                  case .text = block.kind, let first = block.lines.first, let end = last.lines.last,
                  block.box.y < last.box.y - end.box.height, // a new column or page section
                  abs(first.pointSize - end.pointSize) <= 0.05 * end.pointSize, first.bold == end.bold,
                  let lastCharacter = end.line.text.last, !".!?:".contains(lastCharacter) else {
                result.append(block)
                continue
            }
            if last.isItem {
                // Goes on at the item's text indent, in its own column.
                let indent = first.box.x - block.columnLeft, itemIndent = last.lines[0].textX - last.columnLeft
                guard abs(indent - itemIndent) <= 0.6 * first.box.height else { result.append(block); continue }
            } else {
                guard abs((first.box.x - block.columnLeft) - (last.lines[0].box.x - last.columnLeft)) <= 2 * first.box.height
                else { result.append(block); continue }
            }
            result[result.count - 1].lines += block.lines
        }
        return result
    }
}
