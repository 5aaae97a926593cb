import Foundation
import Testing
@testable import FolioEval

/// Scoring cases against `folio detect` output, and the batching that feeds one call many cases.
@Suite struct DetectorVectorScoringTests {
    private func match(_ kind: DetectorKind, _ text: String, _ value: String, line: Int = 0, at start: Int = 0)
        -> DetectorMatch {
        DetectorMatch(kind: kind, text: text, value: value, start: start, end: start + text.unicodeScalars.count, line: line)
    }

    private func oneCase(_ lines: [String], _ checks: [DetectorCheck], kinds: [DetectorKind] = [.email]) -> DetectorCase {
        DetectorCase(id: "t", suite: .isemail, lines: lines, options: DetectOptions(kinds: kinds), checks: checks)
    }

    @Test func countsAreReadAsPrecisionRecallAndF1() {
        let counts = DetectorCounts(truePositives: 6, falsePositives: 2, falseNegatives: 4)
        #expect(counts.precision == 0.75)
        #expect(counts.recall == 0.6)
        #expect(abs((counts.f1 ?? 0) - 2 * 0.75 * 0.6 / 1.35) < 1e-12)
        #expect(DetectorCounts().f1 == nil)
        #expect(DetectorCounts(falsePositives: 3).precision == 0)
    }

    @Test func jsonLinesParseIntoMatchesAndABadLineIsNamed() throws {
        let output = """
        {"kind":"phone","text":"(562) 597-0906","value":"+15625970906","confidence":0.93,"start":12,"end":26,"line":3}

        {"kind":"email","text":"a@b.co","value":"a@b.co","start":0,"end":6,"line":0,"extra":true}
        {"kind":"colour","text":"red","value":"#f00","start":0,"end":3,"line":1}
        """
        let (matches, unknown) = try DetectorOutput.matches(jsonLines: output)
        #expect(unknown.count == 1 && unknown[0].contains("colour"))
        #expect(matches == [
            DetectorMatch(kind: .phone, text: "(562) 597-0906", value: "+15625970906", confidence: 0.93, start: 12, end: 26, line: 3),
            DetectorMatch(kind: .email, text: "a@b.co", value: "a@b.co", start: 0, end: 6, line: 0),
        ])
        #expect {
            try DetectorOutput.matches(jsonLines: "{\"kind\":\"phone\"}\nnot json")
        } throws: { error in
            (error as? EvalError)?.code == .malformed && (error as? EvalError)?.message.contains("line 1") == true
        }
    }

    @Test func aWrongExtraMatchIsAFalsePositiveAndAMissedOneAFalseNegative() {
        let check = DetectorCheck(kind: .email, expected: [.text("Test@Iana.org", value: "test@iana.org")], unexpected: .all)
        let testCase = oneCase(["Test@Iana.org"], [check])
        let right = DetectorScoring.score(testCase, matches: [match(.email, "Test@Iana.org", "test@iana.org")])
        #expect(right[0].counts == DetectorCounts(truePositives: 1))
        let wrong = DetectorScoring.score(testCase, matches: [match(.email, "Test@Iana", "test@iana")])
        #expect(wrong[0].counts == DetectorCounts(falsePositives: 1, falseNegatives: 1))
        #expect(wrong[0].misses.map(\.reason) == [.missed, .unexpected])
        #expect(wrong[0].misses[0].got == ["email \"Test@Iana\" → test@iana"])
        // The right text with a value that is not lowercased is not found either.
        let unnormalised = DetectorScoring.score(testCase, matches: [match(.email, "Test@Iana.org", "Test@Iana.org")])
        #expect(unnormalised[0].counts == DetectorCounts(falsePositives: 1, falseNegatives: 1))
    }

    @Test func anInvalidAddressIsFalseOnlyWhenMatchedWhole() {
        let check = DetectorCheck(kind: .email, expected: [], unexpected: .wholeLine)
        let testCase = oneCase(["(test@iana.org"], [check])
        #expect(DetectorScoring.score(testCase, matches: [match(.email, "test@iana.org", "test@iana.org", at: 1)])[0].counts
                == DetectorCounts())
        #expect(DetectorScoring.score(testCase, matches: [match(.email, "(test@iana.org", "(test@iana.org")])[0].counts
                == DetectorCounts(falsePositives: 1))
    }

    @Test func aDateTakesItsTimeFromTheValueOrAnOverlappingTimeMatch() {
        let truth = DateTruth(year: 2014, month: 12, day: 11, time: TimeOfDay(hour: 14, minute: 21))
        let testCase = oneCase(["2:21 p.m., December 11, 2014"], DateChecks.checks(truths: [(truth, nil)]), kinds: [.date, .time])
        let apart = DetectorScoring.score(testCase, matches: [
            match(.time, "2:21 p.m.", "14:21"), match(.date, "December 11, 2014", "2014-12-11", at: 11),
        ])
        #expect(apart.map(\.counts) == [DetectorCounts(truePositives: 1), DetectorCounts(truePositives: 1)])
        let together = DetectorScoring.score(testCase, matches: [match(.date, "2:21 p.m., December 11, 2014", "2014-12-11T14:21:00")])
        #expect(together.map(\.counts) == [DetectorCounts(truePositives: 1), DetectorCounts(truePositives: 1)])
        let noTime = DetectorScoring.score(testCase, matches: [match(.date, "December 11, 2014", "2014-12-11", at: 11)])
        #expect(noTime.map(\.counts) == [DetectorCounts(falsePositives: 1, falseNegatives: 1), DetectorCounts(falseNegatives: 1)])
    }

    @Test func aYearlessTruthComparesMonthAndDayAndIgnoredSpansCountNowhere() {
        let truth = DateTruth(year: nil, month: 7, day: 14, time: TimeOfDay(hour: 0, minute: 0))
        let checks = DateChecks.checks(truths: [(truth, TextSpan(line: 1, start: 1, end: 10))],
                                       ignored: [TextSpan(line: 0, start: 0, end: 5)])
        let testCase = oneCase(["today", " July 14th"], checks, kinds: [.date, .time])
        let outcome = DetectorScoring.score(testCase, matches: [
            match(.date, "today", "2025-01-01", line: 0), match(.date, "July 14th", "2031-07-14", line: 1, at: 1),
            match(.time, "00:00", "00:00", line: 1, at: 0),
        ])
        #expect(outcome.map(\.counts) == [DetectorCounts(truePositives: 1), DetectorCounts()])
    }

    @Test func moneyCountsAmountsThenCurrenciesAndOtherPricesOnlyWhenTheAmountIsMissed() throws {
        let amount = try #require(Amount("3200"))
        let check = DetectorCheck(kind: .money, expected: [.amount(amount, currency: .codes(["RUB"], written: "руб."))],
                                  unexpected: .allUnlessFound)
        let testCase = oneCase(["3200 руб. 1500 руб."], [check], kinds: [.money])
        let found = DetectorScoring.score(testCase, matches: [
            match(.money, "3200 руб.", "3200.00 RUB"), match(.money, "1500 руб.", "1500.00 RUB", at: 10),
        ])
        #expect(found[0].counts == DetectorCounts(truePositives: 1))
        #expect(found[0].currency.scored == 1 && found[0].currency.right == 1 && found[0].currency.unambiguousRight == 1)
        let wrongCode = DetectorScoring.score(testCase, matches: [match(.money, "3200 руб.", "3200 BYN")])
        #expect(wrongCode[0].counts == DetectorCounts(truePositives: 1))
        #expect(wrongCode[0].currency.scored == 1 && wrongCode[0].currency.right == 0)
        #expect(wrongCode[0].misses.map(\.reason) == [.wrongCurrency])
        let missed = DetectorScoring.score(testCase, matches: [match(.money, "1500 руб.", "1500.00 RUB", at: 10)])
        #expect(missed[0].counts == DetectorCounts(falsePositives: 1, falseNegatives: 1))
    }

    @Test func amountsCompareAsNumbersWithoutTheirSign() throws {
        let amount = try #require(Amount("53.2"))
        #expect(amount.isAmount(of: "53.20 EUR"))
        #expect(amount.isAmount(of: "-53.2"))
        #expect(!amount.isAmount(of: "5320 EUR"))
        #expect(!amount.isAmount(of: "53,20 EUR"))
        #expect(MoneyValue("12.50 USD") == MoneyValue("12.50 USD"))
        #expect(MoneyValue("12.50").code == nil)
    }

    @Test func batchesGroupByOptionsAndHandMatchesBackToTheirCases() throws {
        let emails = DetectOptions(kinds: [.email]), phones = DetectOptions(kinds: [.phone], region: "DE")
        let check = DetectorCheck(kind: .email, expected: [], unexpected: .all)
        let cases = [
            DetectorCase(id: "a", suite: .isemail, lines: ["one", "two"], options: emails, checks: [check]),
            DetectorCase(id: "b", suite: .phoneMatcher, lines: ["030 1234"], options: phones, checks: [check]),
            DetectorCase(id: "c", suite: .isemail, lines: ["x@y.de"], options: emails, checks: [check]),
        ]
        let batches = try DetectorBatch.batches(cases)
        #expect(batches.map { $0.cases.map(\.id) } == [["a", "c"], ["b"]])
        let batch = batches[0]
        #expect(batch.input == "one\ntwo\nx@y.de\n")
        #expect(batch.firstLines == [0, 2])
        let (perCase, violations) = batch.distribute([
            match(.email, "x@y.de", "x@y.de", line: 2), match(.email, "wo", "wo", line: 1, at: 1),
            match(.email, "on", "on", line: 0, at: 1), match(.email, "z", "z", line: 7),
        ])
        #expect(perCase[0].map(\.text) == ["wo", "on"])
        #expect(perCase[0].map(\.line) == [1, 0])
        #expect(perCase[1].map(\.line) == [0])
        #expect(violations.map(\.problem) == ["text is not scalars 1..<3 of line 0", "line 7 is past the 3 input lines"])
        #expect(throws: EvalError.self) {
            try DetectorBatch.batches([DetectorCase(id: "n", suite: .isemail, lines: ["a\r\nb"], options: emails, checks: [])])
        }
    }

    @Test func offsetsAreUnicodeScalars() {
        #expect(DetectorOutput.slice("café 👍🏽 x@y.fr", start: 8, end: 14) == "x@y.fr")
        #expect(DetectorOutput.slice("abc", start: 2, end: 4) == nil)
    }

    @Test func scoreboardAddsRowsPerKindSuiteAndSubset() {
        var board = DetectorScoreboard()
        let check = DetectorCheck(kind: .phone, expected: [.anyMatch(within: nil)], unexpected: .none)
        let testCase = DetectorCase(id: "m", suite: .phoneMatcher, subsets: ["VALID_CASES"], lines: ["x"],
                                    options: DetectOptions(kinds: [.phone]), checks: [check])
        board.add(DetectorScoring.score(testCase, matches: []), of: testCase)
        board.add(DetectorScoring.score(testCase, matches: [match(.phone, "x", "+1")]), of: testCase)
        let rows = board.rows
        #expect(rows.map(\.subset) == [nil, nil, "VALID_CASES"])
        #expect(rows.map(\.suite) == [nil, .phoneMatcher, .phoneMatcher])
        #expect(rows.allSatisfy { $0.cases == 2 && $0.counts == DetectorCounts(truePositives: 1, falseNegatives: 1) })
        #expect(board.misses.count == 1)
    }
}
