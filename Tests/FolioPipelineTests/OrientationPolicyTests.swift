@testable import FolioPipeline
import FolioModel
import FolioOCR
import Testing

/// Which reading of a page the orient stage keeps: the one before turning it, or the turned one.
@Suite struct OrientationPolicyTests {
    /// A reading of `words` words of `letters` letters each, read with `confidence`, a share `turned` of its
    /// text found running sideways.
    static func reading(words: Int, letters: Int = 6, confidence: Double, turned: Double) -> OCRPage {
        let line = Line(words: (0..<words).map { index in
            Word(text: String(repeating: "a", count: letters), box: Box(x: Double(10 * index), y: 0, width: 8, height: 10),
                 confidence: confidence)
        })
        var page = OCRPage(lines: [line], paragraphs: [], transcript: line.text, confidence: confidence)
        page.turnedTextShare = turned
        return page
    }

    /// A small receipt lying on its side, as fast mode read it: Tesseract read five words sideways, surely; turned
    /// upright it read 43, less surely each but more in all. The upright reading is kept.
    @Test func anUprightReadingOfMoreTextIsKeptOverAFewSurerSidewaysWords() {
        let sideways = Self.reading(words: 5, confidence: 0.89, turned: 1)
        let upright = Self.reading(words: 43, confidence: 0.24, turned: 0)
        #expect(OrientationPolicy.keeps(upright, over: sideways))
        // Not when the upright reading holds less surely read text than the sideways one.
        #expect(!OrientationPolicy.keeps(Self.reading(words: 10, confidence: 0.24, turned: 0), over: sideways))
    }

    @Test func aTurnedReadingIsKeptWhenItReadsMoreSurelyOrAboutAsSurelyUpright() {
        let upsideDown = Self.reading(words: 40, confidence: 0.1, turned: 0)
        #expect(OrientationPolicy.keeps(Self.reading(words: 38, confidence: 0.8, turned: 0), over: upsideDown))
        #expect(!OrientationPolicy.keeps(Self.reading(words: 80, confidence: 0.09, turned: 0), over: upsideDown))
        let sideways = Self.reading(words: 90, confidence: 0.86, turned: 1)
        #expect(OrientationPolicy.keeps(Self.reading(words: 88, confidence: 0.80, turned: 0), over: sideways))
        #expect(!OrientationPolicy.keeps(Self.reading(words: 40, confidence: 0.70, turned: 0), over: sideways))
    }
}
