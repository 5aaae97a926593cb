import FolioModel

/// What the engine read on one page image.
public struct OCRPage: Sendable, Hashable {
    public var lines: [Line]
    public var paragraphs: [Paragraph]
    /// Lines joined by newlines, paragraphs separated by a blank line.
    public var transcript: String
    /// Character-weighted mean word confidence, 0...1.
    public var confidence: Double
    /// Share of the words (of three or more characters) that stand turned — in blocks Tesseract found not
    /// upright, or taller than wide (sideways text) — 0...1.
    public var turnedTextShare = 0.0
    /// The clockwise turn (90, 180 or 270) that would bring the page's text upright, when the engine reads each
    /// line's direction and most of the text runs one way other than left to right; nil otherwise (Tesseract).
    public var uprightTurn: Int?

    public init(lines: [Line], paragraphs: [Paragraph], transcript: String, confidence: Double) {
        self.lines = lines
        self.paragraphs = paragraphs
        self.transcript = transcript
        self.confidence = confidence
    }

    /// The same reading with every box multiplied by `factor` (to report boxes found on an enlarged image in
    /// the original's pixels).
    public func scaled(by factor: Double) -> OCRPage {
        func scale(_ line: Line) -> Line {
            Line(text: line.text, box: line.box.scaled(by: factor), confidence: line.confidence,
                 words: line.words.map { word in
                     var scaled = word
                     scaled.box = word.box.scaled(by: factor)
                     return scaled
                 })
        }
        var page = OCRPage(lines: lines.map(scale),
                           paragraphs: paragraphs.map { Paragraph(order: $0.order, text: $0.text, box: $0.box.scaled(by: factor)) },
                           transcript: transcript, confidence: confidence)
        page.turnedTextShare = turnedTextShare
        page.uprightTurn = uprightTurn
        return page
    }

    /// The reading without words shorter than `minimumHeight` pixels (lines, paragraphs and transcript rebuilt).
    public func droppingWords(shorterThan minimumHeight: Double) -> OCRPage {
        var kept: [Line] = []
        var keptParagraphs: [Paragraph] = []
        for (paragraph, members) in zip(paragraphs, paragraphMembers) {
            let inside = members.map { lines[$0] }
            let survivors = inside.compactMap { line -> Line? in
                let words = line.words.filter { $0.box.height >= minimumHeight }
                return words.isEmpty ? nil : Line(words: words)
            }
            guard !survivors.isEmpty else { continue }
            kept += survivors
            keptParagraphs.append(Paragraph(order: keptParagraphs.count, text: survivors.map(\.text).joined(separator: "\n"),
                                            box: Box.enclosing(survivors.map(\.box)) ?? paragraph.box))
        }
        return rebuilt(lines: kept, paragraphs: keptParagraphs)
    }

    /// The same page with `extra` lines added after the others, each as a paragraph of its own.
    public func addingLines(_ extra: [Line]) -> OCRPage {
        var added = paragraphs
        for line in extra {
            added.append(Paragraph(order: added.count, text: line.text, box: line.box))
        }
        return rebuilt(lines: lines + extra, paragraphs: added)
    }

    /// The same page with its lines replaced one for one (paragraph texts and transcript rebuilt; paragraph
    /// membership follows the old lines' boxes).
    public func replacingLines(_ replacement: [Line]) -> OCRPage {
        guard replacement.count == lines.count else { return self }
        var regrouped: [Paragraph] = []
        for (paragraph, indices) in zip(paragraphs, paragraphMembers) {
            let members = indices.map { replacement[$0] }
            guard !members.isEmpty else { continue }
            regrouped.append(Paragraph(order: regrouped.count, text: members.map(\.text).joined(separator: "\n"),
                                       box: Box.enclosing(members.map(\.box)) ?? paragraph.box))
        }
        return rebuilt(lines: replacement, paragraphs: regrouped)
    }

    /// The same page whose paragraph texts and transcript leave out words below `minimumConfidence` and words
    /// that are only marks Tesseract reads from rules, borders and specks (`Word.isNoiseMark`); lines and words
    /// are kept as read. (A lone colon or a plain amount, which Tesseract scores low even when right, is
    /// vouched for by `WordConfidenceModel`, which weighs the word's shape.)
    public func withReadingText(minimumConfidence: Double) -> OCRPage {
        func reading(_ line: Line) -> String {
            line.words.filter { $0.confidence >= minimumConfidence && !$0.isNoiseMark }
                .map(\.text).joined(separator: " ")
        }
        let texts = zip(paragraphs, paragraphMembers).map { paragraph, members in
            let text = members.map { reading(lines[$0]) }.filter { !$0.isEmpty }
                .joined(separator: "\n")
            return Paragraph(order: paragraph.order, text: text, box: paragraph.box)
        }
        return rebuilt(lines: lines, paragraphs: texts, confidence: confidence)
    }

    /// For each paragraph, the indices of the lines that belong to it: each line goes to the smallest paragraph
    /// box that contains it (paragraph boxes can overlap, and a line read later can lie inside an earlier
    /// block's box), so no line is counted twice.
    private var paragraphMembers: [[Int]] {
        var members = Array(repeating: [Int](), count: paragraphs.count)
        for (index, line) in lines.enumerated() {
            let owner = paragraphs.indices.filter { paragraphs[$0].box.contains(line.box) }
                .min { paragraphs[$0].box.width * paragraphs[$0].box.height
                    < paragraphs[$1].box.width * paragraphs[$1].box.height }
            if let owner { members[owner].append(index) }
        }
        return members
    }

    /// A page of `lines` and `paragraphs` whose transcript (non-empty paragraph texts, blank-line separated) and
    /// confidence (character-weighted over the words, unless given) follow from them; the turned-text share is
    /// carried over.
    private func rebuilt(lines: [Line], paragraphs: [Paragraph], confidence: Double? = nil) -> OCRPage {
        var page = OCRPage(lines: lines, paragraphs: paragraphs,
                           transcript: paragraphs.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n\n"),
                           confidence: confidence
                               ?? Confidence.weighted(lines.flatMap(\.words).map { ($0.confidence, $0.text.count) }))
        page.turnedTextShare = turnedTextShare
        page.uprightTurn = uprightTurn
        return page
    }
}
