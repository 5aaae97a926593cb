import FolioImaging
import FolioModel

/// Where a table cell that no word was read in holds print worth reading again: its ink, away from the rules
/// around it. The cell is taken in by a fortieth of an inch on every side (rules are a few pixels thick), and by
/// an eighth of its height at most top and bottom (2 px at least): a row of small print in a table ruled down
/// its columns only is hardly taller than its print (nics-background-checks' "Wyoming" row on its scan, 17 px at
/// 200 dpi, sitting on the rule above the totals, had its print cut away by 5 px top and bottom). What is
/// left of the rules in there is not print: straight runs of ink four fifths of the cell long (or a fifth of an
/// inch) that reach the cell's edge or are a fifth of an inch long. Nor is ink lower than the smallest text (a
/// dash, a speck): a word of letters or digits is at least `dpi / 30` tall. A cell whose only print is a dash is
/// read apart (`dashBox`): statistical tables print one for "none".
public enum CellInk {
    /// How far in from a cell's box its ink is looked for, at its sides.
    public static func inset(dpi: Double) -> Double { max(3, dpi / 40) }

    /// How far in from a cell's box its ink is looked for, at its top and bottom: `inset`, but no more than an
    /// eighth of the cell's height (and 2 px at least).
    public static func verticalInset(dpi: Double, cellHeight: Double) -> Double {
        min(inset(dpi: dpi), max(2, cellHeight / 8))
    }

    /// What to read again in an empty `cell` on `image`: its print (`readingBox`), or else its lone dash
    /// (`dashBox`, `isDash` true); nil when it holds neither. The cell's ink is taken once for both.
    public static func readingTarget(of cell: Box, in image: Image, dpi: Double) throws -> (box: Box, isDash: Bool)? {
        guard let inside = try ink(of: cell, in: image, dpi: dpi) else { return nil }
        if let box = try printBox(inside, dpi: dpi) { return (box, false) }
        return try dashBox(inside, dpi: dpi).map { ($0, true) }
    }

    /// The part of `cell` to read on `image` (its print with a margin of half the print's height, kept inside
    /// the cell once taken in), or nil when the cell holds no print. A "0" alone in a wide cell is read from a
    /// box a few characters wide, not the cell's width.
    public static func readingBox(of cell: Box, in image: Image, dpi: Double) throws -> Box? {
        try ink(of: cell, in: image, dpi: dpi).flatMap { try printBox($0, dpi: dpi) }
    }

    /// The part of `cell` to read on `image` when its only print is a dash (a bar at least three times as long as
    /// it is high and half as long as the lowest letter is high, lower than any letter or digit and shorter than a
    /// rule), as statistical tables print for "none": the dash with a margin of its length, or nil. Specks of a
    /// few pixels beside it do not count.
    public static func dashBox(of cell: Box, in image: Image, dpi: Double) throws -> Box? {
        try ink(of: cell, in: image, dpi: dpi).flatMap { try dashBox($0, dpi: dpi) }
    }

    /// `readingBox` on a cell's ink: print needs a cell at least as tall as the lowest letter once taken in, and a
    /// dozen ink pixels before and after its rules are erased.
    private static func printBox(_ inside: InsideInk, dpi: Double) throws -> Box? {
        let shortest = dpi / 30
        guard Double(inside.height) >= shortest, inside.markedCount >= 12,
              inside.ink.lazy.filter({ $0 }).count >= 12 else { return nil }
        // Slivers a rule's ragged edge leaves behind do not widen the box.
        let pieces = try inside.pieces().filter { $0.height >= shortest / 2 }
        guard pieces.contains(where: { $0.height >= shortest }), let bounds = Box.enclosing(pieces) else { return nil }
        return inside.onPage(bounds, margin: max(3, bounds.height / 2))
    }

    /// `dashBox` on a cell's ink: a dash needs a cell at least 3 px tall once taken in.
    private static func dashBox(_ inside: InsideInk, dpi: Double) throws -> Box? {
        guard inside.height >= 3 else { return nil }
        let shortest = dpi / 30
        let speck = max(2, dpi / 100)
        let pieces = try inside.pieces().filter { $0.width > speck || $0.height > speck }
        guard pieces.count == 1, let bar = pieces.first, bar.height < shortest, bar.width >= 3 * bar.height,
              bar.width >= shortest / 2, bar.width < dpi / 5 else { return nil }
        // Wide enough to lie on a canvas of paper, as a line's text would (at least `dashAspect` times as wide as
        // tall): the recogniser pads a narrower box with its zero, and a dash alone on that reads as "■".
        let height = inside.onPage(bar, margin: bar.width).height
        let margin = max(bar.width, (dashAspect * height - bar.width) / 2)
        return inside.onPage(bar, horizontalMargin: margin, verticalMargin: bar.width)
    }

    /// A dash's box is at least this many times as wide as it is tall.
    public static let dashAspect = 2.5

    /// The ink of a cell taken in by `inset` and `verticalInset`, its rules erased, where the cell once taken in
    /// is tall enough for print or a dash and holds at least 4 ink pixels (a dash's least; print asks more,
    /// `printBox`).
    private static func ink(of cell: Box, in image: Image, dpi: Double) throws -> InsideInk? {
        let inset = inset(dpi: dpi), down = verticalInset(dpi: dpi, cellHeight: cell.height)
        let x = Int(cell.x + inset), y = Int(cell.y + down)
        let w = Int(cell.width - 2 * inset), h = Int(cell.height - 2 * down)
        guard Double(h) >= min(3, dpi / 30), w > 4, x >= 0, y >= 0, x + w <= image.width, y + h <= image.height else { return nil }
        let mask = try image.cropped(x: x, y: y, width: w, height: h).inkMask(below: 128)
        guard mask.count >= 4 else { return nil }
        var ink = mask.bits()
        erasingRules(from: &ink, width: w, height: h, long: dpi / 5)
        return InsideInk(ink: ink, markedCount: mask.count, x: x, y: y, width: w, height: h)
    }

    /// A cell's ink once taken in, row-major, with where it lies on the page.
    private struct InsideInk {
        let ink: [Bool]
        /// Ink pixels before the rules were erased.
        let markedCount: Int
        let x: Int, y: Int, width: Int, height: Int

        func pieces() throws -> [Box] {
            try BinaryMask(width: width, height: height, bits: ink).componentBoxes()
        }

        /// `box` (inside pixels) grown by `margin` within the inside, in page pixels.
        func onPage(_ box: Box, margin: Double) -> Box {
            onPage(box, horizontalMargin: margin, verticalMargin: margin)
        }

        /// `box` (inside pixels) grown by the margins within the inside, in page pixels.
        func onPage(_ box: Box, horizontalMargin: Double, verticalMargin: Double) -> Box {
            let left = max(0, box.x - horizontalMargin), top = max(0, box.y - verticalMargin)
            let right = min(Double(width), box.maxX + horizontalMargin)
            let bottom = min(Double(height), box.maxY + verticalMargin)
            return Box(x: left, y: top, width: right - left, height: bottom - top).moved(dx: Double(x), dy: Double(y))
        }
    }

    /// The dash OCR read in a dash's box (`dashBox`), or nil when it read something else. Hyphens, dashes and
    /// minus signs stand as read; a bar read as an underscore or as the CJK "one" (PP-OCR's reading of a lone
    /// dash) is a hyphen.
    public static func dash(readAs text: String) -> String? {
        guard !text.isEmpty else { return nil }
        if text.allSatisfy({ "-‐‑‒–—―−".contains($0) }) { return text }
        return text.allSatisfy { $0 == "_" || $0 == "一" } ? "-" : nil
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
