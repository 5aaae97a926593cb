import Foundation

/// dateparser's `test_date_parser.py` records (`date/dateparser_date_parser_cases.json`), each date string
/// alone on its line, run with `--kinds date,time --date-order MDY` unless the record gives an order.
///
/// Kept, when the string is English (`EnglishDateText.isEnglish`: ASCII, every word an English date word) and
/// writes the expected year (otherwise the year came from the test's RELATIVE_BASE):
/// - `test_dates_parsing` and `test_dates_parsing_with_normalization` (default settings): the expected date
///   (and time, when not midnight) must be a date match; any other date match is a false positive;
/// - `test_order`, when its DATE_ORDER is one `--date-order` takes (DMY, MDY, YMD), run with that order;
/// - `test_dateparser_should_return_tzaware_date_when_tz_info_present_in_date_string` (default settings; the
///   expected time is the time as written);
/// - must-not-find strings under default settings:
///   `test_error_should_be_raised_for_invalid_dates_with_too_large_day_number` ("31 April 2015") and
///   `test_parsing_strings_containing_only_separator_tokens` ("--"): any date match is a false positive.
///
/// Left out: other languages, strings without their year, and every other test function — they test
/// settings the CLI does not have (PREFER_DATES_FROM, PREFER_DAY_OF_MONTH, TIMEZONE/TO_TIMEZONE, languages,
/// RETURN_TIME_AS_PERIOD), relative dates ("yesterday +2h", "two days later"), timestamps, or whole-string
/// parse failures that a search may legitimately cut a date out of.
public enum DateparserParserVectors {
    struct Record: Decodable {
        var source: String
        var dateString: String?
        var expected: String?
        var order: String?

        enum CodingKeys: String, CodingKey {
            case source, expected, order
            case dateString = "date_string"
        }
    }

    static let defaultSettings: Set<String> = [
        "test_dates_parsing", "test_dates_parsing_with_normalization",
        "test_dateparser_should_return_tzaware_date_when_tz_info_present_in_date_string",
    ]
    static let mustNotFind: Set<String> = [
        "test_error_should_be_raised_for_invalid_dates_with_too_large_day_number",
        "test_parsing_strings_containing_only_separator_tokens",
    ]

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "dateparser_date_parser_cases.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        for (index, record) in try DetectorVectors.decode([Record].self, from: data, path: path).enumerated() {
            let function = String(record.source.split(separator: "::").last ?? "")
            let id = "dateparser-parser#\(index + 1)"
            guard let text = record.dateString else {
                result.exclude(.dateparserParser, "\(function): settings the CLI does not have, or no date string")
                continue
            }
            if mustNotFind.contains(function) {
                result.cases.append(DetectorCase(id: id, suite: .dateparserParser, subsets: [function], lines: [text],
                                                 options: DateChecks.options(.mdy),
                                                 checks: DateChecks.checks(truths: [])))
                continue
            }
            var order = DateOrder.mdy
            if function == "test_order" {
                guard let given = record.order.flatMap(DateOrder.init(rawValue:)) else {
                    result.exclude(.dateparserParser, "test_order: a DATE_ORDER --date-order does not take (MYD, DYM)")
                    continue
                }
                order = given
            } else if !defaultSettings.contains(function) {
                result.exclude(.dateparserParser, "\(function): settings the CLI does not have, relative dates, "
                    + "timestamps or whole-string parse failures")
                continue
            }
            guard EnglishDateText.isEnglish(text) else {
                result.exclude(.dateparserParser, "not English (or not ASCII)")
                continue
            }
            guard let value = record.expected, let truth = DateTruth.iso(value) else {
                throw EvalError(.malformed, path: path, message: "record \(index + 1) has no ISO datetime expected")
            }
            guard EnglishDateText.writesYear(of: truth, in: text) else {
                result.exclude(.dateparserParser, "the year is not written (it came from the test's RELATIVE_BASE)")
                continue
            }
            result.cases.append(DetectorCase(id: id, suite: .dateparserParser, subsets: [function], lines: [text],
                                             options: DateChecks.options(order),
                                             checks: DateChecks.checks(truths: [(truth, nil)])))
        }
        return result
    }
}
