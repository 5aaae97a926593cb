import FolioModel

/// Reading order from the page's whitespace: a gutter — a tall empty strip with text on both sides — splits the
/// text into columns, read one after the other; blocks that cross the gutter (a title, a wide table) interrupt
/// them where they stand, the columns above them read first.
enum ColumnOrder {
    /// A stretch of one column, top to bottom: items by index, and the left edge of the column they are in.
    struct Run {
        var items: [Int]
        var left: Double
    }

    /// The items (by index into `boxes`) in reading order, as runs. `lineHeight` is the page's usual line
    /// height; `prose` tells the items that are lines of running text (four words or more), by index (none when
    /// empty).
    static func runs(_ boxes: [Box], lineHeight: Double, prose: [Bool] = []) -> [Run] {
        runs(Array(boxes.indices), boxes: boxes, lineHeight: lineHeight, prose: prose, depth: 0)
    }

    private static func runs(_ items: [Int], boxes: [Box], lineHeight: Double, prose: [Bool], depth: Int,
                             columnLeft: Double? = nil) -> [Run] {
        guard !items.isEmpty else { return [] }
        let left = columnLeft ?? items.map { boxes[$0].x }.min()!
        guard items.count >= 6, depth < 3,
              let (gutter, islands) = gutterAndIslands(items, boxes: boxes, lineHeight: lineHeight, prose: prose) else {
            return [Run(items: rowOrdered(items, boxes: boxes, lineHeight: lineHeight), left: left)]
        }
        var spanning: [Int] = [], leftSide: [Int] = [], rightSide: [Int] = []
        // Across the whole gutter is across the columns; a line reaching into it stays in its column.
        for i in items where !islands.contains(i) {
            if boxes[i].x < gutter.lowerBound, boxes[i].maxX > gutter.upperBound { spanning.append(i) }
            else if boxes[i].midX < (gutter.lowerBound + gutter.upperBound) / 2 { leftSide.append(i) }
            else { rightSide.append(i) }
        }
        let leftEdge = leftSide.map { boxes[$0].x }.min()!, rightEdge = rightSide.map { boxes[$0].x }.min()!
        spanning.sort { boxes[$0].midY < boxes[$1].midY }
        var result: [Run] = []
        var zoneTop = -Double.infinity
        var pendingSpan: [Int] = []
        func flushZone(below bottom: Double) {
            let zoneLeft = leftSide.filter { boxes[$0].midY >= zoneTop && boxes[$0].midY < bottom }
            let zoneRight = rightSide.filter { boxes[$0].midY >= zoneTop && boxes[$0].midY < bottom }
            if !(zoneLeft.isEmpty && zoneRight.isEmpty), !pendingSpan.isEmpty {
                result.append(Run(items: pendingSpan, left: left))
                pendingSpan = []
            }
            result += runs(zoneLeft, boxes: boxes, lineHeight: lineHeight, prose: prose, depth: depth + 1,
                           columnLeft: leftEdge)
            result += runs(zoneRight, boxes: boxes, lineHeight: lineHeight, prose: prose, depth: depth + 1,
                           columnLeft: rightEdge)
        }
        for s in spanning {
            flushZone(below: boxes[s].midY)
            pendingSpan.append(s)
            zoneTop = boxes[s].midY
        }
        flushZone(below: .infinity)
        if !pendingSpan.isEmpty { result.append(Run(items: pendingSpan, left: left)) }
        // A caption standing in the gutter is read after the columns.
        if !islands.isEmpty {
            let island = rowOrdered(Array(islands), boxes: boxes, lineHeight: lineHeight)
            result.append(Run(items: island, left: island.map { boxes[$0].x }.min()!))
        }
        return result
    }

    /// The gutter between two columns, and the lines standing in it that it leaves out (`islands`): a caption
    /// set in the middle of the page between the columns, which would otherwise close the gutter.
    static func gutterAndIslands(_ items: [Int], boxes: [Box], lineHeight: Double,
                                 prose: [Bool]) -> (gutter: ClosedRange<Double>, islands: Set<Int>)? {
        if let found = gutter(items, boxes: boxes, lineHeight: lineHeight, prose: prose) { return (found, []) }
        let islands = self.islands(items, boxes: boxes, lineHeight: lineHeight)
        guard !islands.isEmpty,
              let found = gutter(items, boxes: boxes, lineHeight: lineHeight, prose: prose, leaving: islands)
        else { return nil }
        return (found, islands.filter { boxes[$0].x < found.upperBound && boxes[$0].maxX > found.lowerBound })
    }

    /// Stacks of two short lines or more (under a quarter of the items' extent wide), one under the other, in the
    /// middle of the extent (a fifth of it clear of either edge): a caption between two columns beside a photo.
    /// None when they would be more than an eighth of the items.
    static func islands(_ items: [Int], boxes: [Box], lineHeight: Double) -> Set<Int> {
        let minX = items.map { boxes[$0].x }.min()!, maxX = items.map { boxes[$0].maxX }.max()!
        let width = maxX - minX
        let short = items.filter { i in
            boxes[i].width < 0.25 * width && boxes[i].x > minX + 0.2 * width && boxes[i].maxX < maxX - 0.2 * width
        }.sorted { boxes[$0].midY < boxes[$1].midY }
        var stacks: [[Int]] = []
        for i in short {
            if let last = stacks.last?.last, boxes[i].midY - boxes[last].midY <= 1.6 * lineHeight,
               boxes[i].x < boxes[last].maxX, boxes[i].maxX > boxes[last].x {
                stacks[stacks.count - 1].append(i)
            } else {
                stacks.append([i])
            }
        }
        let found = stacks.filter { $0.count >= 2 }.flatMap { $0 }
        guard !found.isEmpty, found.count * 8 <= items.count else { return [] }
        return Set(found)
    }

    /// The widest empty vertical strip in the middle of the items' extent that splits them into two columns of
    /// text, or nil. Lines wider than half the extent are left out when looking (they may cross it), and so are
    /// `islands`. `depth` counts the sides looked into for columns of their own.
    static func gutter(_ items: [Int], boxes: [Box], lineHeight: Double, prose: [Bool], depth: Int = 0,
                       leaving islands: Set<Int> = []) -> ClosedRange<Double>? {
        let items = items.filter { !islands.contains($0) }
        guard !items.isEmpty else { return nil }
        let minX = items.map { boxes[$0].x }.min()!, maxX = items.map { boxes[$0].maxX }.max()!
        let width = maxX - minX
        guard width > 10 * lineHeight else { return nil }
        let bins = 400
        let binWidth = width / Double(bins)
        var coverage = [Int](repeating: 0, count: bins)
        for i in items where boxes[i].width < 0.55 * width {
            let a = max(0, Int((boxes[i].x - minX) / binWidth)), b = min(bins - 1, Int((boxes[i].maxX - minX) / binWidth))
            if a <= b { for k in a...b { coverage[k] += 1 } }
        }
        // A few short lines may cross (a title's words, a heading set across both columns).
        let allowed = max(1, items.count / 20)
        let occupied = coverage.map { $0 > allowed }
        // Empty strips in the middle 60%, widest first (the middle one first among strips as wide): the first
        // that parts columns of text is the gutter (of four columns, the middle strip, when the first column
        // alone is too narrow a share).
        var strips: [(from: Int, to: Int)] = []
        var k = Int(0.2 * Double(bins))
        while k < Int(0.8 * Double(bins)) {
            if occupied[k] { k += 1; continue }
            var end = k
            while end + 1 < bins, !occupied[end + 1] { end += 1 }
            var start = k
            while start > 0, !occupied[start - 1] { start -= 1 }
            strips.append((start, end))
            k = end + 1
        }
        let centre = Double(bins) / 2
        strips.sort { a, b in
            a.to - a.from != b.to - b.from ? a.to - a.from > b.to - b.from
                : abs(Double(a.from + a.to) / 2 - centre) < abs(Double(b.from + b.to) / 2 - centre)
        }
        for strip in strips {
            let g0 = minX + Double(strip.from) * binWidth, g1 = minX + Double(strip.to + 1) * binWidth
            if partsColumns(g0...g1, items: items, boxes: boxes, lineHeight: lineHeight, prose: prose, width: width,
                            depth: depth) {
                return g0...g1
            }
        }
        return nil
    }

    /// Whether `strip` parts `items` (extending `width` across) into two columns of text side by side.
    private static func partsColumns(_ strip: ClosedRange<Double>, items: [Int], boxes: [Box], lineHeight: Double,
                                     prose: [Bool], width: Double, depth: Int) -> Bool {
        let g0 = strip.lowerBound, g1 = strip.upperBound
        guard g1 - g0 >= max(0.5 * lineHeight, 0.01 * width) else { return false }
        let crossing = items.filter { boxes[$0].x < g0 && boxes[$0].maxX > g1 }.count
        let left = items.filter { boxes[$0].maxX <= g0 + 1 }, right = items.filter { boxes[$0].x >= g1 - 1 }
        guard left.count >= 3, right.count >= 3, Double(crossing) <= 0.4 * Double(items.count) else { return false }
        // Columns of text, not a column of labels beside one of amounts: a good share of each side's lines fill
        // most of its width (the rest may be short list items), or the side is columns of running text itself (a
        // magazine's four; not a receipt's labels, short lines that may leave a strip between them), and each
        // side is a good share of the whole.
        for side in [left, right] {
            let sx = side.map { boxes[$0].x }.min()!, sMax = side.map { boxes[$0].maxX }.max()!
            let widths = side.map { boxes[$0].width }.sorted()
            guard sMax - sx >= 0.25 * width else { return false }
            guard widths[widths.count * 3 / 4] >= 0.6 * (sMax - sx)
                    || (depth < 2 && side.count >= 6 && 2 * side.count { $0 < prose.count && prose[$0] } >= side.count
                        && gutter(side, boxes: boxes, lineHeight: lineHeight, prose: prose, depth: depth + 1) != nil)
            else { return false }
        }
        // Side by side, not one above the other.
        let ly = (left.map { boxes[$0].y }.min()!, left.map { boxes[$0].maxY }.max()!)
        let ry = (right.map { boxes[$0].y }.min()!, right.map { boxes[$0].maxY }.max()!)
        let overlap = min(ly.1, ry.1) - max(ly.0, ry.0)
        return overlap >= 0.3 * min(ly.1 - ly.0, ry.1 - ry.0)
    }

    /// Items top to bottom; items side by side on one row (their middles within half a line) left to right.
    static func rowOrdered(_ items: [Int], boxes: [Box], lineHeight: Double) -> [Int] {
        let byY = items.sorted { boxes[$0].midY < boxes[$1].midY }
        var rows: [[Int]] = []
        var rowTop = -Double.infinity
        for i in byY {
            if rows.isEmpty || boxes[i].midY - rowTop > 0.5 * lineHeight {
                rows.append([i])
                rowTop = boxes[i].midY
            } else {
                rows[rows.count - 1].append(i)
            }
        }
        return rows.flatMap { $0.sorted { boxes[$0].x < boxes[$1].x } }
    }
}
