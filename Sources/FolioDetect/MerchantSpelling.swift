import Foundation

/// Words of a merchant's name OCR misread by one lookalike letter, put right against the receipt reader's
/// business words (`ReceiptHeader.businessWords`): "GARDENIA BAKERLES" → "BAKERIES", "VERBENA CONFECTIUNERY" →
/// "CONFECTIONERY". A word is changed only when it is not a business word itself, has six letters or more, and
/// exactly one business word of its length differs from it in one place, by letters that print alike (I, L
/// and 1; O, U, D, Q and 0; S and 5; B and 8). Other words of the name (its proper names) stay as read.
enum MerchantSpelling {
    /// Letters and digits that print alike, lowercased.
    static let lookalikes: [Set<Character>] = [["i", "l", "1"], ["o", "u", "d", "q", "0"], ["s", "5"], ["b", "8"]]

    static func corrected(_ name: String, words: Set<String>) -> String {
        let long = words.filter { $0.count >= 6 && $0.allSatisfy(\.isLetter) }
        return withCompanyForm(name).split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let text = String(token)
            guard text.count >= 6, text.allSatisfy({ $0.isLetter || "0158".contains($0) }),
                  text.contains(where: \.isLetter) else { return text }
            let lower = Array(text.lowercased())
            guard !words.contains(String(lower)) else { return text }
            let near = long.filter { isLookalike(lower, of: Array($0)) }
            guard near.count == 1, let word = near.first else { return text }
            if text == text.uppercased() { return word.uppercased() }
            return text.first?.isUppercase == true ? word.prefix(1).uppercased() + word.dropFirst() : word
        }.joined(separator: " ")
    }

    /// `name` with the first word of a two-word company form misread by one lookalike letter put right: "SON BHD"
    /// → "SDN BHD" (sroie-dev's 027, "MR. D.I.Y. (M) SON BHD"). Not after "&" ("LIM & SON BHD" is a name).
    static func withCompanyForm(_ name: String) -> String {
        var tokens = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for index in tokens.indices.dropFirst().dropLast() {
            let word = tokens[index], next = tokens[index + 1]
            guard tokens[index - 1] != "&", ["bhd", "bhd."].contains(next.lowercased()), word.count == 3,
                  word.lowercased() != "sdn", isLookalike(Array(word.lowercased()), of: Array("sdn")) else { continue }
            // In the case of the "BHD" after it (a digit read for a letter has none).
            tokens[index] = next == next.uppercased() ? "SDN" : "Sdn"
        }
        return tokens.joined(separator: " ")
    }

    /// Whether `text` differs from `word` (of its length) in one place, by letters that print alike.
    static func isLookalike(_ text: [Character], of word: [Character]) -> Bool {
        guard text.count == word.count else { return false }
        let differences = zip(word, text).filter { $0 != $1 }
        return differences.count == 1 && lookalikes.contains { $0.contains(differences[0].0) && $0.contains(differences[0].1) }
    }
}
