/// What one check of one case scored.
public struct CheckOutcome: Sendable, Hashable {
    public var kind: DetectorKind
    public var counts: DetectorCounts
    public var currency: CurrencyCounts
    public var misses: [DetectorMiss]
}

/// Scoring one case against the matches `folio detect` gave for its lines.
///
/// For each check (one per kind the case scores), expectations are taken in order and each takes the first
/// match it accepts that no earlier expectation took: a true positive. An expectation no match satisfies is a
/// false negative. Of the matches left, those overlapping an ignored span are not counted, and the rest are
/// false positives as the check's `UnexpectedPolicy` says. The time check reads date matches too (for a
/// datetime value) but never counts one as false, and never counts a time match at midnight as false (the
/// suites write a date without a time as midnight, so "at midnight" cannot be told from no time).
public enum DetectorScoring {
    /// The outcome of every check of `testCase`; `matches` carry lines relative to the case (0 = its first).
    public static func score(_ testCase: DetectorCase, matches: [DetectorMatch]) -> [CheckOutcome] {
        testCase.checks.map { score($0, of: testCase, matches: matches) }
    }

    static func score(_ check: DetectorCheck, of testCase: DetectorCase, matches all: [DetectorMatch]) -> CheckOutcome {
        let read = all.filter { check.reads.contains($0.kind) }
        var counts = DetectorCounts(), currency = CurrencyCounts()
        var misses: [DetectorMiss] = []
        var taken = Set<Int>()
        func miss(_ reason: DetectorMiss.Reason, expected: String, got: [String]) -> DetectorMiss {
            DetectorMiss(caseID: testCase.id, suite: testCase.suite, subsets: testCase.subsets, kind: check.kind,
                         reason: reason, input: testCase.input, expected: expected, got: got)
        }

        for expectation in check.expected {
            let accepted = read.indices.filter { !taken.contains($0) && accepts(expectation, read[$0], all: all) }
            // A match where the truth is written goes first, when the truth says where that is.
            let preferred = accepted.first { index in
                span(of: expectation).map { read[index].span.overlaps($0) } ?? false
            }
            guard let index = preferred ?? accepted.first else {
                counts.falseNegatives += 1
                misses.append(miss(.missed, expected: expectation.summary, got: read.map(\.summary)))
                continue
            }
            taken.insert(index)
            counts.truePositives += 1
            if case .amount(_, let truth) = expectation {
                let code = MoneyValue(read[index].value).code
                switch truth.isRight(code) {
                case nil:
                    currency.unscored += 1
                case let right?:
                    currency.scored += 1
                    currency.right += right ? 1 : 0
                    if truth.isUnambiguous {
                        currency.unambiguousScored += 1
                        currency.unambiguousRight += right ? 1 : 0
                    }
                    if !right {
                        misses.append(miss(.wrongCurrency, expected: expectation.summary, got: [read[index].summary]))
                    }
                }
            }
        }

        let left = read.indices.filter { index in
            !taken.contains(index) && !check.ignored.contains { read[index].span.overlaps($0) }
                && !(check.kind == .time && isExcusedInTimeCheck(read[index]))
        }
        let unexpected: [Int]
        switch check.unexpected {
        case .all: unexpected = left
        case .wholeLine:
            unexpected = left.filter { index in
                let match = read[index]
                return testCase.lines.indices.contains(match.span.line) && match.start == 0
                    && match.end == testCase.lines[match.span.line].unicodeScalars.count
            }
        case .allUnlessFound: unexpected = counts.truePositives == 0 ? left : []
        case .none: unexpected = []
        }
        let wanted = check.expected.isEmpty ? "nothing" : check.expected.map(\.summary).joined(separator: "; ")
        for index in unexpected {
            counts.falsePositives += 1
            misses.append(miss(.unexpected, expected: wanted, got: [read[index].summary]))
        }
        return CheckOutcome(kind: check.kind, counts: counts, currency: currency, misses: misses)
    }

    /// Whether `match` satisfies `expectation`; `all` is every match of the case (a date's time may come
    /// from a time match).
    static func accepts(_ expectation: Expectation, _ match: DetectorMatch, all: [DetectorMatch]) -> Bool {
        switch expectation {
        case .text(let text, let value):
            return match.text == text && (value == nil || match.value == value)
        case .phone(let e164):
            return match.kind == .phone && match.value == e164
        case .anyMatch(let span):
            return span.map(match.span.overlaps) ?? true
        case .date(let truth, let span):
            guard match.kind == .date, let date = DetectedDate.parse(match.value), truth.sameDay(as: date) else {
                return false
            }
            guard let time = truth.requiredTime else { return true }
            if date.time == time { return true }
            return all.contains { other in
                other.kind == .time && TimeOfDay.parse(other.value) == time && (span.map(other.span.overlaps) ?? true)
            }
        case .time(let time, let span):
            guard span.map(match.span.overlaps) ?? true else { return false }
            switch match.kind {
            case .time: return TimeOfDay.parse(match.value) == time
            case .date: return DetectedDate.parse(match.value)?.time == time
            default: return false
            }
        case .amount(let amount, _):
            return match.kind == .money && amount.isAmount(of: match.value)
        }
    }

    /// A date match (read for its time only) or a time match at midnight, which the time check never counts
    /// as false.
    static func isExcusedInTimeCheck(_ match: DetectorMatch) -> Bool {
        match.kind != .time || TimeOfDay.parse(match.value)?.isMidnight == true
    }

    static func span(of expectation: Expectation) -> TextSpan? {
        switch expectation {
        case .anyMatch(let span), .date(_, let span), .time(_, let span): span
        case .text, .phone, .amount: nil
        }
    }
}

extension DetectorMatch {
    /// Where the match is in its case (`line` relative to the case; 0 when absent).
    var span: TextSpan { TextSpan(line: line ?? 0, start: start, end: end) }
}
