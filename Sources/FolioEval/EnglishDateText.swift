/// Tests on date strings that decide which dateparser and datefinder vectors the benchmark keeps.
public enum EnglishDateText {
    /// English month names and their abbreviations, lowercase.
    static let months: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    /// Every other word an English date string may hold: weekdays, ordinal suffixes, a.m./p.m., joining words
    /// and the time zone names the suites use, lowercase.
    static let otherWords: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
        "st", "nd", "rd", "th", "am", "pm", "a", "p", "m", "at", "of", "on", "the", "day", "year", "midnight", "noon",
        "t", "z", "utc", "gmt", "est", "edt", "cst", "cdt", "mst", "mdt", "pst", "pdt",
    ]

    /// Whether `text` is ASCII and each of its words (runs of letters) is an English month, weekday or one of
    /// `otherWords` — "11 Mai 2014" and "13 iunie 2013" are not, "Tues 9th Aug, 2015" and "26. 10.21 14.12" are.
    public static func isEnglish(_ text: String) -> Bool {
        text.allSatisfy(\.isASCII) && words(text).allSatisfy { months.contains($0) || otherWords.contains($0) }
    }

    /// Whether `text` names a month in English ("Sept", "december").
    public static func namesMonth(_ text: String) -> Bool { words(text).contains(where: months.contains) }

    /// Whether `text` holds a numeric date: digits, one of `/ . -`, digits ("13/03", "2014-07").
    public static func hasNumericDate(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count >= 3 else { return false }
        for index in 1..<(characters.count - 1) where "/.-".contains(characters[index]) {
            if characters[index - 1].isASCII, characters[index - 1].isNumber, characters[index + 1].isASCII,
               characters[index + 1].isNumber { return true }
        }
        return false
    }

    /// Whether `text` writes the year of `truth`: a run of digits that is the year, or a run of two that is
    /// its last two digits once the runs that write the day and the month are set aside ("DECEMBER 21 19" writes
    /// 2019; "July 14th" does not write 2014).
    public static func writesYear(of truth: DateTruth, in text: String) -> Bool {
        guard let year = truth.year else { return false }
        var runs = digitRuns(text)
        if runs.contains(String(year)) { return true }
        for part in [truth.day, truth.month] {
            if let index = runs.firstIndex(where: { Int($0) == part && $0.count <= 2 }) { runs.remove(at: index) }
        }
        return runs.contains(TimeOfDay.twoDigits(year % 100))
    }

    /// Whether `text` could name a calendar day: it holds a digit, and a month name or a numeric date.
    public static func namesCalendarDay(_ text: String) -> Bool {
        text.contains(where: { $0.isASCII && $0.isNumber }) && (namesMonth(text) || hasNumericDate(text))
    }

    /// The runs of ASCII letters, lowercased.
    static func words(_ text: String) -> [String] {
        runs(text) { $0.isASCII && $0.isLetter }.map { $0.lowercased() }
    }

    static func digitRuns(_ text: String) -> [String] { runs(text) { $0.isASCII && $0.isNumber } }

    private static func runs(_ text: String, of member: (Character) -> Bool) -> [String] {
        var result: [String] = [], current = ""
        for character in text {
            if member(character) {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
