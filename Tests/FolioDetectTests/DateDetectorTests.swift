@testable import FolioDetect
import Testing

@Suite struct DateDetectorTests {
    func dates(_ text: String, _ order: DateOrder = .mdy) -> [String] {
        DateDetector().matches(in: ScalarText(text), options: DetectionOptions(dateOrder: order)).map(\.value)
    }

    @Test(arguments: ["25/12/2018", "12-25-18", "2018-12-25", "25 Dec 2018", "Dec. 25, 2018", "25DEC18",
                      "December 25th, 2018 at 3 pm", "Tuesday, 25 December 2018", "25.12.2018", "2018-Dec-25",
                      "Tue Dec 25 10:00:00 2018", "25 de diciembre de 2018"])
    func everyWrittenFormReadsAsTheSameDay(_ text: String) {
        #expect(dates(text) == ["2018-12-25"])
    }

    @Test func ambiguousDatesFollowTheOrderAndUnambiguousOnesIgnoreIt() {
        #expect(dates("03/04/2018", .mdy) == ["2018-03-04"])
        #expect(dates("03/04/2018", .dmy) == ["2018-04-03"])
        #expect(dates("13/03/2014", .mdy) == ["2014-03-13"])
        #expect(dates("03/13/2014", .dmy) == ["2014-03-13"])
    }

    @Test func impossibleDatesAreRejected() {
        #expect(dates("31/04/2018", .dmy).isEmpty)
        #expect(dates("29 Feb 2019").isEmpty)
        #expect(dates("29 Feb 2020") == ["2020-02-29"])
    }

    @Test func numbersThatOnlyLookLikeDatesAreNot() {
        #expect(dates("192.168.1.10").isEmpty)
        #expect(dates("version 1.2.18").isEmpty)
        #expect(dates("3.25 Dec").isEmpty)
    }

    @Test func aMonthNameWithoutAYearIsAnISODateWithoutItsYear() {
        #expect(dates("July 13th. July 14th") == ["--07-13", "--07-14"])
        #expect(dates("on 14 July we") == ["--07-14"])
        // Lowercase and no ordinal: a verb, not a date.
        #expect(dates("I may 5 go").isEmpty)
    }

    /// Restaurant tills (Micros and the like) print the month, the day and a two-digit year after an apostrophe;
    /// ten of receipt-photos-dev's photos date so ("APR04'16 5:09PM", "Sep07'18 09:28PM", "MAY.21'19").
    @Test func aTillsMonthDayAndApostropheYear() {
        #expect(dates("APR04'16 5:09PM") == ["2016-04-04"])
        #expect(dates("Sep07'18 09:28PM") == ["2018-09-07"])
        #expect(dates("#02 MAY.21'19 REG0002") == ["2019-05-21"])
        #expect(dates("Jan 21 '17") == ["2017-01-21"])
        #expect(dates("Jun22 18 07:59PM") == ["2018-06-22"])
        // A spaced number that goes on is a count, not a year.
        #expect(dates("Jun 22 18 guests") == ["--06-22"])
        // OCR loses the apostrophe, or the space before the time (receipt-photos-dev 1014: "Feb231910:23AM").
        #expect(dates("Feb231910:23AM") == ["2019-02-23"])
        #expect(dates("Feb23'1910:23AM") == ["2019-02-23"])
        #expect(dates("Feb2319 10:23AM") == ["2019-02-23"])
        // A run that starts as a year is the month's year.
        #expect(dates("Mar2019 statement") == [])
        // OCR reads the apostrophe as a degree sign (1192), or glues the hour to a full year (1190); a degree
        // sign after a number alone stays a temperature.
        #expect(dates("Sep30°17 07:36PM") == ["2017-09-30"])
        #expect(dates("30-Jun-201810:36:38P") == ["2018-06-30"])
        #expect(dates("Room at 30°17 today").isEmpty)
        // A year-first date with its time glued on and the time's colons lost (1006: "2016-11-1818534"); digits
        // that make no hour and minutes after the day are no date.
        #expect(dates("2016-11-1818534") == ["2016-11-18"])
        #expect(dates("2016-11-181853") == ["2016-11-18"])
        #expect(dates("Ref 2016-11-1899999").isEmpty)
        #expect(dates("2016/11/1818534").isEmpty)
    }

    /// OCR's space after a date's first slash (receipt-photos-dev 1100: "03/ 10/2018 07:39:12 PM").
    @Test func aSpaceAfterTheFirstSlash() {
        #expect(dates("03/ 10/2018 07:39:12 PM", .mdy) == ["2018-03-10"])
        #expect(dates("25/ 12/2018", .mdy) == ["2018-12-25"])
        #expect(dates("1/ 2/20 points").isEmpty)
    }

    /// One space read after either separator of a date with a two-digit year, before a clock time (sroie-dev
    /// 399: "07-06- 16 15:26"). Without the time, or spaced after both, it is no date.
    @Test func aSpacedShortDateBeforeATime() {
        #expect(dates("07-06- 16 15:26 SH08 B019", .dmy) == ["2016-06-07"])
        #expect(dates("03/ 10/18 07:39 PM", .mdy) == ["2018-03-10"])
        #expect(dates("07-06- 16 items").isEmpty)
        #expect(dates("07- 06- 16 15:26").isEmpty)
        #expect(dates("TEL: 03- 55423228 15:26").isEmpty)
    }

    @Test func spacedDotsAndTheYearFirstOrder() {
        #expect(dates("11. 12. 2014", .mdy) == ["2014-11-12"])
        #expect(dates("16 july 13", .ymd) == ["2016-07-13"])
        #expect(dates("16 july 13", .dmy) == ["2013-07-16"])
    }

    @Test func aLetterOForAZeroIsRepairedAtLowerConfidence() throws {
        let found = DateDetector().matches(in: ScalarText("Date: 25/12/2O18"), options: DetectionOptions(dateOrder: .dmy))
        let match = try #require(found.first)
        #expect(match.value == "2018-12-25")
        #expect(match.confidence < 0.9)
    }
}

@Suite struct TimeDetectorTests {
    func times(_ text: String) -> [String] {
        TimeDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.value)
    }

    @Test func clockTimesWithAndWithoutMeridiem() {
        #expect(times("at 14:05") == ["14:05"])
        #expect(times("6:11 a.m. and 2:57 p.m.") == ["06:11", "14:57"])
        #expect(times("10:06am") == ["10:06"])
        #expect(times("3 pm") == ["15:00"])
        #expect(times("23:02:21") == ["23:02:21"])
        #expect(times("12 am") == ["00:00"])
        #expect(times("December 13, 2014 at noon") == ["12:00"])
        // A till's lone "P" or "A" tight to a time with minutes (seven of receipt-photos-dev's photos).
        #expect(times("Jan21'17 08:56P Gst 1") == ["20:56"])
        #expect(times("19-Apr-2019 2:02:26P") == ["14:02:26"])
        #expect(times("12:05A") == ["00:05"])
        // Spaced, or after a bare hour, a letter is no meridiem: "3p" is three pence.
        #expect(times("10:30 P") == ["10:30"])
        #expect(times("3p").isEmpty)
    }

    @Test func amountsRatiosAndAddressesAreNotTimes() {
        #expect(times("12.50").isEmpty)
        #expect(times("ratio 1:2").isEmpty)
        #expect(times("fe80:10:20:30").isEmpty)
        #expect(times("25:30").isEmpty)
        #expect(times("13 pm").isEmpty)
    }

    /// The hour OCR runs on into a date's year is read (receipt-photos-dev 1190, 1014; sroie-dev 417); a number
    /// that ends no date keeps its digits.
    @Test func anHourGluedToADatesYear() {
        #expect(times("30-Jun-201810:36:38P") == ["22:36:38"])
        // A price whose point OCR read as a colon is no time (receipt-photos-dev 1006's "Noodle $2:00").
        #expect(times("Noodle $2:00").isEmpty)
        #expect(times("Total €12:30").isEmpty)
        #expect(times("Time:12:30") == ["12:30"])
        #expect(times("15/07/201712:07") == ["12:07"])
        #expect(times("Feb231910:23AM") == ["10:23"])
        #expect(times("Feb23'1910:23AM") == ["10:23"])
        #expect(times("Total 201812:30").isEmpty)
        #expect(times("ID 123456:78").isEmpty)
    }
}
