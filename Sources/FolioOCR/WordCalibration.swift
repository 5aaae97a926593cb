import Foundation
import FolioModel

/// A logistic model of the chance that a word is read right (letter case aside), from what its recognizer
/// said of it. Each engine has its own, fitted on sroie-dev by `folio-bench fit-word-confidence`.
public protocol WordCalibration {
    /// Logistic weights, in the order of `features(of:evidence:lineConfidence:)`.
    static var weights: [Double] { get }
    static var bias: Double { get }
    /// The model's inputs for `word`, read with `evidence` in a line of (uncalibrated) confidence
    /// `lineConfidence`.
    static func features(of word: Word, evidence: WordEvidence, lineConfidence: Double) -> [Double]
}

extension WordCalibration {
    /// The estimated chance that `word` is right; its own confidence when the recognizer left no evidence.
    static func confidence(of word: Word, lineConfidence: Double) -> Double {
        guard let evidence = word.evidence else { return word.confidence }
        let inputs = features(of: word, evidence: evidence, lineConfidence: lineConfidence)
        let z = zip(weights, inputs).reduce(bias) { $0 + $1.0 * $1.1 }
        return 1 / (1 + exp(-z))
    }
}

extension OCRPage {
    /// The same reading with every word's confidence replaced by `model`'s estimate (line and page confidences
    /// follow).
    func calibratingConfidences(with model: (some WordCalibration).Type) -> OCRPage {
        replacingLines(lines.map { line in
            Line(words: line.words.map { word in
                var calibrated = word
                calibrated.confidence = model.confidence(of: word, lineConfidence: line.confidence)
                return calibrated
            })
        })
    }
}
