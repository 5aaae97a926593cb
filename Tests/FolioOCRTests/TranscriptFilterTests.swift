import FolioModel
import FolioOCR
import Testing

/// What the transcript keeps of a reading: sure words that are text.
@Suite struct TranscriptFilterTests {
    func word(_ text: String, _ confidence: Double, at x: Double) -> Word {
        Word(text: text, box: Box(x: x, y: 10, width: 30, height: 20), confidence: confidence)
    }

    func page(_ words: [Word]) -> OCRPage {
        let line = Line(words: words)
        return OCRPage(lines: [line], paragraphs: [Paragraph(order: 0, text: line.text, box: line.box)],
                       transcript: line.text, confidence: 0.9)
    }

    @Test func unsureWordsAndNoiseMarksLeaveTheTranscriptButStayInTheLines() {
        let read = page([word("|", 0.9, at: 0), word("TOTAL", 0.95, at: 40), word(":", 0.9, at: 80),
                         word("©§", 0.8, at: 120), word("12.50", 0.9, at: 160), word("zq", 0.2, at: 200)])
        let kept = read.withReadingText(minimumConfidence: 0.5)
        #expect(kept.transcript == "TOTAL : 12.50")
        #expect(kept.paragraphs.map(\.text) == ["TOTAL : 12.50"])
        #expect(kept.lines == read.lines)
    }

    @Test func aLineInsideTwoParagraphBoxesIsTranscribedOnce() {
        // A line read later (uncovered ink) lies inside an earlier block's box and has a paragraph of its own.
        let block = Line(words: [word("SUBTOTAL", 0.9, at: 0), word("9.00", 0.9, at: 300)])
        let inner = Line(words: [word("TAX", 0.9, at: 120)])
        let read = OCRPage(lines: [block, inner],
                           paragraphs: [Paragraph(order: 0, text: block.text, box: block.box),
                                        Paragraph(order: 1, text: inner.text, box: inner.box)],
                           transcript: "", confidence: 0.9)
        #expect(read.withReadingText(minimumConfidence: 0.5).transcript == "SUBTOTAL 9.00\n\nTAX")
    }

    @Test func meaningfulMarksStay() {
        let read = page(["&", "@", "%", "-", "=", "#", "*", "/"].enumerated().map { word($1, 0.9, at: Double($0) * 40) })
        #expect(read.withReadingText(minimumConfidence: 0.5).transcript == "& @ % - = # * /")
    }
}
