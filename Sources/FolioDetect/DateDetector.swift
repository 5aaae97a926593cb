/// Dates, numeric (`25/12/2018`, `12-25-18`, `2018-12-25`, `25.12.2018`) and with a month name (`25 Dec 2018`,
/// `Dec. 25, 2018`, `25DEC18`, `December 25th, 2018`, `Tuesday Jul 22, 2014`, `2018-Dec-25`), as ISO 8601 dates.
/// A numeric date whose day and month could be swapped is read in `DetectionOptions.dateOrder`; one that can be
/// read only one way (`25/12/2018`, `12/25/2018`) is read that way whatever the order says. Impossible dates
/// (31 April, 29 February 2019) are not dates. A letter O read for a zero (`2O18`) is repaired at a lower
/// confidence.
public struct DateDetector: DataDetector {
    public var kinds: Set<DataKind> { [.date] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasDigit else { return [] }
        let tokens = DateTokens(text).tokens
        return scanning(tokens.count) { t in
            numericDate(at: t, tokens, options) ?? namedDate(at: t, tokens, options)
        }.map { text.match(.date, $0.range, value: $0.value, confidence: $0.confidence) }
    }

    struct Found {
        var range: Range<Int>
        var value: String
        var confidence: Double
    }

    // MARK: Numeric dates

    func numericDate(at t: Int, _ tokens: [DateTokens.Token], _ options: DetectionOptions) -> (Found, Int)? {
        if let spaced = spacedDate(at: t, tokens, options) { return spaced }
        if let spaced = spacedShortDate(at: t, tokens, options) { return spaced }
        guard t + 4 < tokens.count else { return nil }
        let a = tokens[t], s1 = tokens[t + 1], b = tokens[t + 2], s2 = tokens[t + 3], c = tokens[t + 4]
        guard a.kind == .number, s1.kind == .symbol, b.kind == .number, s2.kind == .symbol, c.kind == .number,
              s1.text == s2.text, ["/", "-", "."].contains(s1.text),
              let x = a.number, let y = b.number, let z = c.number else { return nil }
        // Not a piece of a longer dotted or dashed number (an IP address, a phone number, a version).
        if t >= 2, tokens[t - 1].kind == .symbol, [s1.text, ":", ".", "/", "-"].contains(tokens[t - 1].text),
           tokens[t - 2].kind == .number { return nil }
        let gluedHour = c.text.count == 6 && tokens.indices.contains(t + 5) && tokens[t + 5].text == ":"
        if !gluedHour, t + 6 < tokens.count, tokens[t + 5].kind == .symbol,
           [s1.text, ":", "/", "-"].contains(tokens[t + 5].text), tokens[t + 6].kind == .number { return nil }
        if t + 6 < tokens.count, tokens[t + 5].text == ".", tokens[t + 6].kind == .number { return nil }
        let la = a.text.count, lb = b.text.count, lc = c.text.count
        var day = 0, month = 0, year = 0
        var ambiguous = false
        // A year-first date with its time glued on, its colons lost ("2016-11-1818534" for 2016-11-18 18:53:4…):
        // two digits of day, then an hour and minutes.
        let gluedDay = la == 4 && lb == 2 && s1.text == "-" ? Self.dayBeforeGluedClock(c.text) : nil
        if la == 4 && lb <= 2 && (lc <= 2 || gluedDay != nil) {
            (year, month, day) = (x, y, gluedDay ?? z)
        } else if la <= 2 && lb <= 2 && (lc == 4 || lc == 2 || (lc == 6 && gluedHour && (1900...2099).contains(z / 100))) {
            // Six digits: a year with the hour glued on by OCR ("15/07/201712:07").
            year = lc == 6 ? z / 100 : DateNames.fullYear(z, digits: lc)
            if x > 12 && y <= 12 {
                (day, month) = (x, y)
            } else if y > 12 && x <= 12 {
                (day, month) = (y, x)
            } else {
                ambiguous = x != y
                (day, month) = options.dateOrder == .mdy ? (y, x) : (x, y)
            }
            // A two-digit year with dots reads as often as a version or a score: "1.2.18".
            if lc == 2 && s1.text == "." && la == 1 && lb == 1 { return nil }
        } else {
            return nil
        }
        guard DateNames.isValid(day: day, month: month, year: year) else { return nil }
        var confidence = ambiguous ? 0.8 : 0.95
        if a.repaired || b.repaired || c.repaired { confidence *= 0.8 }
        var end = c.range.upperBound
        if gluedDay != nil {
            end = c.range.lowerBound + 2
            confidence *= 0.8
        } else if lc == 6 { end -= 2; confidence *= 0.8 }
        let found = Found(range: a.range.lowerBound..<end,
                          value: DateNames.iso(day: day, month: month, year: year), confidence: confidence)
        return (found, t + 5)
    }

    /// The day of six to eight digits that are a day and then a clock without its colons (hours up to 23, minutes up
    /// to 59): "1818534" → 18.
    static func dayBeforeGluedClock(_ digits: String) -> Int? {
        let values = Array(digits).compactMap(\.wholeNumberValue)
        guard (6...8).contains(digits.count), values.count == digits.count,
              values[2] * 10 + values[3] <= 23, values[4] * 10 + values[5] <= 59 else { return nil }
        return values[0] * 10 + values[1]
    }

    /// A date spaced as printed or as OCR reads it, with a four-digit year: "11. 12. 2014" (dots each followed by
    /// one space) or "03/ 10/2018" (OCR's space after the first slash).
    func spacedDate(at t: Int, _ tokens: [DateTokens.Token], _ options: DetectionOptions) -> (Found, Int)? {
        guard t + 1 < tokens.count, tokens[t + 1].text == "." || tokens[t + 1].text == "/" else { return nil }
        let dotted = tokens[t + 1].text == "."
        // Dots are each followed by a space; only the first slash is.
        let yearAt = dotted ? t + 6 : t + 5
        guard yearAt < tokens.count else { return nil }
        let a = tokens[t], b = tokens[t + 3], c = tokens[yearAt]
        guard a.kind == .number, a.text.count <= 2, tokens[t + 2].kind == .space, tokens[t + 2].range.count == 1,
              b.kind == .number, b.text.count <= 2, tokens[t + 4].text == tokens[t + 1].text,
              !dotted || (tokens[t + 5].kind == .space && tokens[t + 5].range.count == 1),
              c.kind == .number, c.text.count == 4, let x = a.number, let y = b.number, let year = c.number,
              !continuesNumber(before: t, tokens), !continuesNumber(after: yearAt, tokens) else { return nil }
        let (day, month) = Self.dayAndMonth(x, y, order: options.dateOrder)
        guard DateNames.isValid(day: day, month: month, year: year) else { return nil }
        let confidence = dotted ? (x == y ? 0.9 : 0.8) : 0.75
        let found = Found(range: a.range.lowerBound..<c.range.upperBound,
                          value: DateNames.iso(day: day, month: month, year: year), confidence: confidence)
        return (found, yearAt + 1)
    }

    /// The day and month of a date's first two numbers: the one over 12 is the day, else `order` says.
    static func dayAndMonth(_ x: Int, _ y: Int, order: DateOrder) -> (day: Int, month: Int) {
        if x > 12 && y <= 12 { return (x, y) }
        if y > 12 && x <= 12 { return (y, x) }
        return order == .mdy ? (y, x) : (x, y)
    }

    /// A date with a two-digit year and one space read after one of its separators, before a clock time: the
    /// time says it is a date ("07-06- 16 15:26" on sroie-dev's 399, the space put in at the blank a hyphen
    /// leaves; "03/ 10/18 07:39"). Without a time after it, "1/ 2/20" may be anything.
    func spacedShortDate(at t: Int, _ tokens: [DateTokens.Token], _ options: DetectionOptions) -> (Found, Int)? {
        var k = t
        func take(_ kind: DateTokens.Kind) -> DateTokens.Token? {
            guard k < tokens.count, tokens[k].kind == kind else { return nil }
            defer { k += 1 }
            return tokens[k]
        }
        func oneSpace() -> Bool {
            guard k < tokens.count, tokens[k].kind == .space, tokens[k].range.count == 1 else { return false }
            k += 1
            return true
        }
        guard let a = take(.number), let s1 = take(.symbol), ["/", "-", "."].contains(s1.text) else { return nil }
        let firstSpaced = oneSpace()
        guard let b = take(.number), let s2 = take(.symbol), s2.text == s1.text else { return nil }
        let secondSpaced = oneSpace()
        guard firstSpaced != secondSpaced, let c = take(.number), a.text.count <= 2, b.text.count <= 2,
              c.text.count == 2, let x = a.number, let y = b.number, let z = c.number,
              !continuesNumber(before: t, tokens), !continuesNumber(after: k - 1, tokens),
              gap(from: k, tokens).map({ clock(at: $0.0, tokens) != nil }) == true else { return nil }
        let (day, month) = Self.dayAndMonth(x, y, order: options.dateOrder)
        let year = DateNames.fullYear(z, digits: 2)
        guard DateNames.isValid(day: day, month: month, year: year) else { return nil }
        let found = Found(range: a.range.lowerBound..<c.range.upperBound,
                          value: DateNames.iso(day: day, month: month, year: year), confidence: 0.7)
        return (found, k)
    }

    // MARK: Dates with a month name

    func namedDate(at t: Int, _ tokens: [DateTokens.Token], _ options: DetectionOptions) -> (Found, Int)? {
        let tok = tokens[t]
        if tok.kind == .number, tok.text.count <= 2 { return dayFirst(at: t, tokens, yearFirst: options.dateOrder == .ymd) }
        if tok.kind == .number, tok.text.count == 4 { return yearFirst(at: t, tokens) }
        if tok.kind == .word, month(tokens[t]) != nil { return monthFirst(at: t, tokens) }
        return nil
    }

    /// "25 Dec 2018", "9th Aug, 2015", "25 of December 2018", "25-DEC-18", "25DEC18".
    /// With `yearFirst` (the YMD order), "16 july 13" is 13 July 2016: two two-digit numbers around a month read
    /// year first.
    func dayFirst(at t: Int, _ tokens: [DateTokens.Token], yearFirst: Bool = false) -> (Found, Int)? {
        guard let day = tokens[t].number, !continuesNumber(before: t, tokens) else { return nil }
        // "#02 MAY.21'19": a numbered register or table, not the 2nd.
        if t >= 1, tokens[t - 1].text == "#" { return nil }
        var k = t + 1
        if k < tokens.count, tokens[k].kind == .word, Self.ordinals.contains(tokens[k].text.lowercased()) { k += 1 }
        guard let (afterGap, _) = gap(from: k, tokens) else { return nil }
        k = afterGap
        // "12th day of December", "10 de junho", "12 de junio del 2012".
        if k + 1 < tokens.count, tokens[k].text.lowercased() == "day", let (g, _) = gap(from: k + 1, tokens) { k = g }
        if k + 1 < tokens.count, Self.connectors.contains(tokens[k].text.lowercased()),
           let (g, _) = gap(from: k + 1, tokens) { k = g }
        guard k < tokens.count, let month = month(tokens[k]) ?? slashedMonth(at: k, tokens) else { return nil }
        k += 1
        guard var (yearAt, gapText) = gap(from: k, tokens) else { return withoutYear(day: day, month: month, from: t, to: k - 1, tokens) }
        if yearAt + 1 < tokens.count, Self.connectors.contains(tokens[yearAt].text.lowercased()),
           let (g, _) = gap(from: yearAt + 1, tokens) { (yearAt, gapText) = (g, " ") }
        guard yearAt < tokens.count, tokens[yearAt].kind == .number,
              let y = tokens[yearAt].number else { return withoutYear(day: day, month: month, from: t, to: k - 1, tokens) }
        let digits = tokens[yearAt].text.count
        // The year with the hour glued on by OCR ("30-Jun-201810:36:38P"): the date ends with the year.
        if digits == 6, runsIntoHour(yearAt, digits: 6, tokens), (1900...2099).contains(y / 100),
           DateNames.isValid(day: day, month: month, year: y / 100) {
            let found = Found(range: tokens[t].range.lowerBound..<(tokens[yearAt].range.lowerBound + 4),
                              value: DateNames.iso(day: day, month: month, year: y / 100), confidence: 0.8)
            return (found, yearAt)
        }
        // A two-digit year only when written tight to the month ("25DEC18", "25-Dec-18", "25 Dec '18"), or
        // spaced but followed by a time or nothing ("15 Jun 18 08:34:31 PM").
        let tight = ["", "-", "/", " '", "'", " ’"].contains(gapText)
        guard digits == 4 || (digits == 2 && (tight || (gapText == " " && endsOrTimeFollows(yearAt, tokens)))) else {
            return withoutYear(day: day, month: month, from: t, to: k - 1, tokens)
        }
        guard !continuesNumber(after: yearAt, tokens) else { return nil }
        if yearFirst, digits == 2, tokens[t].text.count == 2, y >= 1, y <= 31,
           DateNames.isValid(day: y, month: month, year: DateNames.fullYear(day, digits: 2)) {
            return finish(day: y, month: month, year: DateNames.fullYear(day, digits: 2), from: t, to: yearAt, tokens)
        }
        return finish(day: day, month: month, year: DateNames.fullYear(y, digits: digits), from: t, to: yearAt, tokens)
    }

    /// "Dec. 25, 2018", "December 25th, 2018", "Jul 22 2014", "Aug 05 12:00:00 2015", and with a two-digit year
    /// after an apostrophe, as restaurant tills print it ("Sep07'18", "MAY.21'19", "Sep30°17" as OCR may read
    /// the apostrophe), or spaced before a time or nothing ("Jun22 18 07:59PM").
    func monthFirst(at t: Int, _ tokens: [DateTokens.Token]) -> (Found, Int)? {
        guard let month = month(tokens[t]) else { return nil }
        if let glued = gluedDayAndYear(month: month, at: t, tokens) { return glued }
        guard let (dayAt, _) = gap(from: t + 1, tokens), dayAt < tokens.count, tokens[dayAt].kind == .number,
              tokens[dayAt].text.count <= 2, let day = tokens[dayAt].number else { return nil }
        var k = dayAt + 1
        if k < tokens.count, tokens[k].kind == .word, Self.ordinals.contains(tokens[k].text.lowercased()) { k += 1 }
        let dayEnd = k - 1
        guard let (afterDay, gapText) = gap(from: k, tokens) else {
            return withoutYear(day: day, month: month, from: t, to: dayEnd, tokens)
        }
        var yearAt = afterDay
        // The space before the time lost: "Feb23'1910:23AM" is 23 February 2019 at 10:23.
        if ["'", "’"].contains(gapText), yearAt < tokens.count, tokens[yearAt].kind == .number,
           runsIntoHour(yearAt, digits: 4, tokens), let short = Int(tokens[yearAt].text.prefix(2)),
           let found = gluedDate(day: day, month: month, shortYear: short, from: t,
                                 to: tokens[yearAt].range.lowerBound + 2, tokens) {
            return (found, yearAt)
        }
        if yearAt < tokens.count, tokens[yearAt].kind == .number, tokens[yearAt].text.count == 2,
           let short = tokens[yearAt].number, !continuesNumber(after: yearAt, tokens) {
            let apostrophe = ["'", " '", "’", " ’", "°"].contains(gapText)
            if apostrophe || (gapText == " " && endsOrTimeFollows(yearAt, tokens)) {
                return finish(day: day, month: month, year: DateNames.fullYear(short, digits: 2), from: t, to: yearAt,
                              tokens)
            }
        }
        // A time of day between the day and the year, as Unix `date` prints: "Aug 05 12:00:00 2015".
        if let afterTime = clock(at: yearAt, tokens), let (next, _) = gap(from: afterTime, tokens) { yearAt = next }
        guard yearAt < tokens.count, tokens[yearAt].kind == .number, tokens[yearAt].text.count == 4,
              let year = tokens[yearAt].number, !continuesNumber(after: yearAt, tokens) else {
            return withoutYear(day: day, month: month, from: t, to: dayEnd, tokens)
        }
        return finish(day: day, month: month, year: year, from: t, to: yearAt, tokens)
    }

    /// A till's day and two-digit year run together after the month, the apostrophe lost: before a space and a
    /// time or nothing ("Feb2319 10:23AM"), or on into the hour ("Feb231910:23AM"). Days 19 and 20 are left
    /// alone ("Mar2019").
    func gluedDayAndYear(month: Int, at t: Int, _ tokens: [DateTokens.Token]) -> (Found, Int)? {
        guard let (k, gapText) = gap(from: t + 1, tokens), gapText.isEmpty, k < tokens.count,
              tokens[k].kind == .number, !tokens[k].repaired else { return nil }
        let digits = tokens[k].text
        // "Mar2019" is March 2019 as often as the 20th of March '19: a run that starts as a year is left alone.
        guard !digits.hasPrefix("19"), !digits.hasPrefix("20") else { return nil }
        let intoHour = runsIntoHour(k, digits: 6, tokens)
        guard (digits.count == 4 && endsOrTimeFollows(k, tokens)) || intoHour,
              let day = Int(digits.prefix(2)), let short = Int(digits.dropFirst(2).prefix(2)),
              let found = gluedDate(day: day, month: month, shortYear: short, from: t,
                                    to: tokens[k].range.lowerBound + 4, tokens) else { return nil }
        return (found, intoHour ? k : k + 1)
    }

    /// Whether the number at `k` runs on into a clock's hour ("1910:23AM"): `digits` digits, the last two an hour,
    /// then a colon and two digits.
    func runsIntoHour(_ k: Int, digits: Int, _ tokens: [DateTokens.Token]) -> Bool {
        tokens[k].text.count == digits && k + 2 < tokens.count && tokens[k + 1].text == ":"
            && tokens[k + 2].kind == .number && tokens[k + 2].text.count == 2
            && (Int(tokens[k].text.suffix(2)) ?? 99) <= 23
    }

    /// A till's date read out of glued digits, from the month at `t` to the scalar offset `end`, when it is a day.
    func gluedDate(day: Int, month: Int, shortYear: Int, from t: Int, to end: Int,
                   _ tokens: [DateTokens.Token]) -> Found? {
        let year = DateNames.fullYear(shortYear, digits: 2)
        guard DateNames.isValid(day: day, month: month, year: year) else { return nil }
        return Found(range: tokens[t].range.lowerBound..<end, value: DateNames.iso(day: day, month: month, year: year),
                     confidence: 0.9)
    }

    /// "2018-Dec-25", "2018 Dec 25" (not "2014. July 13th": a sentence's full stop is not a separator).
    func yearFirst(at t: Int, _ tokens: [DateTokens.Token]) -> (Found, Int)? {
        guard let year = tokens[t].number, !continuesNumber(before: t, tokens),
              let (monthAt, separator) = gap(from: t + 1, tokens), ["-", "/", " ", "."].contains(separator),
              monthAt < tokens.count, let month = month(tokens[monthAt]),
              let (dayAt, _) = gap(from: monthAt + 1, tokens), dayAt < tokens.count, tokens[dayAt].kind == .number,
              tokens[dayAt].text.count <= 2, let day = tokens[dayAt].number, !continuesNumber(after: dayAt, tokens)
        else { return nil }
        return finish(day: day, month: month, year: year, from: t, to: dayAt, tokens)
    }

    /// A date with a month name but no year ("July 14th", "14 July"): ISO 8601's `--MM-DD`, less sure.
    func withoutYear(day: Int, month: Int, from t: Int, to last: Int, _ tokens: [DateTokens.Token]) -> (Found, Int)? {
        // Any year will do to check the day: 29 February is a real day of leap years.
        guard DateNames.isValid(day: day, month: month, year: 2000) else { return nil }
        // A bare "may 5" or "march 3" in running text is a verb or a march as often as a date: the month must be
        // capitalised or abbreviated with a full stop, or the day written as an ordinal.
        let monthToken = tokens[t].kind == .word ? tokens[t] : tokens[last]
        let ordinal = tokens[t...last].contains { $0.kind == .word && Self.ordinals.contains($0.text.lowercased()) }
        guard ordinal || monthToken.text.first?.isUppercase == true else { return nil }
        let mm = month < 10 ? "0\(month)" : "\(month)", dd = day < 10 ? "0\(day)" : "\(day)"
        let found = Found(range: tokens[t].range.lowerBound..<tokens[last].range.upperBound, value: "--\(mm)-\(dd)",
                          confidence: 0.6)
        return (found, last + 1)
    }

    func finish(day: Int, month: Int, year: Int, from t: Int, to last: Int,
                _ tokens: [DateTokens.Token]) -> (Found, Int)? {
        guard DateNames.isValid(day: day, month: month, year: year) else { return nil }
        let repaired = tokens[t...last].contains { $0.repaired }
        var end = tokens[last].range.upperBound
        // An abbreviation's full stop belongs to the month, but not a sentence's to the year.
        if tokens[last].kind == .word, last + 1 < tokens.count, tokens[last + 1].text == "." {
            end = tokens[last + 1].range.upperBound
        }
        let found = Found(range: tokens[t].range.lowerBound..<end, value: DateNames.iso(day: day, month: month, year: year),
                          confidence: repaired ? 0.75 : 0.95)
        return (found, last + 1)
    }

    static let ordinals: Set<String> = ["st", "nd", "rd", "th"]
    /// Words between a day, its month and its year in English and Romance languages.
    static let connectors: Set<String> = ["of", "de", "del", "di"]

    /// A three-letter month one letter off ("14/Jum/2017") between slashes or hyphens: the one abbreviation it
    /// can be, if only one.
    func slashedMonth(at k: Int, _ tokens: [DateTokens.Token]) -> Int? {
        guard k >= 1, k + 1 < tokens.count, tokens[k].kind == .word, tokens[k].text.count == 3,
              ["/", "-"].contains(tokens[k - 1].text), tokens[k + 1].text == tokens[k - 1].text else { return nil }
        let word = Array(tokens[k].text.lowercased())
        // Letters OCR confuses: "Jum" is "Jun" (m for n), not "Jul".
        let near = Self.abbreviations.enumerated().filter { _, abbreviation in
            let differences = zip(word, abbreviation).filter { $0 != $1 }
            return differences.count == 1 && differences.allSatisfy { Self.confusable.contains([$0, $1]) }
        }
        return near.count == 1 ? near[0].offset + 1 : nil
    }

    static let confusable: Set<[Character]> = [["m", "n"], ["n", "m"], ["n", "h"], ["h", "n"], ["u", "v"], ["v", "u"],
                                               ["o", "a"], ["a", "o"], ["c", "e"], ["e", "c"], ["l", "i"], ["i", "l"],
                                               ["g", "q"], ["q", "g"], ["b", "h"], ["h", "b"], ["p", "o"]]

    static let abbreviations: [[Character]] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                               "nov", "dec"].map(Array.init)

    /// The month a word names, with an optional full stop after an abbreviation.
    func month(_ token: DateTokens.Token) -> Int? {
        guard token.kind == .word else { return nil }
        return DateNames.months[token.text.lowercased()]
    }

    /// The index after a short separator run (spaces, commas, full stops, hyphens, slashes, brackets, an
    /// apostrophe or the degree sign OCR reads for one) starting at `k`, and the separator's text; nil when the run is too long or holds anything else.
    func gap(from k: Int, _ tokens: [DateTokens.Token]) -> (Int, String)? {
        var i = k
        var text = ""
        while i < tokens.count {
            let tok = tokens[i]
            if tok.kind == .space {
                guard tok.range.count <= 2 else { return nil }
                text += " "
            } else if tok.kind == .symbol, [",", ".", "-", "/", "'", "’", "°", "[", "]", "(", ")"].contains(tok.text) {
                text += tok.text
            } else {
                break
            }
            guard text.count <= 4 else { return nil }
            i += 1
        }
        return (i, text)
    }

    /// Whether nothing but a clock time (or nothing at all) follows the token at `k`: what makes a spaced
    /// two-digit number after a date's day a year ("15 Jun 18 08:34:31 PM", "Jun22 18 07:59PM").
    func endsOrTimeFollows(_ k: Int, _ tokens: [DateTokens.Token]) -> Bool {
        gap(from: k + 1, tokens).map { next, _ in next >= tokens.count || clock(at: next, tokens) != nil } ?? false
    }

    /// The index after a clock time "12:00" or "12:00:00" at `k`, if there is one.
    func clock(at k: Int, _ tokens: [DateTokens.Token]) -> Int? {
        guard k + 2 < tokens.count, tokens[k].kind == .number, tokens[k + 1].text == ":", tokens[k + 2].kind == .number
        else { return nil }
        if k + 4 < tokens.count, tokens[k + 3].text == ":", tokens[k + 4].kind == .number { return k + 5 }
        return k + 3
    }

    /// Whether the number at `t` continues one before it ("3.25 Dec" is not the 25th).
    func continuesNumber(before t: Int, _ tokens: [DateTokens.Token]) -> Bool {
        guard t >= 2 else { return false }
        return tokens[t - 1].kind == .symbol && [".", ",", ":", "/", "-"].contains(tokens[t - 1].text)
            && tokens[t - 2].kind == .number
    }

    /// Whether the number at `t` runs on into another ("2018.5", "2018:12").
    func continuesNumber(after t: Int, _ tokens: [DateTokens.Token]) -> Bool {
        guard t + 2 < tokens.count else { return false }
        return tokens[t + 1].kind == .symbol && [".", ",", ":", "/"].contains(tokens[t + 1].text)
            && tokens[t + 2].kind == .number
    }
}
