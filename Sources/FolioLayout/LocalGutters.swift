import FolioModel

/// Gutters that run down part of a page only: the strip between two columns of a magazine page, where a photo,
/// a caption or a title crosses the rest of the page's height, or one column stops short. OCR's line finder runs
/// the lines of two columns together across a narrow gutter; `LineSegments` cuts them where one of these strips
/// (or a gutter down the whole page) runs through. A strip counts when it stays clear of words, at least
/// `minimumWidth` line heights wide, over `minimumRows` rows or more that hold running text close on both sides
/// of it: the wide spaces of justified text do not line up over so many rows, and a receipt's labels and their
/// amounts, or a form's fields, are no running text on both sides.
struct LocalGutters {
    /// A gap between two words of a line this many line heights wide may be a gutter ...
    var minimumGap = 0.5
    /// ... when a strip this wide stays clear of words down the rows above and below it ...
    var minimumWidth = 0.4
    /// ... over this many rows (the line's own included) with running text on both sides of it.
    var minimumRows = 4
    /// A row's text is close to the strip when it ends (or starts) within this many line heights of it.
    var closeness = 1.5
    /// The next row above or below lies within this many line heights; further on, the strip ends.
    var rowStep = 2.0

    /// One strip: clear of words from `lower` to `upper` across, between `top` and `bottom` down the page.
    struct Strip: Equatable {
        var lower: Double, upper: Double
        var top: Double, bottom: Double
        var middle: Double { (lower + upper) / 2 }

        /// Whether a line with this box lies beside the strip, down the page.
        func isBeside(_ box: Box) -> Bool { box.midY >= top && box.midY <= bottom }
    }

    /// The strips found among `lines`, whose median height is `lineHeight`.
    func strips(in lines: [Line], lineHeight: Double) -> [Strip] {
        guard lineHeight > 0, lines.count >= minimumRows else { return [] }
        let rows = RowIndex(lines)
        var found: [Strip] = []
        // Every strip followed, found or not: a gap inside one, on a row it was followed through, is not
        // followed again (a page of figures in a grid would otherwise follow each column from every row).
        var followed: [Strip] = []
        for i in rows.order {
            // The line's words and those of the lines on its row: OCR may find the two columns' lines apart, and
            // the layout joins lines on one row that no gutter parts.
            let box = lines[i].box
            let words = rows.onRow(of: i).flatMap { j in lines[j].words.map { (line: j, word: $0) } }
                .sorted { $0.word.box.x < $1.word.box.x }
            let row = words.map(\.word)
            // The gaps beside the line's own words: a gap between two other lines of the row is looked at from
            // theirs (on a page of one word a line, every line would otherwise follow every gap of its row).
            for (left, right) in zip(words, words.dropFirst())
            where (left.line == i || right.line == i) && right.word.box.x - left.word.box.maxX >= minimumGap * lineHeight {
                let middle = (left.word.box.maxX + right.word.box.x) / 2
                if followed.contains(where: { $0.isBeside(box) && $0.lower <= middle && middle <= $0.upper }) {
                    continue
                }
                let path = strip(from: i, row: row, lower: left.word.box.maxX, upper: right.word.box.x, lines: lines,
                                 rows: rows, lineHeight: lineHeight)
                followed.append(path.strip)
                if path.rows >= minimumRows, !found.contains(path.strip) { found.append(path.strip) }
            }
        }
        return found
    }

    /// The strip through the gap from `lower` to `upper` on line `start` (whose row's words are `row`), followed
    /// up and down the rows while it stays clear and wide enough, with the count of rows beside it that hold
    /// running text on both sides.
    private func strip(from start: Int, row: [Word], lower: Double, upper: Double, lines: [Line], rows: RowIndex,
                       lineHeight: Double) -> (strip: Strip, rows: Int) {
        let own = lines[start].box
        var clear = (lower: lower, upper: upper)
        var count = besideRow(row, lower: lower, upper: upper, lineHeight: lineHeight) == true ? 1 : 0
        var top = own.midY, bottom = own.midY
        for upward in [true, false] {
            var y = own.midY
            var span = clear
            while true {
                // The nearest row above (below) with words near the strip.
                let near = { (box: Box) in box.maxX >= span.lower - 3 * lineHeight && box.x <= span.upper + 3 * lineHeight }
                let window = upward ? rows.between(y - rowStep * lineHeight, y - 0.4 * lineHeight)
                    : rows.between(y + 0.4 * lineHeight, y + rowStep * lineHeight)
                let candidates = window.filter { $0 != start && near(lines[$0].box) }
                guard let nearest = candidates.map({ lines[$0].box.midY }).min(by: { upward ? $0 > $1 : $0 < $1 })
                else { break }
                let words = candidates.filter { abs(lines[$0].box.midY - nearest) <= 0.4 * lineHeight }
                    .flatMap { lines[$0].words }
                let middle = (span.lower + span.upper) / 2
                guard !words.contains(where: { $0.box.x < middle && $0.box.maxX > middle }) else { break }
                let lower = max(span.lower, words.filter { $0.box.maxX <= middle }.map(\.box.maxX).max() ?? -.infinity)
                let upper = min(span.upper, words.filter { $0.box.x >= middle }.map(\.box.x).min() ?? .infinity)
                guard upper - lower >= minimumWidth * lineHeight else { break }
                span = (lower, upper)
                if besideRow(words, lower: lower, upper: upper, lineHeight: lineHeight) == true { count += 1 }
                y = nearest
                if upward { top = min(top, nearest) } else { bottom = max(bottom, nearest) }
            }
            clear = span
        }
        return (Strip(lower: clear.lower, upper: clear.upper, top: top - 0.5 * lineHeight, bottom: bottom + 0.5 * lineHeight),
                count)
    }

    /// Whether `words` (one row) hold running text close to the strip on both sides: two words of letters or
    /// more on each among the four nearest (two letters or more, and more letters than other characters: "Chq."
    /// is one, "25-Jun-16" none), the nearest ending (starting) within `closeness` line heights of it. Nil when
    /// the row has no word on one side at all (a short line, the end of a paragraph): it neither bears the strip
    /// out nor ends it.
    private func besideRow(_ words: [Word], lower: Double, upper: Double, lineHeight: Double) -> Bool? {
        let middle = (lower + upper) / 2
        let left = words.filter { $0.box.maxX <= middle }.sorted { $0.box.maxX > $1.box.maxX }
        let right = words.filter { $0.box.x >= middle }.sorted { $0.box.x < $1.box.x }
        guard let nearLeft = left.first, let nearRight = right.first else { return nil }
        let close = lower - nearLeft.box.maxX <= closeness * lineHeight && nearRight.box.x - upper <= closeness * lineHeight
        let wordy = { (side: [Word]) in side.prefix(4).count(where: LayoutLine.isOfLetters) >= 2 }
        return close && wordy(left) && wordy(right)
    }
}
