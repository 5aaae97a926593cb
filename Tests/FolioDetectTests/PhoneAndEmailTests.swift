@testable import FolioDetect
import Testing

@Suite struct PhoneDetectorTests {
    func phones(_ text: String, region: String = "US") -> [String] {
        PhoneDetector().matches(in: ScalarText(text), options: DetectionOptions(region: region)).map(\.value)
    }

    @Test func libphonenumberFindsAndFormatsNumbers() {
        #expect(phones("Call (562) 597-0906 today") == ["+15625970906"])
        #expect(phones("Tel: 03-7954 8000", region: "MY") == ["+60379548000"])
        #expect(phones("+44 20 7946 0958 (London)", region: "US") == ["+442079460958"])
    }

    @Test func datesTimesAndIdentifiersAreNotPhoneNumbers() {
        #expect(phones("03/27/2011").isEmpty)
        #expect(phones("2014-04-12 04:04 PM").isEmpty)
        #expect(phones("Invoice No 2025550143").isEmpty)
        // A row of prices makes a valid US number's digits ("2 24.95 299.40" → 224 952 9940); it is prices.
        #expect(phones("copier paper 12 24.95 299.40").isEmpty)
    }

    @Test func aLineOfDigitsHoldsNoNumber() {
        #expect(phones(String(repeating: "5", count: 10_000)).isEmpty)
    }
}

@Suite struct EmailDetectorTests {
    func emails(_ text: String) -> [String] {
        EmailDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.value)
    }

    @Test func addressesInRunningText() {
        #expect(emails("Mail Jane.Doe@Example.COM today.") == ["jane.doe@example.com"])
        #expect(emails("(foobar email@example.com)") == ["email@example.com"])
        #expect(emails("test@[255.255.255.255]") == ["test@[255.255.255.255]"])
        #expect(emails("test@io") == ["test@io"])
    }

    @Test func brokenAddressesAreNotAddresses() {
        #expect(emails("test..x@iana.org").isEmpty)
        #expect(emails("user@host").isEmpty)
        #expect(emails("@iana.org").isEmpty)
        #expect(emails("test.@iana.org").isEmpty)
        #expect(emails("should not catch (before @ in big link)").isEmpty)
        // A receipt's "PROMO @12.99" is a price, not an address across an OCR space.
        #expect(emails("PROMO @12.99").isEmpty)
    }

    @Test func anOCRSpaceBesideTheAtSignIsBridgedWithLessConfidence() throws {
        let found = EmailDetector().matches(in: ScalarText("jane @example.com"), options: DetectionOptions())
        let match = try #require(found.first)
        #expect(match.value == "jane@example.com")
        #expect(match.confidence < 0.9)
    }
}

@Suite struct DataDetectorsTests {
    @Test func overlapsGoToTheStrongerKind() {
        let found = DataDetectors().matches(in: "On 2012-01-02 08 we paid $1,234.00; mailto:a@b.com")
        #expect(found.map(\.kind) == [.date, .money, .url])
        #expect(found[2].value == "mailto:a@b.com")
    }

    @Test func aTimeInsideADateIsKeptBesideIt() {
        let found = DataDetectors().matches(in: "Wed Aug 05 12:00:00 2015")
        #expect(found.map(\.value) == ["2015-08-05", "12:00:00"])
    }

    @Test func manyLinesAtOnceGiveWhatEachGivesAlone() {
        let lines = ["Call (562) 597-0906", "no numbers here", "Tel 03-7954 8000 on 25/12/2018", ""]
        let detectors = DataDetectors(options: DetectionOptions(region: "MY"))
        let together = detectors.matches(inEach: lines.map(ScalarText.init))
        #expect(together == lines.map { detectors.matches(in: $0) })
        #expect(together[2].map(\.kind) == [.phone, .date])
    }

    @Test func kindsFilterTheOutput() {
        let options = DetectionOptions(kinds: [.phone])
        #expect(DataDetectors(options: options).matches(in: "Date 2012-01-02 08, tel (562) 597-0906").map(\.value)
            == ["+15625970906"])
    }

    @Test func hostileInputStaysSmall() {
        let punctuation = String(repeating: "(((@@@...+-+-", count: 5_000)
        #expect(DataDetectors().matches(in: punctuation).isEmpty)
    }
}
