import CTesseract
import FolioImaging
import FolioModel

extension TesseractEngine {
    /// Lines whose confidence is below this are read again on their own.
    static let uncertainLineConfidence = 0.75

    /// `page` with each uncertain line replaced by a single-line reading of its box (Tesseract's PSM 7 on a
    /// rectangle of the same image) when that reading is surer. Full-page segmentation sometimes merges
    /// columns or clips a line; reading the line alone often recovers it.
    func rereadingUncertainLines(of page: OCRPage, in image: Image) -> OCRPage {
        let uncertain = page.lines.indices.filter { page.lines[$0].confidence < Self.uncertainLineConfidence }
        guard !uncertain.isEmpty else { return page }
        var lines = page.lines
        withSegmentation(PSM_SINGLE_LINE) {
            for index in uncertain {
                let line = lines[index]
                let pad = max(2, line.box.height * 0.15)
                let left = max(0, Int(line.box.x - pad)), top = max(0, Int(line.box.y - pad))
                let right = min(image.width, Int((line.box.maxX + pad).rounded(.up)))
                let bottom = min(image.height, Int((line.box.maxY + pad).rounded(.up)))
                guard right - left > 4, bottom - top > 4,
                      let words = words(inRectangleFrom: left, top, to: right, bottom), !words.isEmpty else { continue }
                let candidate = Line(words: words)
                if candidate.confidence > line.confidence { lines[index] = candidate }
            }
        }
        return page.replacingLines(lines)
    }
}
