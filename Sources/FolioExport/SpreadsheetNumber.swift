import Foundation

/// A cell text that a spreadsheet can hold as a number and still show exactly as written.
///
/// The rule is deliberately narrow, because a number that a spreadsheet shows differently from the page is
/// worse than text: the whole text (surrounding white space aside) must be an optional `-`, an integer part
/// (`0`, or digits not starting with `0`, either ungrouped or in comma-separated groups of three:
/// `1,234,567`), and an optional `.` with one or more decimal digits — at most 15 digits in all, the precision
/// a spreadsheet keeps. `1,234.50`, `-12`, `0.875` and `12480` are numbers; `3.5%`, `£12.50`, `(12.00)`,
/// `1.234,50`, `007`, `+3`, `.5`, `-0`, dates and 16-digit account numbers stay text. The `format` (an Excel
/// number format such as `#,##0.00`) shows the value with the text's grouping and decimals.
struct SpreadsheetNumber: Hashable {
    /// The value.
    var value: Double
    /// The Excel number format that shows `value` as the text was written.
    var format: String

    /// The most digits a spreadsheet keeps exactly (IEEE doubles, as Excel shows them).
    static let maximumDigits = 15

    /// The number `text` holds, or nil when it is not exactly a plain number under the rule above.
    init?(_ text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))[...]
        let negative = rest.first == "-"
        if negative { rest.removeFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count == 2 ? parts[1] : nil
        let groups = integer.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, Self.isDigits(first), first.count <= (groups.count > 1 ? 3 : .max),
              first == "0" ? groups.count == 1 : first.first != "0",
              groups.dropFirst().allSatisfy({ $0.count == 3 && Self.isDigits($0) }) else { return nil }
        if let fraction, !Self.isDigits(fraction) { return nil }
        let digits = groups.joined()
        guard digits.count + (fraction?.count ?? 0) <= Self.maximumDigits,
              let value = Double((negative ? "-" : "") + digits + (fraction.map { "." + $0 } ?? "")),
              !(negative && value == 0) else { return nil }
        self.value = value
        format = (groups.count > 1 ? "#,##0" : "0") + (fraction.map { "." + String(repeating: "0", count: $0.count) } ?? "")
    }

    /// Whether `text` is one or more ASCII digits.
    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
}
