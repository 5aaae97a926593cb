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
    public static func relationKey(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    /// True when the cell holds something other than whitespace: only such cells take part in relations.
    public static func isFilled(_ text: String) -> Bool {
        text.contains { !$0.isWhitespace }
    }
}
