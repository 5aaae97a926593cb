@testable import FolioDetect
import FolioModel
import Foundation
import Testing

/// A Russian fiscal receipt's QR code (the FNS format) gives the receipt its date, time, total and currency.
@Suite struct FiscalReceiptCodeTests {
    @Test func theCodesFieldsAreRead() throws {
        let code = try #require(FiscalReceiptCode.read(
            "t=20220602T1921&s=958.94&fn=9960440301642989&i=7716&fp=1501889996&n=1"))
        #expect(code == FiscalReceiptCode(date: "2022-06-02", time: "19:21", total: Decimal(string: "958.94")!))
        // Seconds may be given; a whole sum has no point.
        let whole = try #require(FiscalReceiptCode.read("t=20190131T081502&s=120&fn=1&i=2&fp=3&n=1"))
        #expect(whole.time == "08:15" && whole.total == 120)
    }

    @Test(arguments: [
        "https://track.example.com/p/SHP-20240314-0087",    // a URL
        "t=20220602T1921&s=958.94&i=7716&fp=1501889996&n=1", // no fiscal drive number
        "t=20221302T1921&s=958.94&fn=1&i=2&fp=3&n=1",        // month 13
        "t=2022-06-02T19:21&s=958.94&fn=1&i=2&fp=3&n=1",     // not the code's own stamp
        "t=20220602T1921&s=9,58&fn=1&i=2&fp=3&n=1",          // not a sum
    ])
    func otherPayloadsAreNotFiscalCodes(payload: String) {
        #expect(FiscalReceiptCode.read(payload) == nil)
    }

    /// The till prints "02.06.22", which a reader set for the US takes as 6 February; OCR lost the total's
    /// digits. The code on the receipt says 2 June and 958.94 roubles.
    @Test func aReceiptsFieldsComeFromItsCode() throws {
        var page = ReceiptPage.page([
            [(200, "MAGNIT")],
            [(20, "02.06.22 19:21")],
            [(20, "MILK 1L"), (600, "89.99")],
            [(20, "BREAD"), (600, "45.50")],
            [(20, "CHEESE"), (600, "823.45")],
            [(20, "TOTAL"), (600, "95B.g4")],
            [(20, "CARD"), (600, "958.94")],
        ])
        page.barcodes = [Barcode(symbology: "QR-Code",
                                 payload: "t=20220602T1921&s=958.94&fn=9960440301642989&i=7716&fp=1501889996&n=1",
                                 box: Box(x: 300, y: 260, width: 150, height: 150))]
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [page]))
        #expect(receipt.date == "2022-06-02")
        #expect(receipt.time == "19:21")
        #expect(receipt.total == "958.94")
        #expect(receipt.currency == "RUB")
        #expect(receipt.confidence["total"] == 0.99)
    }
}
