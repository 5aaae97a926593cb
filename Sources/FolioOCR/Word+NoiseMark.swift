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
