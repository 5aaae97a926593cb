/// A text as an array of Unicode scalars: detectors scan it by index in linear time, and matches carry scalar
/// offsets that map back to words.
public struct ScalarText: Sendable {
    public let scalars: [Unicode.Scalar]

    public init(_ text: String) { scalars = Array(text.unicodeScalars) }

    public var count: Int { scalars.count }

    public subscript(_ i: Int) -> Unicode.Scalar { scalars[i] }

    /// The scalar at `i`, or nil outside the text.
    public func at(_ i: Int) -> Unicode.Scalar? { i >= 0 && i < scalars.count ? scalars[i] : nil }

    /// The text of `range` as a String.
    public func string(_ range: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[range])
        return String(s)
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
    var isSpace: Bool { properties.isWhitespace }
    var digitValue: Int? { isASCIIDigit ? Int(value - 48) : nil }
    var lowercasedASCII: Unicode.Scalar {
        value >= 65 && value <= 90 ? Unicode.Scalar(value + 32)! : self
    }
}
