import FolioModel

/// The `detect` stage on a page whose words are known (OCR or a PDF text layer): runs the detectors over each
/// table cell's words and over the lines' remaining words (each line as a text, and all of them together for
/// postal addresses, which run over lines), and turns every match into a `DetectedData` with the union of its
/// words' boxes. A match's confidence is the detector's times the OCR's confidence in its least
/// sure word: a date read from a word the OCR doubts is a doubtful date.
public struct PageDataDetection: Sendable {
    public let detectors: DataDetectors

    public init(options: DetectionOptions) {
        detectors = DataDetectors(options: options)
    }

    public func detectedData(on page: Page) -> [DetectedData] {
        // Which cell each word lies in (its centre inside the cell), for the page's own cells.
        var cellWords: [CellReference: [Word]] = [:]
        var cellOrder: [CellReference] = []
        let cells: [(CellReference, Box)] = page.tables.flatMap { table in
            table.cells.filter { $0.page == nil || $0.page == page.index }.map {
                (CellReference(table: table.order, row: $0.row, column: $0.column), $0.box)
            }
        }
        var remaining: [[Word]] = []
        for line in page.lines {
            var rest: [Word] = []
            for word in line.words {
                let cx = word.box.x + word.box.width / 2, cy = word.box.y + word.box.height / 2
                if let (cell, _) = cells.first(where: { $0.1.x <= cx && cx <= $0.1.x + $0.1.width
                        && $0.1.y <= cy && cy <= $0.1.y + $0.1.height }) {
                    if cellWords[cell] == nil { cellOrder.append(cell) }
                    cellWords[cell, default: []].append(word)
                } else {
                    rest.append(word)
                }
            }
            remaining.append(rest)
        }
        // The lines are read as the lines of one text (a postal address runs over several), each cell's words as a
        // text of their own.
        let lineRuns = remaining.filter { !$0.isEmpty }
        let lines = lineRuns.map { Self.text(of: $0) }
        var lineWords: [Word] = []
        var lineSpans: [Range<Int>] = []
        var offset = 0
        for (words, line) in zip(lineRuns, lines) {
            lineWords += words
            lineSpans += line.spans.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
            offset += line.text.count + 1
        }
        let inLines = detectors.matches(inLinesOf: lines.map(\.text)).compactMap {
            data(for: $0, words: lineWords, spans: lineSpans, cell: nil)
        }
        let cellRuns = cellOrder.map { (words: cellWords[$0] ?? [], cell: $0) }
        let cellTexts = cellRuns.map { Self.text(of: $0.words) }
        let inCells = detectors.matches(inEach: cellTexts.map(\.text))
        return inLines + cellRuns.indices.flatMap { i in
            inCells[i].compactMap {
                data(for: $0, words: cellRuns[i].words, spans: cellTexts[i].spans, cell: cellRuns[i].cell)
            }
        }
    }

    /// Words joined by single spaces, with the scalar range of each word.
    static func text(of words: [Word]) -> (text: ScalarText, spans: [Range<Int>]) {
        var scalars: [Unicode.Scalar] = []
        var spans: [Range<Int>] = []
        for word in words {
            if !scalars.isEmpty { scalars.append(" ") }
            let start = scalars.count
            scalars += word.text.unicodeScalars
            spans.append(start..<scalars.count)
        }
        return (ScalarText(ScalarText.string(scalars[...])), spans)
    }

    /// A match as detected data: the union of its words' boxes, its confidence lowered by its least sure word.
    func data(for match: TextMatch, words: [Word], spans: [Range<Int>], cell: CellReference?) -> DetectedData? {
        let covered = spans.indices.filter { spans[$0].overlaps(match.range) }
        guard let first = covered.first else { return nil }
        var box = words[first].box
        for i in covered.dropFirst() { box = box.union(words[i].box) }
        let ocr = covered.map { words[$0].confidence }.min() ?? 1
        return DetectedData(kind: match.kind.rawValue, text: match.text, value: match.value, box: box,
                            confidence: (match.confidence * ocr * 1000).rounded() / 1000, cell: cell)
    }
}
