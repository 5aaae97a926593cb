import FolioImaging
import FolioModel

/// Where a table cell that no word was read in holds print worth reading again: its ink, away from the rules
/// around it. The cell is taken in by a tenth of an inch on every side (rules are a few pixels thick). What is
/// left of the rules in there is not print: straight runs of ink four fifths of the cell long (or a fifth of an
/// inch) that reach the cell's edge or are a fifth of an inch long. Nor is ink lower than the smallest text (a
/// dash, a speck): a word of letters or digits is at least `dpi / 30` tall.
public enum CellInk {
    /// How far in from a cell's box its ink is looked for.
    public static func inset(dpi: Double) -> Double { max(3, dpi / 40) }

    /// The part of `cell` to read on `image` (its print with a margin of half the print's height, kept inside
    /// the cell once taken in), or nil when the cell holds no print. A "0" alone in a wide cell is read from a
    /// box a few characters wide, not the cell's width.
    public static func readingBox(of cell: Box, in image: Image, dpi: Double) throws -> Box? {
        let inset = inset(dpi: dpi)
        let x = Int(cell.x + inset), y = Int(cell.y + inset)
        let w = Int(cell.width - 2 * inset), h = Int(cell.height - 2 * inset)
        let shortest = dpi / 30
        guard Double(h) >= shortest, w > 4, x >= 0, y >= 0, x + w <= image.width, y + h <= image.height else { return nil }
        let mask = try image.cropped(x: x, y: y, width: w, height: h).inkMask(below: 128)
        guard mask.count >= 12 else { return nil }
        var ink = mask.bits()
        erasingRules(from: &ink, width: w, height: h, long: dpi / 5)
        guard ink.lazy.filter({ $0 }).count >= 12 else { return nil }
        // Slivers a rule's ragged edge leaves behind do not widen the box.
        let pieces = try BinaryMask(width: w, height: h, bits: ink).componentBoxes().filter { $0.height >= shortest / 2 }
        guard pieces.contains(where: { $0.height >= shortest }), let bounds = Box.enclosing(pieces) else { return nil }
        let margin = max(3, bounds.height / 2)
        let left = max(0, bounds.x - margin), top = max(0, bounds.y - margin)
        let right = min(Double(w), bounds.maxX + margin), bottom = min(Double(h), bounds.maxY + margin)
        return Box(x: left, y: top, width: right - left, height: bottom - top).moved(dx: Double(x), dy: Double(y))
    }

    /// Clears the runs of `ink` (row-major, `width` × `height`) that are rules: across or down, at least four
    /// fifths of the side or `long` pixels, and reaching an edge or `long` pixels long.
    static func erasingRules(from ink: inout [Bool], width: Int, height: Int, long: Double) {
        var rule = [Bool](repeating: false, count: ink.count)
        func runs(count: Int, length: Int, at index: (Int, Int) -> Int) {
            let least = min(0.8 * Double(length), long)
            for line in 0..<count {
                var start = 0
                while start < length {
                    guard ink[index(line, start)] else { start += 1; continue }
                    var end = start
                    while end < length && ink[index(line, end)] { end += 1 }
                    let run = Double(end - start)
                    if run >= least && (start == 0 || end == length || run >= long) {
                        for k in start..<end { rule[index(line, k)] = true }
                    }
                    start = end
                }
            }
        }
        runs(count: height, length: width) { row, column in row * width + column }
        runs(count: width, length: height) { column, row in row * width + column }
        for i in ink.indices where rule[i] { ink[i] = false }
    }
}
