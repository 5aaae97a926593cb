/// Digits the recogniser read inside words, where the letter of the same shape belongs: "B1vd", "Be11flower",
/// "Tota1", "CL0SED". PP-OCR's recogniser reads a line character by character with no words in mind, and on
/// receipts it often takes a small l for a 1 and a capital O for a 0. Whether such a digit is a letter is decided
/// by the run of letters and digits it stands in and by how likely the model found the letter at the same time
/// steps:
/// - the run is a word, not a code: at least two letters, more letters than digits, and no digit in it but 1s
///   and 0s ("V001", "A06024", "R000550476" and "T1" are left alone);
/// - between two small letters ("Pub1ic", "S1ip") the digit is a letter whatever its probability: no word
///   carries a digit there;
/// - at the end of a word of small letters ("Tota1", "Gri11", but not "Guest1" or "Ctr1"), or between two
///   capitals ("CL0SED", but not the code "LVD1P"), the model must have given the letter at least
///   `endOrCapitalShare` of a chance, since numbered labels and codes end or mix that way;
/// - at the end of a word of three capitals or more ("COMB0", "ESPRESS0"), `capitalEndShare`;
/// - an initial between initials ("D.1.Y.") is a letter whatever its probability.
/// Beside a small letter a 1 becomes whichever of l and i the model found likelier and a 0 an o; between capitals
/// they become I and O. The letter's probability is the digit's plus the letter's: the context rules the digit out, so
/// both shares are the letter's.
///
/// Measured on sroie-dev's scans and receipt-photos-dev (`docs/accuracy.md`, "Digits read for letters").
struct LookalikeDigits {
    /// The best letter of the digit's shape the model saw at a character's steps, and its probability.
    typealias Alternatives = (_ index: Int, _ letters: [String]) -> (letter: String, probability: Double)?

    static let endOrCapitalShare = 0.05
    static let capitalEndShare = 0.2
    static let lookalikes: Set<String> = ["1", "0"]

    static func repaired(_ characters: [CTCDecoder.Character], alternatives: Alternatives) -> [CTCDecoder.Character] {
        var result = characters
        var start = 0
        while start < characters.count {
            guard isAlphanumeric(characters[start]) else { start += 1; continue }
            var end = start
            while end + 1 < characters.count, isAlphanumeric(characters[end + 1]) { end += 1 }
            if start == end, isInitial(start, in: characters) {
                repairInitial(start, of: &result, alternatives: alternatives)
            } else {
                repair(start...end, of: &result, alternatives: alternatives)
            }
            start = end + 1
        }
        return result
    }

    /// Repairs the digits of one run of letters and digits.
    private static func repair(_ run: ClosedRange<Int>, of characters: inout [CTCDecoder.Character],
                               alternatives: Alternatives) {
        let texts = run.map { characters[$0].text }
        let letters = texts.filter(isLetter).count
        let digits = texts.count - letters
        guard digits > 0, letters >= 2, letters > digits,
              texts.allSatisfy({ isLetter($0) || lookalikes.contains($0) }) else { return }
        // Each stretch of digits, with the letters either side of it.
        var index = run.lowerBound
        while index <= run.upperBound {
            guard !isLetter(characters[index].text) else { index += 1; continue }
            var last = index
            while last + 1 <= run.upperBound, !isLetter(characters[last + 1].text) { last += 1 }
            let before = index > run.lowerBound ? characters[index - 1].text : nil
            let after = last < run.upperBound ? characters[last + 1].text : nil
            if let share = shareNeeded(before: before, after: after, lettersBefore: index - run.lowerBound) {
                let small = [before, after].contains { $0.map(isSmall) == true }
                let seen = (index...last).compactMap { position -> (letter: String, probability: Double)? in
                    let digit = characters[position].text
                    let shapes = digit == "1" ? (small ? ["l", "i"] : ["I"]) : [small ? "o" : "O"]
                    return alternatives(position, shapes)
                }
                // The stretch is letters when the model saw a letter anywhere along it ("Gri11").
                if seen.count == last - index + 1, seen.map(\.probability).max()! >= share {
                    for (offset, letter) in seen.enumerated() { make(index + offset, letter, in: &characters) }
                }
            }
            index = last + 1
        }
    }

    /// The share of the model's chance the letter needs, or nil when the digits stand where digits may.
    private static func shareNeeded(before: String?, after: String?, lettersBefore: Int) -> Double? {
        switch (before, after) {
        case let (b?, a?) where isSmall(b) && isSmall(a): return 0
        case let (b?, a?) where isCapital(b) && isCapital(a): return endOrCapitalShare
        case let (b?, a?): return isSmall(b) || isSmall(a) ? 0 : endOrCapitalShare
        case let (b?, nil) where isSmall(b) && lettersBefore >= 2: return endOrCapitalShare
        case let (b?, nil) where isCapital(b) && lettersBefore >= 3: return capitalEndShare
        default: return nil
        }
    }

    /// Whether the lone character at `index` stands among initials, between "D." and ".Y" ("MR. D.1.Y.").
    private static func isInitial(_ index: Int, in characters: [CTCDecoder.Character]) -> Bool {
        func text(_ i: Int) -> String? { characters.indices.contains(i) ? characters[i].text : nil }
        func loneCapital(_ i: Int, outward: Int) -> Bool {
            text(i).map(isCapital) == true && text(i + outward).map { !isLetter($0) && !isDigit($0) } != false
        }
        return text(index - 1) == "." && text(index + 1) == "."
            && loneCapital(index - 2, outward: -1) && loneCapital(index + 2, outward: 1)
    }

    /// An initial read as 1 or 0 is I or O: no initials run "D.1.Y". (The recogniser gives the I of "MR. D.I.Y."
    /// 0.004 on sroie-dev's 201, so no share is asked.)
    private static func repairInitial(_ index: Int, of characters: inout [CTCDecoder.Character],
                                      alternatives: Alternatives) {
        let digit = characters[index].text
        guard lookalikes.contains(digit),
              let letter = alternatives(index, [digit == "1" ? "I" : "O"]) else { return }
        make(index, letter, in: &characters)
    }

    /// The digit at `index` made `letter`, with the digit's share and the letter's.
    private static func make(_ index: Int, _ letter: (letter: String, probability: Double),
                             in characters: inout [CTCDecoder.Character]) {
        characters[index].text = letter.letter
        characters[index].probability = min(1, characters[index].probability + letter.probability)
    }

    private static func isDigit(_ s: String) -> Bool { s.count == 1 && s.first!.isNumber }

    private static func isAlphanumeric(_ c: CTCDecoder.Character) -> Bool { isLetter(c.text) || isDigit(c.text) }

    private static func isLetter(_ s: String) -> Bool { s.count == 1 && s.first!.isLetter }
    private static func isSmall(_ s: String) -> Bool { isLetter(s) && s.first!.isLowercase }
    private static func isCapital(_ s: String) -> Bool { isLetter(s) && s.first!.isUppercase }
}

