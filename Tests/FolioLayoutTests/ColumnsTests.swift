import FolioLayout
import FolioModel
import Testing

/// Columns of a scanned magazine page (tesseract's UNLV test pages 8071_093 and 8087_054): OCR runs the lines of
/// two columns together across a narrow gutter, a column can stop short or wrap round a photo, and a caption can
/// stand between the columns.
@Suite struct ColumnsTests {
    /// Type 11 pt at 100 dpi: half an em per character, word boxes 1.3 em high as OCR draws them round a line.
    static let em = 11.0 / 72 * 100

    /// The width of `text` set with spaces of a third of an em.
    static func natural(_ text: String) -> Double {
        let tokens = text.split(separator: " ")
        return Double(tokens.map(\.count).reduce(0, +)) * 0.5 * em + Double(tokens.count - 1) * em / 3
    }

    /// Words set from `x` to `end` (spaces stretched as justified text stretches them) at `y`.
    static func justified(_ text: String, from x: Double, to end: Double, y: Double) -> [Word] {
        let tokens = text.split(separator: " ").map(String.init)
        let widths = tokens.map { Double($0.count) * 0.5 * em }
        let space = tokens.count > 1 ? (end - x - widths.reduce(0, +)) / Double(tokens.count - 1) : 0
        var cursor = x
        return zip(tokens, widths).map { token, width in
            defer { cursor += width + space }
            return Word(text: token, box: Box(x: cursor, y: y, width: width, height: 1.3 * em), confidence: 1)
        }
    }

    static let left = [
        "she wandered around the house with", "the look of an injured puppy and", "sometimes burst into tears when her",
        "parents asked her what was wrong so", "she would answer that it was none", "of their business at all and then",
        "how could she explain that she was", "in love for the very first time in",
    ]
    static let right = [
        "the cause of her sadness was simple", "he talked with her of life and love", "and he comforted her until she was",
        "calm again and she never forgot it", "says the special assistant in the", "office of the secretary who still",
        "wonders why he did not just laugh", "at me but treated me with dignity",
    ]

    /// Rows of two justified columns run together into one line each, the gutter between them `gutter` wide.
    static func mergedRows(gutter: Double, rows: Int = 8, top: Double = 200) -> [Line] {
        let leftWidth = left.map(natural).max()!, rightWidth = right.map(natural).max()!
        return (0..<rows).map { row in
            let y = top + Double(row) * 1.6 * em
            return Line(words: justified(left[row], from: 100, to: 100 + leftWidth, y: y)
                        + justified(right[row], from: 100 + leftWidth + gutter, to: 100 + leftWidth + gutter + rightWidth, y: y))
        }
    }

    /// A gutter 0.8 em wide, too narrow to be found down the whole page, still parts the lines OCR ran together
    /// where running text lines up on both sides of it over many rows.
    @Test func linesRunTogetherAcrossANarrowGutterArePartedAtIt() {
        let lines = Self.mergedRows(gutter: 0.8 * Self.em)
        let pieces = LineSegments.split(lines, wordStyles: []).lines.map(\.text)
        #expect(pieces.count == 16)
        #expect(pieces.contains(Self.left[0]))
        #expect(pieces.contains(Self.right[7]))
    }

    /// OCR may find each word of the two columns as a line of its own: the lines are parted at the gutter all
    /// the same.
    @Test func wordsFoundOneALineArePartedAtTheGutterAsWholeRowsAre() {
        let rows = Self.mergedRows(gutter: 0.8 * Self.em)
        let words = rows.flatMap(\.words).map { Line(words: [$0]) }
        #expect(LineSegments.split(words, wordStyles: []).lines.map(\.text)
                == LineSegments.split(rows, wordStyles: []).lines.map(\.text))
    }

    /// A page of figures in a grid, 110 rows of 24, each figure found as a line of its own (a statistical table
    /// no table was found in): each column's gaps are followed down the page once, not again from every row
    /// (from every row, a PDF page of 110 × 24 figures took 37 s to lay out), and the pieces are those of the
    /// same rows found whole.
    @Test func aGridOfFiguresOneALineGivesThePiecesOfItsRows() {
        let rows = (0..<110).map { row in
            Line(words: (0..<24).map { column in
                Word(text: "\((row * 7919 + column * 104_729) % 100_000)",
                     box: Box(x: 50 + Double(column) * 66, y: 40 + Double(row) * 19, width: 44, height: 14), confidence: 1)
            })
        }
        let words = rows.flatMap(\.words).map { Line(words: [$0]) }
        let pieces = LineSegments.split(words, wordStyles: []).lines
        #expect(pieces.map(\.text) == LineSegments.split(rows, wordStyles: []).lines.map(\.text))
        #expect(pieces.flatMap(\.words).count == 110 * 24)
    }

    /// The same rows inside a table found on the page are its rows, and stay whole (each row's text is a row of
    /// the transcript's table text).
    @Test func rowsOfATableAreNotPartedAtAGutterDownPartOfThePage() {
        let lines = Self.mergedRows(gutter: 0.8 * Self.em)
        let table = Box(x: 90, y: 190, width: 700, height: 250)
        #expect(LineSegments.split(lines, wordStyles: [], tables: [table]).lines.count == 8)
    }

    /// Three rows whose wide spaces happen to line up (a river in justified text) are no gutter.
    @Test func aRiverOverThreeRowsPartsNoLine() {
        let lines = Self.mergedRows(gutter: 0.8 * Self.em, rows: 3)
        #expect(LineSegments.split(lines, wordStyles: []).lines.count == 3)
    }

    /// Labels beside their amounts (a receipt), lined up over many rows, are no columns of running text.
    @Test func labelsBesideAmountsAreNotParted() {
        let labels = ["Large coffee with milk", "Bagel with cream cheese", "Orange juice fresh", "Bran muffin warmed",
                      "Green tea pot", "Soup of the day", "Side salad small", "Sparkling water bottle"]
        let lines = labels.enumerated().map { row, label in
            let y = 200 + Double(row) * 1.6 * Self.em
            return Line(words: Self.justified(label, from: 100, to: 100 + Self.natural(label), y: y)
                        + Self.justified("\(row + 2).50", from: 330, to: 330 + Self.natural("2.50"), y: y))
        }
        #expect(LineSegments.split(lines, wordStyles: []).lines.count == 8)
    }

    /// Four columns (a magazine's spread): read one after the other, each whole.
    @Test func fourColumnsReadOneAfterTheOther() {
        var page = PageSketch()
        for column in 0..<4 {
            for row in 0..<10 {
                page.line("column \(column) line \(row) of the running text", x: 60 + Double(column) * 300,
                          y: 160 + Double(row) * 22)
            }
        }
        let output = PageLayout().read(page.input(width: 1300))
        let body = output.paragraphs.filter { $0.role == .body }.sorted { $0.order < $1.order }
        #expect(body.count == 4)
        for (column, paragraph) in body.enumerated() {
            #expect(paragraph.text.hasPrefix("column \(column) line 0"))
            #expect(paragraph.text.hasSuffix("column \(column) line 9 of the running text"))
        }
    }

    /// A caption set between two columns beside a photo, crossing the gutter the columns keep above and below
    /// it: the columns are read one after the other, and the caption after them.
    @Test func aCaptionBetweenTheColumnsIsReadAfterThem() {
        var page = PageSketch()
        for row in 0..<16 {
            let y = 160 + Double(row) * 22
            let middle = (5..<11).contains(row)
            // Beside the photo the columns draw back from the gutter.
            page.line(middle ? "left line \(row) runs" : "left column line \(row) of running text", x: 100, y: y)
            page.line(middle ? "right line \(row) runs" : "right column line \(row) of the text", x: middle ? 620 : 440, y: y)
        }
        // Across the whole gutter the columns keep above and below.
        for (k, caption) in ["THE TERRACOTTA ROOFS", "OF THE OLD TOWN WERE", "RESTORED LAST YEAR"].enumerated() {
            page.line(caption, x: 330, y: 160 + Double(6 + k) * 22, size: 9)
        }
        let output = PageLayout().read(page.input())
        let texts = output.paragraphs.sorted { $0.order < $1.order }.map(\.text)
        let leftEnd = texts.firstIndex { $0.contains("left column line 15") }
        let rightStart = texts.firstIndex { $0.contains("right column line 0") }
        let caption = texts.firstIndex { $0.contains("THE TERRACOTTA ROOFS") }
        #expect(leftEnd != nil && rightStart != nil && caption != nil)
        if let leftEnd, let rightStart, let caption {
            #expect(leftEnd < rightStart)
            #expect(rightStart < caption)
        }
        #expect(!texts.contains { $0.contains("left") && $0.contains("right") })
    }
}
