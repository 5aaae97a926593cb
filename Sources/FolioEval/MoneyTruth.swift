import Foundation

/// An amount a money match must give, compared as a number and without its sign (price-parser reads
/// "- $44.99" as 44.99, so the sign is not part of its truth).
public struct Amount: Sendable, Hashable, Codable {
    /// As the suite writes it, e.g. `"53.2"`.
    public var text: String
    public var number: Decimal

    /// The amount `text` writes (`.` decimals, no grouping), or nil when it is not a number.
    public init?(_ text: String) {
        guard let number = Self.number(text) else { return nil }
        self.text = text
        self.number = number
    }

    /// Whether a money match's value (`"12.50 USD"` or `"12.50"`) has this amount.
    public func isAmount(of value: String) -> Bool {
        guard let number = Self.number(MoneyValue(value).amount) else { return false }
        return number.magnitude == self.number.magnitude
    }

    /// The number `text` writes with `.` decimals, or nil.
    static func number(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }) else {
            return nil
        }
        return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
    }
}

/// A money match's value split at its first space: the amount, then the ISO 4217 code if any.
public struct MoneyValue: Sendable, Hashable {
    public var amount: String
    public var code: String?

    public init(_ value: String) {
        let parts = value.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        amount = parts.first.map(String.init) ?? ""
        code = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
    }
}

/// What currency a money match should carry, as far as the truth says.
public enum CurrencyTruth: Sendable, Hashable {
    /// The currency is written (or hinted with `--currency`) and maps to these codes; one code when the
    /// symbol is unambiguous (€, Kč, руб.), several for a family ($, kr, ¥): any of them is right.
    case codes(Set<String>, written: String)
    /// No currency is written or hinted: the value must carry no code.
    case none
    /// The currency is written but not mapped to a code, or it is only in price-parser's separate hint and
    /// that hint is not a code: not scored.
    case unscored(String)

    /// Whether a value's code is right; nil when this truth is not scored.
    public func isRight(_ code: String?) -> Bool? {
        switch self {
        case .codes(let codes, _): code.map(codes.contains) ?? false
        case .none: code == nil
        case .unscored: nil
        }
    }

    /// Whether this truth names exactly one code.
    public var isUnambiguous: Bool {
        if case .codes(let codes, _) = self { return codes.count == 1 }
        return self == .none
    }

    /// How misses show it: ` EUR`, ` USD|CAD|…`, nothing.
    public var summary: String {
        switch self {
        case .codes(let codes, _):
            " " + codes.sorted().prefix(3).joined(separator: "|") + (codes.count > 3 ? "|…" : "")
        case .none: ""
        case .unscored(let written): " (\(written), unscored)"
        }
    }
}
