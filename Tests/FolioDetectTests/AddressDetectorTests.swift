@testable import FolioDetect
import Testing

@Suite struct AddressDetectorTests {
    func addresses(_ text: String) -> [String] {
        AddressDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.value)
    }

    // The receipts' addresses below are as OCR read them in receipt-photos-dev and sroie-dev.
    @Test func aStreetAndAPlaceOnTheLinesAfterIt() {
        #expect(addresses("CHEF WANG\n1902 Jericho Turnpike\nNew Hyde Park, NY 11040\nTel 516-555-0100")
            == ["1902 Jericho Turnpike, New Hyde Park, NY 11040"])
        #expect(addresses("UNIHAKKA INTERNATIONAL SDN BHD\n(867388-U)\nNO.53 55,57 & 59, JALAN SAGU 18,\nTAMAN DAYA,\n"
                          + "81100 JOHOR BAHRU,\nJOHOR.\nTEL: 07-3551234")
            == ["NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR"])
        #expect(addresses("Bäckerei Sonnenkorn GmbH\nMüllerstraße 41\n13353 Berlin") == ["Müllerstraße 41, 13353 Berlin"])
        #expect(addresses("Acme Ltd\n221B Baker Street\nLondon NW1 6XE\nUnited Kingdom")
            == ["221B Baker Street, London NW1 6XE, United Kingdom"])
        #expect(addresses("Tim Hortons\n16725 Stony Plain Rd\nEdmonton AB T5P 4A9")
            == ["16725 Stony Plain Rd, Edmonton AB T5P 4A9"])
    }

    @Test func districtLinesBetweenAndABuildingOrNumberAbove() {
        #expect(addresses("NO 290, JALAN AIR PANAS.\nSETAPAK,\n53200, KUALA LUMPUR.\nTEL:03-40210276")
            == ["NO 290, JALAN AIR PANAS, SETAPAK, 53200, KUALA LUMPUR"])
        #expect(addresses("Level 6, Bangunan TH, Damansara Uptown3\nNo.3, Jalan SS21/39,47400 Petaling Jaya\nSelangor")
            == ["Level 6, Bangunan TH, Damansara Uptown3, No.3, Jalan SS21/39,47400 Petaling Jaya, Selangor"])
        #expect(addresses("NO.1,\nJLN PUTERI 1/6, BANDAR PUTERI,\n47100 PUCHONG, SELANGOR")
            == ["NO.1, JLN PUTERI 1/6, BANDAR PUTERI, 47100 PUCHONG, SELANGOR"])
        // The street's number on the line above it (sroie-dev 387, 561).
        #expect(addresses("99 SPEED MART S/B\nLOT P.T. 33198, BATU 4\nJALAN KAPAR, MUKIM KAPAR\n42100 KLANG, SELANGOR")
            == ["LOT P.T. 33198, BATU 4, JALAN KAPAR, MUKIM KAPAR, 42100 KLANG, SELANGOR"])
        #expect(addresses("PappaRich BMC\nNO.19 & 21\nJALAN TEMENGGUNG 23/9\nBANDAR MAHKOTA CHERAS\n43200 SELANGOR DARUL EHSAN, MALAYSIA")
            == ["NO.19 & 21, JALAN TEMENGGUNG 23/9, BANDAR MAHKOTA CHERAS, 43200 SELANGOR DARUL EHSAN, MALAYSIA"])
        // A postcode ending its line: the town goes on onto the next (sroie-dev 177's customer).
        #expect(addresses("Bill To\nNO 1 JALAN AMAN 2\nTAMAN DESA 43800\nDENGKIL SELANGOR\n017-6057770")
            == ["NO 1 JALAN AMAN 2, TAMAN DESA 43800, DENGKIL SELANGOR"])
    }

    @Test func aStreetAndPlaceOnOneLineWithoutTheNameBeforeIt() {
        #expect(addresses("Ship to: 12 Rue de Rivoli, 75001 Paris") == ["12 Rue de Rivoli, 75001 Paris"])
        #expect(addresses("Brazilian Steak House, 2023 South Pine Avenue, Ocala, Florida 34471")
            == ["2023 South Pine Avenue, Ocala, Florida 34471"])
        #expect(addresses("* Inc., 675 Mass Ave, Cambridge, MA 02139, USA.") == ["675 Mass Ave, Cambridge, MA 02139, USA"])
        // A room number before the house number is the address's (pdfplumber's federal-register-2020-17221.pdf).
        #expect(addresses("30, West Building Ground Floor, Room\nW12–140, 1200 New Jersey Avenue SE,\nWashington, DC 20590.")
            == ["30, West Building Ground Floor, Room, W12–140, 1200 New Jersey Avenue SE, Washington, DC 20590"])
        #expect(addresses("LOT 3, JALAN PELABUR 23/1, 40300 SHAH ALAM, SELANGOR.")
            == ["LOT 3, JALAN PELABUR 23/1, 40300 SHAH ALAM, SELANGOR"])
    }

    @Test func aStreetAloneOrAPlaceAloneIsNoAddress() {
        #expect(addresses("Turn left on Main St after 2 miles.").isEmpty)
        #expect(addresses("Meet at 42 Wall Street\nat noon").isEmpty)
        #expect(addresses("In 2019 Apple\nshipped 12 new products").isEmpty)
        #expect(addresses("New Hyde Park, NY 11040").isEmpty)
        // A number and a compass word start a street, not a four-digit postcode and its town (a column of an
        // Oklahoma licence list read line by line: pdfplumber's pr-138-example).
        #expect(addresses("7100 TERMINAL DRIVE\n7777 EAST APACHE\nSTREET").isEmpty)
        #expect(addresses("37808 OLD HIGHWAY 270\n1522 WEST LINDSEY").isEmpty)
        #expect(addresses("7777 East Apache\nTulsa, OK 74115") == ["7777 East Apache, Tulsa, OK 74115"])
    }

    @Test func aLettersDateAndRunningTextAreNoAddress() {
        // Folio's own generated letter and memo (Fixtures/truth/letter.png.txt, two-page-memo.tif.txt).
        #expect(addresses("orders@example.com\n12 March 2024\nMs Eleanor Whitfield\n27 Orchard Road\nBath BA2 3LT")
            == ["27 Orchard Road, Bath BA2 3LT"])
        #expect(addresses("second floor of Riverside House, 40 Canal Street, on Friday 26 April 2024. The").isEmpty)
    }

    @Test func linesThatAreSomethingElseEndTheAddress() {
        // A phone, an amount or a date is never part of an address, nor a line between its street and place.
        #expect(addresses("12 Main Street\nTel 555-0100\nSpringfield, IL 62701").isEmpty)
        #expect(addresses("12 Main Street 12.50\nSpringfield, IL 62701").isEmpty)
        #expect(addresses("12 Main Street\n10/03/2018\nSpringfield, IL 62701").isEmpty)
        #expect(addresses("12 Main Street\nSpringfield, IL 62701\nTel 555-0100") == ["12 Main Street, Springfield, IL 62701"])
        // A ZIP code ends the address: the server's name after it is not the town going on (receipt-photos-dev 1048).
        #expect(addresses("2501 Colorado Ave\nSanta Monica, CA 90404\nServer: Dana") == ["2501 Colorado Ave, Santa Monica, CA 90404"])
    }
}

@Suite struct AddressAcrossLinesTests {
    @Test func anAddressOverLinesTakesPrecedenceOverTheKindsInsideIt() {
        let lines = ["1902 Jericho Turnpike", "New Hyde Park, NY 11040", "Tel 516-555-0100 12/05/2018"].map(ScalarText.init)
        let found = DataDetectors().matches(inLinesOf: lines)
        #expect(found.map(\.kind) == [.address, .phone, .date])
        #expect(found[0].text == "1902 Jericho Turnpike\nNew Hyde Park, NY 11040")
        #expect(found[1].start == 50)
    }

    @Test func aLinkInsideGoesBeforeTheAddress() {
        let lines = ["12 Main Street example.com", "Springfield, IL 62701"].map(ScalarText.init)
        #expect(DataDetectors().matches(inLinesOf: lines).map(\.kind) == [.url])
    }

    @Test func kindsNotAskedForAreLeftOut() {
        let lines = ["1902 Jericho Turnpike", "New Hyde Park, NY 11040"].map(ScalarText.init)
        let detectors = DataDetectors(options: DetectionOptions(kinds: [.phone]))
        #expect(detectors.matches(inLinesOf: lines).isEmpty)
    }
}
