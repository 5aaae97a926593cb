@testable import FolioDetect
import FolioModel
import Testing

/// A batch run with one region holds receipts from others: each receipt's dates, phones and currency are read as
/// printed in the country it names (sroie-dev's Malaysian receipts in a batch run as US: 65 of 103 dates right
/// before, 100 after).
@Suite struct ReceiptRegionTests {
    @Test func aMalaysianReceiptInABatchRunAsUSReadsItsDatesDayFirstInRinggit() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US"))
            .receipt(from: [ReceiptPage.page([
                [(200, "SUNRISE GROCERY SDN BHD (123456-X)")],
                [(200, "NO 12, JALAN MERANTI 3,")],
                [(200, "81200 JOHOR BAHRU, JOHOR")],
                [(200, "TEL: 07-355 1234")],
                [(20, "DATE: 03/04/2018"), (400, "TIME: 14:05")],
                [(20, "MILO 1KG"), (600, "25.00")],
                [(20, "BREAD WHITE"), (600, "3.90")],
                [(20, "TOTAL"), (600, "28.90")],
                [(20, "CASH"), (600, "50.00")],
                [(20, "CHANGE"), (600, "21.10")],
            ])]))
        #expect(receipt.date == "2018-04-03")
        #expect(receipt.currency == "MYR")
        #expect(receipt.phone == "+6073551234")
    }

    /// The same receipt without its company form and its address says nothing of its country: the batch's
    /// region reads it.
    @Test func aReceiptNamingNoCountryIsReadInTheBatchsRegion() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US"))
            .receipt(from: [ReceiptPage.page([
                [(200, "SUNRISE GROCERY")],
                [(20, "DATE: 03/04/2018"), (400, "TIME: 14:05")],
                [(20, "MILO 1KG"), (600, "25.00")],
                [(20, "BREAD WHITE"), (600, "3.90")],
                [(20, "TOTAL"), (600, "28.90")],
            ])]))
        #expect(receipt.date == "2018-03-04")
        #expect(receipt.currency == "USD")
    }

    @Test func eachKindOfEvidenceNamesItsCountry() {
        func named(_ texts: [String], _ preferred: String = "US") -> String? {
            ReceiptRegion.named(in: texts, preferring: preferred)
        }
        #expect(named(["MIZU MENTAI SDN. BHD."]) == "MY")
        #expect(named(["AEON CO. (M) BERHAD"]) == "MY")
        #expect(named(["KOPITIAM PTE LTD"]) == "SG")
        #expect(named(["47301 PETALING JAYA SELANGOR"]) == "MY")
        #expect(named(["NO.12, JALAN SS4C/5, PETALING JAYA", "SELANGOR DARUL EHSAN"]) == "MY")
        #expect(named(["No 8, Jalan 7/118B, Desa Tun Razak", "56000 Kuala Lumpur"]) == "MY")
        #expect(named(["Kuala Lumpur 50450", "Malaysia"]) == "MY")
        #expect(named(["Tel: +60 3-7726 2929"]) == "MY")
        #expect(named(["Tel +44 (0)20 7946 0958"]) == "GB")
        #expect(named(["16725 Stony Plain Rd", "Edmonton AB T5P 4A9"]) == "CA")
        #expect(named(["7701 ATLANTIC AVE.", "CUDAHY CA 90201"], "MY") == "US")
        #expect(named(["Leeds LS1 4AP"]) == "GB")
        #expect(named(["GSTSummary Amount(RM) GST(RM)"]) == "MY")
        #expect(named(["TOTAL RM12.50"]) == "MY")
        #expect(named(["Flat white £3.40"]) == "GB")
        #expect(named(["ROOM: RM 304", "FORM 12.50"]) == nil)
        #expect(named(["Qty Name Price Total £"]) == "GB")
        #expect(named(["IKEA MILTON KEYNES 185", "VAT: GB 527773320"]) == "GB")
        #expect(named(["USt-IdNr.: DE123456789"]) == "DE")
        #expect(named(["TVA FR 40303265045"]) == "FR")
        #expect(named(["VAT 8.25%  1.32"]) == nil)
        #expect(named(["VAT REG NO: 123456789"]) == nil)
        #expect(named(["VAT REG NO: GB 123 4567 89"]) == "GB")
    }

    /// A name alone is no address: a restaurant called Penang or India in the United States stays there.
    @Test func aPlaceInAShopsNameIsNoEvidence() {
        #expect(ReceiptRegion.named(in: ["PENANG CUISINE", "38 BOWERY"], preferring: "US") == nil)
        #expect(ReceiptRegion.named(in: ["TASTE OF INDIA", "Visit us again"], preferring: "MY") == nil)
        #expect(ReceiptRegion.named(in: ["Call +1 562 597 0906"], preferring: "MY") == nil)
        // Evidence for two countries: the batch's region when it is one of them, else none.
        let both = ["PENANG MALAYSIAN CUISINE", "38 Bowery", "10013 New York, NY 10013", "Penang Kuala Lumpur 50450"]
        #expect(ReceiptRegion.named(in: both, preferring: "US") == "US")
        #expect(ReceiptRegion.named(in: both, preferring: "GB") == nil)
    }

    /// The receipt's date order follows its country unless the batch chose one; a Canadian receipt keeps the
    /// batch's, its tills printing both.
    @Test func aChosenDateOrderStays() {
        let chosen = DetectionOptions(region: "US", dateOrder: .mdy)
        #expect(ReceiptRegion.options(for: ["SUNRISE SDN BHD"], chosen).dateOrder == .mdy)
        #expect(ReceiptRegion.options(for: ["SUNRISE SDN BHD"], chosen).region == "MY")
        #expect(ReceiptRegion.options(for: ["SUNRISE SDN BHD"], DetectionOptions(region: "US")).dateOrder == .dmy)
        let canadian = ReceiptRegion.options(for: ["Edmonton AB T5P 4A9"], DetectionOptions(region: "US"))
        #expect(canadian.region == "CA" && canadian.dateOrder == .mdy)
        var set = DetectionOptions(region: "GB")
        #expect(!set.dateOrderIsChosen)
        set.dateOrder = .ymd
        #expect(set.dateOrderIsChosen && set.reading(from: "US").dateOrder == .ymd)
    }
}
