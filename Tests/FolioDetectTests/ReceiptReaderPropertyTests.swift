@testable import FolioDetect
import FolioModel
import FolioTestSupport
import Foundation
import Testing

/// The receipt reader on a thousand receipts made at random from the pieces OCR hands over on real ones:
/// labels, amounts in their printed forms (".50", "1.50-", "-$14.93", "($2.50 each)", "2.25L"), tax codes, item
/// codes, dates run together, brackets, dashes. Whatever the rows, it returns, and what it returns is well formed.
@Suite struct ReceiptReaderPropertyTests {
    static let pieces = [
        "TOTAL", "Sub Total", "SUBTOTAL:", "Tax", "TAX1", "GST 6%", "Tip", "18% gratuity", "CASH", "CHANGE", "Rounding",
        "Taxable:", "NET", "Take Away", "Comp Item", "Online Offer", "1 Open Food", "4 Reg Ketel One", "Chicken Item",
        "SR", "ZRL", "1 D", "2x", "1 x", "× 2", "@", "(@13.00/ea)", "WA26 - 12", "9555825905982", "10'2X3", "FF",
        "12.50", "3.00", ".50", "1.50-", "-$14.93", "$7.10", "(8.99)", "($2.50 each)", "( .50", "(S1.00)", "2.25L",
        "RM 8.90", "PEN 500A", "Feb231910:23AM", "Sep07'18", "12/20/17", "13:22", "Tel: 03-7954 8000", "(", ")", "-",
        "*S", "Store#0511", "resources!", "Again.", "KEDAI BUKU SDN BHD", "12 JALAN MERANTI", "81200 JOHOR BAHRU",
        "Description Qty Price Amount", "RM Code", "aty", "", "$", "#", "0", "00000000000000000000", "一", "é",
    ]

    @Test func anyRowsGiveAWellFormedReceiptOrNone() throws {
        var random = SplitMix(seed: 27)
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let amount = try Regex("^-?[0-9]+\\.[0-9]{2,3}$")
        var receipts = 0
        for _ in 0..<1000 {
            let rowCount = 1 + Int(random.next() % 30)
            let rows: [[(x: Double, text: String)]] = (0..<rowCount).map { _ in
                (0..<(1 + Int(random.next() % 3))).map { cell in
                    (x: Double(20 + cell * 250), text: (0..<(1 + Int(random.next() % 4))).map { _ in pick(Self.pieces) }
                        .joined(separator: " "))
                }
            }
            guard let receipt = ReceiptReader(options: DetectionOptions(region: pick(["US", "MY", "GB"])))
                .receipt(from: [ReceiptPage.page(rows)]) else { continue }
            receipts += 1
            // Each item takes a printed line of its own at least.
            #expect(receipt.items.count <= rows.joined().count)
            for value in [receipt.subtotal, receipt.tax, receipt.tip, receipt.total].compactMap({ $0 })
                + receipt.items.compactMap(\.amount) {
                #expect(value.wholeMatch(of: amount) != nil, "\(value) in \(rows.map { $0.map(\.text) })")
            }
            #expect(receipt.items.allSatisfy { !$0.description.isEmpty })
        }
        // The pieces make receipts often enough for the checks to mean something.
        #expect(receipts > 300)
    }
}
