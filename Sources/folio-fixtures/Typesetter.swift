/// Sets text into pages line by line — paragraphs wrapped to the measure, aligned rows, ruled tables — and
/// records the text of every rendered line as the page's truth.
final class Typesetter {
    /// A table column: heading, width in points and alignment of its cells.
    struct Column {
        var title: String
        var width: Double
        var anchor: Anchor = .left
    }

    /// A cell of an aligned row: text, position from the left margin in points, alignment at that position.
    struct Cell {
        var text: String
        var x: Double
        var anchor: Anchor = .left
    }

    let width: Double
    let height: Double
    let left: Double
    let right: Double
    let top: Double
    let bottom: Double
    /// Line height as a multiple of the font size.
    var leading = 1.3
    private let measurer: TextMeasurer
    private var finished: [PageLayout] = []
    private var page: PageLayout
    /// The top of the next line, in points from the top of the page.
    private(set) var y: Double

    /// Page of `width` × `height` points with the given margins.
    init(width: Double, height: Double, margins: (left: Double, right: Double, top: Double, bottom: Double),
         measurer: TextMeasurer) {
        self.width = width
        self.height = height
        (left, right, top, bottom) = margins
        self.measurer = measurer
        page = PageLayout(width: width, height: height)
        y = margins.top
    }

    /// Width available between the margins.
    var measure: Double { width - left - right }

    /// The index of the page being set, from 0.
    var pageIndex: Int { finished.count }

    /// Draws `run` on the current page, for layouts the typesetter does not make itself (grid tables).
    func draw(_ run: TextRun) { page.runs.append(run) }

    /// Draws `rule` on the current page.
    func draw(_ rule: RuleLine) { page.rules.append(rule) }

    /// Fills `rect` on the current page (barcodes).
    func draw(_ fill: FilledRect) { page.fills.append(fill) }

    /// Records one rendered line of the current page's truth, for text drawn with `draw(_:)`.
    func addTruthLine(_ text: String) { page.truthLines.append(text) }

    /// Starts a new page.
    func newPage() {
        finished.append(page)
        page = PageLayout(width: width, height: height)
        y = top
    }

    /// Breaks the page unless `height` points still fit above the bottom margin.
    func ensureRoom(_ needed: Double) {
        if y + needed > height - bottom, !page.truthLines.isEmpty { newPage() }
    }

    /// Vertical space in points.
    func space(_ points: Double) { y += points }

    /// One line of text, aligned within the margins, with `indent` from the left margin.
    func line(_ text: String, _ font: Font, align: Anchor = .left, indent: Double = 0) {
        let x: Double = switch align {
        case .left: left + indent
        case .right: width - right
        case .center: left + measure / 2
        }
        row([Cell(text: text, x: x - left, anchor: align)], font)
    }

    /// One line made of several aligned cells; its truth is the non-empty cells joined by single spaces.
    func row(_ cells: [Cell], _ font: Font) {
        let lineHeight = font.size * leading
        ensureRoom(lineHeight)
        let baseline = y + font.size * 0.95
        for cell in cells where !cell.text.isEmpty {
            page.runs.append(TextRun(text: cell.text, font: font, x: left + cell.x, baseline: baseline,
                                     anchor: cell.anchor))
        }
        page.truthLines.append(cells.map(\.text).filter { !$0.isEmpty }.joined(separator: " "))
        y += lineHeight
    }

    /// A paragraph wrapped greedily to the measure (less `indent`), followed by a paragraph gap.
    func paragraph(_ text: String, _ font: Font, indent: Double = 0, gap: Double? = nil) {
        for wrapped in wrap(text, font, width: measure - indent) { line(wrapped, font, indent: indent) }
        space(gap ?? font.size * 0.7)
    }

    /// The lines of `text` wrapped to `width` points in `font`.
    func wrap(_ text: String, _ font: Font, width: Double) -> [String] {
        measurer.wrap(text, font, width: width)
    }

    /// A horizontal rule across the measure (or from `from` to `to` points from the left margin).
    func rule(thickness: Double = 0.6, from: Double = 0, to: Double? = nil, gap: Double = 4) {
        y += gap
        page.rules.append(RuleLine(x0: left + from, y0: y, x1: left + (to ?? measure), y1: y, width: thickness))
        y += gap
    }

    /// A table with a heading row; every row is one truth line. When `ruled`, the grid is drawn. A table
    /// running past the page continues on the next with its heading repeated.
    func table(_ columns: [Column], rows: [[String]], font: Font, headingFont: Font, ruled: Bool) {
        let rowHeight = font.size * 1.9
        var segmentTop = y
        func closeSegment() {
            guard ruled, y > segmentTop else { return }
            var x = left
            for boundary in [0.0] + columns.map(\.width) {
                x += boundary
                page.rules.append(RuleLine(x0: x, y0: segmentTop, x1: x, y1: y, width: 0.6))
            }
            page.rules.append(RuleLine(x0: left, y0: y, x1: x, y1: y, width: 0.6))
        }
        func emit(_ cells: [String], _ rowFont: Font) {
            if y + rowHeight > height - bottom, !page.truthLines.isEmpty {
                closeSegment()
                newPage()
                segmentTop = y
                emit(columns.map(\.title), headingFont)
            }
            let baseline = y + rowHeight / 2 + rowFont.size * 0.36
            var x = left
            var texts: [String] = []
            for (column, text) in zip(columns, cells) {
                let anchorX: Double = switch column.anchor {
                case .left: x + 4
                case .right: x + column.width - 4
                case .center: x + column.width / 2
                }
                if !text.isEmpty {
                    page.runs.append(TextRun(text: text, font: rowFont, x: anchorX, baseline: baseline,
                                             anchor: column.anchor))
                    texts.append(text)
                }
                x += column.width
            }
            let isHeading = rowFont == headingFont && cells == columns.map(\.title)
            if ruled {
                page.rules.append(RuleLine(x0: left, y0: y, x1: x, y1: y, width: isHeading ? 0.9 : 0.6))
            } else if isHeading {
                page.rules.append(RuleLine(x0: left, y0: y, x1: x, y1: y, width: 0.9))
                page.rules.append(RuleLine(x0: left, y0: y + rowHeight, x1: x, y1: y + rowHeight, width: 0.6))
            }
            page.truthLines.append(texts.joined(separator: " "))
            y += rowHeight
        }
        emit(columns.map(\.title), headingFont)
        for cells in rows { emit(cells, font) }
        closeSegment()
        space(font.size)
    }

    /// A line set in the bottom margin of the current page (page numbers); it is the page's last truth line.
    func footer(_ text: String, _ font: Font, align: Anchor = .center) {
        let x: Double = switch align {
        case .left: left
        case .right: width - right
        case .center: left + measure / 2
        }
        page.runs.append(TextRun(text: text, font: font, x: x, baseline: height - bottom / 2, anchor: align))
        page.truthLines.append(text)
    }

    /// The typeset pages; with `trimHeight` the last page is cut to its content plus the bottom margin.
    func finish(trimHeight: Bool = false) -> [PageLayout] {
        if trimHeight { page.height = y + bottom }
        finished.append(page)
        let result = finished
        finished = []
        page = PageLayout(width: width, height: height)
        y = top
        return result
    }
}
