import FolioTestSupport
import Testing

@testable import FolioOCR

/// Digits read inside words become the letters of their shape only where the word and the model's own
/// probabilities say so.
@Suite struct LookalikeDigitsTests {
    /// `text` as decoded characters, one step each, each at 0.9.
    func characters(_ text: String) -> [CTCDecoder.Character] {
        text.enumerated().map { CTCDecoder.Character(text: String($1), firstStep: $0, lastStep: $0, probability: 0.9) }
    }

    /// Repairs `text` where the model gave each letter of a digit's shape `share` (and `l` a little more than `i`).
    func repaired(_ text: String, share: Double) -> String {
        let read = characters(text)
        return LookalikeDigits.repaired(read) { _, letters in
            (letters[0], letters[0] == "i" ? share / 2 : share)
        }.map(\.text).joined()
    }

    @Test func aDigitBetweenSmallLettersIsALetterWhateverTheModelSaid() {
        #expect(repaired("1178 Pub1ic B1vd", share: 0) == "1178 Public Blvd")
        #expect(repaired("Be11flower", share: 0) == "Bellflower")
        #expect(repaired("S1ip: D0ne", share: 0.001) == "Slip: Done")
    }

    @Test func aDigitEndingASmallWordNeedsTheModelsLetter() {
        #expect(repaired("Tota1 Gri11 Tb1 12", share: 0.3) == "Total Grill Tbl 12")
        #expect(repaired("Guest1 Ctr1 Tota1", share: 0.01) == "Guest1 Ctr1 Tota1")
    }

    @Test func capitalsTakeCapitalLettersOnlyWhenTheModelSawThem() {
        #expect(repaired("CL0SED COMB0", share: 0.3) == "CLOSED COMBO")
        #expect(repaired("CL0SED LVD1P", share: 0.03) == "CL0SED LVD1P")
        // A capital word's last digit needs more: "SR0" is two letters, too short to tell.
        #expect(repaired("COMB0 SR0", share: 0.1) == "COMB0 SR0")
        #expect(repaired("MR. D.1.Y. (M)", share: 0.1) == "MR. D.I.Y. (M)")
        #expect(repaired("MR. D.1.Y. (M)", share: 0.001) == "MR. D.I.Y. (M)")
        #expect(repaired("NO. 1.2 A.1.B2", share: 0.5) == "NO. 1.2 A.1.B2")
    }

    @Test func codesNumbersAndShortRunsStayAsRead() {
        for text in ["V001-540417", "R000550476", "A06024", "T1", "1x", "10.00SR", "HA06HD01-3", "ROOM 101",
                     "0pened", "CHL0E81"] {
            #expect(repaired(text, share: 0.5) == text, "\(text)")
        }
    }

    @Test func theLetterKeepsTheDigitsShareAsWell() {
        var read = characters("Tota1")
        read[4].probability = 0.6
        let repaired = LookalikeDigits.repaired(read) { _, letters in (letters[0], 0.3) }
        #expect(repaired[4].text == "l")
        #expect(abs(repaired[4].probability - 0.9) < 1e-9)
    }

    @Test func theModelsLikelierLetterIsTaken() {
        let read = characters("Vegg1e")
        let repaired = LookalikeDigits.repaired(read) { _, letters in
            letters.contains("i") ? ("i", 0.2) : nil
        }
        #expect(repaired.map(\.text).joined() == "Veggie")
    }

    @Test func theDecoderFindsALettersLikeliestStep() {
        let decoder = CTCDecoder(characterList: "1\nl\ni")
        // Steps 0-1 read "1"; "l" reaches 0.3 at step 1, "i" 0.2 at step 0.
        var values = [Float](repeating: 0, count: 2 * decoder.classCount)
        values[0 * 5 + 1] = 0.7; values[0 * 5 + 3] = 0.2
        values[1 * 5 + 1] = 0.6; values[1 * 5 + 2] = 0.3
        let one = CTCDecoder.Character(text: "1", firstStep: 0, lastStep: 1, probability: 0.7)
        let best = values.withUnsafeBufferPointer { decoder.likeliest(of: ["l", "i", "x"], at: one, in: $0, classes: 5) }
        #expect(best?.letter == "l")
        #expect(abs((best?.probability ?? 0) - 0.3) < 1e-6)
    }

    /// Ten thousand random lines of letters, digits, marks and spaces, with random model shares: the line keeps its
    /// length and steps, only 1s and 0s change, each into a letter of its shape, and never one in a run that holds
    /// another digit.
    @Test func randomLinesChangeOnlyLookalikeDigitsIntoTheirLetters() {
        var random = SplitMix(seed: 28)
        let alphabet = Array("aelorstBDLOST0123456789 .,:-#/'")
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...24, using: &random)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let read = characters(text)
            let share = Double.random(in: 0...0.4, using: &random)
            let repaired = LookalikeDigits.repaired(read) { _, letters in
                (letters.randomElement(using: &random)!, share)
            }
            #expect(repaired.count == read.count)
            for (before, after) in zip(read, repaired) where before.text != after.text {
                #expect(["1", "0"].contains(before.text), "\(text)")
                #expect(["l", "i", "I", "o", "O"].contains(after.text), "\(text)")
                #expect(before.firstStep == after.firstStep && before.lastStep == after.lastStep)
                #expect(after.probability >= before.probability && after.probability <= 1)
            }
            // A run holding a digit other than 1 and 0 is left whole.
            for run in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            where run.contains(where: { $0.isNumber && $0 != "1" && $0 != "0" }) {
                #expect(repaired.map(\.text).joined().contains(run), "\(text)")
            }
        }
    }
}
