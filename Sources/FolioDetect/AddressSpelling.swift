import Foundation

/// Address words OCR marred, put right against the receipt reader's list of address words
/// (`AddressWords.all`), only where the reading cannot be a word as printed: a mark read inside a
/// word ("SE_ANGOR" → "SELANGOR", "JA:AN" → "JALAN": one mark in place of one letter, making exactly one listed
/// word of five letters or more), or an accent the print never had ("Şeksyen" → "Seksyen", "ÁLAM" → "ALAM":
/// the word is listed once its accents are dropped). A word that is merely near a listed one stays as read:
/// "UTARA" is not "UTAMA", nor "KELANG" "KLANG". A house number or postcode with a letter O read for a zero
/// ("NO 29O," → "NO 290,", "4O170") is a number: a run of digits and O's standing alone, with two digits or more.
enum AddressSpelling {
    /// Runs of letters, with single marks OCR puts in place of a letter between them.
    private static let pattern = try! NSRegularExpression(pattern: "\\p{L}+(?:[:_|!;]\\p{L}+)*")
    /// Runs of digits and O's with no letter or digit either side.
    private static let numberPattern = try! NSRegularExpression(
        pattern: "(?<![\\p{L}\\p{N}])[0-9Oo]+(?![\\p{L}\\p{N}])")

    static func corrected(_ address: String, words: Set<String>) -> String {
        let long = words.filter { $0.count >= 5 }
        var result = numbersMended(address)
        let whole = NSRange(result.startIndex..., in: result)
        for match in pattern.matches(in: result, range: whole).reversed() {
            guard let range = Range(match.range, in: result) else { continue }
            let run = String(result[range])
            if let word = replacement(for: run, words: words, long: long) { result.replaceSubrange(range, with: word) }
        }
        return result
    }

    /// `address` with the O's of its number runs read as zeros: a run of digits and O's with at least two digits,
    /// and an O, is a number ("29O", "4O170"); "NO" and "O2" are left alone.
    static func numbersMended(_ address: String) -> String {
        var result = address
        let whole = NSRange(address.startIndex..., in: address)
        for match in numberPattern.matches(in: address, range: whole).reversed() {
            guard let range = Range(match.range, in: result) else { continue }
            let run = result[range]
            guard run.filter(\.isNumber).count >= 2, run.contains(where: { $0 == "O" || $0 == "o" }) else { continue }
            result.replaceSubrange(range, with: run.map { $0 == "O" || $0 == "o" ? "0" : $0 })
        }
        return result
    }

    private static func replacement(for run: String, words: Set<String>, long: Set<String>) -> String? {
        let plain = run.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var word: String?
        if run.allSatisfy(\.isLetter) {
            if plain != run.lowercased(), words.contains(plain) { word = plain }
        } else if run.count >= 5, run.filter({ !$0.isLetter }).count == 1 {
            let near = long.filter { $0.count == plain.count && zip($0, plain).filter { $0 != $1 }.count == 1 }
            if near.count == 1 { word = near.first }
        }
        guard let word else { return nil }
        let letters = run.filter(\.isLetter)
        if letters == letters.uppercased() { return word.uppercased() }
        return letters.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
    }
}
