/// Turns what a user typed into an FTS5 query that cannot be a syntax error: every word becomes a quoted
/// string (quotes inside doubled), the words are AND-ed, and a trailing `*` on a word asks for a prefix match.
/// FTS5 operators (`AND`, `OR`, `NOT`, `NEAR`, `(`, `:`, `^`...) typed by the user are searched as text.
enum FTSQuery {
    /// The FTS5 query for `text`, or nil when it holds no searchable word (letters or digits).
    static func make(_ text: String) -> String? {
        var terms: [String] = []
        for word in text.split(whereSeparator: \.isWhitespace) {
            var token = Substring(word)
            var isPrefix = false
            while token.hasSuffix("*") {
                token = token.dropLast()
                isPrefix = true
            }
            guard token.unicodeScalars.contains(where: isTokenCharacter) else { continue }
            let quoted = "\"" + token.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            terms.append(isPrefix ? quoted + "*" : quoted)
        }
        return terms.isEmpty ? nil : terms.joined(separator: " AND ")
    }

    /// Whether the unicode61 tokenizer keeps `scalar` in a token (letters and numbers; the rest separate).
    private static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
