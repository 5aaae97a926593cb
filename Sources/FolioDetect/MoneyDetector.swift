/// Amounts of money: a number with a currency mark or ISO code before or after it (`$12.50`, `12,50 €`,
/// `EUR 1.234,56`, `RM 8.90`, `- $44.99`, `(12.50)`), or, after a money word (`Total`, `Amount due`), a number with
/// two decimals in the pipeline's currency. With `DetectionOptions.textIsOneField`, a text that is one number
/// (a price cell) is an amount even without a mark. Value: `"12.50 USD"`, the code left out when unknown.
public struct MoneyDetector: DataDetector {
    public var kinds: Set<DataKind> { [.money] }

    /// Words after which a number with two decimals is an amount.
    static let cues: Set<String> = ["total", "subtotal", "sub-total", "amount", "amt", "price", "cost", "tax", "vat",
                                    "gst", "sst", "cash", "change", "balance", "due", "paid", "payment", "rounding",
                                    "tip", "fee", "charge", "charges", "deposit", "discount", "fare", "tendered",
                                    "refund", "payable", "rounded"]

    /// Short words of counts and measures, which stand between a money word and a number that is no amount.
    static let countWords: Set<String> = ["qty", "pcs", "pc", "nos", "no", "pax", "kg", "lb", "lbs", "ltr", "oz"]

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasDigit else { return [] }
        var found: [(TextMatch, hasMark: Bool)] = []
        var i = 0
        while i < text.count {
            let c = text[i]
            let startsNumber = c.isASCIIDigit || ((c == "." || c == ",") && text.at(i + 1)?.isASCIIDigit == true)
            guard startsNumber, !(i > 0 && (text[i - 1].isASCIIDigit || text[i - 1].isASCIILetter && !endsMark(before: i, in: text))) else {
                i += 1
                continue
            }
            if let (match, hasMark) = money(at: i, in: text, options: options) {
                found.append((match, hasMark))
                i = max(match.end, i + 1)
            } else {
                // Past the whole number, group marks included: never start again inside it ("56,000" is not "000").
                i += 1
                while i < text.count && (text[i].isASCIIDigit || (AmountParser.groupMarks.contains(text[i]) && text[i] != " "
                                                                 && text.at(i + 1)?.isASCIIDigit == true)) { i += 1 }
            }
        }
        guard options.textIsOneField else { return found.filter { $0.hasMark || $0.0.confidence >= 0.7 }.map(\.0) }
        // One field, one amount: the one with a mark, else the first.
        if let marked = found.first(where: \.hasMark) { return [marked.0] }
        return found.first.map { [$0.0] } ?? []
    }

    /// Whether a currency mark ends right before `i` ("RM12.50", "US$5").
    func endsMark(before i: Int, in text: ScalarText) -> Bool { markBefore(i, in: text) != nil }

    func money(at i: Int, in text: ScalarText, options: DetectionOptions) -> (TextMatch, Bool)? {
        let before = markBefore(i, in: text)
        guard let first = AmountParser.amount(at: i, in: text, spacedDecimals: options.textIsOneField) else { return nil }
        let after = before == nil ? markAfter(first.range.upperBound, in: text) : nil
        let mark = before?.mark ?? after?.mark
        // A dollar named by its code or country before the sign ("NZD $100.70", "CAD$1.23", "AU $59.95").
        let named = before.flatMap { $0.mark == "$" ? namedDollar(before: $0.start, in: text) : nil }
        let code = named?.code ?? mark.flatMap { Currencies.code(for: $0, options: options) }
        var amount = first
        if let code, Currencies.threeDecimals.contains(code),
           let reread = AmountParser.amount(at: i, in: text, threeDecimals: true,
                                            spacedDecimals: options.textIsOneField) { amount = reread }
        // Ten digits or more with no grouping and no cents is an account or reference number, whatever stands by it.
        if amount.decimals == 0, !amount.grouped, amount.value.count >= 10, !options.textIsOneField { return nil }
        // A code or letter mark glued to a number is an identifier ("TL05", "A1") unless the number is a price
        // with cents ("RM12.50").
        if let before, before.start + before.mark.unicodeScalars.count == i,
           before.mark.unicodeScalars.last?.isASCIILetter == true, amount.decimals != 2 { return nil }
        // Not a piece of a date, a time or a longer number.
        if let next = text.at(amount.range.upperBound), next == ":" || next == "/" || next == "-",
           text.at(amount.range.upperBound + 1)?.isASCIIDigit == true { return nil }
        if before == nil, i >= 1, text[i - 1] == "/" || text[i - 1] == ":" { return nil }
        var start = named?.start ?? before?.start ?? i
        var end = after?.end ?? amount.range.upperBound
        var negative = false
        if let s = text.at(start - 1), s == "-" || s == "−" { negative = true; start -= 1 }
        else if text.at(start - 1) == " ", let s = text.at(start - 2), s == "-" || s == "−",
                start - 2 == 0 || (text.at(start - 3) == "(") { negative = true; start -= 2 }
        else if text.at(start - 1) == "(", text.at(end) == ")" { negative = true; start -= 1; end += 1 }
        var confidence: Double
        if mark != nil {
            confidence = code == nil ? 0.75 : 0.9
        } else {
            // The money word must be the amount's own label: the nearest word, or the one before a unit ("Total
            // RM"); in "Rate 5.43 5.59" only a number follows "Rate", and the rest of the row is not money. A
            // count's word is no unit of money: "Total Qty: 39.00" counts items.
            let near = ContextWords.before(start, in: text, words: 2)
            let cued = near.first.map { Self.cues.contains($0) } == true
                || (near.count == 2 && near[0].count <= 3 && !near[0].contains(where: \.isNumber)
                    && !Self.countWords.contains(near[0]) && Self.cues.contains(near[1]))
            if cued && amount.decimals == 2 { confidence = 0.7 }
            else { confidence = amount.decimals > 0 ? 0.6 : 0.45 }
        }
        let resolved = code ?? (mark == nil ? options.currency : nil)
        let value = (negative ? "-" : "") + amount.value + (resolved.map { " " + $0 } ?? "")
        return (text.match(.money, start..<end, value: value, confidence: confidence), mark != nil)
    }

    /// The dollar a code or a country written in capitals names just before a "$" at `sign` (glued or one space
    /// before): its code and where it starts. Only the countries whose letters are no tax code or word on a till
    /// ("SR $5.00" on a Malaysian receipt is a standard-rated line), and no code that is a word ("LARGE CUP $3.50").
    func namedDollar(before sign: Int, in text: ScalarText) -> (code: String, start: Int)? {
        let end = text.at(sign - 1) == " " ? sign - 1 : sign
        var start = end
        while start > 0, text[start - 1].isASCIILetter { start -= 1 }
        guard (2...3).contains(end - start), start == 0 || !text[start - 1].isWordCharacter else { return nil }
        let word = text.string(start..<end)
        guard word == word.uppercased(),
              let code = word.count == 3 ? word : Self.dollarCountries[word], code != "CUP",
              Currencies.dollarCurrencies.contains(code) else { return nil }
        return (code, start)
    }

    static let dollarCountries = ["US": "USD", "AU": "AUD", "NZ": "NZD", "CA": "CAD", "HK": "HKD", "SG": "SGD"]

    /// A currency mark ending at `i` or one space before it, not glued to a word before it.
    func markBefore(_ i: Int, in text: ScalarText) -> (mark: String, start: Int)? {
        for end in [i, i - 1] where end == i || (end >= 0 && (text[end] == " " || text[end] == "\u{A0}" || text[end] == ":")) {
            guard end >= 1 else { continue }
            for mark in Currencies.marksByLast[text[end - 1].lowercasedASCII] ?? [] where mark.count <= end {
                let s = end - mark.count
                guard matches(mark, at: s, in: text) else { continue }
                if let b = text.at(s - 1), b.isWordCharacter, mark.first!.isASCIILetter || mark.first!.properties.isAlphabetic {
                    continue
                }
                return (text.string(s..<end), s)
            }
            if end == i - 1 { break }
        }
        return nil
    }

    /// A currency mark starting at `i` or one space after it, not running on into a word.
    func markAfter(_ i: Int, in text: ScalarText) -> (mark: String, end: Int)? {
        for start in [i, i + 1] where start == i || text.at(i) == " " || text.at(i) == "\u{A0}" {
            guard let first = text.at(start) else { continue }
            for mark in Currencies.marksByFirst[first.lowercasedASCII] ?? [] where start + mark.count <= text.count {
                guard matches(mark, at: start, in: text) else { continue }
                let e = start + mark.count
                if let n = text.at(e), n.isWordCharacter, mark.last!.properties.isAlphabetic { continue }
                return (text.string(start..<e), e)
            }
        }
        return nil
    }

    /// Whether `mark` is written at `s`: exactly, or all in lower or upper case for three-letter marks ("nzd",
    /// "LEI"; "Cop12" is no amount of pesos).
    func matches(_ mark: [Unicode.Scalar], at s: Int, in text: ScalarText) -> Bool {
        guard s >= 0, s + mark.count <= text.count else { return false }
        let foldCase = mark.count == 3 && mark.allSatisfy(\.isASCIILetter)
            && (text.scalars[s..<(s + 3)].allSatisfy { $0.value >= 97 && $0.value <= 122 }
                || text.scalars[s..<(s + 3)].allSatisfy { $0.value >= 65 && $0.value <= 90 })
        for (k, m) in mark.enumerated() {
            let c = text[s + k]
            if c == m { continue }
            if foldCase, c.lowercasedASCII == m.lowercasedASCII { continue }
            return false
        }
        return true
    }
}
