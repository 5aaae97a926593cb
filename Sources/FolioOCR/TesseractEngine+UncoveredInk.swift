import CLeptonica
import CTesseract
import FolioImaging
import FolioModel

extension TesseractEngine {
    /// Words read from uncovered ink are kept only at this confidence or above: a piece read out of context
    /// is more often a fragment or a mark than a full reading.
    static let uncoveredInkMinimumConfidence = 0.85
    /// At most this many pieces are read per page (bounds the cost on noisy pages).
    static let uncoveredInkPieceLimit = 60

    /// `page` with text that full-page layout analysis dropped: the ink of Tesseract's own binarisation that
    /// no sure word covers is grouped into line pieces (`InkPieces`), each piece not already under words is
    /// read alone as one line, and its sure words are added as new lines and paragraphs. Short column
    /// headers and values of receipts (`TAX`, `RM`, `0.00`) are what this mostly recovers.
    func readingUncoveredInk(of page: OCRPage, in image: Image) -> OCRPage {
        let words = page.lines.flatMap(\.words)
        let sure = words.filter { $0.confidence >= 0.5 }
        guard sure.count >= 5 else { return page }
        let textHeight = sure.map(\.box.height).sorted()[sure.count / 2]
        let pieces = InkPieces.lines(from: uncoveredComponents(sure: sure, textHeight: textHeight), textHeight: textHeight)
            .filter { piece in
                let covered = words.reduce(0.0) { $0 + piece.intersectionArea(with: $1.box) }
                return covered <= 0.3 * piece.width * piece.height
            }
        guard !pieces.isEmpty else { return page }
        var added: [Line] = []
        withSegmentation(PSM_SINGLE_LINE) {
            for piece in pieces.prefix(Self.uncoveredInkPieceLimit) {
                let pad = 0.3 * textHeight
                let left = max(0, Int(piece.x - pad)), top = max(0, Int(piece.y - pad))
                let right = min(image.width, Int(piece.maxX + pad)), bottom = min(image.height, Int(piece.maxY + pad))
                guard right - left > 3, bottom - top > 3,
                      let read = self.words(inRectangleFrom: left, top, to: right, bottom) else { continue }
                let kept = read.filter { $0.confidence >= Self.uncoveredInkMinimumConfidence }
                if !kept.isEmpty { added.append(Line(words: kept)) }
            }
        }
        return added.isEmpty ? page : page.addingLines(added)
    }

    /// Bounding boxes of the connected ink of Tesseract's binarised page once every sure word (with a margin of
    /// 0.15 text heights) is cleared.
    private func uncoveredComponents(sure: [Word], textHeight: Double) -> [FolioModel.Box] {
        // Tesseract hands back a clone of its own binary page (shared pixels): clear words on a copy.
        guard let raw = TessBaseAPIGetThresholdedImage(handle) else { return [] }
        var clone: UnsafeMutablePointer<PIX>? = UnsafeMutablePointer<PIX>(raw)
        var binary: UnsafeMutablePointer<PIX>? = pixCopy(nil, clone)
        pixDestroy(&clone)
        defer { pixDestroy(&binary) }
        guard let pix = binary else { return [] }
        let margin = max(2, 0.15 * textHeight)
        for word in sure {
            var box: UnsafeMutablePointer<BOX>? = boxCreate(
                Int32(word.box.x - margin), Int32(word.box.y - margin),
                Int32(word.box.width + 2 * margin), Int32(word.box.height + 2 * margin))
            pixClearInRect(pix, box)
            boxDestroy(&box)
        }
        var found: UnsafeMutablePointer<BOXA>? = pixConnCompBB(pix, 8)
        defer { boxaDestroy(&found) }
        guard let components = found else { return [] }
        return (0..<boxaGetCount(components)).map { index in
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            boxaGetBoxGeometry(components, index, &x, &y, &w, &h)
            return FolioModel.Box(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
        }
    }
}
