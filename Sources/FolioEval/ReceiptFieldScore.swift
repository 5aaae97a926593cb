import Foundation

/// SROIE's key-field comparison, as its task 3 scores it: a field is right when it equals the truth exactly after
/// whitespace is normalised (runs of spaces to one, ends trimmed); here the date is compared as a date (both
/// sides as ISO 8601) and the total as an amount ("RM 80.90" = "80.90"), as issue 14 asks.
public enum ReceiptFieldMatch {
    /// Text with runs of whitespace made one space and the ends trimmed.
    public static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Exact after whitespace normalisation; false when either side is missing.
    public static func sameText(_ found: String?, _ truth: String?) -> Bool {
        guard let found, let truth else { return false }
        return normalised(found) == normalised(truth)
    }

    /// The amount in a printed total: digits with "." or "," decimals, currency marks and grouping dropped.
    public static func amount(_ text: String) -> Decimal? {
        var digits = text.filter { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }
        // "1,234.50" → "1234.50"; "80,90" (comma decimals) → "80.90".
        if let comma = digits.lastIndex(of: ","), digits.distance(from: comma, to: digits.endIndex) == 3,
           !digits.contains(".") {
            digits.replaceSubrange(comma...comma, with: ".")
        }
        digits.removeAll { $0 == "," }
        return Decimal(string: digits)
    }

    /// Equal amounts; false when either side is missing or not an amount.
    public static func sameAmount(_ found: String?, _ truth: String?) -> Bool {
        guard let f = found.flatMap(amount), let t = truth.flatMap(amount) else { return false }
        return f == t
    }
}

/// How one receipt field scored over a set.
public struct ReceiptFieldScore: Sendable, Codable {
    public struct Miss: Sendable, Codable {
        public var file: String
        public var truth: String
        public var found: String?
    }

    public var field: String
    public var right = 0
    public var scored = 0
    public var misses: [Miss] = []

    public init(field: String) { self.field = field }

    /// The share right, 0...1 (0 when nothing was scored).
    public var accuracy: Double { scored == 0 ? 0 : Double(right) / Double(scored) }

    /// Counts one receipt's field; `truth` nil or blank (the key file lacks the field or leaves it empty) is not
    /// scored.
    public mutating func add(file: String, truth: String?, found: String?, right isRight: Bool) {
        guard let truth, truth.contains(where: { !$0.isWhitespace }) else { return }
        scored += 1
        if isRight { right += 1 } else { misses.append(Miss(file: file, truth: truth, found: found)) }
    }
}
