import CPhoneNumber

/// Phone numbers, found and validated by Google's libphonenumber (its matcher at VALID leniency: a valid number
/// for its region, not a date, a time or a bare run of digits inside a longer one), formatted to E.164.
///
/// What libphonenumber cannot know is the text around a number: "Invoice No. 2025550143" holds a valid US number
/// that is an invoice number. A number written as one unbroken run of digits after an identifier word (invoice,
/// receipt, order, account, GST, reg...) is dropped; one with no phone word near it keeps a lower confidence.
public struct PhoneDetector: DataDetector {
    public var kinds: Set<DataKind> { [.phone] }

    /// Digit runs longer than this hold no phone number (E.164 allows 15 digits; 17 leaves room for a trunk
    /// prefix). They are hidden from the matcher, which would otherwise try every window of a long run.
    static let longestDigitRun = 17
    /// At most this many numbers are read from one text; a longer list is cut, never slow.
    static let capacity = 4096

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.scalars.contains(where: { $0.properties.numericType != nil }) else { return [] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count + 16)
        var scalarAtByte: [Int] = []
        scalarAtByte.reserveCapacity(text.count + 16)
        for (index, scalar) in text.scalars.enumerated() {
            let utf8 = Array(String(scalar).utf8)
            bytes += utf8
            scalarAtByte += Array(repeating: index, count: utf8.count)
        }
        scalarAtByte.append(text.count)
        Self.maskLongDigitRuns(&bytes)
        bytes.append(0)
        let region = options.region.isEmpty ? "US" : options.region
        var found = [folio_phone_match](repeating: folio_phone_match(), count: 64)
        var count = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { folio_phone_find($0.baseAddress, region, 1, &found, 64) }
        }
        if count > 64 {
            found = [folio_phone_match](repeating: folio_phone_match(), count: min(Int(count), Self.capacity))
            let capacity = Int32(found.count)
            count = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    folio_phone_find($0.baseAddress, region, 1, &found, capacity)
                }
            }
        }
        guard count > 0 else { return [] }
        var result: [TextMatch] = []
        for m in found.prefix(Int(min(count, Int32(found.count)))) {
            let start = Int(m.start), end = Int(m.end)
            guard start >= 0, end <= scalarAtByte.count - 1, start < end else { continue }
            let range = scalarAtByte[start]..<scalarAtByte[end]
            let e164 = withUnsafeBytes(of: m.e164) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let confidence = Self.confidence(of: range, in: text) else { continue }
            result.append(text.match(.phone, range, value: e164, confidence: confidence))
        }
        return result
    }

    /// Replaces every digit of a run longer than `longestDigitRun` by "x" (same byte length, offsets kept).
    static func maskLongDigitRuns(_ bytes: inout [UInt8]) {
        var i = 0
        while i < bytes.count {
            guard bytes[i] >= 48 && bytes[i] <= 57 else { i += 1; continue }
            var j = i
            while j < bytes.count && bytes[j] >= 48 && bytes[j] <= 57 { j += 1 }
            if j - i > longestDigitRun { for k in i..<j { bytes[k] = UInt8(ascii: "x") } }
            i = j
        }
    }

    /// The confidence of a number at `range` given the words before it; nil when it reads as an identifier.
    static func confidence(of range: Range<Int>, in text: ScalarText) -> Double? {
        let before = ContextWords.before(range.lowerBound, in: text, words: 3)
        let written = text.scalars[range]
        let unbroken = !written.contains { !$0.isASCIIDigit }
        if before.contains(where: ContextWords.phoneCues.contains) { return 0.95 }
        if unbroken && before.contains(where: ContextWords.identifierCues.contains) { return nil }
        if unbroken { return 0.6 }
        return written.first == "+" ? 0.9 : 0.85
    }
}
