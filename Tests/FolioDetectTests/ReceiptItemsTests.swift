@testable import FolioDetect
import FolioModel
import Testing

/// Line items printed over more than one row, and the rows between the items and the totals that are not items.
/// The layouts are those of real receipts (receipt-photos-dev 1130, 1142, 1146, 1182, 1044; sroie-dev 105, 597).
@Suite struct ReceiptItemsTests {
    let reader = ReceiptReader(options: DetectionOptions(region: "US"))

    func items(_ rows: [[(x: Double, text: String)]]) throws -> [ReceiptItem] {
        try #require(reader.receipt(from: [ReceiptPage.page(rows)])).items
    }

    @Test func aPriceThatTheRowsPutAboveItsNameIsThatNamesPrice() throws {
        // A tilted photo: "15.00" stands a little higher than "1 CRAB CAKE", so its row comes first.
        let found = try items([
            [(300, "BOA")],
            [(200, "(310) 278-2050")],
            [(20, "Separate checks: 1-of-3")],
            [(600, "15.00")],
            [(20, "1 CRAB CAKE")],
            [(20, "1 SKIRT STK LUNCH"), (600, "28.00")],
            [(300, "Sub Total:"), (600, "43.00")],
            [(300, "Tax:"), (600, "4.09")],
            [(300, "TOTAL:"), (600, "47.09")],
        ])
        #expect(found.map(\.description) == ["CRAB CAKE", "SKIRT STK LUNCH"])
        #expect(found.map(\.amount) == ["15.00", "28.00"])
        #expect(found.map(\.quantity) == ["1", "1"])
    }

    @Test func namesPrintedUnderTheirNumbersJoinThem() throws {
        let found = try items([
            [(100, "ONE ONE THREE SEAFOOD RESTAURANT")],
            [(20, "Qty Description"), (500, "Total TAX")],
            [(20, "1 D"), (500, "32.00 SR")],
            [(20, "Chicken Item")],
            [(20, "1 D"), (500, "4.00 SR")],
            [(20, "White Rice")],
            [(20, "1 D"), (500, "5.00 SR")],
            [(20, "Beverage")],
            [(20, "Total (Excluding GST):"), (500, "41.00")],
            [(20, "TOTAL:"), (500, "41.00")],
        ])
        #expect(found.map(\.description) == ["Chicken Item", "White Rice", "Beverage"])
        #expect(found.map(\.amount) == ["32.00", "4.00", "5.00"])
    }

    @Test func namesPrintedOverTheirNumbersKeepThemFromTheFirstItemOn() throws {
        // The first name is the last row before any amount, where the head ends.
        let found = try items([
            [(100, "Rihanna's Caribbean Restaurant")],
            [(100, "HOUSTON, TX 77072")],
            [(20, "Cashier: LeeLee")],
            [(20, "1 Curry Chicken")],
            [(600, "$10.00")],
            [(20, "1 Beef Pattie")],
            [(600, "$2.25")],
            [(20, "FF")],
            [(600, "$1.60")],
            [(20, "Subtotal"), (600, "$13.85")],
            [(20, "Tax"), (600, "$1.01")],
            [(20, "Total"), (600, "$14.86")],
        ])
        #expect(found.map(\.description) == ["Curry Chicken", "Beef Pattie", "FF"])
        #expect(found.map(\.amount) == ["10.00", "2.25", "1.60"])
    }

    @Test func aFirstNameOverItsNumbersDoesNotShiftTheOthers() throws {
        let found = try items([
            [(100, "SWEET FOREST CAFE")],
            [(20, "Description"), (300, "Qty U.price Total TAX")],
            [(20, "Smoked Duck Spaghetti")],
            [(20, "1x"), (300, "12.50"), (500, "12.50 SR")],
            [(20, "Hot Green Tea")],
            [(20, "1 x"), (300, "3.00"), (500, "3.00 SR")],
            [(20, "Total QTY: 2")],
            [(20, "Total (Excluding GST):"), (500, "15.50")],
            [(20, "TOTAL:"), (500, "15.50")],
        ])
        #expect(found.map(\.description) == ["Smoked Duck Spaghetti", "Hot Green Tea"])
        #expect(found.map(\.amount) == ["12.50", "3.00"])
    }

    @Test func summaryRowsAreNotItemsButTillWordsInANameAre() throws {
        let found = try items([
            [(100, "Blue Bear Tavern")],
            [(20, "Guests: 1")],
            [(20, "4 Reg Ketel One"), (600, "52.00")],
            [(20, "1 Hi.Chk Steak"), (600, "22.95")],
            [(20, "Chicken Item"), (600, "8.00")],
            [(20, "Taxable:"), (600, "82.95")],
            [(20, "Gross Amt :"), (600, "82.95")],
            [(20, "NET"), (600, "82.95")],
            [(20, "TAX1"), (600, "5.81")],
            [(20, "Total"), (600, "88.76")],
        ])
        #expect(found.map(\.description) == ["Reg Ketel One", "Hi.Chk Steak", "Chicken Item"])
        #expect(found.map(\.amount) == ["52.00", "22.95", "8.00"])
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
            [(100, "CHRIS'S HAMBURGERS")],
            [(20, "TAXABLE T1"), (600, "$3.09")],
            [(20, "TAX1"), (600, "$0.28")],
            [(20, "TOTAL"), (600, "$3.37")],
        ])]))
        #expect(receipt.tax == "0.28")
        #expect(receipt.items.map(\.amount) == ["3.09"])
    }

    @Test func bracketedAmountsAreInformationOrASaving() throws {
        // Toast's tills print a unit price or an add-on's price in brackets under the item it is part of.
        let found = try items([
            [(100, "BIG JO'S")],
            [(20, "PICKUP")],
            [(20, "French Fries × 2"), (600, "$5.00")],
            [(60, "($2.50 each)")],
            [(20, "HB"), (600, "$8.35")],
            [(60, "Combo, Grilled Onion ($0.75)")],
            [(20, "1 Open Food"), (600, "3.19")],
            [(20, "1 Comp Item"), (600, "($3.19)")],
            [(20, "Online Offer"), (600, "(1.35)")],
            [(20, "Subtotal"), (600, "$12.00")],
            [(20, "Total"), (600, "$12.00")],
        ])
        #expect(found.map(\.description) == ["French Fries", "HB", "Open Food", "Comp Item", "Online Offer"])
        #expect(found.map(\.amount) == ["5.00", "8.35", "3.19", "-3.19", "-1.35"])
        #expect(found[0].quantity == "2")
        #expect(found[0].unitPrice == "2.50")
        // An amount printed shorter than it reads (".50" for 0.50) ending a row after an open bracket.
        let ends = try items([
            [(100, "BIG JO'S")],
            [(20, "Fries"), (600, "3.00")],
            [(20, "Lemon ( .50")],
            [(20, "Total"), (600, "3.50")],
        ])
        #expect(ends.map(\.amount) == ["3.00", "0.50"])
    }

    @Test func aTaxCodeIsNoNameAndAMeasureIsNoAmount() throws {
        // sroie-dev 591: each item's numbers, led by its GST code, over its name; a jug's volume in its name.
        let found = try items([
            [(100, "KINGS STATIONERY SDN BHD")],
            [(20, "Description Qty Price Amount")],
            [(20, "SR 0809152"), (300, "1"), (400, "7.45"), (600, "7.45")],
            [(20, "Rhomb Scissors")],
            [(20, "3 SR 9555047307540"), (300, "1"), (400, "4.62"), (600, "4.62")],
            [(20, "LAVA Water Jug 2.25L")],
            [(20, "Total Sales Inclusive GST"), (600, "12.07")],
            [(20, "TOTAL :"), (600, "12.07")],
        ])
        #expect(found.map(\.description) == ["Rhomb Scissors", "LAVA Water Jug 2.25L"])
        #expect(found.map(\.amount) == ["7.45", "4.62"])
    }

    @Test func aTakeAwayChargeAmongTheItemsIsAnItem() throws {
        let found = try items([
            [(100, "RESTORAN WAN SHENG")],
            [(20, "Description"), (300, "Qty U.price Total TAX")],
            [(20, "Roti Steam")],
            [(20, "2x"), (300, "1.10"), (500, "2.20 SR")],
            [(20, "Take Away")],
            [(20, "2x"), (300, "0.20"), (500, "0.40 SR")],
            [(20, "Total (Excluding GST):"), (500, "2.60")],
            [(20, "TOTAL:"), (500, "2.60")],
        ])
        #expect(found.map(\.description) == ["Roti Steam", "Take Away"])
        #expect(found.map(\.amount) == ["2.20", "0.40"])
    }

    @Test func anItemCodeUnderTheNameKeepsTheNameWithIt() throws {
        // MR. D.I.Y.'s tills (sroie-dev 207, 579): the name, the item code, then the barcode and the numbers.
        let found = try items([
            [(100, "MR. D.I.Y. (M) SDN BHD")],
            [(150, "-TAX INVOICE-")],
            [(20, "MULTIPURPOSE BROOM 737P W/4FT *S")],
            [(20, "WA16 - 12")],
            [(20, "9555825905982 1 X 11.23"), (600, "11.23")],
            [(20, "HOSE PUMP C88351# *S")],
            [(20, "KE23-33-53 - 12/120")],
            [(20, "9064422 2 X 1.50"), (600, "3.00")],
            [(20, "Total Incl. GST"), (600, "14.23")],
        ])
        #expect(found.map(\.description) == ["MULTIPURPOSE BROOM 737P W/4FT *S WA16 - 12",
                                              "HOSE PUMP C88351# *S KE23-33-53 - 12/120"])
        #expect(found.map(\.amount) == ["11.23", "3.00"])
    }

    @Test func aCountFoundByThePriceLeavesTheName() throws {
        let found = try items([
            [(100, "ZOCA RESTAURANT")],
            [(20, "Table: 31/2 Guests: 5")],
            [(20, "2 Sandia Margarita (@13.00/ea)"), (600, "26.00")],
            [(20, "1 Mole Enchilada"), (600, "19.00")],
            [(20, "2 x Apples @ 0.45"), (600, "0.90")],
            [(20, "Sub-total"), (600, "45.90")],
            [(20, "TOTAL"), (600, "45.90")],
        ])
        #expect(found.map(\.description) == ["Sandia Margarita", "Mole Enchilada", "Apples"])
        #expect(found.map(\.quantity) == ["2", "1", "2"])
        #expect(found[0].unitPrice == "13.00")
        // The same count before a multiplication sign (a till's, or OCR's reading of the "x").
        let signed = try items([
            [(100, "THE CORNER PANTRY")],
            [(20, "2 × Apples @ 0.45"), (600, "0.90")],
            [(20, "Oat milk 1L"), (600, "1.75")],
            [(20, "TOTAL"), (600, "2.65")],
        ])
        #expect(signed.map(\.description) == ["Apples", "Oat milk 1L"])
        #expect(signed.first?.quantity == "2")
    }

    /// A curled photo (receipt-photos-dev 1162): the prices drift a row above their names, so the rows pair the
    /// order type with the first price and each name with the next one's, and the tenth name has none. Moved
    /// back a row, the prices add up to the subtotal.
    @Test func pricesDriftedARowAboveTheirNamesAreMovedBack() throws {
        let found = try items([
            [(200, "Juniper & Ivy")],
            [(200, "2228 Kettner Blvd")],
            [(200, "San Diego, CA 92101")],
            [(20, "Chk 4530")],
            [(20, "Dine In"), (600, "17.00")],
            [(20, "1 BUCATINI"), (600, "18.00")],
            [(20, "1 RAVIOLO"), (600, "90.00")],
            [(20, "1 BT TURNBULL NAPA"), (600, "38.00")],
            [(20, "1 HALIBUT"), (600, "12.00")],
            [(20, "1 YODEL"), (600, "10.00")],
            [(20, "1 BEEF TARTARE")],
            [(20, "1 SNAPPER"), (600, "28.00")],
            [(20, "Subtotal"), (600, "213.00")],
            [(20, "Tax"), (600, "17.04")],
            [(20, "Total"), (600, "230.04")],
        ])
        #expect(found.map(\.description) == ["BUCATINI", "RAVIOLO", "BT TURNBULL NAPA", "HALIBUT", "YODEL",
                                               "BEEF TARTARE", "SNAPPER"])
        #expect(found.map(\.amount) == ["17.00", "18.00", "90.00", "38.00", "12.00", "10.00", "28.00"])
    }

    /// The same drift the other way: each price a row below its name, the first name alone and the last price
    /// on a row of its own.
    @Test func pricesDriftedARowBelowTheirNamesAreMovedBack() throws {
        let found = try items([
            [(200, "BLUE DOOR CAFE")],
            [(200, "(310) 555-0100")],
            [(20, "Check 12")],
            [(20, "1 LATTE"), (600, "4.50")],
            [(20, "1 SCONE")],
            [(20, "1 OMELETTE"), (600, "3.25")],
            [(20, "1 JUICE"), (600, "12.00")],
            [(600, "5.75")],
            [(20, "Subtotal"), (600, "25.50")],
            [(20, "Total"), (600, "25.50")],
        ])
        #expect(found.map(\.description) == ["LATTE", "SCONE", "OMELETTE", "JUICE"])
        #expect(found.map(\.amount) == ["4.50", "3.25", "12.00", "5.75"])
    }

    /// Items that add up as read are left alone, even when a name has no price.
    @Test func itemsThatAddUpAreNotMoved() throws {
        let found = try items([
            [(200, "BLUE DOOR CAFE")],
            [(200, "(310) 555-0100")],
            [(20, "1 LATTE"), (600, "4.50")],
            [(20, "NO FOAM")],
            [(20, "1 SCONE"), (600, "3.25")],
            [(20, "Subtotal"), (600, "7.75")],
            [(20, "Total"), (600, "7.75")],
        ])
        #expect(found.map(\.amount) == ["4.50", "3.25"])
    }

    /// A Malaysian till's layout (sroie-dev 267, 387, 405): an item code, the name, the price after "RM", and
    /// under it the count and the unit price when more than one was bought. The count row is the item's
    /// breakdown, not an item; the code is not a count; "RM" is not part of the name.
    @Test func aCountAndUnitPriceRowUnderAnItemIsItsBreakdown() throws {
        let found = try items([
            [(200, "99 SPEED MART S/B (519537-X)")],
            [(200, "42100 KLANG, SELANGOR")],
            [(20, "08:25PM 559843 03-02-16")],
            [(20, "261 HELANG MINYAK MASAK SKG"), (500, "RM48.70 z")],
            [(40, "02 X RM 24.35")],
            [(20, "8038 JASMINE SUPER S SPECIA"), (500, "RM29.90 z")],
            [(20, "086 GREENLINK BIOTECH BRIKE"), (500, "RM8.40 s")],
            [(20, "265 LEE KUM KEE SOS TIRAM C"), (500, "RM22.80 s")],
            [(40, "@3 X RM 7.60")],
            [(20, "Total Sales (Inclusive GST)"), (500, "RM 109.80")],
            [(20, "CASH"), (500, "RM 110.00")],
            [(20, "CHANGE"), (500, "RM .20")],
        ])
        #expect(found.map(\.description) == ["261 HELANG MINYAK MASAK SKG", "8038 JASMINE SUPER S SPECIA",
                                               "086 GREENLINK BIOTECH BRIKE", "265 LEE KUM KEE SOS TIRAM C"])
        #expect(found.map(\.amount) == ["48.70", "29.90", "8.40", "22.80"])
        #expect(found.map(\.quantity) == ["2", nil, nil, "3"])
        #expect(found.map(\.unitPrice) == ["24.35", nil, nil, "7.60"])
    }

    /// A count printed first divides the price into whole cents ("2 rice 3.98"); "7 UP" is a drink.
    @Test func aLeadingNumberIsACountOnlyWhenItDividesThePrice() throws {
        let found = try items([
            [(200, "BLUE DOOR CAFE")],
            [(200, "(310) 555-0100")],
            [(20, "2 rice"), (600, "3.98")],
            [(20, "7 UP"), (600, "3.25")],
            [(20, "Subtotal"), (600, "7.23")],
            [(20, "Total"), (600, "7.23")],
        ])
        #expect(found.map(\.description) == ["rice", "7 UP"])
        #expect(found.map(\.quantity) == ["2", nil])
        #expect(found.map(\.unitPrice) == ["1.99", nil])
    }

    /// A till that prints a mark after every price (receipt-photos-dev 1026): OCR reads some marks as a dash, which
    /// makes those prices negative, glues one on as a digit ("$0.991"), and reads the tax's as a dash too. Read
    /// positive and unglued, the items and the tax make the total.
    @Test func marksAfterPricesThatMakeThemAddUpAreNoMinusOrDigit() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "CHRIS'S HAMBURGERS")],
            [(200, "Ph(323)562-4125")],
            [(20, "TAXABLE T1 $21.49-<")],
            [(20, "TAXABLE T1 $0.50")],
            [(20, "TAXABLE T1 $7.89-")],
            [(20, "TAXABLE T1 $0.991")],
            [(20, "TAX1 $2.71-")],
            [(20, "TOTAL $33.58")],
            [(20, "CASH $33.58")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.tax == "2.71")
        #expect(receipt.items.map(\.amount) == ["21.49", "0.50", "7.89", "0.99"])
        #expect(receipt.confidence["items"] == 0.9)
    }

    /// A dash after a price that takes it off is kept when the items add up so ("COUPON 1.00-").
    @Test func aTrailingMinusThatAddsUpIsKept() throws {
        let found = try items([
            [(200, "CORNER MARKET")],
            [(200, "(310) 555-0199")],
            [(20, "MILK"), (600, "3.49")],
            [(20, "BREAD"), (600, "2.51")],
            [(20, "COUPON"), (600, "1.00-")],
            [(20, "SUBTOTAL"), (600, "5.00")],
            [(20, "TOTAL"), (600, "5.00")],
        ])
        #expect(found.map(\.amount) == ["3.49", "2.51", "-1.00"])
    }

    /// An S read for a 5 and a dash for the point in prices that then add up (receipt-photos-dev 1062's "3.2S",
    /// "3-75"); a bent price that does not make the sum is not read.
    @Test func bentPricesAreReadWhenTheyMakeTheSum() throws {
        func found(subtotal: String, total: String) throws -> [ReceiptItem] {
            try items([
                [(200, "MARIANACCI'S")],
                [(200, "RESTAURANT")],
                [(20, "PREM WHITE 10.75")],
                [(20, "7 UP 3.2S")],
                [(20, "DIET SDA 3-75")],
                [(20, "SUBTOTAL " + subtotal)],
                [(20, "TAX 1.24")],
                [(20, "TOTAL " + total)],
            ])
        }
        #expect(try found(subtotal: "17.75", total: "18.99").map(\.amount) == ["10.75", "3.25", "3.75"])
        #expect(try found(subtotal: "18.75", total: "19.99").map(\.amount) == ["10.75"])
    }

    /// A dollar sign read as a 5 that makes one price dearer than the whole bill (receipt-photos-dev 1006).
    @Test func aDollarSignReadAsAFiveIsTakenOffAPriceOverTheTotal() throws {
        let found = try items([
            [(200, "Akira")],
            [(200, "518-434-8880")],
            [(20, "Hi.Chk Steak(K) 522.95")],
            [(20, "Sushi Deluxe $20.75")],
            [(20, "Glenmont Roll $15.95")],
            [(20, "Total: $64.00")],
        ])
        #expect(found.map(\.amount) == ["22.95", "20.75", "15.95"])
    }

    /// The bends `ReceiptItemMending.bentPrice` undoes, and what it leaves: a price printed plainly (read already),
    /// a date, a word that is no price.
    @Test func bentPricesAsOCRBendsThem() {
        let read = { (text: String) in ReceiptItemMending.bentPrice(in: text)?.text }
        #expect(read("TAXABLE T1 $0.991") == "0.99")
        #expect(read("CHEESE BURGER 14.501") == "14.50")
        #expect(read("7 UP 3.2S") == "3.25")
        #expect(read("DIET SDA 3-75") == "3.75")
        #expect(read("Sub/Tt1 31:24") == "31.24")
        #expect(read("Pasta 12.5O") == "12.50")
        #expect(read("Pasta 12.50") == nil)
        #expect(read("Date 2018-04-27") == nil)
        #expect(read("SIZE 3-75X") == nil)
        #expect(read("14.502") == nil)
    }
}
