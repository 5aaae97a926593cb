import FolioModel

/// Lines made whole and cut at the page's column gutters: a PDF's text layer runs the lines of two columns
/// together where they share a baseline, and breaks a justified line at its widest spaces; the layout reads each
/// column's lines on their own. A gutter is found from the words, not the
/// lines: a tall strip in the middle of the text that hardly any word covers, with text on both sides. The wide
/// spaces of justified text do not line up, so they leave no such strip.
public enum LineSegments {
    /// The pieces of `lines`, each with the type most of its characters are set in (bold only when nearly all
    /// are). `wordStyles` gives each word's type where the source states it (parallel to the lines' words), or
    /// is empty. Rows of the `tables` (page boxes) are no running text: gutters down part of the page
    /// (`LocalGutters`) are neither looked for among them nor cut them.
    public static func split(_ lines: [Line], wordStyles: [[TextStyle?]],
                             tables: [Box] = []) -> (lines: [Line], styles: [TextStyle?]) {
        let gutters = self.gutters(lines)
        let heights = lines.map(\.box.height).sorted()
        let lineHeight = heights.isEmpty ? 0 : heights[heights.count / 2]
        // Gutters down part of the page (a magazine's columns beside a photo): a gap across one as wide as it.
        let local = LocalGutters()
        let inTable = { (box: Box) in tables.contains { $0.holdsMiddle(of: box) } }
        let strips = local.strips(in: lines.filter { !inTable($0.box) }, lineHeight: lineHeight)
        let acrossStrip = { (left: Box, right: Box) -> Bool in
            right.x - left.maxX >= local.minimumWidth * lineHeight && !inTable(left) && strips.contains {
                $0.isBeside(left) && left.maxX <= $0.middle && $0.middle <= right.x
            }
        }
        var pieces: [Line] = [], pieceStyles: [TextStyle?] = []
        for (index, line) in lines.enumerated() {
            let styles = index < wordStyles.count && wordStyles[index].count == line.words.count
                ? wordStyles[index] : Array(repeating: nil, count: line.words.count)
            var current: [(Word, TextStyle?)] = []
            func close() {
                guard !current.isEmpty else { return }
                pieces.append(current.count == line.words.count ? line : Line(words: current.map(\.0)))
                pieceStyles.append(TextStyle.prevailing(current.compactMap { word, style in
                    style.map { ($0, word.text.count) }
                }, boldShare: 0.9))
                current = []
            }
            for (word, style) in zip(line.words, styles) {
                // A gap across the gutter, wider than a word space (a title's word space over it is not one).
                if let last = current.last?.0, (gutters.contains(where: {
                    last.box.maxX <= $0.middle && $0.middle <= word.box.x
                }) && word.box.x - last.box.maxX >= 0.6 * lineHeight) || acrossStrip(last.box, word.box) {
                    close()
                }
                current.append((word, style))
            }
            close()
        }
        return joined(pieces, styles: pieceStyles, gutters: gutters.map(\.middle), parted: acrossStrip)
    }

    /// Lines that follow each other on one row, close and not across a gutter, joined: the pieces of a justified
    /// line.
    /// `parted` tells two pieces a gutter down part of the page parts.
    static func joined(_ lines: [Line], styles: [TextStyle?], gutters: [Double],
                       parted: (Box, Box) -> Bool = { _, _ in false }) -> (lines: [Line], styles: [TextStyle?]) {
        var out: [Line] = [], outStyles: [TextStyle?] = []
        for (index, line) in lines.enumerated() {
            let style = index < styles.count ? styles[index] : nil
            if let last = out.last, !line.words.isEmpty, !last.words.isEmpty {
                let h = max(last.box.height, line.box.height)
                let sameRow = RowIndex.shareARow(last.box, line.box)
                let gap = line.box.x - last.box.maxX
                // Across a gutter only where the gap is as wide as one (a large title's word space is not).
                let acrossGutter = (gap >= 0.8 * h && gutters.contains { last.box.maxX <= $0 && $0 <= line.box.x })
                    || parted(last.box, line.box)
                if sameRow, gap >= 0, gap <= 3 * h, !acrossGutter, style == outStyles.last! || style == nil {
                    out[out.count - 1] = Line(words: last.words + line.words)
                    continue
                }
            }
            out.append(line)
            outStyles.append(style)
        }
        return (out, outStyles)
    }

    /// Middles of the strips that separate columns of text.
    static func gutters(_ lines: [Line]) -> [(middle: Double, width: Double)] {
        let words = lines.flatMap(\.words).filter { $0.box.width > 0 }
        guard words.count >= 40, let minX = words.map(\.box.x).min(), let maxX = words.map(\.box.maxX).max() else { return [] }
        let heights = lines.map(\.box.height).sorted()
        let lineHeight = heights[heights.count / 2]
        let width = maxX - minX
        guard width > 10 * lineHeight else { return [] }
        let bins = 400
        let binWidth = width / Double(bins)
        // Lines set across the text without a wide gap (a title, an introduction set full width) cross a gutter
        // by design: they are left out of the count, unless they are most lines (one column). Of the others, a
        // few may cross too (a centred running header, "Page 2").
        let spanning = Set(lines.indices.filter { i in
            lines[i].box.width >= 0.55 * width
                && !zip(lines[i].words, lines[i].words.dropFirst()).contains { $1.box.x - $0.box.maxX > 0.7 * lineHeight }
        })
        guard Double(spanning.count) <= 0.3 * Double(lines.count) else { return [] }
        var coverage = [Int](repeating: 0, count: bins)
        var counted = 0
        for (i, line) in lines.enumerated() where !spanning.contains(i) {
            counted += 1
            var covered = Set<Int>()
            for word in line.words where word.box.width > 0 {
                let a = max(0, Int((word.box.x - minX) / binWidth)), b = min(bins - 1, Int((word.box.maxX - minX) / binWidth))
                if a <= b { for k in a...b { covered.insert(k) } }
            }
            for k in covered { coverage[k] += 1 }
        }
        let allowed = max(2, counted / 25)
        // Each side holds a share of the words: a tenth on a page of running text (a column may end early: the
        // second column of a document's last page), a fifth on a page of short lines, where a strip clear of
        // words between labels and their figures (a receipt's "AMOUNT : 31.12") is no gutter between columns.
        let sideShare = isRunningText(lines) ? 0.1 : 0.2
        var found: [(middle: Double, width: Double)] = []
        var k = Int(0.15 * Double(bins))
        while k < Int(0.85 * Double(bins)) {
            guard coverage[k] <= allowed else { k += 1; continue }
            var end = k
            while end + 1 < bins, coverage[end + 1] <= allowed { end += 1 }
            let from = minX + Double(k) * binWidth, to = minX + Double(end + 1) * binWidth
            k = end + 1
            guard to - from >= max(0.7 * lineHeight, 0.01 * width) else { continue }
            let leftWords = words.filter { $0.box.maxX <= from }.count, rightWords = words.filter { $0.box.x >= to }.count
            guard Double(min(leftWords, rightWords)) >= sideShare * Double(words.count) else { continue }
            found.append(((from + to) / 2, to - from))
        }
        return found
    }

    /// Whether most lines hold five words or more with letters in them (figures do not count).
    static func isRunningText(_ lines: [Line]) -> Bool {
        let long = lines.filter { $0.words.filter { $0.text.contains(where: \.isLetter) }.count >= 5 }.count
        return long * 2 >= lines.count
    }
}
