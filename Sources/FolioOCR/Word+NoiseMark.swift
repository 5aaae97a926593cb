import FolioModel

extension Word {
    /// Glyphs Tesseract reads from vertical rules, table borders, folds and specks; a word made of nothing
    /// else is not text. Marks that carry meaning on their own in receipts and forms (`:` `-` `&` `@` `%` `/`
    /// `=` `#` `*` `+` `.` `,` `!`) are not among them.
    public static let noiseMarks: Set<Character> = [
        "|", "¦", "©", "®", "§", "~", ";", "<", ">", "\\", "[", "]", "{", "}", "_", "«", "»", "¥", "£", "¢",
        "°", "`", "^", "¬", "‘", "’", "“", "”", "\"", "'",
    ]

    /// Whether the word is only noise marks.
    public var isNoiseMark: Bool {
        !text.isEmpty && text.allSatisfy { Self.noiseMarks.contains($0) }
    }
}

extension Word {
    /// Whether the word is a colon standing alone (between a label and its value: `TOTAL : 12.50`). Tesseract
    /// scores such a colon low even when it reads it right — two dots carry little evidence — so the transcript
    /// keeps it whatever its confidence (sroie-dev: word F1 +0.0014 with the unsure lone colons kept).
    public var isLoneColon: Bool { text == ":" }
}
