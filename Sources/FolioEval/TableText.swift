import FolioModel

/// How table cell texts are compared: exactly after whitespace normalisation for exact-table scoring, and
/// alphanumerics-only, case-folded for the cell-adjacency relations (the ICDAR 2013 rule, which keeps a
/// stray space, hyphen or dot from costing a relation).
public enum TableText {
    /// `text` with every run of whitespace (spaces, tabs, line breaks, no-break spaces) made one space and
    /// leading and trailing whitespace removed.
    public static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` reduced to its letters and digits, lowercased: the key cell texts are compared by in relations.
    /// Text holding right-to-left letters is keyed in one of its two orders (`inOneOrder`).
    public static func relationKey(_ text: String) -> String {
        String(String.UnicodeScalarView(inOneOrder(text).lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    /// `normalised(text)`, and for text holding right-to-left letters the lesser of it and its glyph order
    /// (`glyphOrder`): the same cell written in reading order (tabula-java's Hebrew truth, Folio) and in the order
    /// its glyphs stand (camelot's Arabic truth, from pdfminer) compare equal.
    public static func inOneOrder(_ text: String) -> String {
        let plain = normalised(text)
        guard plain.unicodeScalars.contains(where: \.isRightToLeftLetter) else { return plain }
        return min(plain, glyphOrder(plain))
    }

    /// A simple picture of how `text` (in reading order) stands on the page, read left to right: each word
    /// holding right-to-left letters reversed, and the words in the opposite order when most letters are
    /// right-to-left ones. Applied twice it gives `text` back, so either order maps to the same pair.
    public static func glyphOrder(_ text: String) -> String {
        let words = normalised(text).split(separator: " ").map { word -> String in
            word.unicodeScalars.contains(where: \.isRightToLeftLetter)
                ? String(String.UnicodeScalarView(word.unicodeScalars.reversed())) : String(word)
        }
        return (WritingDirection.isMostlyRightToLeft(text.unicodeScalars) ? words.reversed() : words)
            .joined(separator: " ")
    }

    /// True when the cell holds something other than whitespace: only such cells take part in relations.
    public static func isFilled(_ text: String) -> Bool {
        text.contains { !$0.isWhitespace }
    }
}
