/// Times of day: `14:05`, `2:05:33`, `10:06am`, `6:11 a.m.`, `3 pm`, a till's `08:56P`, as ISO 8601 times
/// (`14:05`, `02:05:33`).
/// Minutes and seconds take two digits, so an amount or a ratio (`12.50`, `1:2`) is not a time; a number with
/// "am" or "pm" is an hour from 1 to 12.
public struct TimeDetector: DataDetector {
    public var kinds: Set<DataKind> { [.time] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasDigit || text.containsLowercased("noon") || text.containsLowercased("midnight")
            || text.containsLowercased("midday") else { return [] }
        let tokens = Self.hoursCutFromDates(DateTokens(text).tokens)
        return scanning(tokens.count) { t in time(at: t, tokens, in: text) ?? namedTime(at: t, tokens, in: text) }
    }

    /// `tokens` with the hour cut off a date's year that OCR ran on into it, as its own number token after an empty
    /// separator (so it reads as a time that starts there): a full year ("15/07/201712:07", "30-Jun-201810:36:38P"),
    /// a two-digit year after the till's apostrophe ("Feb23'1910:23AM") or after a month and its day
    /// ("Feb231910:23AM"). The digits must go on into a colon and two more.
    static func hoursCutFromDates(_ tokens: [DateTokens.Token]) -> [DateTokens.Token] {
        let cuts = tokens.indices.filter { t in
            let token = tokens[t]
            // A number running on into a colon and two digits: rare, so the other checks wait for it.
            guard token.kind == .number, !token.repaired, t + 2 < tokens.count, tokens[t + 1].text == ":",
                  tokens[t + 2].kind == .number, tokens[t + 2].text.count == 2,
                  let hour = Int(token.text.suffix(2)), hour <= 23, t >= 1 else { return false }
            let before = tokens[t - 1]
            let afterMonth = DateNames.months[before.text.lowercased()] != nil
            switch token.text.count {
            // A day and a two-digit year after the month, or a full year that ends a date (after its separator
            // or its month).
            case 6: return afterMonth || ((1900...2099).contains(Int(token.text.prefix(4)) ?? 0)
                                          && ["/", "-", "."].contains(before.text))
            // A two-digit year after the till's apostrophe.
            case 4: return ["'", "’", "°"].contains(before.text)
            default: return false
            }
        }
        guard !cuts.isEmpty else { return tokens }
        var result = tokens
        for t in cuts.reversed() {
            let token = tokens[t], digits = token.text
            let cut = token.range.upperBound - 2
            result.replaceSubrange(t...t, with: [
                DateTokens.Token(kind: .number, range: token.range.lowerBound..<cut, text: String(digits.dropLast(2)),
                                 number: Int(digits.dropLast(2)), repaired: false),
                DateTokens.Token(kind: .symbol, range: cut..<cut, text: "", number: nil, repaired: false),
                DateTokens.Token(kind: .number, range: cut..<token.range.upperBound, text: String(digits.suffix(2)),
                                 number: Int(digits.suffix(2)), repaired: false),
            ])
        }
        return result
    }

    func time(at t: Int, _ tokens: [DateTokens.Token], in text: ScalarText) -> (TextMatch, Int)? {
        let h = tokens[t]
        guard h.kind == .number, h.text.count <= 2, let hour = h.number else { return nil }
        // Not the tail of a longer number or of a colon-separated list.
        if t >= 1, tokens[t - 1].kind == .number { return nil }
        if t >= 2, [":", ".", ",", "/"].contains(tokens[t - 1].text), tokens[t - 2].kind == .number { return nil }
        // A price whose point OCR read as a colon ("Noodle $2:00"): a currency sign right before it.
        if t >= 1, tokens[t - 1].range.upperBound == h.range.lowerBound,
           let sign = tokens[t - 1].text.unicodeScalars.last, "$€£¥₹".unicodeScalars.contains(sign) { return nil }
        var k = t + 1
        var minute = 0, second: Int?
        var hasMinutes = false
        if k + 1 < tokens.count, tokens[k].text == ":", tokens[k + 1].kind == .number, tokens[k + 1].text.count == 2,
           let m = tokens[k + 1].number {
            minute = m
            hasMinutes = true
            k += 2
            if k + 1 < tokens.count, tokens[k].text == ":", tokens[k + 1].kind == .number,
               tokens[k + 1].text.count == 2, let s = tokens[k + 1].number {
                second = s
                k += 2
                // Fractions of a second: read, not kept.
                if k + 1 < tokens.count, tokens[k].text == ".", tokens[k + 1].kind == .number { k += 2 }
            }
            // A longer colon list (an IPv6 address, a MAC, a Bible verse range) is not a time.
            if k + 1 < tokens.count, tokens[k].text == ":", tokens[k + 1].kind == .number { return nil }
        }
        var end = tokens[k - 1].range.upperBound
        var pm: Bool?
        if let (meridiem, after, last) = meridiem(at: k, tokens, lone: hasMinutes) {
            pm = meridiem
            end = last
            k = after
        }
        guard hasMinutes || pm != nil else { return nil }
        guard minute < 60, (second ?? 0) < 60 else { return nil }
        var hour24 = hour
        if let pm {
            guard (1...12).contains(hour) else { return nil }
            hour24 = pm ? (hour == 12 ? 12 : hour + 12) : (hour == 12 ? 0 : hour)
        } else {
            guard hour < 24 else { return nil }
        }
        if !hasMinutes, let next = tokens.indices.contains(k) ? tokens[k] : nil, next.kind == .word { return nil }
        var value = Self.two(hour24) + ":" + Self.two(minute)
        if let second { value += ":" + Self.two(second) }
        let repaired = tokens[t..<min(k, tokens.count)].contains { $0.repaired }
        let confidence = (pm != nil ? 0.95 : 0.9) * (repaired ? 0.8 : 1)
        return (text.match(.time, h.range.lowerBound..<end, value: value, confidence: confidence), k)
    }

    /// "at noon", "at midnight": 12:00 and 00:00.
    func namedTime(at t: Int, _ tokens: [DateTokens.Token], in text: ScalarText) -> (TextMatch, Int)? {
        guard tokens[t].kind == .word, t >= 2, tokens[t - 1].kind == .space,
              tokens[t - 2].text.lowercased() == "at" else { return nil }
        let value: String
        switch tokens[t].text.lowercased() {
        case "noon", "midday": value = "12:00"
        case "midnight": value = "00:00"
        default: return nil
        }
        return (text.match(.time, tokens[t].range, value: value, confidence: 0.85), t + 1)
    }

    /// "am", "pm", "a.m.", "p. m." at `k` (after at most one space), and with `lone` (a time with minutes) a lone
    /// "A" or "P" written tight to it, as restaurant tills print it ("08:56P", "2:02:26P"): whether it is pm, the
    /// token index after it, and the scalar offset where it ends.
    func meridiem(at k: Int, _ tokens: [DateTokens.Token], lone: Bool = false) -> (Bool, Int, Int)? {
        var i = k
        if i < tokens.count, tokens[i].kind == .space, tokens[i].range.count <= 1 { i += 1 }
        guard i < tokens.count, tokens[i].kind == .word else { return nil }
        let word = tokens[i].text.lowercased()
        if word == "am" || word == "pm" {
            if i + 1 < tokens.count, tokens[i + 1].kind == .word { return nil }
            return (word == "pm", i + 1, tokens[i].range.upperBound)
        }
        if lone, i == k, word == "a" || word == "p", i + 1 >= tokens.count
            || (tokens[i + 1].kind != .word && tokens[i + 1].kind != .number && tokens[i + 1].text != ".") {
            return (word == "p", i + 1, tokens[i].range.upperBound)
        }
        guard word == "a" || word == "p", i + 2 < tokens.count, tokens[i + 1].text == ".",
              tokens[i + 2].kind == .word || tokens[i + 2].kind == .space else { return nil }
        var j = i + 2
        if tokens[j].kind == .space { j += 1 }
        guard j < tokens.count, tokens[j].text.lowercased() == "m" else { return nil }
        var end = tokens[j].range.upperBound
        var after = j + 1
        if after < tokens.count, tokens[after].text == "." { end = tokens[after].range.upperBound; after += 1 }
        return (word == "p", after, end)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
