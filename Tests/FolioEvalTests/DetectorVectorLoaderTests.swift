import Foundation
import Testing
@testable import FolioEval

/// Each suite's records read into the cases docs/bench-detect.md describes.
@Suite struct DetectorVectorLoaderTests {
    @Test func isemailScoresValidWholeAndInvalidOnlyWhole() throws {
        let json = #"""
        [{"id": "8", "address": "Test@IANA.org", "category": "ISEMAIL_VALID_CATEGORY", "diagnosis": "ISEMAIL_VALID"},
         {"id": "15", "address": ".test@iana.org", "category": "ISEMAIL_ERR", "diagnosis": "ISEMAIL_ERR_DOT_START"},
         {"id": "24", "address": "\"\"@iana.org", "category": "ISEMAIL_RFC5321", "diagnosis": "ISEMAIL_RFC5321_QUOTEDSTRING"},
         {"id": "47", "address": "(comment)test@iana.org", "category": "ISEMAIL_CFWS", "diagnosis": "ISEMAIL_CFWS_COMMENT"},
         {"id": "99", "address": "test@iana.org\n", "category": "ISEMAIL_ERR", "diagnosis": "ISEMAIL_ERR_EXPECTING_ATEXT"}]
        """#
        let loaded = try IsEmailVectors.load(Data(json.utf8))
        #expect(loaded.cases.map(\.id) == ["isemail#8", "isemail#15"])
        let valid = try #require(loaded.cases.first)
        #expect(valid.lines == ["Test@IANA.org"])
        #expect(valid.subsets == ["VALID"])
        #expect(valid.options.arguments == ["detect", "--lines", "--kinds", "email"])
        #expect(valid.checks.first?.expected == [.text("Test@IANA.org", value: "test@iana.org")])
        #expect(loaded.cases[1].checks.first?.unexpected == .wholeLine)
        #expect(loaded.excluded.map(\.count).reduce(0, +) == 3)
    }

    @Test func controlPicturesDecodeToControlCharacters() {
        #expect(IsEmailVectors.decodingControlPictures("a\u{2400}b\u{240D}\u{240A}c\u{2421}") == "a\u{0}b\r\nc\u{7F}")
    }

    @Test func linkifyPairsInputWithTheNextLineAndKeepsTrailingComments() {
        let text = """
        %
        % Regular links
        %
        My http://example.com site
        http://example.com

        http://example.com/foo_bar/

        http://999      % ..and start with digit
        http://999
        %
        % Emails
        %
        name@example.com
        % a comment after a lone link makes it a whole-line link
        """
        let loaded = LinkifyVectors.links(text)
        #expect(loaded.cases.map(\.lines) == [["My http://example.com site"], ["http://example.com/foo_bar/"],
                                              ["http://999      % ..and start with digit"], ["name@example.com"]])
        #expect(loaded.cases.map { $0.checks[0].expected } == [
            [.text("http://example.com", value: nil)], [.text("http://example.com/foo_bar/", value: nil)],
            [.text("http://999", value: nil)], [.text("name@example.com", value: nil)],
        ])
        #expect(loaded.cases.map(\.subsets) == [["Regular links"], ["Regular links"], ["Regular links"], ["Emails"]])
        #expect(loaded.cases[0].id == "linkify-links:4")
        #expect(loaded.cases[0].checks[0].reads == [.url, .email])
        #expect(loaded.cases[0].options.arguments == ["detect", "--lines", "--kinds", "url,email"])
    }

    @Test func linkifyNotLinksExpectNothingInEverySection() {
        let loaded = LinkifyVectors.notLinks("%\n% Not links\n%\nexample.invalid\n\n%\n% Not email\n%\nfoo@bar     % x\n")
        #expect(loaded.cases.map(\.lines) == [["example.invalid"], ["foo@bar     % x"]])
        #expect(loaded.cases.map(\.subsets) == [["Not links"], ["Not email"]])
        #expect(loaded.cases.allSatisfy { $0.checks[0].expected.isEmpty && $0.checks[0].unexpected == .all })
    }

    @Test(arguments: [("62889", ["62", "889"]), ("2684601234", ["268", "460", "1234"]), ("12345678", ["1234", "5678"]),
                      ("301234567", ["301", "234", "567"]), ("15123456789", ["151", "2345", "6789"]), ("1234", ["1234"])])
    func phoneGroupsAreThreesWithAFourTail(digits: String, groups: [String]) {
        #expect(PhoneExampleVectors.groups(of: digits) == groups)
        #expect(groups.joined() == digits)
    }

    @Test func phoneExamplesWriteEachFormInASentenceWithTheRowRegion() throws {
        let csv = """
        region,country_code,type,national_significant_number,e164,national_prefix
        GB,44,fixedLine,1212345678,+441212345678,0
        RU,7,mobile,9123456789,+79123456789,8
        AC,247,fixedLine,62889,+24762889,
        001,870,mobile,301234567,+870301234567,
        """
        let cases = try PhoneExampleVectors.load(csv).cases
        #expect(cases.map { $0.lines[0] } == [
            "Call +44 121 234 5678 today.", "Call +441212345678 today.", "Call 0121 234 5678 today.",
            "Call +7 912 345 6789 today.", "Call +79123456789 today.", "Call 8 912 345 6789 today.",
            "Call +247 62 889 today.", "Call +24762889 today.",
            "Call +870 301 234 567 today.", "Call +870301234567 today.",
        ])
        #expect(cases[0].options.arguments == ["detect", "--lines", "--kinds", "phone", "--region", "GB"])
        #expect(cases[0].checks[0].expected == [.phone("+441212345678")])
        #expect(cases.last?.options.region == nil)
        #expect(cases.map(\.subsets).filter { $0 == ["national"] }.count == 2)
    }

    @Test func phoneMatcherSetsReadAsLeniencyLevels() throws {
        let json = #"""
        [{"set": "IMPOSSIBLE_CASES", "text": "3/10/1984", "region": "CA"},
         {"set": "POSSIBLE_ONLY_CASES", "text": "6502531x234", "region": "US"},
         {"set": "EXACT_GROUPING_CASES", "text": "+33 3 34 23 12", "region": "FR"}]
        """#
        let loaded = try PhoneMatcherVectors.load(Data(json.utf8))
        #expect(loaded.cases.count == 2)
        #expect(loaded.cases[0].checks[0].expected.isEmpty && loaded.cases[0].checks[0].unexpected == .all)
        #expect(loaded.cases[1].checks[0].expected == [.anyMatch(within: nil)])
        #expect(loaded.cases[1].options.region == "FR")
        #expect(loaded.excluded.first?.count == 1)
    }

    @Test func datefinderReadsOrderTimesAndSubstrings() throws {
        let json = #"""
        [{"source": "t.py::test_find_date_strings", "input_text": "02/05/2020", "expected_date": "2020-05-02T00:00:00", "first": "day"},
         {"source": "t.py::test_find_date_strings", "input_text": "April 9, 2013 at 6:11 a.m.", "expected_date": "2013-04-09T06:11:00", "first": "month"},
         {"source": "t.py::test_find_date_strings", "input_text": "2017-02-03T09:04:08Z to 2017-02-03T09:04:09Z",
          "expected_date": ["2017-02-03T09:04:08 tz=pytz.utc", "2017-02-03T09:04:09 tz=pytz.utc"], "first": "month"},
         {"source": "s.py::test_find_date_strings_strict", "input_text": "June 2018", "expected_date": []},
         {"source": "e.py::test_extract_date_strings", "date_string": "blah March 20, 2015 3pm MADMT for", "expected_match_date_string": "March 20, 2015 3pm MADMT"},
         {"source": "e.py::test_extract_date_strings", "date_string": "back on Friday 2p.m. central", "expected_match_date_string": "on Friday 2p.m. central"}]
        """#
        let loaded = try DatefinderVectors.load(Data(json.utf8))
        #expect(loaded.cases.count == 5)
        #expect(loaded.cases[0].options.dateOrder == .dmy)
        #expect(loaded.cases[0].checks[0].expected == [.date(DateTruth(year: 2020, month: 5, day: 2, time: TimeOfDay(hour: 0, minute: 0)), span: nil)])
        #expect(loaded.cases[1].options.dateOrder == .mdy)
        #expect(loaded.cases[1].checks[1].expected == [.time(TimeOfDay(hour: 6, minute: 11), span: nil)])
        #expect(loaded.cases[2].checks[0].expected.count == 2)
        #expect(loaded.cases[3].checks[0].expected.isEmpty)
        #expect(loaded.cases[4].checks[0].expected == [.anyMatch(within: TextSpan(line: 0, start: 5, end: 29))])
        #expect(loaded.cases[4].checks.count == 1)
        #expect(loaded.excluded.first?.count == 1)
    }

    @Test func dateparserSearchKeepsEnglishDaysAndIgnoresRelativeWords() throws {
        let json = #"""
        [{"source": "s.py::test_search_and_parse", "shortname": "en", "string": "July 13th.\r\n July 14th",
          "expected": [["July 13th", "2000-07-13T00:00:00"], ["July 14th", "2000-07-14T00:00:00"]], "settings": {}},
         {"source": "s.py::test_search_and_parse", "shortname": "en", "string": "25th march 2015 , i need this report today.",
          "expected": [["25th march 2015", "2015-03-25T00:00:00"], ["today", "2000-01-01T00:00:00"]], "settings": {}},
         {"source": "s.py::test_search_and_parse", "shortname": "en", "string": "in a minute", "expected": [["in a minute", "2000-01-01T00:01:00"]]},
         {"source": "s.py::test_search_and_parse", "shortname": "nl", "string": "op 22 juni 1941", "expected": [["22 juni 1941", "1941-06-22T00:00:00"]]},
         {"source": "s.py::test_search_date_string", "shortname": "en", "datetime_string": "28 Oct 2014 16:39:01 +0000"}]
        """#
        let loaded = try DateparserSearchVectors.load(Data(json.utf8))
        #expect(loaded.cases.count == 3)
        let split = loaded.cases[0]
        #expect(split.lines == ["July 13th.", " July 14th"])
        #expect(split.checks[0].expected == [
            .date(DateTruth(year: nil, month: 7, day: 13, time: TimeOfDay(hour: 0, minute: 0)), span: TextSpan(line: 0, start: 0, end: 9)),
            .date(DateTruth(year: nil, month: 7, day: 14, time: TimeOfDay(hour: 0, minute: 0)), span: TextSpan(line: 1, start: 1, end: 10)),
        ])
        let today = loaded.cases[1]
        #expect(today.checks[0].expected.count == 1)
        #expect(today.checks[0].ignored == [TextSpan(line: 0, start: 37, end: 42)])
        #expect(loaded.cases[2].checks[0].expected == [.anyMatch(within: nil)])
        #expect(loaded.excluded.map(\.count).reduce(0, +) == 3)
    }

    @Test func dateparserParserKeepsEnglishDefaultSettingsAndGivenOrders() throws {
        let json = #"""
        [{"source": "p.py::test_dates_parsing", "date_string": "Tues 9th Aug, 2015", "expected": "2015-08-09T00:00:00"},
         {"source": "p.py::test_dates_parsing", "date_string": "11 Mai 2014", "expected": "2014-05-11T00:00:00"},
         {"source": "p.py::test_dates_parsing", "date_string": "Mit 13:14", "expected": "2012-11-07T13:14:00"},
         {"source": "p.py::test_order", "date_string": "15-12-18 06:00", "expected": "2018-12-15T06:00:00", "order": "DMY"},
         {"source": "p.py::test_order", "date_string": "10-11-12 06:00", "expected": "2011-10-12T06:00:00", "order": "MYD"},
         {"source": "p.py::test_preferably_past_dates", "date_string": "Friday", "expected": "2015-02-13T00:00:00"},
         {"source": "p.py::test_parsing_strings_containing_only_separator_tokens", "date_string": "--", "expected": null}]
        """#
        let loaded = try DateparserParserVectors.load(Data(json.utf8))
        #expect(loaded.cases.map(\.lines) == [["Tues 9th Aug, 2015"], ["15-12-18 06:00"], ["--"]])
        #expect(loaded.cases[1].options.dateOrder == .dmy)
        #expect(loaded.cases[1].checks[1].expected == [.time(TimeOfDay(hour: 6, minute: 0), span: nil)])
        #expect(loaded.cases[2].checks[0].expected.isEmpty)
        #expect(loaded.excluded.map(\.count).reduce(0, +) == 4)
    }

    @Test func priceParserPassesCodeHintsAndReadsCurrencies() throws {
        let json = #"""
        [{"list": "PRICE_PARSING_EXAMPLES", "currency_raw": "€", "price_raw": "690,00", "currency": "€", "amount_text": "690,00", "amount": "690"},
         {"list": "PRICE_PARSING_EXAMPLES", "currency_raw": "Pris NOK 899,00", "price_raw": "899,00", "currency": "NOK", "amount_text": "899,00", "amount": "899"},
         {"list": "PRICE_PARSING_EXAMPLES_NO_CURRENCY", "currency_raw": null, "price_raw": "$36.95", "currency": "$", "amount_text": "36.95", "amount": "36.95"},
         {"list": "PRICE_PARSING_EXAMPLES_NO_PRICE", "currency_raw": null, "price_raw": "Not Available", "currency": null, "amount_text": null, "amount": null},
         {"list": "PRICE_PARSING_EXAMPLES_NO_PRICE", "currency_raw": "EUR", "price_raw": null, "currency": "EUR", "amount_text": null, "amount": null}]
        """#
        let loaded = try PriceParserVectors.load(Data(json.utf8))
        #expect(loaded.cases.count == 4)
        #expect(loaded.cases[0].options.arguments == ["detect", "--lines", "--kinds", "money", "--currency", "EUR", "--fields"])
        #expect(loaded.cases[0].checks[0].expected == [.amount(try #require(Amount("690")), currency: .codes(["EUR"], written: "€"))])
        #expect(loaded.cases[1].options.currency == nil)
        #expect(loaded.cases[1].checks[0].expected == [.amount(try #require(Amount("899")), currency: .unscored("NOK"))])
        guard case .amount(_, .codes(let dollars, _))? = loaded.cases[2].checks[0].expected.first else {
            Issue.record("a $ price expects a family of codes")
            return
        }
        #expect(dollars.contains("USD") && dollars.contains("CAD"))
        #expect(loaded.cases[3].checks[0].expected.isEmpty && loaded.cases[3].checks[0].unexpected == .all)
        #expect(loaded.cases[3].subsets == ["EXAMPLES_NO_PRICE"])
        #expect(loaded.cases[0].subsets == ["EXAMPLES", "bare number, --currency given"])
        #expect(loaded.cases[1].subsets == ["EXAMPLES", "bare number"])
        #expect(loaded.cases[2].subsets == ["EXAMPLES_NO_CURRENCY"])
    }

    @Test(arguments: [("July 14th", 2014, 7, 14, false), ("July 13th 2014", 2014, 7, 13, true),
                      ("DECEMBER 21 19", 2019, 12, 21, true), ("26. 10.21 14.12", 2021, 10, 26, true),
                      ("10-11-12 06:00", 2012, 10, 11, true), ("May 31", 2023, 5, 31, false)])
    func aYearIsWrittenWhenItsDigitsAreNotTheDayOrMonth(text: String, year: Int, month: Int, day: Int, writes: Bool) {
        #expect(EnglishDateText.writesYear(of: DateTruth(year: year, month: month, day: day), in: text) == writes)
    }

    @Test func repeatedCasesAreDroppedAndCounted() {
        let options = DetectOptions(kinds: [.date])
        let check = DetectorCheck(kind: .date, expected: [], unexpected: .all)
        let vectors = LoadedVectors(cases: [
            DetectorCase(id: "a", suite: .datefinder, lines: ["x"], options: options, checks: [check]),
            DetectorCase(id: "b", suite: .datefinder, lines: ["x"], options: options, checks: [check]),
            DetectorCase(id: "c", suite: .datefinder, lines: ["y"], options: options, checks: [check]),
        ]).deduplicated()
        #expect(vectors.cases.map(\.id) == ["a", "c"])
        #expect(vectors.excluded.first?.count == 1)
    }
}
