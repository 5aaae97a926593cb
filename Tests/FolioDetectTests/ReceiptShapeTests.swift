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
}
