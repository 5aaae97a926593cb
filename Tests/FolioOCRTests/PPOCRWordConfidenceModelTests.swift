import FolioImaging
import FolioModel
@testable import FolioOCR
import FolioTestSupport
import Foundation
import Testing

/// PP-OCRv6's word confidences as the estimated chance that the word is right, from its characters'
/// probabilities, its line's and the detector's score.
@Suite struct PPOCRWordConfidenceModelTests {
    func word(_ text: String, mean: Double, lowest: Double, detection: Double = 0.8) -> Word {
        Word(text: text, box: Box(x: 0, y: 0, width: 40, height: 20), confidence: mean,
             evidence: WordEvidence(characterConfidence: mean, isDictionaryWord: false,
                                    lowestCharacterConfidence: lowest, detectionScore: detection))
    }

    func estimate(_ word: Word, line: Double = 0.95) -> Double {
        PPOCRWordConfidenceModel.confidence(of: word, lineConfidence: line)
    }

    @Test func oneUnsureCharacterCountsAgainstTheWord() {
        // The same mean: one character at 0.4 among sure ones is a likelier misreading than all at 0.9.
        #expect(estimate(word("INVOICE", mean: 0.91, lowest: 0.4)) < estimate(word("INVOICE", mean: 0.91, lowest: 0.9)))
        let lowest = [0.3, 0.5, 0.7, 0.9, 0.99].map { estimate(word("TOTAL", mean: 0.95, lowest: $0)) }
        #expect(lowest == lowest.sorted() && Set(lowest).count == lowest.count)
    }

    @Test func anUnsureLineTakesItsWordsDown() {
        let sure = word("TOTAL", mean: 0.98, lowest: 0.95)
        #expect(estimate(sure, line: 0.6) < estimate(sure, line: 0.95))
        #expect(estimate(sure, line: 0.97) > 0.5)
    }

    @Test func marksFromSpecksAreNotText() {
        #expect(estimate(word("|~", mean: 0.9, lowest: 0.85)) < estimate(word("AB", mean: 0.9, lowest: 0.85)))
        #expect(estimate(word("12.50", mean: 0.9, lowest: 0.8)) > estimate(word("12,5O", mean: 0.9, lowest: 0.8)))
    }

    @Test func engineWordsCarryEvidenceAndTheirConfidenceIsTheEstimate() throws {
        let models = try NeuralModels.locate()
        let receipt = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/receipt.jpg")), maxPixels: 100_000_000)
        var configuration = OCRConfiguration(dataPath: "")
        configuration.calibratesConfidence = false
        let raw = try PPOCREngine(configuration: configuration, models: models).recognize(receipt, dpi: 200,
                                                                                          photographed: false)
        configuration.calibratesConfidence = true
        let calibrated = try PPOCREngine(configuration: configuration, models: models).recognize(receipt, dpi: 200,
                                                                                                 photographed: false)
        let rawWords = raw.lines.flatMap(\.words)
        #expect(rawWords.count > 20)
        for word in rawWords {
            guard let evidence = word.evidence, let lowest = evidence.lowestCharacterConfidence,
                  let detection = evidence.detectionScore else {
                Issue.record("\(word.text) has no evidence")
                continue
            }
            #expect(abs(word.confidence - evidence.characterConfidence) < 1e-9, "uncalibrated: the characters' mean")
            #expect(lowest <= evidence.characterConfidence + 1e-9 && lowest > 0)
            #expect(detection >= 0.4 && detection <= 1, "the detector keeps lines scoring 0.4 or more")
        }
        #expect(calibrated.lines.map(\.text) == raw.lines.map(\.text), "calibration changes no text")
        for (line, calibratedLine) in zip(raw.lines, calibrated.lines) {
            for (word, calibratedWord) in zip(line.words, calibratedLine.words) {
                #expect(abs(calibratedWord.confidence
                            - PPOCRWordConfidenceModel.confidence(of: word, lineConfidence: line.confidence)) < 1e-9)
            }
        }
    }
}
