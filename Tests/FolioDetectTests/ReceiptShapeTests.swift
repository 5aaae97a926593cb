@testable import FolioDetect
import FolioModel
import Testing

/// Documents with a receipt's labels and amounts that are no receipts: a report's page of prose with prices in it,
/// a table of figures with a "Total" row. Receipts keep their rows of a code, a count, a unit price and an amount.
@Suite struct ReceiptShapeTests {
    let reader = ReceiptReader(options: DetectionOptions(region: "US"))

    @Test func aPageOfProseWithPricesIsNoReceipt() {
        let prose = ReceiptPage.page([
            [(20, "Annual Report")],
            [(20, "The committee met four times this year and agreed the budget for the coming season.")],
            [(20, "Membership rose by a tenth, and the fee of 12.50 a month was kept for a further year.")],
            [(20, "The hall was repainted at a cost of 840.00, shared with the parish council as agreed.")],
            [(20, "Coffee"), (600, "3.20")],
            [(20, "Total"), (600, "855.70")],
        ])
        #expect(reader.receipt(from: [prose]) == nil)
    }

    @Test func aTableOfFiguresWithATotalRowIsNoReceipt() {
        let table = ReceiptPage.page([
            [(20, "Region  2019  2020  2021  Share  Change")],
            [(20, "North 1,204 1,310 1,388 22.40 5.96")],
            [(20, "South 2,101 2,250 2,391 38.59 6.27")],
            [(20, "East 1,530 1,602 1,711 27.62 6.80")],
            [(20, "Total 5,583 5,903 6,195 100.00 6.03")],
        ])
        #expect(reader.receipt(from: [table]) == nil)
    }

    /// sroie-dev 441's till: an item code, the count, the unit price and the amount on a row.
    @Test func itemRowsOfACodeACountAUnitPriceAndAnAmountAreAReceipts() throws {
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "MR. D.I.Y. (M) SDN BHD")],
            [(20, "DBL SIDE CLEAR ACRYLIC TAPE")],
            [(20, "9072218 1 X 2.50 2.50")],
            [(20, "S/DRIVER 860 4#")],
            [(20, "6730003 2 X 4.35 8.70")],
            [(20, "Total Incl. GST@6% RM 11.20")],
        ])]))
        #expect(receipt.total == "11.20")
    }

    /// sroie-dev 333 from its line transcripts: a bakery's delivery note whose items each print the unit price,
    /// the counts issued, exchanged and sold and the amount. Rows of figures, under a receipt's title: a receipt.
    /// The same rows under a column heading "Invoice No" are still a table.
    @Test func rowsOfFiguresUnderAReceiptsTitleAreAReceipt() throws {
        func note(title: String) -> Page {
            ReceiptPage.page([
                [(20, "GARDENIA BAKERIES (KL) SDN BHD")],
                [(100, title)],
                [(300, "DATE: 24/07/2017")],
                [(20, "DESCRIPTION U.P ISS EXC D SALE AMT(RM)")],
                [(20, "O.C. WHITE 2.13 5 3 0 2 4.26")],
                [(20, "WHOLEMEAL 2.78 5 2 0 3 8.34")],
                [(20, "CR-CHOCLT 0.72 10 0 0 10 7.20")],
                [(20, "SQ-S.BERRY 0.84 8 0 0 8 6.72")],
                [(20, "Total Payable: 26.52")],
            ])
        }
        let receipt = try #require(reader.receipt(from: [note(title: "TAX INVOICE / ADJUSTMENT NOTE")]))
        #expect(receipt.total == "26.52")
        #expect(reader.receipt(from: [note(title: "Invoice No Date Amount")]) == nil)
    }
}
