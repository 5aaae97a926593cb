import CTesseract
import FolioModel

/// Walks Tesseract's result iterator word by word, grouping words into lines and lines into paragraphs
/// as Tesseract's own layout analysis found them.
enum TesseractLayoutReader {
    static func read(_ iterator: OpaquePointer, candidates: Int = 0) -> OCRPage {
        let pageIterator = TessResultIteratorGetPageIterator(iterator)
        var paragraphs: [[Line]] = []
        var currentParagraph: [Line] = []
        var currentWords: [Word] = []
        var blockTurned = false
        var turnedWords = 0, allWords = 0

        func closeLine() {
            if !currentWords.isEmpty { currentParagraph.append(Line(words: currentWords)) }
            currentWords = []
        }
        func closeParagraph() {
            closeLine()
            if !currentParagraph.isEmpty { paragraphs.append(currentParagraph) }
            currentParagraph = []
        }

        repeat {
            if TessPageIteratorIsAtBeginningOf(pageIterator, RIL_BLOCK) != 0 {
                var orientation = ORIENTATION_PAGE_UP
                var direction = WRITING_DIRECTION_LEFT_TO_RIGHT
                var order = TEXTLINE_ORDER_TOP_TO_BOTTOM
                var deskew: Float = 0
                TessPageIteratorOrientation(pageIterator, &orientation, &direction, &order, &deskew)
                blockTurned = orientation != ORIENTATION_PAGE_UP
            }
            if TessPageIteratorIsAtBeginningOf(pageIterator, RIL_PARA) != 0 {
                closeParagraph()
            } else if TessPageIteratorIsAtBeginningOf(pageIterator, RIL_TEXTLINE) != 0 {
                closeLine()
            }
            guard let cText = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
            TessDeleteText(cText)
            if text.isEmpty { continue }
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            guard TessPageIteratorBoundingBox(pageIterator, RIL_WORD, &left, &top, &right, &bottom) != 0 else { continue }
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
            let wordConfidence = min(1, max(0, confidence))
            // Tesseract reads vertical lines of sideways text without saying the block is turned; a word of
            // three or more letters standing taller than wide gives it away.
            if text.count >= 3 {
                allWords += 1
                if blockTurned || (bottom - top) > (right - left) * 6 / 5 { turnedWords += 1 }
            }
            currentWords.append(Word(
                text: text,
                box: Box(x: Double(left), y: Double(top), width: Double(right - left), height: Double(bottom - top)),
                confidence: wordConfidence,
                candidates: candidates > 0
                    ? WordAlternatives.read(iterator, word: text, confidence: wordConfidence, limit: candidates)
                    : nil,
                evidence: WordEvidence.read(iterator)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        closeParagraph()

        let lines = paragraphs.flatMap { $0 }
        let blocks = paragraphs.enumerated().map { order, lines in
            Paragraph(order: order, text: lines.map(\.text).joined(separator: "\n"),
                      box: Box.enclosing(lines.map(\.box)) ?? Box(x: 0, y: 0, width: 0, height: 0))
        }
        let transcript = blocks.map(\.text).joined(separator: "\n\n")
        let confidence = Confidence.weighted(lines.flatMap(\.words).map { ($0.confidence, $0.text.count) })
        var page = OCRPage(lines: lines, paragraphs: blocks, transcript: transcript, confidence: confidence)
        page.turnedTextShare = allWords > 0 ? Double(turnedWords) / Double(allWords) : 0
        return page
    }
}
