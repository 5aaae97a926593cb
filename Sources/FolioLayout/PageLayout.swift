import FolioModel

/// The structure of a page from its lines, whichever source they came from (a PDF's text layer or OCR): page
/// furniture set apart, columns read in order, lines cut into paragraphs and list items, headings told from
/// body text by their type, list items gathered into nested lists. Tables found before keep their place in the
/// order.
public struct PageLayout {
    /// What the layout is read from.
    public struct Input {
        public var width: Double
        public var height: Double
        /// Image pixels per inch of the page's coordinates.
        public var dpi: Double
        public var lines: [Line]
        /// The type of each line (parallel to `lines`) where the source states it; empty when it does not.
        public var styles: [TextStyle?]
        /// Whether `styles` were measured from ink (a scan) rather than stated by the file: sizes are then
        /// only roughly known.
        public var measuredStyles: Bool
        /// Bullets drawn beside lines (`BulletMarks`), by line index.
        public var bullets: [Int: (glyph: String, box: Box)]
        public var tables: [Table]
        /// Whether a word goes into the text of paragraphs, list items and the transcript (OCR leaves out unsure
        /// words and marks read from specks); every word still counts for where lines and blocks lie.
        public var isReadable: (Word) -> Bool = { _ in true }

        public init(width: Double, height: Double, dpi: Double, lines: [Line], styles: [TextStyle?] = [],
                    bullets: [Int: (glyph: String, box: Box)] = [:], tables: [Table] = [],
                    measuredStyles: Bool = false) {
            self.width = width
            self.height = height
            self.dpi = dpi
            self.lines = lines
            self.styles = styles
            self.bullets = bullets
            self.tables = tables
            self.measuredStyles = measuredStyles
        }
    }

    /// What the layout gives the page.
    public struct Output {
        public var paragraphs: [Paragraph]
        public var lists: [ListBlock]
        /// The page's tables with their `order` set.
        public var tables: [Table]
        public var transcript: String
    }

    public init() {}

    public func read(_ input: Input) -> Output {
        var layoutLines = lines(of: input)
        let furniture = PageFurniture.find(in: &layoutLines, pageHeight: input.height)
        // Lines inside a table are the table's.
        let tableBoxes = input.tables.map(\.box)
        func table(of line: LayoutLine) -> Int? {
            tableBoxes.firstIndex { $0.holdsMiddle(of: line.box) }
        }
        var tableText = Array(repeating: [String](), count: tableBoxes.count)
        for line in layoutLines {
            guard let t = table(of: line) else { continue }
            let text = line.line.words.filter(input.isReadable).map(\.text).joined(separator: " ")
            if !text.isEmpty { tableText[t].append(text) }
        }
        let tableLines = layoutLines.count { table(of: $0) != nil }
        layoutLines.removeAll { table(of: $0) != nil }
        let lineHeight = Self.median(layoutLines.map(\.box.height)) ?? 10
        // Order lines and tables together.
        let boxes = layoutLines.map(\.box) + tableBoxes
        let runs = ColumnOrder.runs(boxes, lineHeight: lineHeight, prose: layoutLines.map(\.isProse))
        let lineGap = Self.usualGap(runs: runs, lines: layoutLines)
        let sizeStep = input.measuredStyles ? 0.12 : 0.05
        var blocks: [LayoutBlock] = []
        for run in runs {
            let opening = blocks.count
            defer { if opening < blocks.count { blocks[opening].opensColumn = true } }
            var stretch: [LayoutLine] = []
            for item in run.items {
                if item < layoutLines.count {
                    stretch.append(layoutLines[item])
                } else {
                    blocks += LayoutBlocks.blocks(stretch, columnLeft: run.left, lineGap: lineGap, sizeStep: sizeStep,
                                              paragraphGap: input.measuredStyles ? 0.35 : 0.45)
                    stretch = []
                    let t = item - layoutLines.count
                    blocks.append(LayoutBlock(kind: .table(t), lines: [], columnLeft: run.left, tableBox: tableBoxes[t]))
                }
            }
            blocks += LayoutBlocks.blocks(stretch, columnLeft: run.left, lineGap: lineGap, sizeStep: sizeStep,
                                              paragraphGap: input.measuredStyles ? 0.35 : 0.45)
        }
        blocks = Self.withoutFalseItems(blocks, tableLines: tableLines, isReadable: input.isReadable)
        blocks = ContinuedBlocks.joined(blocks)
        blocks = LayoutBlocks.joinedHeadings(blocks, bodySize: HeadingRoles.bodySize(of: blocks), sizeStep: sizeStep)
        let roles = HeadingRoles(blocks: blocks, tableLines: tableLines)
        return assemble(blocks, roles: roles, furniture: furniture, tables: input.tables,
                        tableText: tableText.map { $0.joined(separator: "\n") })
    }

    /// The page's lines with their type and list markers.
    private func lines(of input: Input) -> [LayoutLine] {
        // The lines opening with an "o" believed a bullet, and where they start: another "o" in line with one is a
        // bullet too (the second of two nested items, under the first item's wrapped text).
        let rings = Set(input.lines.indices.filter { index in
            let line = input.lines[index]
            return line.words.count >= 2 && line.words[0].text == "o" && ListMarker.parse("o").map {
                Self.believable($0, word: line.words[0], line: line, above: Self.line(above: line, in: input.lines))
            } == true
        })
        let ringStarts = rings.map { input.lines[$0].box.x }
        return input.lines.enumerated().compactMap { index, line in
            guard !line.words.isEmpty else { return nil }
            let style = index < input.styles.count ? input.styles[index] : nil
            var words = line.words
            var marker: ListMarker?
            var markerX = line.box.x
            // A bullet OCR glued to the first word is taken off it; the word is kept whatever OCR thought of it.
            var glued = false
            var asRead: String?
            if let bullet = ListMarker.gluedBullet(words[0].text) {
                marker = .bullet(bullet.glyph)
                asRead = bullet.glyph
                words[0].text = bullet.rest
                glued = true
            }
            if let bullet = input.bullets[index] {
                marker = .bullet(bullet.glyph)
                markerX = bullet.box.x
            } else if marker == nil, words.count >= 2, let parsed = ListMarker.parse(words[0].text),
                      words[0].text == "o"
                        ? rings.contains(index)
                            || ringStarts.contains(where: { abs($0 - line.box.x) <= 0.3 * line.box.height })
                        : Self.believable(parsed, word: words[0], line: line),
                      !(["-", "–"].contains(words[0].text) && Self.isDashInText(line, in: input.lines)),
                      // A short bold line opening with a number is a numbered heading ("2. Warning"), not an item,
                      // unless its text goes on in the line below, set under it (an item with a few bold words:
                      // "4. Now run rake site:generate to / update various meta files:").
                      !(parsed.kind != .bullet && style?.bold == true && words.count <= 8
                        && !Self.goesOn(line, textX: words[1].box.x, in: input.lines)) {
                marker = parsed
                if input.isReadable(words[0]) { asRead = words[0].text }
                words.removeFirst()
            }
            let reading = words.enumerated().filter { ($0.offset == 0 && glued) || input.isReadable($0.element) }.map(\.element)
            return LayoutLine(index: index, line: line,
                              pointSize: style?.pointSize ?? LayoutLine.estimatedPointSize(of: line, dpi: input.dpi),
                              bold: style?.bold, marker: marker, textWords: words,
                              readingWords: reading, markerAsRead: asRead, markerX: markerX)
        }
    }

    /// Items that are no list items made plain text again: a bullet before no word (a speck beside an amount),
    /// the page's only numbered line when it neither opens a list (1, a, i) nor goes on from one at the top of a
    /// column ("12. Jalan Tampoi", an address), and, where there is no running text, a bullet with no other like it
    /// in line.
    static func withoutFalseItems(_ blocks: [LayoutBlock], tableLines: Int = 0, isReadable: (Word) -> Bool) -> [LayoutBlock] {
        var result = blocks
        let numbered = blocks.filter { $0.isItem && $0.lines.first?.marker?.kind != .bullet }.count
        let bullets = blocks.filter { $0.isItem && $0.lines.first?.marker?.kind == .bullet && !isFramed($0) }.compactMap(\.lines.first)
        // Whether another bullet stands in line with this one, as a list's bullets do.
        func aligned(_ line: LayoutLine) -> Bool {
            bullets.contains { other in
                other.index != line.index && abs(other.markerX - line.markerX) < max(line.box.height, 1)
            }
        }
        let prose = HeadingRoles.hasRunningText(blocks, tableLines: tableLines)
        for (i, block) in blocks.enumerated() where block.isItem {
            guard let first = block.lines.first, let marker = first.marker else { continue }
            let wordless = marker.kind == .bullet && !block.lines.contains { $0.text.contains(where: \.isLetter) }
            let stray = marker.kind != .bullet && numbered == 1 && marker.value > 1 && !block.opensColumn
            // A line set between two of the same dashes ("- TAX INVOICE -") is decoration, and so, on a receipt or
            // form, is a dash or dot before a line that no other like it stands in line with.
            let decoration = marker.kind == .bullet && (isFramed(block) || (!prose && !aligned(first)))
            guard wordless || stray || decoration else { continue }
            var line = first
            line.marker = nil
            line.markerAsRead = nil
            line.markerX = line.box.x
            line.textWords = line.line.words
            line.readingWords = line.line.words.filter(isReadable)
            result[i].lines[0] = line
            result[i].kind = .text
        }
        return result
    }

    /// Whether a one-line item closes with the mark it opens with ("- TAX INVOICE -", "* TOTAL *").
    static func isFramed(_ block: LayoutBlock) -> Bool {
        guard block.lines.count == 1, let line = block.lines.first, line.line.words.count > line.textWords.count,
              case let marker = line.line.words[0].text, !marker.contains(where: { $0.isLetter || $0.isNumber }), let last = line.textWords.last?.text else {
            return false
        }
        return last.hasSuffix(marker)
    }

    /// A glyph that is also a letter or a sign ("o", "e", "©" read for a bullet) counts as a bullet only when it
    /// is set smaller than the letters after it, or (a letter) stands before a capital. An "o" (a ring read as a
    /// letter, in a line-height OCR box that tells nothing of its size) counts too before a number ("o 10 days
    /// prior"), or when its line starts right of where the text of the line just above starts, by 0.4 of a line's
    /// height or more ("o no URL shortener links" under the item it is nested in: a sentence going on in a
    /// language with a word "o" starts where the text above does).
    static func believable(_ marker: ListMarker, word: Word, line: Line, above: Line? = nil) -> Bool {
        guard marker.kind == .bullet, ListMarker.ambiguousGlyphs.contains(word.text) else { return true }
        // Or when a capital follows it: no sentence opens with a lone "o" or "e".
        if line.words.count >= 2, line.words[1].text.first?.isUppercase == true, ["o", "e", "©", "«"].contains(word.text) {
            return true
        }
        if line.words.count >= 2, word.text == "o" {
            if line.words[1].text.first?.isNumber == true { return true }
            if let above, line.box.x >= textStart(of: above) + 0.4 * line.words[1].box.height { return true }
        }
        let rest = line.words.dropFirst().map(\.box.height).sorted()
        guard let typical = rest.isEmpty ? nil : rest[rest.count / 2] else { return false }
        return word.box.height < 0.8 * typical
    }

    /// Whether the line set just below `line` starts where its text does (`textX`, after its number), within a
    /// third of a line's height, and opens with no list marker: the item's text wrapped.
    static func goesOn(_ line: Line, textX: Double, in lines: [Line]) -> Bool {
        let below = lines.filter { other in
            let gap = other.box.y - line.box.maxY
            return gap > -0.3 * line.box.height && gap < line.box.height
                && other.box.x < line.box.maxX && other.box.maxX > line.box.x && other.box.midY > line.box.maxY
        }.min { $0.box.y < $1.box.y }
        guard let below, let first = below.words.first else { return false }
        return abs(below.box.x - textX) <= line.box.height / 3 && ListMarker.parse(first.text) == nil
    }

    /// Whether `line`, opening with a dash, is a line of running text: the line above goes on mid-sentence (no
    /// full stop, question or exclamation mark, or colon at its end) with its text starting where the dash
    /// stands, and the line below starts there too, with no marker ("compatibility / - e.g. a user authentication
    /// change which / can't be safely rolled back", matrix MSC 2324). A dash item's own wrapped lines are set in
    /// past its dash.
    static func isDashInText(_ line: Line, in lines: [Line]) -> Bool {
        guard let above = Self.line(above: line, in: lines), let end = above.text.last, !".!?:".contains(end) else {
            return false
        }
        return abs(textStart(of: above) - line.box.x) <= line.box.height / 4
            && goesOn(line, textX: line.box.x, in: lines)
    }

    /// Where the text of `line` starts: after its first word when that reads as a list marker.
    static func textStart(of line: Line) -> Double {
        guard line.words.count >= 2, ListMarker.parse(line.words[0].text) != nil else { return line.box.x }
        return line.words[1].box.x
    }

    /// The line set just above `line` (over part of it, less than a line's height above it), if any.
    static func line(above line: Line, in lines: [Line]) -> Line? {
        lines.filter { other in
            let gap = line.box.y - other.box.maxY
            return gap > -0.3 * line.box.height && gap < line.box.height
                && other.box.x < line.box.maxX && other.box.maxX > line.box.x && other.box.midY < line.box.y
        }.max { $0.box.maxY < $1.box.maxY }
    }

    /// The usual gap between one line and the next in a column: the lower quartile of the positive gaps (on a
    /// page of short paragraphs and list items most gaps are between blocks).
    static func usualGap(runs: [ColumnOrder.Run], lines: [LayoutLine]) -> Double {
        var gaps: [Double] = []
        for run in runs {
            let members = run.items.filter { $0 < lines.count }
            for (a, b) in zip(members, members.dropFirst()) {
                let gap = lines[b].box.y - lines[a].box.maxY
                if gap >= 0, gap < 3 * lines[a].box.height { gaps.append(gap) }
            }
        }
        guard !gaps.isEmpty else { return 0 }
        return gaps.sorted()[gaps.count / 4]
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// Paragraphs, lists and tables numbered in reading order, furniture after them, and the transcript: header,
    /// body, footer.
    /// `tableText` is each table's lines as read, for the transcript.
    private func assemble(_ blocks: [LayoutBlock], roles: HeadingRoles, furniture: [PageFurniture.Piece],
                          tables: [Table], tableText: [String]) -> Output {
        var paragraphs: [Paragraph] = []
        var tablesOut = tables
        var body: [String] = []
        var order = 0
        var lists = ListAssembly()
        let items = blocks.filter(\.isItem)
        lists.outermostIndent = (items.filter { $0.lines[0].marker?.kind == .bullet }.map(ListAssembly.indent(of:)).min(),
                                 items.filter { $0.lines[0].marker?.kind != .bullet }.map(ListAssembly.indent(of:)).min())
        func flushList() {
            if let (list, transcript) = lists.finish(order: order) {
                body.append(transcript)
                lists.done.append(list)
                order += 1
            }
        }
        for (i, block) in blocks.enumerated() {
            if let t = block.tableIndex {
                flushList()
                tablesOut[t].order = order
                order += 1
                body.append(tableText[t])
                continue
            }
            if block.isItem || lists.takes(block) {
                lists.add(block)
                continue
            }
            flushList()
            let role = roles.roles[i]
            let text = block.lines.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
            paragraphs.append(Paragraph(order: order, text: text,
                                        box: block.box, role: role.role, level: role.level,
                                        fontSize: block.pointSize, bold: block.bold))
            body.append(text)
            order += 1
        }
        flushList()
        var header: [String] = [], footer: [String] = []
        for piece in furniture {
            paragraphs.append(Paragraph(order: order, text: piece.line.text, box: piece.line.box, role: piece.role,
                                        fontSize: piece.line.pointSize, bold: piece.line.bold))
            order += 1
            if piece.role == .pageHeader { header.append(piece.line.text) } else { footer.append(piece.line.text) }
        }
        let transcript = (header + body + footer).filter { !$0.isEmpty }.joined(separator: "\n\n")
        return Output(paragraphs: paragraphs, lists: lists.done, tables: tablesOut, transcript: transcript)
    }
}
