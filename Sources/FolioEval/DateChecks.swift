/// The checks of a case from the date suites.
enum DateChecks {
    /// A date check with `truths` (each with where it is written, when known) and, when every expectation is a
    /// dated truth, a time check of their times: a time match that no truth's time takes is false there, while
    /// a truth at midnight asks no time. `ignored` spans count nowhere. A case with `anyDate` expectations
    /// (the suite says a date is there but not which) gets no time check: its times are unknown.
    static func checks(truths: [(truth: DateTruth, span: TextSpan?)], anyDate: [TextSpan?] = [],
                       ignored: [TextSpan] = []) -> [DetectorCheck] {
        let dates = truths.map { Expectation.date($0.truth, span: $0.span) }
            + anyDate.map { Expectation.anyMatch(within: $0) }
        var checks = [DetectorCheck(kind: .date, expected: dates, ignored: ignored, unexpected: .all)]
        if anyDate.isEmpty {
            let times = truths.compactMap { item in
                item.truth.requiredTime.map { Expectation.time($0, span: item.span) }
            }
            checks.append(DetectorCheck(kind: .time, reads: [.time, .date], expected: times, ignored: ignored,
                                        unexpected: .all))
        }
        return checks
    }

    /// The options of a date case: dates and times, read in `order`.
    static func options(_ order: DateOrder) -> DetectOptions {
        DetectOptions(kinds: [.date, .time], dateOrder: order)
    }

    /// A text split into case lines at `\r\n`, `\r` and `\n` (dateparser's search strings hold line breaks).
    static func lines(_ text: String) -> [String] {
        // Split on scalars: Swift treats "\r\n" as one Character, so a Character split on "\n" would miss it.
        var lines: [String] = [], current = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator(), pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            guard scalar == "\n" || scalar == "\r" else {
                current.append(scalar)
                continue
            }
            if scalar == "\r", pending == "\n" { pending = scalars.next() }
            lines.append(String(current))
            current = String.UnicodeScalarView()
        }
        lines.append(String(current))
        return lines
    }
}
