import FolioModel

/// The `detect` stage on a page whose words are known (OCR or a PDF text layer): runs the detectors over each
/// table cell's words and over the lines' remaining words (each line as a text, and all of them together for
/// postal addresses, which run over lines; on a page with tables, postal addresses over its whole lines too; a
/// bare figure also after its label, the line or cell left of it on its row or its column's heading, for money:
/// `labelledAmounts`), and turns every match into a `DetectedData` with the union of its words' boxes. A match's
/// confidence is the detector's times the OCR's confidence in its least sure word: a date read from a word the
/// OCR doubts is a doubtful date.
public struct PageDataDetection: Sendable {
    public let detectors: DataDetectors

    public init(options: DetectionOptions) {
        detectors = DataDetectors(options: options)
    }

    public func detectedData(on page: Page) -> [DetectedData] {
        let words = page.lines.flatMap(\.words)
        // Which cell each word lies in (its centre inside the cell), for the page's own cells.
        let cells: [(CellReference, Box)] = page.tables.flatMap { table in
            table.cells.filter { $0.page == nil || $0.page == page.index }.map {
                (CellReference(table: table.order, row: $0.row, column: $0.column), $0.box)
            }
        }
        let cellOf: [CellReference?] = words.map { word in
            let cx = word.box.x + word.box.width / 2, cy = word.box.y + word.box.height / 2
            return cells.first(where: { $0.1.x <= cx && cx <= $0.1.x + $0.1.width
                && $0.1.y <= cy && cy <= $0.1.y + $0.1.height })?.0
        }
        // Each line's words (indices into `words`) and those of them outside every cell.
        var pageLines: [[Int]] = []
        var remaining: [[Int]] = []
        var cellWords: [CellReference: [Int]] = [:]
        var cellOrder: [CellReference] = []
        var next = 0
        for line in page.lines {
            let indices = Array(next..<(next + line.words.count))
            next += line.words.count
            pageLines.append(indices)
            remaining.append(indices.filter { cellOf[$0] == nil })
            for i in indices {
                guard let cell = cellOf[i] else { continue }
                if cellWords[cell] == nil { cellOrder.append(cell) }
                cellWords[cell, default: []].append(i)
            }
        }
        // The lines outside tables are read as the lines of one text (a postal address runs over several), each
        // cell's words as a text of their own.
        let outside = remaining.filter { !$0.isEmpty }
        let lineTexts = outside.map { Self.text(of: $0.map { words[$0] }) }
        let ownLines = linesMatches(outside, texts: lineTexts, words) { _ in nil }
        let inLines = ownLines + labelledAmounts(Self.lineRuns(outside, texts: lineTexts, words: words), words: words,
                                                 found: ownLines)
        let cellRuns = cellOrder.map { (indices: cellWords[$0] ?? [], cell: $0) }
        let cellTexts = cellRuns.map { Self.text(of: $0.indices.map { words[$0] }) }
        let ownCells = detectors.matches(inEach: cellTexts.map(\.text)).enumerated().flatMap { i, matches in
            matches.compactMap { match in
                found(match, indices: cellRuns[i].indices, spans: cellTexts[i].spans, words: words)
                    .map { Read(data: $0.data(cell: cellRuns[i].cell), words: Set($0.indices)) }
            }
        }
        let inCells = ownCells + labelledAmounts(Self.cellRuns(cellRuns, texts: cellTexts, tables: page.tables),
                                                 words: words, found: ownCells)
        guard !cells.isEmpty, detectors.options.kinds.contains(.address) else {
            return (inLines + inCells).map(\.data)
        }
        let links = (inLines + inCells).filter {
            $0.data.kind == DataKind.email.rawValue || $0.data.kind == DataKind.url.rawValue
        }
        let addresses = addresses(overWholeLines: pageLines, words, cellOf: cellOf, cells: cellOrder).filter {
            address in links.allSatisfy { $0.words.isDisjoint(with: address.words) }
        }
        let taken = addresses.reduce(into: Set<Int>()) { $0.formUnion($1.words) }
        let keptLines = inLines.filter { $0.words.isDisjoint(with: taken) }
        let keptCells = inCells.filter { $0.words.isDisjoint(with: taken) }
        return (keptLines + addresses + keptCells).map(\.data)
    }

    /// The postal addresses over a page's whole `lines`, on a page with tables (`cellOf` says which cell a word lies
    /// in; `cells` are those holding words). A table found in words that are no table's (a receipt's letterhead read
    /// as rows above its items) parts an address's lines into cells, one line or a part of one in each; read over
    /// the whole lines it is whole again, and is the cell's that holds all its words if one does. A true table's
    /// rows are records (a street in one row's cells and a town in the next's are no address): an address over two
    /// rows or more must have words in two cells at most in each (a letterhead's line parted at a gap). One read so
    /// takes the place of the parts of it found in a cell or outside the table, and of anything else it overlaps
    /// but an e-mail address or link.
    private func addresses(overWholeLines lines: [[Int]], _ words: [Word], cellOf: [CellReference?],
                           cells: [CellReference]) -> [Read] {
        var cellsInRow: [RowReference: Int] = [:]
        for cell in cells { cellsInRow[RowReference(table: cell.table, row: cell.row), default: 0] += 1 }
        return linesMatches(lines, words, addressesOnly: true) { indices in
            let cell = cellOf[indices[0]]
            return indices.allSatisfy { cellOf[$0] == cell } ? cell : nil
        }.filter { address in
            let rows = Set(address.words.compactMap { cellOf[$0].map { RowReference(table: $0.table, row: $0.row) } })
            return rows.count <= 1 || rows.allSatisfy { (cellsInRow[$0] ?? 0) <= 2 }
        }
    }

    /// The matches in `lines` (each the indices of its words in `words`), read as the lines of one text, or only
    /// the postal addresses (`texts`: the lines' texts, when already built). `cell` says the cell a match whose words
    /// these are lies in.
    private func linesMatches(_ lines: [[Int]], texts given: [(text: ScalarText, spans: [Range<Int>])]? = nil,
                              _ words: [Word], addressesOnly: Bool = false,
                              cell: ([Int]) -> CellReference?) -> [Read] {
        let texts = given ?? lines.map { Self.text(of: $0.map { words[$0] }) }
        var indices: [Int] = []
        var spans: [Range<Int>] = []
        var offset = 0
        for (line, text) in zip(lines, texts) {
            indices += line
            spans += text.spans.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }
            offset += text.text.count + 1
        }
        let matches = addressesOnly ? detectors.addresses(inLinesOf: texts.map(\.text))
            : detectors.matches(inLinesOf: texts.map(\.text))
        return matches.compactMap { match in
            found(match, indices: indices, spans: spans, words: words).map {
                Read(data: $0.data(cell: cell($0.indices)), words: Set($0.indices))
            }
        }
    }

    /// A match and the words it covers (their indices in `words`), of a text whose words are `indices`, each at its
    /// span.
    func found(_ match: TextMatch, indices: [Int], spans: [Range<Int>], words: [Word]) -> Found? {
        let covered = spans.indices.filter { spans[$0].overlaps(match.range) }.map { indices[$0] }
        guard !covered.isEmpty else { return nil }
        return Found(match: match, indices: covered, words: covered.map { words[$0] })
    }

    /// A row of one of the page's tables.
    struct RowReference: Hashable {
        var table: Int
        var row: Int
    }

    /// A match read as detected data, and the words it covers (their indices in the page's words).
    struct Read {
        var data: DetectedData
        var words: Set<Int>
    }

    /// A match and its words.
    struct Found {
        var match: TextMatch
        var indices: [Int]
        var words: [Word]

        /// The match as detected data: the union of its words' boxes, its confidence lowered by its least sure
        /// word.
        func data(cell: CellReference?) -> DetectedData {
            var box = words[0].box
            for word in words.dropFirst() { box = box.union(word.box) }
            let ocr = words.map(\.confidence).min() ?? 1
            return DetectedData(kind: match.kind.rawValue, text: match.text, value: match.value, box: box,
                                confidence: (match.confidence * ocr * 1000).rounded() / 1000, cell: cell)
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
        return (ScalarText(scalars: scalars), spans)
    }
}
