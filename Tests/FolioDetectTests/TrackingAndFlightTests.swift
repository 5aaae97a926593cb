@testable import FolioDetect
import Testing

// The sample numbers are carriers' published test numbers as collected by the tracking_number_data project
// (github.com/jkeen/tracking_number_data, couriers/*.json "test_numbers"): UPS's developer-guide numbers, USPS's
// certified-mail and Intelligent Mail examples, UPU S10 and Amazon Logistics. Their "invalid" numbers differ from a
// valid one in the check digit or the country.
@Suite struct TrackingNumberDetectorTests {
    func numbers(_ text: String) -> [String] {
        TrackingNumberDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.value)
    }

    /// Every valid number of the collection's UPS, USPS, S10 and Amazon lists, as printed there.
    static let published = [
        "1Z5R89390357567127", "1Z879E930346834440", "1Z410E7W0392751591", "1Z8V92A70367203024", "RB123456785GB",
        "RB123456785US", "RB123456785CV", "RB123456785CF", "0307 1790 0005 2348 3741", "7112 3456 7891 2345 6787",
        "4201002334249200190132607600833457", "4201028200009261290113185417468510", "420 22153 9101026837331000039521",
        "7196 9010 7560 0307 7385", "9505 5110 6960 5048 6006 24", "9101 1234 5678 9000 0000 13",
        "92748931507708513018050063", "9400 1112 0108 0805 4830 16", "9361 2898 7870 0317 6337 95",
        "9405803699300124287899", "TBA000000000000", "TBA010000000000", "TBA502887274000",
    ]
    /// Every invalid one.
    static let publishedInvalid = [
        "2Z5R89390357567127", "1A5R89390357567127", "1Z1111111111111111", "RB123456786US", "RB123456785XX",
        "0307 1790 0005 2348 3742", "4201028200009261290113185417468511", "61299998820821171811",
        "9200000000000000000000", "420000000000000000000000000000", "420000009200000000000000000000", "TBA50288727400A",
        "000000000000000", "000000000000", "TBB000000000000",
    ]

    @Test func carriersPublishedNumbersPassTheirChecks() {
        // The one left out: a 20-digit USPS number from 03, which only its check tells from any 20 digits.
        let found = Self.published.filter { !numbers("Parcel \($0) sent").isEmpty }
        #expect(Set(Self.published).subtracting(found) == ["0307 1790 0005 2348 3741"])
        #expect(numbers("UPS shipment 1Z879E930346834440 delivered") == ["1Z879E930346834440"])
        #expect(numbers("7196 9010 7560 0307 7385") == ["71969010756003077385"])
        // The routing prefix "420" and a ZIP code (five digits, or nine) are left out of the value.
        #expect(numbers("4201028200009261290113185417468510") == ["9261290113185417468510"])
        #expect(numbers("420 22153 9101026837331000039521") == ["9101026837331000039521"])
    }

    @Test func aWrongCheckDigitOrCountryIsNoNumber() {
        for wrong in Self.publishedInvalid {
            #expect(numbers("Parcel \(wrong) sent").isEmpty, "\(wrong)")
        }
    }

    @Test func numbersPrintedInBlocksAreReadWhole() {
        #expect(numbers("Track: 1Z 879 E93 03 4683 444 0 (2 parcels)") == ["1Z879E930346834440"])
        #expect(numbers("USPS 9400 1112 0108 0805 4830 16") == ["9400111201080805483016"])
        let match = TrackingNumberDetector().matches(in: ScalarText("Ref 9505 5110 6960 5048 6006 24 ok"),
                                                     options: DetectionOptions())
        #expect(match.map(\.text) == ["9505 5110 6960 5048 6006 24"])
    }

    @Test func aRowOfFiguresIsNotANumberEvenWhenItsDigitsPassACheck() {
        // A table row from camelot's background_lines_2.pdf: its 22 digits from a 9 pass USPS's check.
        #expect(numbers("94185 0 67065 17355 84420 0 0 0").isEmpty)
    }

    @Test func anyNumberAfterATrackingLabel() {
        #expect(numbers("Tracking No.: 771234567890") == ["771234567890"])
        #expect(numbers("FedEx 7712 3456 7890 3 items") == ["771234567890"])
        #expect(numbers("AWB 176-12345675") == ["17612345675"])
        #expect(numbers("Tracking #: JJD0099999999") == ["JJD0099999999"])
        // Without the label the same digits are anything (an order, an account).
        #expect(numbers("Order 771234567890").isEmpty)
        // A label's number has six digits at least; "32 Track MIDI" has none.
        #expect(numbers("Track 32 of 100").isEmpty)
        #expect(numbers("Tracking: ABCDEFGH12").isEmpty)
    }
}

@Suite struct FlightNumberDetectorTests {
    func flights(_ text: String) -> [String] {
        FlightNumberDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.value)
    }

    @Test func flightsInATextAboutFlights() {
        #expect(flights("Flight UA 123 departs 10:30") == ["UA123"])
        #expect(flights("Boarding pass LH0400 FRA-JFK") == ["LH400"])
        #expect(flights("Your flights: BA 2490 and U2 8021") == ["BA2490", "U28021"])
        #expect(flights("FLT DL 0089") == ["DL89"])
    }

    @Test func withoutAFlightWordOrAnAirlineThereIsNoFlight() {
        #expect(flights("AA 1234 SKU 55").isEmpty)
        #expect(flights("Flight simulator XX 123").isEmpty)
    }

    @Test func gatesSeatsTimesAndFiguresAreNotFlights() {
        #expect(flights("Flight gate B22 seat 3K12").isEmpty)
        #expect(flights("Departure 10:30 AM 12 May").isEmpty)
        #expect(flights("Flight UA 1.5 hours, AA 10% off").isEmpty)
        #expect(flights("Flight UA 12345").isEmpty)
    }
}

@Suite struct TrackingAndFlightOverlapTests {
    @Test func aTrackingNumbersBlocksAreNotPhoneNumbersOrDates() {
        let found = DataDetectors().matches(in: "USPS 9400 1112 0108 0805 4830 16, call 562-597-0906")
        #expect(found.map(\.kind) == [.trackingNumber, .phone])
        #expect(found.first?.value == "9400111201080805483016")
    }

    @Test func flightsAndTheirTimesBothCome() {
        let found = DataDetectors().matches(in: "Flight LH 400 departs 17:35")
        #expect(found.map(\.kind) == [.flightNumber, .time])
    }
}
