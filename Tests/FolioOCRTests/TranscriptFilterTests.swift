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

    @Test func aLoneColonStaysWhateverItsConfidence() {
        let read = page([word("TEL", 0.9, at: 0), word(":", 0.1, at: 40), word("03-4021", 0.9, at: 80),
                         word("::", 0.1, at: 120), word("x:", 0.1, at: 160)])
        #expect(read.withReadingText(minimumConfidence: 0.5).transcript == "TEL : 03-4021")
    }

    @Test func aPlainAmountStaysWhateverItsConfidence() {
        let read = page([word("TOTAL", 0.9, at: 0), word("12.50", 0.2, at: 40), word("1.5", 0.2, at: 80),
                         word("12.5O", 0.2, at: 120), word("1,234.50", 0.2, at: 160), word("3.99", 0.9, at: 200)])
        #expect(read.withReadingText(minimumConfidence: 0.5).transcript == "TOTAL 12.50 3.99")
    }

    @Test func meaningfulMarksStay() {
        let read = page(["&", "@", "%", "-", "=", "#", "*", "/"].enumerated().map { word($1, 0.9, at: Double($0) * 40) })
        #expect(read.withReadingText(minimumConfidence: 0.5).transcript == "& @ % - = # * /")
    }
}
