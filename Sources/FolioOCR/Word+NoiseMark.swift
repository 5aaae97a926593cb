import FolioModel

extension Word {
    /// Glyphs Tesseract reads from vertical rules, table borders, folds and specks; a word made of nothing
    /// else is not text. Marks that carry meaning on their own in receipts and forms (`:` `-` `&` `@` `%` `/`
    /// `=` `#` `*` `+` `.` `,` `!`) are not among them.
    public static let noiseMarks: Set<Character> = [
        "|", "¦", "©", "®", "§", "~", ";", "<", ">", "\\", "[", "]", "{", "}", "_", "«", "»", "¥", "£", "¢",
        "°", "`", "^", "¬", "‘", "’", "“", "”", "\"", "'",
    ]

    /// The share of the word's characters that are noise marks.
    public var noiseMarkShare: Double {
        Double(text.filter { Self.noiseMarks.contains($0) }.count) / Double(max(1, text.count))
    }

    /// Whether the word is only noise marks.
    public var isNoiseMark: Bool {
        !text.isEmpty && text.allSatisfy { Self.noiseMarks.contains($0) }
    }
}

extension Word {
    /// Whether the word is a colon standing alone (between a label and its value: `TOTAL : 12.50`). Tesseract
    /// scores such a colon low even when it reads it right — two dots carry little evidence (sroie-dev: 27 of
    /// the 38 colons under 0.5 confidence were right).
    public var isLoneColon: Bool { text == ":" }

    /// Whether the word is an amount written plainly — digits, a point, two digits (`12.50`). Reading exactly
    /// that shape out of noise is unlikely (sroie-dev: 28 of the 39 such words under 0.5 confidence were right).
    public var isPlainAmount: Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && (1...7).contains(parts[0].count) && parts[1].count == 2
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
