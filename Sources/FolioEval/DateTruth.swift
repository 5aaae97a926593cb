/// A time of day to the second (fractions of a second are dropped on both sides).
public struct TimeOfDay: Sendable, Hashable, Codable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(hour: Int, minute: Int, second: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// 00:00:00, which the suites write for a date without a time, so it is never required of a match.
    public var isMidnight: Bool { hour == 0 && minute == 0 && second == 0 }

    /// `HH:MM:SS`.
    public var description: String { [hour, minute, second].map(Self.twoDigits).joined(separator: ":") }

    /// The time at the start of `text`: `H[H]:MM[:SS[.fff]]`, anything after ignored; nil when it does not
    /// start with one.
    public static func parse<Text: StringProtocol>(_ text: Text) -> TimeOfDay? {
        let characters = Array(text)
        var index = 0
        func number(maxDigits: Int, minDigits: Int) -> Int? {
            var digits = ""
            while index < characters.count, digits.count < maxDigits, let digit = characters[index].wholeNumberValue,
                  characters[index].isASCII {
                digits.append(String(digit))
                index += 1
            }
            return digits.count >= minDigits ? Int(digits) : nil
        }
        guard let hour = number(maxDigits: 2, minDigits: 1), index < characters.count, characters[index] == ":" else {
            return nil
        }
        index += 1
        guard let minute = number(maxDigits: 2, minDigits: 2) else { return nil }
        var second = 0
        if index < characters.count, characters[index] == ":" {
            index += 1
            guard let value = number(maxDigits: 2, minDigits: 2) else { return nil }
            second = value
        }
        guard hour < 24, minute < 60, second < 61 else { return nil }
        return TimeOfDay(hour: hour, minute: minute, second: second)
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// A calendar date (with its time of day when the truth gives one) that a date match must reproduce.
public struct DateTruth: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Nil when the text does not write the year (the suite took it from its "now"): then only the month and
    /// day are compared.
    public var year: Int?
    public var month: Int
    public var day: Int
    /// Compared only when it is not midnight.
    public var time: TimeOfDay?

    public init(year: Int?, month: Int, day: Int, time: TimeOfDay? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// The time a match must give, if any: the truth's time unless it is midnight.
    public var requiredTime: TimeOfDay? { time.flatMap { $0.isMidnight ? nil : $0 } }

    /// `YYYY-MM-DD` (`????-MM-DD` without a year), then `THH:MM:SS` when a time is required.
    public var description: String {
        let yearText = year.map { String($0) } ?? "????"
        let date = "\(yearText)-\(TimeOfDay.twoDigits(month))-\(TimeOfDay.twoDigits(day))"
        return requiredTime.map { "\(date)T\($0)" } ?? date
    }

    /// The truth an expected value of the suites writes: `YYYY-MM-DD[THH:MM:SS[.ffffff]][ tz=…]`. Nil for
    /// anything else, notably `<expr:…>` values the suites compute from the day the test runs.
    public static func iso<Text: StringProtocol>(_ text: Text) -> DateTruth? {
        guard let value = DetectedDate.parse(text) else { return nil }
        return DateTruth(year: value.year, month: value.month, day: value.day,
                         time: value.time ?? TimeOfDay(hour: 0, minute: 0))
    }

    /// This truth with the year dropped (compared by month and day only).
    public var withoutYear: DateTruth { DateTruth(year: nil, month: month, day: day, time: time) }

    /// Whether `value` (a date match's) is this date; the time is not looked at.
    public func sameDay(as value: DetectedDate) -> Bool {
        value.month == month && value.day == day && (year == nil || value.year == year)
    }
}

/// A date match's value read back: `YYYY-MM-DD`, optionally `THH:MM[:SS]` (or a space before the time), or
/// ISO 8601's `--MM-DD` for a date written without its year ("July 14th").
public struct DetectedDate: Sendable, Hashable {
    /// Nil for a date written without a year (`--MM-DD`).
    public var year: Int?
    public var month: Int
    public var day: Int
    public var time: TimeOfDay?

    /// The date at the start of `text`, or nil when it does not start with `YYYY-MM-DD`.
    public static func parse<Text: StringProtocol>(_ text: Text) -> DetectedDate? {
        let characters = Array(text)
        if characters.count == 7, characters[0] == "-", characters[1] == "-", characters[4] == "-",
           let month = Int(String(characters[2..<4])), let day = Int(String(characters[5..<7])),
           (1...12).contains(month), (1...31).contains(day) {
            return DetectedDate(year: nil, month: month, day: day, time: nil)
        }
        guard characters.count >= 10, characters[4] == "-", characters[7] == "-" else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let digits = characters[range]
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(digits))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var time: TimeOfDay?
        if characters.count > 11, characters[10] == "T" || characters[10] == " " {
            time = TimeOfDay.parse(String(characters[11...]))
        }
        return DetectedDate(year: year, month: month, day: day, time: time)
    }
}
