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
    /// At most this many numbers are read per call; a longer list is cut, never slow.
    static let capacity = 4096

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        matches(inEach: [text], options: options)[0]
    }

    /// The numbers in each of `texts`, found with one call of libphonenumber per 4 KB of candidate stretches
    /// (each call builds the matcher anew, so one per line costs more; the matcher slows on much longer text),
    /// skipping the stretches `taken` by matches of stronger kinds (a date, an amount), which would win any
    /// overlap anyway.
    public func matches(inEach texts: [ScalarText], options: DetectionOptions,
                        taken: [[Range<Int>]] = []) -> [[TextMatch]] {
        let region = options.region.isEmpty ? "US" : options.region
        var result = [[TextMatch]](repeating: [], count: texts.count)
        var batch = SpanBatch()
        for (t, text) in texts.enumerated() {
            for span in Self.candidateSpans(in: text, taken: t < taken.count ? taken[t] : []) {
                batch.add(text, index: t, span: span)
                if batch.bytes.count >= 1 << 12 {
                    flush(&batch, texts: texts, region: region, into: &result)
                }
            }
        }
        flush(&batch, texts: texts, region: region, into: &result)
        return result
    }

    /// Candidate stretches of several texts laid end to end, one per line, with where each byte came from.
    struct SpanBatch {
        var bytes: [UInt8] = []
        var textAtByte: [Int32] = []
        var scalarAtByte: [Int32] = []
        var spans = 0

        mutating func add(_ text: ScalarText, index: Int, span: Range<Int>) {
            for i in span {
                UTF8.encode(text[i]) { byte in
                    bytes.append(byte)
                    textAtByte.append(Int32(index))
                    scalarAtByte.append(Int32(i))
                }
            }
            // The line break ends the stretch for the matcher; it maps to one past the stretch's end.
            bytes.append(10)
            textAtByte.append(Int32(index))
            scalarAtByte.append(Int32(span.upperBound))
            spans += 1
        }
    }

    func flush(_ batch: inout SpanBatch, texts: [ScalarText], region: String, into result: inout [[TextMatch]]) {
        guard batch.spans > 0 else { return }
        defer { batch = SpanBatch() }
        Self.maskLongDigitRuns(&batch.bytes)
        batch.bytes.append(0)
        let capacity = min(Self.capacity, batch.spans * 2 + 16)
        var found = [folio_phone_match](repeating: folio_phone_match(), count: capacity)
        let count = batch.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                // Every stretch may hold a few candidates that are not numbers (amounts, dates): the matcher
                // must not give up before the batch's last stretch.
                folio_phone_find($0.baseAddress, region, 1, Int32(batch.spans * 8 + 64), &found, Int32(capacity))
            }
        }
        guard count > 0 else { return }
        for m in found.prefix(Int(min(count, Int32(capacity)))) {
            let start = Int(m.start), end = Int(m.end)
            guard start >= 0, start < end, end <= batch.scalarAtByte.count else { continue }
            let t = Int(batch.textAtByte[start])
            // The byte just before `end` is the match's last; its scalar + 1 ends the match.
            guard Int(batch.textAtByte[end - 1]) == t else { continue }
            let text = texts[t]
            let range = Int(batch.scalarAtByte[start])..<(Int(batch.scalarAtByte[end - 1]) + 1)
            guard range.upperBound <= text.count else { continue }
            let e164 = withUnsafeBytes(of: m.e164) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let confidence = Self.confidence(of: range, in: text) else { continue }
            result[t].append(text.match(.phone, range, value: e164, confidence: confidence))
        }
    }

    /// The stretches of text a phone number could lie in: runs of digits and the marks numbers are written with
    /// (spaces, hyphens, dots, slashes, brackets, "+") holding five digits or more, with six characters of
    /// context either side for libphonenumber's own checks (a time's ":04 PM", a glued letter or currency sign). The matcher's regular
    /// expressions then run over a few characters instead of the whole text (10 MB of text: 2.3x faster).
    static func candidateSpans(in text: ScalarText, taken: [Range<Int>] = []) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var blocked = [Bool]()
        if !taken.isEmpty {
            blocked = [Bool](repeating: false, count: text.count)
            for range in taken { for k in range where k < text.count { blocked[k] = true } }
        }
        var i = 0
        let n = text.count
        while i < n {
            guard blocked.isEmpty || !blocked[i],
                  text[i].properties.numericType != nil || text[i] == "+" || text[i] == "(" else { i += 1; continue }
            var j = i
            var digits = 0
            while j < n {
                if !blocked.isEmpty && blocked[j] { break }
                let c = text[j]
                if c.properties.numericType != nil {
                    digits += 1
                } else if !(c == " " || c == "-" || c == "." || c == "/" || c == "(" || c == ")" || c == "+"
                            || c == "\u{A0}" || c == "–" || c == "‐" || c == "－" || c == "（" || c == "）"
                            || c == "＋" || c == "　") {
                    break
                }
                j += 1
            }
            // The shortest numbers valid for a region have five digits (Ascension Island's "62889").
            if digits >= 5 {
                // A few characters of context either side: libphonenumber tells a time ("04:04 PM") or a
                // glued letter or currency sign from a number by what stands next to it.
                let span = max(0, i - 6)..<min(n, j + 6)
                if let last = spans.last, last.upperBound >= span.lowerBound {
                    spans[spans.count - 1] = last.lowerBound..<span.upperBound
                } else {
                    spans.append(span)
                }
            }
            i = max(j, i + 1)
        }
        return spans
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

    /// The confidence of a number at `range` given the words before it; nil when it reads as an identifier or as
    /// a run of prices ("24.95 299.40" is two amounts, however valid a number its digits make).
    static func confidence(of range: Range<Int>, in text: ScalarText) -> Double? {
        let tokens = text.string(range).split(separator: " ")
        let prices = tokens.filter { token in
            guard let dot = token.lastIndex(of: "."), token.distance(from: dot, to: token.endIndex) == 3 else { return false }
            return token[..<dot].allSatisfy(\.isNumber) && token[token.index(after: dot)...].allSatisfy(\.isNumber)
                && !token[..<dot].isEmpty
        }
        if prices.count >= 2 || (prices.count == 1 && tokens.count == 2) { return nil }
        let before = ContextWords.before(range.lowerBound, in: text, words: 3)
        let written = text.scalars[range]
        let unbroken = !written.contains { !$0.isASCIIDigit }
        if before.contains(where: ContextWords.phoneCues.contains) { return 0.95 }
        if unbroken && before.contains(where: ContextWords.identifierCues.contains) { return nil }
        if unbroken { return 0.6 }
        return written.first == "+" ? 0.9 : 0.85
    }
}
