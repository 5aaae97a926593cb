/// Sets a layout document — title, headings, paragraphs and nested lists, in one column or in balanced columns —
/// onto A4 pages with a running header and a "Page N" footer on each, the way a browser prints a styled HTML
/// page (layout-dev's style: body 11 pt serif, bold sans headings at 20/15/13 pt, items indented 24 pt a level,
/// numbers set flush right before the text). Its layout truth is the pieces themselves: what was set, in order.
final class LayoutComposer {
    /// Type and spacing, in points.
    struct Style {
        var body = Font.serif(11)
        var title = Font.sans(20, bold: true)
        var heading2 = Font.sans(15, bold: true)
        var heading3 = Font.sans(13, bold: true)
        var furniture = Font.sans(9)
        var bulletGlyph = Font.sans(11)
        /// Line pitch over the type size, for text and for headings.
        var leading = 1.35
        var headingLeading = 1.2
        /// How far each level of items is indented, to the start of its text.
        var listIndent = 24.0
        /// Extra space between list items.
        var itemGap = 3.0
        var gutter = 26.0
        var margins = (left: 72.0, right: 72.0, top: 72.0, bottom: 72.0)
    }

    /// A line ready to place: what it draws, relative to its column's left edge and the line's top.
    private struct SetLine {
        var height: Double
        /// Space above the line; dropped at the top of a column.
        var spaceBefore: Double
        /// How many following lines must stay in its column (a heading with its text's first line).
        var keepWithNext: Int
        var runs: [TextRun]
        var marks: [DrawnMark]
    }

    /// Where a line went: on which page (from the section's first), in which column, at which top.
    private struct Placement {
        var page: Int
        var column: Int
        var y: Double
    }

    let style: Style
    private let measurer: TextMeasurer
    private let width = Paper.a4.width, height = Paper.a4.height

    init(measurer: TextMeasurer, style: Style = Style()) {
        self.measurer = measurer
        self.style = style
    }

    private var measure: Double { width - style.margins.left - style.margins.right }
    private var bottom: Double { height - style.margins.bottom }

    /// The pages of `pieces`, each with `header` centred in its top margin and "Page N" in its bottom margin.
    func pages(_ pieces: [LayoutPiece], header: String) -> [PageLayout] {
        var pages = [PageLayout(width: width, height: height)]
        var y = style.margins.top
        var columns = 1
        var section: [LayoutPiece] = []
        var previousSpaceAfter = 0.0
        func setSection() {
            guard !section.isEmpty else { return }
            let columnWidth = (measure - Double(columns - 1) * style.gutter) / Double(columns)
            var lines: [SetLine] = []
            for piece in section {
                let (pieceLines, before, after) = setLines(piece, width: columnWidth)
                guard !pieceLines.isEmpty else { continue }
                var first = pieceLines
                first[0].spaceBefore = max(previousSpaceAfter, before)
                lines += first
                previousSpaceAfter = after
            }
            guard let first = lines.first else { section = []; return }
            // A section under another on the page starts below the space between them, in every column.
            let placements = flow(lines, columns: columns, top: y > style.margins.top ? y + first.spaceBefore : y)
            let firstPage = pages.count - 1
            for (line, place) in zip(lines, placements) {
                let pageIndex = firstPage + place.page
                while pages.count <= pageIndex { pages.append(PageLayout(width: width, height: height)) }
                let left = style.margins.left + Double(place.column) * (columnWidth + style.gutter)
                for run in line.runs {
                    var run = run
                    run.x += left
                    run.baseline += place.y
                    pages[pageIndex].runs.append(run)
                }
                for mark in line.marks {
                    var mark = mark
                    mark.centreX += left
                    mark.centreY += place.y
                    pages[pageIndex].marks.append(mark)
                }
            }
            if let last = placements.last {
                y = zip(lines, placements).filter { $0.1.page == last.page }.map { $0.1.y + $0.0.height }.max() ?? y
            }
            section = []
        }
        for piece in pieces {
            switch piece {
            case .columns(let count):
                setSection()
                columns = count
            case .pageBreak:
                setSection()
                pages.append(PageLayout(width: width, height: height))
                y = style.margins.top
                previousSpaceAfter = 0
            default:
                section.append(piece)
            }
        }
        setSection()
        return pages.enumerated().map { index, page in
            var page = page
            page.runs.append(TextRun(text: header, font: style.furniture, x: width / 2, baseline: 40, anchor: .center))
            page.runs.append(TextRun(text: "Page \(index + 1)", font: style.furniture, x: width / 2,
                                     baseline: height - 38, anchor: .center))
            return page
        }
    }

    /// Places `lines` in `columns` from `top` down: balanced over the columns when they fit on this page (the
    /// least column height that holds them all), else filling each column to the bottom margin and going on
    /// over pages.
    private func flow(_ lines: [SetLine], columns: Int, top: Double) -> [Placement] {
        if columns > 1 {
            let total = lines.reduce(0) { $0 + $1.spaceBefore + $1.height }
            var limit = top + total / Double(columns)
            while limit <= bottom {
                let placed = flow(lines, columns: columns, top: top, limit: limit)
                if placed.allSatisfy({ $0.page == 0 }) { return placed }
                limit += 1
            }
        }
        return flow(lines, columns: columns, top: top, limit: bottom)
    }

    /// Places `lines` in `columns`, each filled from `top` to `limit` on the first page (from the top margin to the
    /// bottom margin on the pages after).
    private func flow(_ lines: [SetLine], columns: Int, top: Double, limit: Double) -> [Placement] {
        var page = 0, column = 0, y = top
        var placements: [Placement] = []
        func columnTop() -> Double { page == 0 ? top : style.margins.top }
        func columnBottom() -> Double { page == 0 ? limit : bottom }
        for (index, line) in lines.enumerated() {
            var needed = (y == columnTop() ? 0 : line.spaceBefore) + line.height
            for next in lines.dropFirst(index + 1).prefix(line.keepWithNext) { needed += next.spaceBefore + next.height }
            if y + needed > columnBottom(), y > columnTop() {
                column += 1
                if column == columns {
                    column = 0
                    page += 1
                }
                y = columnTop()
            }
            if y > columnTop() { y += line.spaceBefore }
            placements.append(Placement(page: page, column: column, y: y))
            y += line.height
        }
        return placements
    }

    /// The lines of one piece set `width` wide, with the space above and below it.
    private func setLines(_ piece: LayoutPiece, width: Double) -> (lines: [SetLine], before: Double, after: Double) {
        switch piece {
        case .title(let text):
            return (textLines(text, style.title, leading: style.headingLeading, width: width, keep: 1), 0, 14)
        case .heading(let text, let level):
            let font = level <= 2 ? style.heading2 : style.heading3
            return (textLines(text, font, leading: style.headingLeading, width: width, keep: 1),
                    level <= 2 ? 18 : 14, level <= 2 ? 8 : 6)
        case .paragraph(let text):
            return (textLines(text, style.body, leading: style.leading, width: width, keep: 0), 8, 8)
        case .list(let items, let bullets):
            var lines: [SetLine] = []
            for item in items {
                var itemLines = itemLines(item, bullets: bullets, width: width)
                if !lines.isEmpty { itemLines[0].spaceBefore = style.itemGap }
                lines += itemLines
            }
            return (lines, 8, 8)
        case .columns, .pageBreak:
            return ([], 0, 0)
        }
    }

    /// `text` wrapped to `width` in `font`, each line `keep`ing the next with it.
    private func textLines(_ text: String, _ font: Font, leading: Double, width: Double, keep: Int,
                           indent: Double = 0) -> [SetLine] {
        let pitch = font.size * leading
        return measurer.wrap(text, font, width: width - indent).map { line in
            SetLine(height: pitch, spaceBefore: 0, keepWithNext: keep,
                    runs: [TextRun(text: line, font: font, x: indent, baseline: baseline(font, pitch: pitch), anchor: .left)],
                    marks: [])
        }
    }

    /// A list item's lines: its text indented by its level, its marker before the first line.
    private func itemLines(_ item: LayoutListItem, bullets: BulletDrawing, width: Double) -> [SetLine] {
        let font = style.body, size = font.size
        let textX = style.listIndent * Double(item.level + 1)
        var lines = textLines(item.text, font, leading: style.leading, width: width, keep: 0, indent: textX)
        let pitch = lines[0].height, base = baseline(font, pitch: pitch)
        switch (item.markerType, bullets) {
        case (.bullet, .glyphs):
            lines[0].runs.append(TextRun(text: item.marker, font: style.bulletGlyph, x: textX - 12, baseline: base,
                                         anchor: .left))
        case (.bullet, .shapes):
            // Chromium's disc and circle: about a third of an em across, at the middle of the x-height.
            let ring = item.marker != "•"
            lines[0].marks.append(DrawnMark(centreX: textX - 0.75 * size, centreY: base - 0.28 * size,
                                            radius: (ring ? 0.17 : 0.18) * size, ring: ring, lineWidth: 0.06 * size))
        default:
            lines[0].runs.append(TextRun(text: item.marker, font: font, x: textX - 4, baseline: base, anchor: .right))
        }
        return lines
    }

    /// The baseline of a line of `font` set `pitch` high, from the line's top: the type centred in the pitch.
    private func baseline(_ font: Font, pitch: Double) -> Double {
        (pitch - font.size) / 2 + 0.82 * font.size
    }
}
