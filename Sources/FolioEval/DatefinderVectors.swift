import Foundation

/// datefinder's tests (`date/datefinder_cases.json`), the text alone on its line, run with
/// `--kinds date,time --date-order MDY` (DMY for a case whose `first` is "day").
///
/// - `input_text` → `expected_date` (one ISO datetime, a list of them, or none): every expected date must be
///   a date match of that date (with its time when it is not midnight, from the datetime value or a time
///   match); a date match equal to none is a false positive; an empty list expects no date at all (the strict
///   tests: "June 2018" has no day). Times written in UTC (`tz=…`) are compared as written; fractions of a
///   second are dropped.
/// - `date_string` → `expected_match_date_string`: when the expected substring names a calendar day (a digit,
///   and a month name or a numeric date) a date match overlapping it is a true positive and any other date
///   match a false positive; when it is "" no date may be found; when it names no day ("on Friday 2p.m.
///   central standard time") the case is not scored.
public enum DatefinderVectors {
    struct Record: Decodable {
        var source: String
        var inputText: String?
        var expectedDate: Expected?
        var first: String?
        var dateString: String?
        var expectedMatchDateString: String?

        enum CodingKeys: String, CodingKey {
            case source, first
            case inputText = "input_text", expectedDate = "expected_date", dateString = "date_string"
            case expectedMatchDateString = "expected_match_date_string"
        }
    }

    /// One ISO datetime or a list of them.
    enum Expected: Decodable {
        case one(String)
        case list([String])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let one = try? container.decode(String.self) {
                self = .one(one)
            } else {
                self = .list(try container.decode([String].self))
            }
        }

        var values: [String] {
            switch self {
            case .one(let value): [value]
            case .list(let values): values
            }
        }
    }

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "datefinder_cases.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        for (index, record) in try DetectorVectors.decode([Record].self, from: data, path: path).enumerated() {
            let function = String(record.source.split(separator: "::").last ?? "")
            let id = "datefinder#\(index + 1)"
            if let text = record.inputText {
                let truths = try (record.expectedDate?.values ?? []).map { value in
                    guard let truth = DateTruth.iso(value) else {
                        throw EvalError(.malformed, path: path,
                                        message: "record \(index + 1): \(value) is not an ISO datetime")
                    }
                    return (truth: truth, span: TextSpan?.none)
                }
                let order: DateOrder = record.first == "day" ? .dmy : .mdy
                result.cases.append(DetectorCase(id: id, suite: .datefinder, subsets: [function], lines: [text],
                                                 options: DateChecks.options(order),
                                                 checks: DateChecks.checks(truths: truths)))
            } else if let text = record.dateString, let expected = record.expectedMatchDateString {
                let checks: [DetectorCheck]
                if expected.isEmpty {
                    checks = DateChecks.checks(truths: [])
                } else if let span = TextSpan.locate(expected, in: [text]), EnglishDateText.namesCalendarDay(expected) {
                    checks = DateChecks.checks(truths: [], anyDate: [span])
                } else if TextSpan.locate(expected, in: [text]) != nil {
                    result.exclude(.datefinder, "expected substring names no calendar day (a weekday or a time only)")
                    continue
                } else {
                    throw EvalError(.malformed, path: path,
                                    message: "record \(index + 1): \(expected) is not in \(text)")
                }
                result.cases.append(DetectorCase(id: id, suite: .datefinder, subsets: [function], lines: [text],
                                                 options: DateChecks.options(.mdy), checks: checks))
            } else {
                throw EvalError(.malformed, path: path,
                                message: "record \(index + 1) has neither input_text nor date_string")
            }
        }
        return result
    }
}
