import CTesseract
import FolioImaging
import FolioModel

extension TesseractEngine {
    /// The surest of `first` and the `ReadingAlternative`s whose trigger it (or the surest reading so far)
    /// falls below, compared by `OCRPage.readingScore`.
    func bestAlternativeReading(of image: Image, dpi: Double?, photographed: Bool, first: OCRPage) throws -> OCRPage {
        var best = first
        var bestScore = first.readingScore
        for alternative in ReadingAlternative.allCases where best.confidence < alternative.triggerConfidence {
            let candidate = try reading(of: image, dpi: dpi, as: alternative, photographed: photographed)
            let score = candidate.readingScore
            if score > bestScore {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    /// `image` read the alternative's way; the engine's own settings are restored afterwards.
    private func reading(of image: Image, dpi: Double?, as alternative: ReadingAlternative,
                         photographed: Bool) throws -> OCRPage {
        let sigma = alternative.smoothingSigma(photographed: photographed)
        let source = sigma > 0 ? try image.smoothed(sigma: sigma) : image
        return try withSegmentation(TessPageSegMode(UInt32(alternative.segmentation.tesseractValue))) {
            try reading(of: source, dpi: dpi)
        }
    }
}

extension OCRPage {
    /// How much sure text a reading holds: the characters of words at least half sure, each weighted by its
    /// confidence. Compares readings of the same image.
    var readingScore: Double {
        lines.flatMap(\.words).reduce(0) { sum, word in
            word.confidence >= 0.5 ? sum + word.confidence * Double(word.text.count) : sum
        }
    }
}
