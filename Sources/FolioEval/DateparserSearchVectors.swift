import Foundation

/// dateparser's `test_search.py` records (`date/dateparser_search_cases.json`), English only, run with
/// `--kinds date,time --date-order MDY` (dateparser's order for English). A text with line breaks is a case of
/// several lines.
///
/// A record is English when its `shortname` is "en", or its `languages` hold "en" and its text is ASCII, or it
/// names no language and every word of it is an English date word (`EnglishDateText.isEnglish`).
/// - Records with an `expected` list of [substring, ISO datetime]: a pair is scored when its value is a
///   literal datetime and its substring names a calendar day (a digit, and a month name or a numeric date).
///   Its year is compared only when the substring writes it; otherwise dateparser took the year from its
///   RELATIVE_BASE or from a date earlier in the text, and only month and day are compared. Any other pair
///   (relative words such as "today" or "in a minute", a year alone, values computed from the day the test
///   runs) is not scored and its substring is ignored: matches inside it count nowhere. A record with no
///   scored pair is left out.
/// - `test_search_date_string` (a bare date string that must be found as one date, no value): a date match
///   anywhere in the line is a true positive; a second one is a false positive.
/// - Left out: other languages, and `test_detection` (language detection, no expected dates).
public enum DateparserSearchVectors {
    struct Record: Decodable {
        var source: String
        var shortname: String?
        var languages: [String]?
        var string: String?
        var text: String?
        var datetimeString: String?
        var expected: [[String]]?

        enum CodingKeys: String, CodingKey {
            case source, shortname, languages, string, text, expected
            case datetimeString = "datetime_string"
        }

        var input: String? { string ?? text ?? datetimeString }

        var isEnglish: Bool {
            guard let input else { return false }
            if let shortname { return shortname == "en" }
            if let languages { return languages.contains("en") && input.allSatisfy(\.isASCII) }
            return EnglishDateText.isEnglish(input)
        }
    }

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "dateparser_search_cases.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        for (index, record) in try DetectorVectors.decode([Record].self, from: data, path: path).enumerated() {
            let function = String(record.source.split(separator: "::").last ?? "")
            guard let input = record.input, record.isEnglish else {
                result.exclude(.dateparserSearch, "not English")
                continue
            }
            let lines = DateChecks.lines(input)
            let id = "dateparser-search#\(index + 1)"
            if record.datetimeString != nil {
                result.cases.append(DetectorCase(id: id, suite: .dateparserSearch, subsets: [function], lines: lines,
                                                 options: DateChecks.options(.mdy),
                                                 checks: DateChecks.checks(truths: [], anyDate: [nil])))
                continue
            }
            guard let expected = record.expected else {
                result.exclude(.dateparserSearch, "\(function): no expected dates")
                continue
            }
            var truths: [(truth: DateTruth, span: TextSpan?)] = [], ignored: [TextSpan] = []
            var after: TextSpan?
            for pair in expected {
                guard pair.count == 2 else {
                    throw EvalError(.malformed, path: path,
                                    message: "record \(index + 1) has an expected pair of \(pair.count) items")
                }
                guard let span = TextSpan.locate(pair[0], in: lines, from: after)
                        ?? TextSpan.locate(pair[0], in: lines) else {
                    throw EvalError(.malformed, path: path,
                                    message: "record \(index + 1): \(pair[0]) is not in its text")
                }
                after = span
                if var truth = DateTruth.iso(pair[1]), EnglishDateText.namesCalendarDay(pair[0]) {
                    if !EnglishDateText.writesYear(of: truth, in: pair[0]) {
                        truth = truth.withoutYear
                    }
                    truths.append((truth, span))
                } else {
                    ignored.append(span)
                    result.exclude(.dateparserSearch, "expected pair relative or computed from the run date "
                        + "(\"today\", \"in a minute\", a year alone, <expr>): its text is ignored")
                }
            }
            guard !truths.isEmpty else { continue }
            result.cases.append(DetectorCase(id: id, suite: .dateparserSearch, subsets: [function], lines: lines,
                                             options: DateChecks.options(.mdy),
                                             checks: DateChecks.checks(truths: truths, ignored: ignored)))
        }
        return result
    }
}
