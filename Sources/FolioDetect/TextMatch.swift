/// One piece of data found in a text: where it is (Unicode scalar offsets), what it says, and its normalised value.
public struct TextMatch: Sendable, Hashable {
    public var kind: DataKind
    /// Offset of the first Unicode scalar of the match in the text.
    public var start: Int
    /// Offset one past the last scalar.
    public var end: Int
    /// The matched text as written.
    public var text: String
    /// The normalised value (DESIGN.md): lowercase e-mail, E.164 phone, absolute URL, ISO 8601 date or time,
    /// money as "12.50 USD".
    public var value: String
    /// How sure the detector is, 0...1: lower for matches that needed OCR repairs or guessed a convention.
    public var confidence: Double

    public init(kind: DataKind, start: Int, end: Int, text: String, value: String, confidence: Double) {
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text
        self.value = value
        self.confidence = confidence
    }

    /// The scalar range the match covers.
    public var range: Range<Int> { start..<end }
}

/// A detector: finds one family of data in a text.
public protocol DataDetector: Sendable {
    /// The kinds this detector can return.
    var kinds: Set<DataKind> { get }
    func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch]
}

extension DataDetector {
    /// What `find` finds scanning the positions `0..<count` (of tokens, of groups): at each position it gives what
    /// starts there and the position after it, or nil to try the next position.
    func scanning<Found>(_ count: Int, _ find: (Int) -> (Found, Int)?) -> [Found] {
        var result: [Found] = []
        var k = 0
        while k < count {
            if let (found, next) = find(k) {
                result.append(found)
                k = next
            } else {
                k += 1
            }
        }
        return result
    }
}
