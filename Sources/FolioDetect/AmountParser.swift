/// Reads a number as prices are written: digit groups joined by commas, dots, spaces or apostrophes, with either
/// convention for the decimal mark (`1,234.56`, `1.234,56`, `1 234,56`, `1'234.56`, `12,50`, `.75`).
///
/// Which mark is the decimal one: with both a comma and a dot, the last; with one mark used several times, it
/// groups thousands; with one mark used once, it is decimal unless exactly three digits follow a group of one to
/// three digits (`1,500`, `320.000`), and always decimal for currencies with three decimals (`1.500 KWD`).
struct AmountParser {
    struct Amount {
        var range: Range<Int>
        /// Digits with "." as the decimal mark and no grouping: "1234.56".
        var value: String
        var decimals: Int
        /// Whether digit groups were marked ("1,234").
        var grouped = false
    }

    static let groupMarks: Set<Unicode.Scalar> = [",", ".", " ", "\u{A0}", "\u{202F}", "'", "’"]

    /// The number starting at `start` (a digit, or a decimal mark followed by digits).
    static func amount(at start: Int, in text: ScalarText, threeDecimals: Bool = false,
                       spacedDecimals: Bool = false) -> Amount? {
        var groups: [Range<Int>] = []
        var marks: [Unicode.Scalar] = []
        var i = start
        if text[i] == "." || text[i] == ",", let d = text.at(i + 1), d.isASCIIDigit {
            // ".75": a decimal part alone.
            var j = i + 1
            while j < text.count && text[j].isASCIIDigit { j += 1 }
            guard text.at(j).map({ !$0.isASCIIDigit && !groupMarks.contains($0) || $0 == " " }) ?? true else { return nil }
            return Amount(range: start..<j, value: "0." + text.string((i + 1)..<j), decimals: j - i - 1)
        }
        guard text[i].isASCIIDigit else { return nil }
        while true {
            var j = i
            while j < text.count && text[j].isASCIIDigit { j += 1 }
            groups.append(i..<j)
            if spacedDecimals, j + 4 <= text.count, text[j] == "," || text[j] == ".", text[j + 1] == " ",
               text[j + 2].isASCIIDigit, text[j + 3].isASCIIDigit, !(text.at(j + 4)?.isASCIIDigit ?? false) {
                // "36. 24", "130, 38 zł": a price field whose decimals were set apart by a space.
                groups.append((j + 2)..<(j + 4))
                marks.append(text[j])
                i = j + 4
                break
            }
            guard j + 1 < text.count, groupMarks.contains(text[j]), text[j + 1].isASCIIDigit else { i = j; break }
            let mark = text[j]
            // A space (or apostrophe) groups only a following run of exactly three digits, and only before any
            // comma or dot ("2.00 100" is two numbers).
            if mark == " " || mark == "\u{A0}" || mark == "\u{202F}" || mark == "'" || mark == "’" {
                if marks.contains(where: { $0 == "," || $0 == "." }) { i = j; break }
                var k = j + 1
                while k < text.count && text[k].isASCIIDigit { k += 1 }
                guard k - j - 1 == 3, groups.last!.count <= 3 || marks.isEmpty && groups.count == 1 && groups[0].count <= 3
                else { i = j; break }
                if groups.count == 1 && groups[0].count > 3 { i = j; break }
            }
            marks.append(mark)
            i = j + 1
            if groups.count > 12 { return nil }
        }
        let end = groups.last!.upperBound
        let lengths = groups.map(\.count)
        let digits = groups.map { text.string($0) }
        guard !marks.isEmpty else {
            guard lengths[0] <= 15 else { return nil }
            return Amount(range: start..<end, value: trimZeros(digits[0]), decimals: 0)
        }
        // Which mark is decimal.
        let last = marks.last!
        let distinct = Set(marks.map { $0 == "\u{A0}" || $0 == "\u{202F}" || $0 == "’" ? " " : $0 })
        var decimalIndex: Int? // index into marks
        if last == "," || last == "." {
            let usedOnce = marks.filter { $0 == last }.count == 1
            if distinct.count > 1 && usedOnce {
                decimalIndex = marks.count - 1
            } else if usedOnce {
                let tail = lengths.last!
                let thousands = tail == 3 && lengths.first! <= 3 && digits.first! != "0" && !threeDecimals
                decimalIndex = thousands ? nil : marks.count - 1
            }
        }
        // Every grouped part after the first has three digits (no "1,2,3").
        let groupedParts = decimalIndex == nil ? lengths.dropFirst() : lengths.dropFirst().dropLast()
        guard groupedParts.allSatisfy({ $0 == 3 }), lengths.first! <= (marks.count > (decimalIndex == nil ? 0 : 1) ? 3 : 15)
        else { return nil }
        let whole = decimalIndex == nil ? digits.joined() : digits.dropLast().joined()
        let fraction = decimalIndex == nil ? "" : digits.last!
        guard whole.count <= 15, fraction.count <= 20 else { return nil }
        let value = fraction.isEmpty ? trimZeros(whole) : trimZeros(whole) + "." + fraction
        return Amount(range: start..<end, value: value, decimals: fraction.count,
                      grouped: marks.count > (decimalIndex == nil ? 0 : 1))
    }

    static func trimZeros(_ digits: String) -> String {
        let t = digits.drop { $0 == "0" }
        return t.isEmpty ? "0" : String(t)
    }
}
