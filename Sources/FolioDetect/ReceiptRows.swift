import FolioModel
import Foundation

/// A receipt's text as printed rows: OCR lines that share a baseline (a label at the left, its amount at the
/// right, often read as two lines) joined left to right, top to bottom, with the amounts each row holds.
struct ReceiptRow: Sendable {
    var text: String
    var words: [Word]
    /// Amounts on the row, left to right: numbers with two decimals (or with a currency mark).
    var amounts: [RowAmount]
    /// The kinds of data found on the row (dates, times, phones, amounts), set by `ReceiptReader`.
    var detected: Set<DataKind> = []
    /// The row's text before a date or time printed at its right end ("14817 S. Western Ave" of "14817 S. Western
    /// Ave    Apr 10, 2019"), set by `ReceiptReader` when that text holds letters and no other date, time or phone.
    var beforeTrailingDate: String?

    /// The row's words but its numbers, lowercased, letters and digits only.
    var label: String
    /// Whether the row has letters (a description or a label) beside its amounts.
    var hasLetters: Bool { text.unicodeScalars.contains { $0.properties.isAlphabetic } }
}

/// One amount on a row.
struct RowAmount: Sendable {
    /// Decimal value in cents (or thousandths for three-decimal currencies), sign kept.
    var value: Decimal
    /// The amount as a decimal string, "12.50".
    var text: String
    var start: Int
    /// Negative only by a dash printed after it ("7.89-"): a till's mark for a sum taken off, but also what OCR
    /// makes of a mark printed after a price ("$21.49-<" on a till that prints every item so).
    var trailingMinus = false

    /// The same amount standing `shift` characters further along its row's text.
    func shifted(by shift: Int) -> RowAmount {
        var moved = self
        moved.start += shift
        return moved
    }
}

enum ReceiptRows {
    /// The rows of `pages`, in reading order.
    static func rows(of pages: [Page]) -> [ReceiptRow] {
        var result: [ReceiptRow] = []
        for page in pages {
            // A photo's text runs a little downhill or uphill: rows are told apart along the text's own slope, or
            // level when that pairs far more labels with their amounts.
            let slope = rowSlope(of: page)
            func level(_ line: Line) -> Double { line.box.y + line.box.height / 2 - slope * (line.box.x + line.box.width / 2) }
            let lines = page.lines.filter { !$0.words.isEmpty }.sorted { level($0) < level($1) }
            var groups: [[Line]] = []
            for line in lines {
                // Same row: the centre of one lies within the other's height (as tall lines of one row do).
                if let last = groups.last, let anchor = last.first,
                   abs(level(line) - level(anchor)) < min(anchor.box.height, line.box.height) * 0.5,
                   !last.contains(where: { $0.box.x < line.box.maxX && line.box.x < $0.box.maxX }) {
                    groups[groups.count - 1].append(line)
                } else {
                    groups.append([line])
                }
            }
            for group in groups {
                let ordered = group.sorted { $0.box.x < $1.box.x }
                let words = ordered.flatMap(\.words)
                let text = words.map(\.text).joined(separator: " ")
                // Where one line of the row ends and the next begins: no number runs across (`amounts`).
                var breaks = Set<Int>(), offset = 0
                for line in ordered.dropLast() {
                    offset += line.words.map(\.text).joined(separator: " ").unicodeScalars.count
                    breaks.insert(offset)
                    offset += 1
                }
                let amounts = Self.amounts(in: text, breaks: breaks)
                let label = Self.withoutAmounts(text)
                result.append(ReceiptRow(text: text, words: words, amounts: amounts,
                                         label: ReceiptWords.normalised(label)))
            }
        }
        return result
    }

    /// The row's text with its numbers taken out: the label, wherever it stands ("80.90 Change : 19.10").
    static func withoutAmounts(_ text: String) -> String {
        text.split(separator: " ").filter { token in
            let digits = token.filter(\.isNumber).count
            return digits == 0 || digits * 2 < token.count
        }.joined(separator: " ")
    }

    /// The slope (dy/dx) rows are told apart along: the words' own slope (`textSlope`), or level when half as
    /// many lines again find a partner beside them on the same row that way (a label at the left and its amount
    /// at the right). On a curled receipt the long lines that give the words' slope can lean while the labels
    /// and amounts further down sit level (receipt-photos-dev 1050: 0.039 from four lines at the top, which took
    /// "SUB-TOTAL" from its amount). Only these two are weighed: across all slopes the count of partnered lines
    /// peaks wherever rows shifted by one line up or down happen to meet, on real receipts as high as at the
    /// true one.
    static func rowSlope(of page: Page) -> Double {
        let words = textSlope(of: page)
        guard words != 0 else { return 0 }
        let lines = page.lines.filter { !$0.words.isEmpty }
        let centres = lines.map { (x: $0.box.x + $0.box.width / 2, y: $0.box.y + $0.box.height / 2) }
        func partnered(_ slope: Double) -> Int {
            var has = [Bool](repeating: false, count: lines.count)
            for i in lines.indices {
                for j in lines.indices where lines[i].box.maxX <= lines[j].box.x {
                    let dy = centres[j].y - centres[i].y - slope * (centres[j].x - centres[i].x)
                    if abs(dy) < 0.35 * min(lines[i].box.height, lines[j].box.height) {
                        has[i] = true
                        has[j] = true
                    }
                }
            }
            return has.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        // Level only by a clear margin: where both are wrong (a receipt curled one way at its head and another
        // further down) the counts differ by a line or two, and the words' slope is the better guess.
        let level = partnered(0), along = partnered(words)
        return level >= along + 4 && 2 * level >= 3 * along ? 0 : words
    }

    /// The median slope (dy/dx) of the page's long lines, from their words' centres; 0 when no line is long
    /// enough to say.
    static func textSlope(of page: Page) -> Double {
        var slopes: [Double] = []
        for line in page.lines where line.words.count >= 3 && line.box.width >= Double(page.width) * 0.25 {
            let xs = line.words.map { $0.box.x + $0.box.width / 2 }, ys = line.words.map { $0.box.y + $0.box.height / 2 }
            let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
            let sxx = zip(xs, xs).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - mx) }
            guard sxx > 0 else { continue }
            let sxy = zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
            slopes.append(sxy / sxx)
        }
        guard slopes.count >= 3 else { return 0 }
        let median = slopes.sorted()[slopes.count / 2]
        // More than about 6 degrees is a page the earlier stages should have turned: trust none of it.
        return abs(median) <= 0.1 ? median : 0
    }

    /// Units of measure printed tight after a number in a product's name.
    static let units: Set<String> = ["l", "ml", "ltr", "kg", "g", "gm", "mg", "mm", "cm", "m", "oz", "lb", "lbs"]

    /// Whether the letters at `index` up to the next non-letter are a unit of measure.
    static func unitFollows(_ scalars: ScalarText, at index: Int) -> Bool {
        var word = ""
        var k = index
        while let c = scalars.at(k), c.properties.isAlphabetic {
            word.unicodeScalars.append(c)
            k += 1
        }
        return !word.isEmpty && units.contains(word.lowercased())
    }

    /// "$2:00", "$58:30": a price whose point OCR read as a colon, told from a time by the currency sign before it
    /// (the digits, with the point, and where they end).
    static func colonPrice(at start: Int, in scalars: ScalarText) -> (value: String, end: Int)? {
        guard start >= 1, "$£€".unicodeScalars.contains(scalars[start - 1]) else { return nil }
        var colon = start
        while colon < scalars.count, scalars[colon].isASCIIDigit { colon += 1 }
        guard (1...4).contains(colon - start), scalars.at(colon) == ":",
              scalars.at(colon + 1)?.isASCIIDigit == true, scalars.at(colon + 2)?.isASCIIDigit == true,
              !(scalars.at(colon + 3).map { $0.isASCIIDigit || $0 == ":" || $0 == "." } ?? false) else { return nil }
        return (AmountParser.trimZeros(scalars.string(start..<colon)) + "." + scalars.string((colon + 1)..<(colon + 3)),
                colon + 3)
    }

    /// Numbers with exactly two decimals (receipts print every amount so), each with its sign. No number runs
    /// across one of `breaks`, the spaces where one line of the row meets the next: a price whose point OCR lost
    /// ("63 60") before the amount read as the next line ("190.80") is no "60 190.80", sixty thousand.
    static func amounts(in text: String, breaks: Set<Int> = []) -> [RowAmount] {
        let scalars = ScalarText(text)
        var found: [RowAmount] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            // ".02": an amount under one printed without its zero.
            let bareCents = c == "." && scalars.at(i + 1)?.isASCIIDigit == true && scalars.at(i + 2)?.isASCIIDigit == true
                && !(scalars.at(i + 3)?.isASCIIDigit ?? false)
                && (i == 0 || scalars[i - 1] == " " || scalars[i - 1] == "-" || scalars[i - 1] == "$")
            guard c.isASCIIDigit || bareCents, i == 0 || !scalars[i - 1].isASCIIDigit else { i += 1; continue }
            if let price = colonPrice(at: i, in: scalars), let value = Decimal(string: price.value) {
                found.append(RowAmount(value: value, text: price.value, start: i))
                i = price.end
                continue
            }
            let lineEnd = breaks.filter { $0 > i }.min()
            let read = AmountParser.amount(at: i, in: scalars).flatMap { amount in
                guard let lineEnd, amount.range.upperBound > lineEnd else { return amount }
                let line = String(String.UnicodeScalarView(scalars.scalars[..<lineEnd]))
                return AmountParser.amount(at: i, in: ScalarText(line))
            }
            guard let amount = read, amount.decimals == 2 else {
                i += 1
                while i < scalars.count && (scalars[i].isASCIIDigit || scalars[i] == "." || scalars[i] == ",") { i += 1 }
                continue
            }
            let end = amount.range.upperBound
            // Not a date, a time or a longer number ("12.05.2018", "12.50.3").
            if let next = scalars.at(end), next.isASCIIDigit || ((next == "." || next == "/" || next == ":")
                && scalars.at(end + 1)?.isASCIIDigit == true) {
                i = end + 1
                continue
            }
            if i >= 1, scalars[i - 1] == "/" || scalars[i - 1] == ":" { i = end; continue }
            // A measure in a product's name ("Water Jug 2.25L", "3X1.25MM CABLE"), or a rate ("TAX 8.25%",
            // "Service Charge (18.00%)"): no sum of money.
            if Self.unitFollows(scalars, at: end) { i = end; continue }
            if scalars.at(end) == "%" || (scalars.at(end) == " " && scalars.at(end + 1) == "%") { i = end; continue }
            // "-1.50", "1.50-", and "-$14.93" with the mark between (not "Wings - $8.99": a spaced dash parts a
            // name from its price).
            let marked = i >= 2 && "$£€".unicodeScalars.contains(scalars[i - 1]) && scalars[i - 2] == "-"
            let negative = (i >= 1 && scalars[i - 1] == "-") || marked || scalars.at(end) == "-"
            if var value = Decimal(string: amount.value) {
                if negative { value = -value }
                let trailing = negative && !marked && !(i >= 1 && scalars[i - 1] == "-")
                found.append(RowAmount(value: value, text: (negative ? "-" : "") + amount.value, start: i,
                                       trailingMinus: trailing))
            }
            i = end
        }
        return found
    }
}

/// Words of receipts, normalised for matching: lowercased, letters and digits only, OCR's "0" in words read "o".
enum ReceiptWords {
    /// `normalised` text with OCR's digit-for-letter slips undone inside words ("t0tal" → "total", "5ub" → "sub").
    static func keyForm(_ normalisedText: String) -> String {
        normalisedText.split(separator: " ").map { word -> String in
            guard word.contains(where: \.isLetter) else { return String(word) }
            // "tota", "totai", "t0tal", "tota1": one slip from "total".
            if word.count >= 4 && word.count <= 6 && word.hasPrefix("tot") && !word.hasPrefix("tote") { return "total" }
            return String(word.map { ch -> Character in
                switch ch {
                case "0": return "o"
                case "1": return "l"
                case "5": return "s"
                default: return ch
                }
            })
        }.joined(separator: " ")
    }

    static func normalised(_ text: String) -> String {
        var out = ""
        var lastSpace = true
        for ch in text.lowercased() {
            if ch.isLetter || ch.isNumber {
                out.append(ch)
                lastSpace = false
            } else if !lastSpace {
                out.append(" ")
                lastSpace = true
            }
        }
        return out.trimmingSpaces()
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }

    /// Whether the text holds `phrase` as whole words.
    func hasWords(_ phrase: String) -> Bool {
        let padded = " " + self + " "
        return padded.contains(" " + phrase + " ")
    }
}
