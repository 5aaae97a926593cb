/// A text cut into runs of digits, runs of letters and single other characters, for the date and time
/// detectors, which read sequences like `25 Dec. 2018` or `10:06am` token by token.
struct DateTokens {
    enum Kind { case number, word, symbol, space }

    struct Token {
        var kind: Kind
        var range: Range<Int>
        /// The token's text; for numbers with letter O read as zero, the repaired digits.
        var text: String
        /// The number's value, for number tokens.
        var number: Int?
        /// Whether a letter was read as a digit in this token.
        var repaired: Bool
    }

    var tokens: [Token] = []

    init(_ text: ScalarText) {
        let digits = DigitRepair.repaired(text)
        var i = 0
        tokens.reserveCapacity(text.count / 3)
        while i < text.count {
            let c = digits[i]
            var j = i + 1
            let kind: Kind
            if c.isASCIIDigit {
                while j < text.count && digits[j].isASCIIDigit { j += 1 }
                kind = .number
            } else if c.isLetter {
                while j < text.count && digits[j].isLetter { j += 1 }
                kind = .word
            } else if c == " " || c.isSpace {
                while j < text.count && (digits[j] == " " || digits[j].isSpace) { j += 1 }
                kind = .space
            } else {
                kind = .symbol
            }
            var number: Int?
            var repaired = false
            let str: String
            switch kind {
            case .number:
                // Long digit runs are never part of a date or time; their value is not needed.
                if j - i <= 9 {
                    var value = 0
                    for k in i..<j { value = value * 10 + Int(digits[k].value - 48) }
                    number = value
                }
                repaired = text.scalars[i..<j] != digits[i..<j]
                str = j - i <= 9 ? Self.string(digits[i..<j]) : ""
            case .space:
                str = " "
            case .word where j - i > 12:
                // No month or meridiem is this long: spare building the string.
                str = ""
            default:
                str = Self.string(digits[i..<j])
            }
            tokens.append(Token(kind: kind, range: i..<j, text: str, number: number, repaired: repaired))
            i = j
        }
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String { ScalarText.string(scalars) }
}

/// OCR repair for digits: a letter O (or o) inside a run of digits is a zero, "2O18" → "2018", when the run is not
/// glued to other letters. The text keeps its length, so offsets stay valid.
enum DigitRepair {
    static func repaired(_ text: ScalarText) -> [Unicode.Scalar] {
        var out = text.scalars
        var i = 0
        while i < out.count {
            guard out[i].isASCIIDigit || out[i] == "O" || out[i] == "o" else { i += 1; continue }
            var j = i
            var digits = 0, letters = 0
            while j < out.count && (out[j].isASCIIDigit || out[j] == "O" || out[j] == "o") {
                if out[j].isASCIIDigit { digits += 1 } else { letters += 1 }
                j += 1
            }
            let gluedBefore = i > 0 && out[i - 1].isLetter
            let gluedAfter = j < out.count && out[j].isLetter
            if digits >= 1 && letters >= 1 && j - i >= 2 && !gluedBefore && !gluedAfter
                && (out[i].isASCIIDigit || out[j - 1].isASCIIDigit || digits >= 2) {
                for k in i..<j where !out[k].isASCIIDigit { out[k] = "0" }
            }
            i = j
        }
        return out
    }
}

/// Month and weekday names (English, and the common abbreviations) and calendar arithmetic.
enum DateNames {
    static let months: [String: Int] = {
        var m: [String: Int] = [:]
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                     "november", "december"]
        for (index, name) in names.enumerated() {
            m[name] = index + 1
            m[String(name.prefix(3))] = index + 1
        }
        m["sept"] = 9
        // Month names of the languages most often met beside English on receipts and forms (Spanish, Portuguese,
        // French, German, Italian, Dutch, Malay, Indonesian), full and in their usual short forms.
        let others: [[String]] = [
            ["enero", "ene", "janeiro", "janvier", "janv", "januar", "jän", "gennaio", "gen", "januari"],
            ["febrero", "fevereiro", "fev", "février", "fevrier", "févr", "fevr", "februar", "febbraio", "februari"],
            ["marzo", "março", "marco", "mars", "märz", "maerz", "mär", "maart", "mac", "maret"],
            ["abril", "abr", "avril", "avr", "aprile"],
            ["mayo", "maio", "mai", "maggio", "mag", "mei"],
            ["junio", "junho", "juin", "juni", "giugno", "giu", "jun"],
            ["julio", "julho", "juillet", "juil", "juli", "luglio", "lug", "julai"],
            ["agosto", "ago", "août", "aout", "augustus", "ogos", "agustus", "agu"],
            ["septiembre", "setiembre", "setembro", "set", "septembre", "settembre", "sett"],
            ["octubre", "outubro", "out", "octobre", "oktober", "okt", "ottobre", "ott"],
            ["noviembre", "novembro", "novembre", "nop"],
            ["diciembre", "dic", "dezembro", "dez", "décembre", "decembre", "déc", "dezember", "dicembre", "disember",
             "dis", "desember", "des"],
        ]
        for (index, names) in others.enumerated() {
            for name in names where m[name] == nil { m[name] = index + 1 }
        }
        return m
    }()

    static let weekdays: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                                        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"]

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether day, month and year make a real date (no 31 April, no 29 February 2019).
    static func isValid(day: Int, month: Int, year: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= daysIn(month: month, year: year) && (1000...2999).contains(year)
    }

    /// A two-digit year read as 19xx or 20xx: up to 69 is this century (receipts and forms are recent).
    static func fullYear(_ y: Int, digits: Int) -> Int {
        digits == 2 ? (y <= 69 ? 2000 + y : 1900 + y) : y
    }

    static func iso(day: Int, month: Int, year: Int) -> String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return "\(y)-\(m)-\(d)"
    }
}
