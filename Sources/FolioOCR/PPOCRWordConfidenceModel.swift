import Foundation
import FolioModel

/// The chance that a word PP-OCRv6 read is right (letter case aside).
///
/// The recogniser's character probabilities are sure of most misreadings of faint or broken print, and its
/// mean over a word says little about one bad character in it. A logistic model over the mean and the least
/// sure character, the line's mean, the detector's score for the line and the word's shape tells right from
/// wrong better; fitted and cross-validated on sroie-dev by `folio-bench fit-word-confidence --engine ppocr`
/// (figures in the README's `ocr` stage and `docs/accuracy.md`).
public enum PPOCRWordConfidenceModel: WordCalibration {
    public static let weights: [Double] = [0.616, 5.809, 10.318, 0.216, -3.583, -1.325, 0.310, 1.972, 2.384]
    public static let bias = -14.709

    /// The inputs: mean character probability, least sure character, line's mean character probability,
    /// detection score, share of noise marks, a single character, a lone colon, a plain amount, the reciprocal
    /// of the word's length. (Unlike Tesseract's model, no feature for non-ASCII characters: sroie-dev is all
    /// ASCII, so it would learn to doubt every accented or CJK word the multilingual recogniser reads right.)
    public static func features(of word: Word, evidence: WordEvidence, lineConfidence: Double) -> [Double] {
        return [
            evidence.characterConfidence,
            evidence.lowestCharacterConfidence ?? evidence.characterConfidence,
            lineConfidence,
            evidence.detectionScore ?? 1,
            word.noiseMarkShare,
            word.text.count == 1 ? 1 : 0,
            word.isLoneColon ? 1 : 0,
            word.isPlainAmount ? 1 : 0,
            1 / Double(max(1, word.text.count)),
        ]
    }
}
