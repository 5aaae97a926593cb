/// A text as an array of Unicode scalars: detectors scan it by index in linear time, and matches carry scalar
/// offsets that map back to words.
public struct ScalarText: Sendable {
    public let scalars: [Unicode.Scalar]
    /// Whether the text holds an ASCII digit, "@", "." or ":" — the detectors that need none skip the text.
    let hasDigit: Bool
    let hasAt: Bool
    let hasLinkMark: Bool

    public init(_ text: String) {
        self.init(scalars: Array(text.unicodeScalars))
    }

    /// The texts one after another, `separator` between each two.
    public init(joining texts: [ScalarText], separator: Unicode.Scalar) {
        var all: [Unicode.Scalar] = []
        all.reserveCapacity(texts.reduce(texts.count) { $0 + $1.count })
        for (k, text) in texts.enumerated() {
            if k > 0 { all.append(separator) }
            all.append(contentsOf: text.scalars)
        }
        self.init(scalars: all)
    }

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var digit = false, at = false, link = false
        for c in scalars {
            if c.value >= 48 && c.value <= 57 { digit = true } else if c == "@" { at = true } else if c == "." || c == ":" || c == "/" { link = true }
        }
        hasDigit = digit
        hasAt = at
        hasLinkMark = link
    }

    public var count: Int { scalars.count }

    public subscript(_ i: Int) -> Unicode.Scalar { scalars[i] }

    /// The scalar at `i`, or nil outside the text.
    public func at(_ i: Int) -> Unicode.Scalar? { i >= 0 && i < scalars.count ? scalars[i] : nil }

    /// Whether the text holds `word` (lowercase ASCII), ignoring ASCII case.
    func containsLowercased(_ word: String) -> Bool {
        let w = Array(word.unicodeScalars)
        guard let first = w.first, w.count <= scalars.count else { return false }
        var i = 0
        while i + w.count <= scalars.count {
            if scalars[i].lowercasedASCII == first {
                var k = 1
                while k < w.count && scalars[i + k].lowercasedASCII == w[k] { k += 1 }
                if k == w.count { return true }
            }
            i += 1
        }
        return false
    }

    /// The text of `range` as a String.
    public func string(_ range: Range<Int>) -> String { Self.string(scalars[range]) }

    /// Scalars as a String: ASCII written straight into the string's storage (the generic scalar-view append
    /// cost a fifth of `folio detect`'s time).
    static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        if !slice.contains(where: { $0.value >= 128 }) {
            return String(unsafeUninitializedCapacity: slice.count) { buffer in
                var i = 0
                for c in slice {
                    buffer[i] = UInt8(truncatingIfNeeded: c.value)
                    i += 1
                }
                return i
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: slice)
        return String(view)
    }

    /// A match of `kind` over `range` with its value.
    func match(_ kind: DataKind, _ range: Range<Int>, value: String, confidence: Double) -> TextMatch {
        TextMatch(kind: kind, start: range.lowerBound, end: range.upperBound, text: string(range), value: value,
                  confidence: confidence)
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 48 && value <= 57 }
    var isASCIILetter: Bool { (value | 0x20) >= 97 && (value | 0x20) <= 122 }
    var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }
    /// A letter or digit in any script.
    var isWordCharacter: Bool {
        if value < 128 { return isASCIIAlphanumeric }
        return properties.isAlphabetic || properties.numericType != nil
    }
    var isSpace: Bool { value == 32 || (value < 128 ? (value >= 9 && value <= 13) : properties.isWhitespace) }
    /// A letter of any script (ASCII answered without a property lookup).
    var isLetter: Bool { value < 128 ? isASCIILetter : properties.isAlphabetic }
    var digitValue: Int? { isASCIIDigit ? Int(value - 48) : nil }
    var lowercasedASCII: Unicode.Scalar {
        value >= 65 && value <= 90 ? Unicode.Scalar(value + 32)! : self
    }
}
