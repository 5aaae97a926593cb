import Foundation
import FolioModel

/// The chance that a word is read right (letter case aside), estimated from what Tesseract says of it.
///
/// Tesseract's own word confidence mixes its doubt about the characters with its doubt about where the word
/// starts and ends: on sroie-dev, words whose every character scored above 0.98 but whose word confidence was
/// under 0.5 were right 58 % of the time, and those 167 words were lost from transcripts. A logistic model over
/// the word confidence, the characters' mean confidence, the line's confidence, the dictionary verdict and the
/// word's shape (marks Tesseract reads from rules and specks, characters outside ASCII, a lone character, a
/// lone colon, a plain amount) tells right from wrong better. Fitted on the 12,439 words Folio reads from
/// sroie-dev's 104 receipts (a word is right when its case-folded text is among the page's truth tokens) by
/// `folio-bench fit-word-confidence`, which also cross-validates it: with four folds by page, transcripts
/// keeping words of at least 0.5 estimated confidence score word F1 0.8052, against 0.7970 keeping words of at
/// least 0.5 Tesseract confidence (`docs/accuracy.md`, "OCR accuracy against raw Tesseract").
public enum WordConfidenceModel: WordCalibration {
    /// Logistic weights, in the order of `features(of:evidence:lineConfidence:)`.
    public static let weights: [Double] = [2.337, 35.886, -5.672, -4.2, 0.986, 3.367, 1.196, 2.288, 0.767]
    public static let bias = -38.033

    /// The inputs: word confidence, mean character confidence, share of noise marks, any non-ASCII character,
    /// a single character, a lone colon, a plain amount, line confidence, dictionary word.
    public static func features(of word: Word, evidence: WordEvidence, lineConfidence: Double) -> [Double] {
        return [
            word.confidence,
            evidence.characterConfidence,
            word.noiseMarkShare,
            word.text.allSatisfy(\.isASCII) ? 0 : 1,
            word.text.count == 1 ? 1 : 0,
            word.isLoneColon ? 1 : 0,
            word.isPlainAmount ? 1 : 0,
            lineConfidence,
            evidence.isDictionaryWord ? 1 : 0,
        ]
    }
}
