import FolioImaging
import FolioModel
@testable import FolioOCR
import FolioTestSupport
import Foundation
import Testing

/// Word confidences as the estimated chance that the word is right, from what Tesseract saw of it.
@Suite struct WordConfidenceModelTests {
    func word(_ text: String, _ confidence: Double, characters: Double, dictionary: Bool = false) -> Word {
        Word(text: text, box: Box(x: 0, y: 0, width: 40, height: 20), confidence: confidence,
             evidence: WordEvidence(characterConfidence: characters, isDictionaryWord: dictionary))
    }

    func estimate(_ word: Word, line: Double = 0.85) -> Double {
        WordConfidenceModel.confidence(of: word, lineConfidence: line)
    }

    @Test func sureCharactersOutweighDoubtAboutWhereTheWordEnds() {
        // Tesseract scores "Amount" 0.07 with every character at 0.995 (sroie-dev): its doubt was the word's
        // boundary, not its letters.
        #expect(estimate(word("Amount", 0.07, characters: 0.995, dictionary: true)) > 0.5)
        #expect(estimate(word("Amount", 0.07, characters: 0.85, dictionary: true)) < 0.2)
    }

    @Test func theEstimateRisesWithEveryKindOfCertainty() {
        let characters = [0.8, 0.9, 0.95, 0.98, 0.99, 1.0].map { estimate(word("TOTAL", 0.6, characters: $0)) }
        #expect(characters == characters.sorted() && Set(characters).count == characters.count)
        let words = [0.0, 0.3, 0.6, 0.9].map { estimate(word("TOTAL", $0, characters: 0.97)) }
        #expect(words == words.sorted() && Set(words).count == words.count)
        #expect(estimate(word("TOTAL", 0.6, characters: 0.97), line: 0.9)
                > estimate(word("TOTAL", 0.6, characters: 0.97), line: 0.5))
        #expect(estimate(word("TOTAL", 0.6, characters: 0.97, dictionary: true))
                > estimate(word("TOTAL", 0.6, characters: 0.97)))
    }

    @Test func shapeVouchesForColonsAndAmountsAndAgainstMarks() {
        let colon = estimate(word(":", 0.3, characters: 0.97))
        let amount = estimate(word("12.50", 0.3, characters: 0.97))
        let other = estimate(word("12,5O", 0.3, characters: 0.97))
        #expect(colon > other && amount > other)
        #expect(estimate(word("©§", 0.95, characters: 0.99)) < 0.5, "marks read from specks are not text")
        #expect(estimate(word("Café", 0.9, characters: 0.99)) < estimate(word("Cafe", 0.9, characters: 0.99)))
    }

    @Test func aWordWithoutEvidenceKeepsItsConfidence() {
        let plain = Word(text: "TOTAL", box: Box(x: 0, y: 0, width: 40, height: 20), confidence: 0.42)
        #expect(WordConfidenceModel.confidence(of: plain, lineConfidence: 0.9) == 0.42)
    }

    @Test func engineWordsCarryEvidenceAndTheirConfidenceIsTheEstimate() throws {
        let receipt = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/receipt.jpg")), maxPixels: 100_000_000)
        var configuration = OCRConfiguration(dataPath: try ModelLocator.folder(for: .accurate, languages: ["eng"]))
        configuration.calibratesConfidence = false
        let raw = try TesseractEngine(configuration: configuration).recognize(receipt, dpi: 200)
        configuration.calibratesConfidence = true
        let calibrated = try TesseractEngine(configuration: configuration).recognize(receipt, dpi: 200)
        let rawWords = raw.lines.flatMap(\.words)
        #expect(!rawWords.isEmpty)
        #expect(rawWords.allSatisfy { $0.evidence.map { (0...1).contains($0.characterConfidence) } ?? false })
        #expect(calibrated.lines.map(\.text) == raw.lines.map(\.text), "calibration changes no text")
        for (line, calibratedLine) in zip(raw.lines, calibrated.lines) {
            for (word, calibratedWord) in zip(line.words, calibratedLine.words) {
                #expect(abs(calibratedWord.confidence
                            - WordConfidenceModel.confidence(of: word, lineConfidence: line.confidence)) < 1e-9)
            }
        }
    }
}
