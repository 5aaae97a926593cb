@testable import FolioDetect
import FolioModel
import Testing

/// Receipts typeset as OCR would hand them over: one `Line` per printed run, labels and amounts apart.
enum ReceiptPage {
    static func page(_ rows: [[(x: Double, text: String)]]) -> Page {
        var lines: [Line] = []
        for (r, row) in rows.enumerated() {
            for cell in row {
                let y = 40.0 + Double(r) * 30
                let words = cell.text.split(separator: " ").enumerated().map { i, w in
                    Word(text: String(w), box: Box(x: cell.x + Double(i) * 60, y: y, width: 55, height: 20), confidence: 0.99)
                }
                let width = Double(words.count) * 60
                lines.append(Line(text: cell.text, box: Box(x: cell.x, y: y, width: width, height: 20), confidence: 0.99,
                                  words: words))
            }
        }
        return Page(index: 0, width: 800, height: 40 + rows.count * 30 + 40, dpi: 200, textSource: .ocr,
                    transcript: "", confidence: 0.99, lines: lines, paragraphs: [])
    }

    static let grocery = page([
        [(200, "SUNRISE GROCERY SDN BHD (123456-X)")],
        [(200, "NO 12, JALAN MERANTI 3,")],
        [(200, "TAMAN BUKIT INDAH,")],
        [(200, "81200 JOHOR BAHRU, JOHOR")],
        [(200, "TEL: 07-355 1234")],
        [(250, "TAX INVOICE")],
        [(20, "DATE: 25/12/2018"), (400, "TIME: 14:05")],
        [(20, "MILO 1KG"), (300, "2 X 12.50"), (600, "25.00")],
        [(20, "BREAD WHITE"), (600, "3.90")],
        [(20, "EGGS GRADE A"), (600, "11.95")],
        [(20, "SUB TOTAL"), (600, "40.85")],
        [(20, "SST 6%"), (600, "2.45")],
        [(20, "ROUNDING"), (600, "0.00")],
        [(20, "TOTAL"), (600, "43.30")],
        [(20, "CASH"), (600, "50.00")],
        [(20, "CHANGE"), (600, "6.70")],
        [(200, "THANK YOU, PLEASE COME AGAIN")],
    ])
}

@Suite struct ReceiptReaderTests {
    let reader = ReceiptReader(options: DetectionOptions(region: "MY"))

    /// A logo read as text ("EIGHT OUNCE" / "COFFEE") over the name as printed, with the branch run on after it
    /// (sroie-dev 411): the merchant is the printed name up to its company form; the branch is not the address.
    @Test func theNamePrintedUnderALogoIsTheMerchant() throws {
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
            [(250, "OZ")],
            [(200, "EIGHT OUNCE")],
            [(220, "COFFEE")],
            [(100, "EIGHT OUNCE COFFEE CO. THE GARDENS MALL")],
            [(100, "F.K06, First Floor, The Gardens Mall,")],
            [(100, "59200 Kuala Lumpur.")],
            [(100, "GST No. 002063339520")],
            [(20, "Date: 24-05-2018 4:29 PM")],
            [(20, "Flat White"), (600, "11.00")],
            [(20, "Total"), (600, "11.00")],
        ])]))
        #expect(receipt.merchant == "EIGHT OUNCE COFFEE CO.")
        #expect(receipt.address == "F.K06, First Floor, The Gardens Mall, 59200 Kuala Lumpur.")
    }

    /// A company number whose bracket OCR read as a letter ("CCo. No. 11382!.-W)", sroie-dev 153) is no address.
    @Test func aCompanyNumberWithItsBracketMisreadIsNoAddress() throws {
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "POPULAR BOOK")],
            [(200, "CO. (M) SDN BHD")],
            [(200, "CCo. No. 11382!.-W)")],
            [(200, "No 8, Jalan 7/118B, Desa Tun Razak")],
            [(200, "56000 Kuala Lumpur, Malaysia")],
            [(200, "Tel : 017-7765076")],
            [(20, "CORR.PEN ZLI-W"), (600, "7.65")],
            [(20, "Total"), (600, "7.65")],
        ])]))
        #expect(receipt.merchant == "POPULAR BOOK CO. (M) SDN BHD")
        #expect(receipt.address == "No 8, Jalan 7/118B, Desa Tun Razak 56000 Kuala Lumpur, Malaysia")
        #expect(ReceiptHeader.endsWithCompanyNumber("(CO. NO. 113821-W)"))
        #expect(!ReceiptHeader.endsWithCompanyNumber("No 8, Jalan 7/118B"))
    }

    /// A promotion printed above the name (receipt-photos-dev 1002) is not the merchant, and the store's number
    /// after the name is not part of it.
    @Test func aPromotionAboveTheNameIsNotTheMerchant() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
            [(100, "For a Chance to WIN")],
            [(100, "See Back of Receipt")],
            [(100, "Survey Code: 0279-403-2211-1303")],
            [(100, "(Diganos en Espanol )")],
            [(100, "$500 CASH GIVEAWAY ON BACK")],
            [(100, "Taco Bell 017314")],
            [(100, "7230 Pendleton Pike")],
            [(100, "Lawrence, IN 46226")],
            [(100, "(317)541-1897")],
            [(20, "1 Power Veg Bowl"), (600, "4.99")],
            [(20, "Total"), (600, "4.99")],
        ])]))
        #expect(receipt.merchant == "Taco Bell")
        #expect(receipt.address == "7230 Pendleton Pike Lawrence, IN 46226")
    }

    /// "HP" labels a hand phone's number on Malaysian receipts; a row without the number ("HP Pho Ga",
    /// receipt-photos-dev 1012) is a name, and a row with one ("HP: 012-345 6789") is not.
    @Test func aNameStartingAsAPhonesLabelIsTheMerchant() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "US"))
        func merchant(_ head: String) throws -> String? {
            try #require(reader.receipt(from: [ReceiptPage.page([
                [(100, "#14")],
                [(100, head)],
                [(100, "8930 Mission Dr. #102")],
                [(100, "Rosemead,CA 91770")],
                [(20, "1 Pho Ga (Small)"), (600, "8.00")],
                [(20, "Total"), (600, "8.00")],
            ])])).merchant
        }
        #expect(try merchant("HP Pho Ga") == "HP Pho Ga")
        #expect(try merchant("HP: 012-345 6789") == nil)
    }

    /// A guest check's pad prints its boxes above the shop's stamp (receipt-photos-dev 1080): the name is the row
    /// over the address below them; without an address under it, a row there is no name.
    @Test func aNameUnderAGuestChecksBoxesIsTheMerchantOverItsAddress() throws {
        func receipt(_ under: String) throws -> Receipt {
            try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
                [(100, "GUEST 0741060")],
                [(100, "Guests Server")],
                [(100, "Table")],
                [(100, "Newark Buffet")],
                [(100, under)],
                [(20, "1 Buffet"), (600, "12.99")],
                [(20, "Total"), (600, "12.99")],
            ])]))
        }
        let stamped = try receipt("35201 Newark Blvd. #W Newark CA 94560")
        #expect(stamped.merchant == "Newark Buffet")
        #expect(stamped.address == "35201 Newark Blvd. #W Newark CA 94560")
        #expect(try receipt("Lunch special").merchant == nil)
    }

    /// A receipt whose name is only in its logo (receipt-photos-dev 1060, 1096) still has its address read off
    /// its head, less sure; the till's fields under it are no part of it.
    @Test func aReceiptNamedOnlyInItsLogoHasItsAddress() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
            [(100, "223 N. Citrus Ave")],
            [(100, "Covina, CA 91723")],
            [(100, "Check:208774")],
            [(100, "Server:Ryan")],
            [(20, "2 Bohemia"), (600, "16.00")],
            [(20, "Total"), (600, "16.00")],
        ])]))
        #expect(receipt.merchant == nil)
        #expect(receipt.address == "223 N. Citrus Ave Covina, CA 91723")
        #expect(receipt.confidence["address"] == 0.5)
    }

    /// A logo's name over a row saying what the business is (receipt-photos-dev 1058, 1062): the merchant is
    /// both; an owner's name over a sole trader's "ENTERPRISE" (sroie-dev 003) is not part of it.
    @Test(arguments: [
        ([["Caldera"], ["BREWERY"], ["&"], ["RESTAURANT"]], "Caldera BREWERY & RESTAURANT"),
        ([["MARIANACCI'S"], ["RESTAURANT"]], "MARIANACCI'S RESTAURANT"),
        ([["TAN WOON YANN"], ["YONGFATT ENTERPRISE"]], "YONGFATT ENTERPRISE"),
    ])
    func aNameOverWhatTheBusinessIsIsTheMerchant(head: [[String]], merchant: String) throws {
        let rows = head.map { [(x: 200.0, text: $0[0])] } + [
            [(200, "590 Clover Lane")],
            [(200, "Ashland, OR 97520")],
            [(20, "Fries"), (600, "4.00")],
            [(20, "Total"), (600, "4.00")],
        ]
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US"))
            .receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.merchant == merchant)
        #expect(receipt.address == "590 Clover Lane Ashland, OR 97520")
    }

    /// A service charge the house adds (receipt-photos-dev 1022) is the tip when the total includes it; it is
    /// never the tax.
    @Test func aServiceChargeTheTotalIncludesIsTheTip() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
            [(200, "NEW ASIA BUFFET")],
            [(200, "(818) 555-0100")],
            [(20, "WEEKDAY DINNER"), (600, "$29.88")],
            [(20, "SUBTOTAL:"), (600, "29.88")],
            [(20, "15% SERVICE CHARGE:"), (600, "4.48")],
            [(20, "Tax(8.75%):"), (600, "3.01")],
            [(20, "TOTAL:"), (600, "37.37")],
            [(20, "CASH:"), (600, "100.00")],
            [(20, "CHANGE"), (600, "62.63")],
        ])]))
        #expect(receipt.subtotal == "29.88" && receipt.tax == "3.01" && receipt.total == "37.37")
        #expect(receipt.tip == "4.48")
    }

    /// "Total Taxes" is the tax, not a total (receipt-photos-dev 1076).
    @Test func totalTaxesIsTheTax() throws {
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
            [(200, "PARADISE RESTAURANT")],
            [(20, "Fish Plate"), (600, "$20.00")],
            [(20, "Subtotal"), (600, "$20.00")],
            [(20, "Total Taxes"), (600, "$2.18")],
            [(20, "Automatic Gratuity"), (600, "$3.60")],
            [(20, "Grand Total"), (600, "$25.78")],
        ])]))
        #expect(receipt.tax == "2.18" && receipt.tip == "3.60" && receipt.total == "25.78")
    }

    /// A card slip printed over the items names the card, its brand and the last four digits of its masked
    /// number (receipt-photos-dev 1038); cash that gives change paid the bill, whatever the footer accepts.
    @Test func howTheBillWasPaid() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "US"))
        let slip = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "CAFE CRUMBS")],
            [(20, "Card Type: VISA")],
            [(20, "Acct #: XXXXXXXXXXXX3862")],
            [(20, "Card Entry: SWIPED")],
            [(20, "Pancakes"), (600, "9.00")],
            [(20, "Coffee"), (600, "3.00")],
            [(20, "Subtotal"), (600, "12.00")],
            [(20, "Tax"), (600, "0.96")],
            [(20, "Total"), (600, "12.96")],
        ])]))
        #expect(slip.paymentMethod == "card" && slip.cardBrand == "visa" && slip.cardLast4 == "3862")
        #expect(slip.confidence["paymentMethod"] == 0.9)

        let cash = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "HOME MASTER HARDWARE")],
            [(20, "NAME CARD")],
            [(20, "1"), (600, "48.00")],
            [(20, "Chocolate Chip Cookie"), (600, "2.00")],
            [(20, "Total"), (600, "50.00")],
            [(20, "Cash"), (600, "60.00")],
            [(20, "Change"), (600, "10.00")],
            [(20, "We accept Visa, Mastercard and Amex")],
        ])]))
        #expect(cash.paymentMethod == "cash" && cash.cardBrand == nil && cash.cardLast4 == nil)

        // A till's tender row names no method.
        let tender = try #require(ReceiptReader(options: DetectionOptions(region: "MY")).receipt(from: [ReceiptPage.page([
            [(200, "99 SPEED MART S/B")],
            [(20, "LIFEBUOY COOL FRESH"), (600, "13.98")],
            [(20, "TOTAL SALES"), (600, "13.98")],
            [(20, "CREDIT RM"), (600, "13.98")],
            [(20, "CHANGE RM"), (600, ".00")],
        ])]))
        #expect(tender.paymentMethod == nil)
    }

    /// A card slip whose tip and total are left for the pen is a receipt: a masked card number and an amount
    /// (receipt-photos-dev 1164). A letter naming a visa and its fee is not.
    @Test func aCardSlipWithItsTotalLeftBlankIsAReceipt() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "US"))
        let slip = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "Golden Pear Cafe")],
            [(20, "Date: Aug06'15 11:01AM")],
            [(20, "Card Type: Visa")],
            [(20, "Acct #: xxXXXXXXXXXX1779")],
            [(20, "Subtotal:"), (600, "22.70")],
            [(20, "Tip:")],
            [(20, "Total:")],
        ])]))
        #expect(slip.subtotal == "22.70" && slip.total == nil)
        #expect(slip.paymentMethod == "card" && slip.cardBrand == "visa" && slip.cardLast4 == "1779")
        let letter = reader.receipt(from: [ReceiptPage.page([
            [(20, "Dear applicant,")],
            [(20, "Your visa application fee of"), (600, "$160.00")],
            [(20, "is due before your appointment.")],
        ])])
        #expect(letter == nil)
    }

    @Test(arguments: [
        ("Acct:XXXXXXXX2276", "2276"), ("MASTERCARD ***6170", "6170"), ("Visa 0642 (Chip)", "0642"),
        ("Card#:**********2931", "2931"), ("{4553 8800 9593 0119} VISA :", "0119"), ("Visa ending in 1234", "1234"),
        ("***0901***", nil), ("VISA 1234.56", nil), ("Check: 1082", nil), ("Auth Code: 071410", nil),
        ("PAID BY: CC*7185:RM111.90", "7185"), ("ACC*1234", nil), ("Table*1234", nil),
    ] as [(String, String?)])
    func theLastFourDigitsOfACardNumber(text: String, last4: String?) {
        #expect(ReceiptPayment.last4(in: text) == last4)
    }

    /// Several subtotals that make no printed total with the tax read (its point lost: "NY State: 448") are
    /// their sum when the items come to it (receipt-photos-dev 1104); else the first stays.
    @Test func severalSubtotalsTheItemsComeTo() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "US"))
        func receipt(food: String) throws -> Receipt {
            try #require(reader.receipt(from: [ReceiptPage.page([
                [(200, "DON JUAN MEXICAN RESTAURANT")],
                [(20, "2 Red Sangria Glass"), (600, "14.00")],
                [(20, "1 #4-COMBO FAJITAS"), (600, "22.95")],
                [(20, "1 #34-BURRITO SUPREME"), (600, "14.95")],
                [(20, "Bar Subtotal:"), (600, "14.00")],
                [(20, "Food Subtotal:"), (600, food)],
                [(20, "NY State: 448")],
                [(20, "TOTAL:"), (600, "$56.38")],
            ])]))
        }
        let summed = try receipt(food: "37.90")
        #expect(summed.subtotal == "51.90" && summed.confidence["items"] == 0.9)
        #expect(try receipt(food: "36.90").subtotal == "14.00")
    }

    /// A total whose label OCR lost ("al: $42.90") is the amount under the subtotal and the tax that they make;
    /// it is no item (receipt-photos-dev 1068). An amount that they do not make stays unlabelled.
    @Test func aTotalWhoseLabelWasLostIsWhatTheSubtotalAndTaxMake() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "US"))
        func receipt(last: String) throws -> Receipt {
            try #require(reader.receipt(from: [ReceiptPage.page([
                [(200, "Cafe Eugene")],
                [(20, "Pork"), (600, "$17.00")],
                [(20, "Pancakes"), (600, "$12.00")],
                [(20, "Side Bacon"), (600, "$4.00")],
                [(20, "Subtotal:"), (600, "$33.00")],
                [(20, "Tax:"), (600, "$3.30")],
                [(20, "al:"), (600, last)],
            ])]))
        }
        let lost = try receipt(last: "$36.30")
        #expect(lost.total == "36.30" && lost.confidence["total"] == 0.65)
        #expect(lost.items.map(\.amount) == ["17.00", "12.00", "4.00"] && lost.confidence["items"] == 0.9)
        #expect(try receipt(last: "$40.00").total == nil)
    }

    /// A discount is read as the positive amount taken off, sure when with the subtotal, the tax (or none: the
    /// tax may be in the prices) and the tip it makes the total (sroie-dev 297, receipt-photos-dev 1102).
    @Test func aDiscountIsWhatTheTotalTakesOff() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "MY"))
        let coupon = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "McDONALD'S")],
            [(20, "1 MCCHICKEN"), (600, "14.30")],
            [(20, "1 COKE"), (600, "7.30")],
            [(20, "Sub-Total"), (600, "21.60")],
            [(20, "Coupon Discount"), (600, "9.20")],
            [(20, "Grand Total"), (600, "12.40")],
            [(20, "Payment"), (600, "12.50")],
            [(20, "Change Due"), (600, "0.10")],
            [(20, "*6% GST Included"), (600, "0.70")],
        ])]))
        #expect(coupon.subtotal == "21.60" && coupon.total == "12.40")
        #expect(coupon.discount == "9.20" && coupon.confidence["discount"] == 0.9)
        #expect(coupon.items.map(\.amount) == ["14.30", "7.30"] && coupon.confidence["items"] == 0.9)

        // Printed negative, and again as a saving under the total.
        let lunch = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [ReceiptPage.page([
            [(200, "OM INDIAN FOOD")],
            [(20, "Vegetable Biryani"), (600, "$12.95")],
            [(20, "Onion Naan"), (600, "$3.95")],
            [(20, "SUBTOTAL:"), (600, "$16.90")],
            [(20, "LUNCH DISCOUNT 50% OFF :"), (600, "-$8.45")],
            [(20, "TAX:"), (600, "$0.75")],
            [(20, "TOTAL:"), (600, "$9.20")],
            [(20, "You have saved:"), (600, "$8.45")],
        ])]))
        #expect(lunch.discount == "8.45" && lunch.tax == "0.75" && lunch.total == "9.20")
    }

    /// A discount that does not make the total is still what the till printed above it ("Discount 0.00", "Total
    /// Item Discount 0.00"), less sure; a saving printed under the total that does not make it is counted
    /// against the shelf price, not taken off this bill (sroie-dev 171); a column heading naming a discount
    /// column takes no amount from the item under it (sroie-dev 297).
    @Test func discountsThatDoNotMakeTheTotal() throws {
        let reader = ReceiptReader(options: DetectionOptions(region: "MY"))
        let zero = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "SYARIKAT PERNIAGAAN GIN KEE")],
            [(20, "LAVA Water Jug 2.25L"), (600, "52.40")],
            [(20, "Total Item Discount"), (600, "0.00")],
            [(20, "Total Sales Inclusive GST@ 0.00%"), (600, "52.40")],
            [(20, "TOTAL :"), (600, "52.40")],
        ])]))
        #expect(zero.discount == "0.00" && zero.confidence["discount"] == 0.6 && zero.total == "52.40")

        let savings = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "GUARDIAN HEALTH AND BEAUTY SDN BHD")],
            [(20, "DETTOL SOAP"), (600, "12.00")],
            [(20, "SUBTOTAL"), (600, "12.00")],
            [(20, "TOTAL (GST INCL)"), (600, "12.00")],
            [(20, "CASH"), (600, "12.00")],
            [(20, "YOUR SAVINGS FOR TODAY"), (600, "11.60")],
        ])]))
        #expect(savings.discount == nil && savings.total == "12.00")

        let heading = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "McDONALD'S")],
            [(20, "Qty Menu Desc Coupon Disc Price")],
            [(20, "1 REV (CAN) LVD1P-PS"), (600, "3.50")],
            [(20, "Sub-Total"), (600, "3.50")],
            [(20, "Grand Total"), (600, "3.50")],
        ])]))
        #expect(heading.discount == nil && heading.items.map(\.amount) == ["3.50"])
    }

    @Test func readsEveryFieldOfAReceipt() throws {
        let receipt = try #require(reader.receipt(from: [ReceiptPage.grocery]))
        #expect(receipt.merchant == "SUNRISE GROCERY SDN BHD")
        #expect(receipt.address == "NO 12, JALAN MERANTI 3, TAMAN BUKIT INDAH, 81200 JOHOR BAHRU, JOHOR")
        #expect(receipt.phone == "+6073551234")
        #expect(receipt.date == "2018-12-25")
        #expect(receipt.time == "14:05")
        #expect(receipt.currency == "MYR")
        #expect(receipt.subtotal == "40.85")
        #expect(receipt.tax == "2.45")
        #expect(receipt.total == "43.30")
    }

    /// The currency the prices are in outvotes one stray code printed first: receipt-photos-dev's 1108 had its
    /// logo read as "8Q" (a quetzal mark) above prices all in dollars, and came out in quetzales.
    @Test func thePricesCurrencyOutvotesAStrayCode() throws {
        let page = ReceiptPage.page([
            [(200, "GO MONGO")],
            [(200, "6661 STANFORD RANCH RD.")],
            [(20, "BBQ DINNER"), (600, "Q 47.15")],
            [(20, "BEVERAGE"), (600, "$4.91")],
            [(20, "SUBTOTAL"), (600, "$52.06")],
            [(20, "TOTAL"), (600, "$52.06")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [page]))
        #expect(receipt.currency == "USD")
        #expect(ReceiptReader.mostFrequent(["GTQ", "USD", "USD"]) == "USD")
        #expect(ReceiptReader.mostFrequent(["EUR", "USD"]) == "EUR")
        #expect(ReceiptReader.mostFrequent([]) == nil)
    }

    @Test func lineItemsCarryQuantityAndUnitPrice() throws {
        let receipt = try #require(reader.receipt(from: [ReceiptPage.grocery]))
        #expect(receipt.items.map(\.description) == ["MILO 1KG", "BREAD WHITE", "EGGS GRADE A"])
        #expect(receipt.items.map(\.amount) == ["25.00", "3.90", "11.95"])
        #expect(receipt.items[0].quantity == "2")
        #expect(receipt.items[0].unitPrice == "12.50")
        // The items add up to the subtotal, so they are sure.
        #expect((receipt.confidence["items"] ?? 0) >= 0.9)
    }

    @Test func aCountPrintedFirstIsTheQuantity() throws {
        let page = ReceiptPage.page([
            [(200, "DECCAN SPICE")],
            [(20, "2 rice"), (600, "3.98")],
            [(20, "1 Dal Fry"), (600, "10.99")],
            [(20, "Subtotal"), (600, "14.97")],
            [(20, "Total"), (600, "14.97")],
        ])
        let receipt = try #require(reader.receipt(from: [page]))
        #expect(receipt.items.map(\.description) == ["rice", "Dal Fry"])
        #expect(receipt.items.map(\.quantity) == ["2", "1"])
        #expect(receipt.items[0].unitPrice == "1.99")
    }

    /// A name that starts with a number, a size, a menu number or a plus keeps it; the count before it is the
    /// quantity (receipt-photos-dev's fast-food tills; sroie-dev 435's cake in inches).
    @Test func aCountBeforeANameThatStartsWithANumberIsTheQuantity() throws {
        let page = ReceiptPage.page([
            [(200, "GOLDEN BOWL")],
            [(20, "1 #1 CHKN PLATE"), (600, "9.39")],
            [(20, "1 + AVOCADO"), (600, "1.95")],
            [(20, "2 10 McNuggets"), (600, "10.58")],
            [(20, "1 1/2 AND 1/2 COMBO"), (600, "8.45")],
            [(20, "1 8\" PANDAN KAYA CAKE"), (600, "55.00")],
            [(20, "80 08112 4 0.co"), (600, "0.00")],
            [(20, "Subtotal"), (600, "85.37")],
            [(20, "Total"), (600, "85.37")],
        ])
        let receipt = try #require(reader.receipt(from: [page]))
        #expect(receipt.items.map(\.description).prefix(5) == ["#1 CHKN PLATE", "+ AVOCADO", "10 McNuggets",
                                                               "1/2 AND 1/2 COMBO", "8\" PANDAN KAYA CAKE"])
        #expect(receipt.items.map(\.quantity).prefix(5) == ["1", "1", "2", "1", "1"])
        #expect(receipt.items[2].unitPrice == "5.29")
        // A code and numbers with no word after them are no count and a name.
        #expect(receipt.items.count < 6 || receipt.items[5].quantity == nil)
    }

    /// "(2 @3.70)" after the name: the count and the unit price in brackets are not part of the name.
    @Test func aCountAndUnitPriceInBracketsLeaveTheName() throws {
        let page = ReceiptPage.page([
            [(200, "MARGARITAS")],
            [(20, "Cadillac Margarita (2 @14.00)"), (600, "28.00")],
            [(20, "Bud Light (2 @3.70)"), (600, "7.40")],
            [(20, "Subtotal"), (600, "35.40")],
            [(20, "Total"), (600, "35.40")],
        ])
        let receipt = try #require(reader.receipt(from: [page]))
        #expect(receipt.items.map(\.description) == ["Cadillac Margarita", "Bud Light"])
        #expect(receipt.items.map(\.quantity) == ["2", "2"])
        #expect(receipt.items.map(\.unitPrice) == ["14.00", "3.70"])
    }

    @Test func aModelNumberAfterACodeIsNoCurrency() throws {
        // sroie-dev 555: "PEN" before "500A" read as 500 Peruvian soles outvoted the region's ringgit.
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
            [(200, "KEDAI BUKU SDN BHD")],
            [(20, "ARTLINE WHITEBOARD MAKER PEN 500A (R")],
            [(20, "1 X 3.20"), (600, "3.20")],
            [(20, "ARTLINE WHITEBOARD MAKER PEN 500A (B")],
            [(20, "1 X 3.20"), (600, "3.20")],
            [(20, "TOTAL"), (600, "6.40")],
        ])]))
        #expect(receipt.currency == "MYR")
    }

    @Test func aBranchNumberASentenceAndATillRowAreNotTheMerchant() throws {
        // receipt-photos-dev 1090, 1170, 1078, 1130: each had the row after the name as its merchant.
        let heads: [([String], String)] = [
            (["FIVE GUYS", "STORE # CA-1661"], "FIVE GUYS"),
            (["Again.", "Buca di Beppo", "Store#0511"], "Buca di Beppo"),
            (["Tay Ho Oakland", "Please help us going Green & Save our", "resources!"], "Tay Ho Oakland"),
            (["BOA", "BAR L SvrCk: 13 13:22 12/20/17"], "BOA"),
        ]
        for (head, name) in heads {
            let receipt = try #require(reader.receipt(from: [ReceiptPage.page(head.map { [(200, $0)] } + [
                [(20, "FRIES"), (600, "3.50")],
                [(20, "TOTAL"), (600, "3.50")],
            ])]))
            #expect(receipt.merchant == name)
        }
    }

    @Test func anItemIsNoAddress() throws {
        // receipt-photos-dev 1050, 1064: no address printed; an item row or a row of store numbers is none.
        for row in ["CHEESE STEAK 10.49", "247 2 480 2152"] {
            let receipt = try #require(reader.receipt(from: [ReceiptPage.page([
                [(200, "HOLLYWOOD SPORTS BAR CAFE")],
                [(20, row)],
                [(20, "FRIES"), (600, "3.50")],
                [(20, "TOTAL"), (600, "13.99")],
            ])]))
            #expect(receipt.address == nil, "\(row)")
        }
    }

    @Test func cashAndChangeAreNeverTheTotal() throws {
        let page = ReceiptPage.page([
            [(200, "CORNER CAFE")],
            [(20, "LATTE"), (600, "4.50")],
            [(20, "CASH TENDERED"), (600, "10.00")],
            [(20, "CHANGE"), (600, "5.50")],
        ])
        let receipt = try #require(reader.receipt(from: [page]))
        // No total printed: what was paid less the change.
        #expect(receipt.total == "4.50")
    }

    @Test func theTotalThatCrossChecksWinsOverAnotherTotal() throws {
        let page = ReceiptPage.page([
            [(200, "HARDWARE ENTERPRISE")],
            [(20, "Total Sales (Inclusive of GST)"), (600, "80.90")],
            [(20, "CASH"), (600, "100.00")],
            [(20, "CHANGE"), (600, "19.10")],
            [(20, "GST SUMMARY")],
            [(20, "Total :"), (300, "76.32"), (600, "4.58")],
        ])
        let receipt = try #require(reader.receipt(from: [page]))
        #expect(receipt.total == "80.90")
        #expect((receipt.confidence["total"] ?? 0) > 0.8)
    }

    @Test func aNameOCRGluedTogetherGetsItsBusinessWordsBack() throws {
        let page = ReceiptPage.page([
            [(200, "SANYUSTATIONERYSHOP")],
            [(200, "NO. 31G&33G, JALAN SETIA INDAH X ,U13/X")],
            [(200, "40170 SETIA ALAM")],
            [(20, "PEN"), (600, "3.00")],
            [(20, "TOTAL"), (600, "3.00")],
        ])
        #expect(reader.receipt(from: [page])?.merchant == "SANYU STATIONERY SHOP")
        // A single word that happens to end in one stays whole.
        let deli = ReceiptPage.page([[(200, "PETRODELI ENTERPRISE")], [(20, "TOTAL"), (600, "3.00")]])
        #expect(reader.receipt(from: [deli])?.merchant == "PETRODELI ENTERPRISE")
    }

    @Test func aStreetRowWithoutANumberAboveThePostcodeLeadsIntoTheAddress() throws {
        // Each receipt: its head rows (centred), its item and total rows, and the address read from it.
        let cases: [(head: [String], tail: [[(x: Double, text: String)]], address: String)] = [
            (["RELAIS TOTAL OULMES", "AUTOROUTE RABAT MEKNES", "15000 KHEMISSET", "Tel.:05.22.95.66.66"],
             [[(20, "CAFE CREME"), (600, "24.00")], [(20, "TOTAL"), (600, "24.00")]],
             "AUTOROUTE RABAT MEKNES 15000 KHEMISSET"),
            // A registration number between the name and the address stays out.
            (["SUNRISE GROCERY SDN BHD", "396125-H", "NO 12, JALAN MERANTI 3,", "81200 JOHOR BAHRU"],
             [[(20, "TOTAL"), (600, "3.00")]],
             "NO 12, JALAN MERANTI 3, 81200 JOHOR BAHRU"),
            // A brand and its town, and a row repeating the name, are not the address.
            (["IKANO HANDEL SDN BHD", "IKEA ,Cheras", "No 2A Jalan Cochrane", "55100 KUALA LUMPUR"],
             [[(20, "TOTAL"), (600, "538.00")]],
             "No 2A Jalan Cochrane 55100 KUALA LUMPUR"),
            (["DOMINO'S PIZZA", "DOMINO'S PIZZA PERMAS JAYA", "NO.12, JALAN PERMAS JAYA 10,", "81750 MASAI JOHOR"],
             [[(20, "TOTAL"), (600, "21.60")]],
             "NO.12, JALAN PERMAS JAYA 10, 81750 MASAI JOHOR"),
        ]
        for (head, tail, address) in cases {
            let page = ReceiptPage.page(head.map { [(200, $0)] } + tail)
            #expect(reader.receipt(from: [page])?.address == address)
        }
    }

    /// The address of a US receipt ends at its town's row with the ZIP code, and a date printed at the right of
    /// an address row neither ends the address nor joins it (receipt-photos-dev 1014, 1136, 1140, 1162).
    @Test func anAddressEndsAtItsZipCodeAndLeavesTheDateBesideIt() throws {
        let reader = ReceiptReader(options: DetectionOptions())
        let tail: [[(x: Double, text: String)]] = [[(20, "Burger"), (600, "11.99")], [(20, "Total"), (600, "11.99")]]
        let cases: [(head: [[(x: Double, text: String)]], address: String?)] = [
            ([[(200, "Loaded Cafe")], [(200, "15700 Bellflower Blvd")], [(200, "Bellflower, CA 90706")],
              [(200, "135 Nathalie")], [(200, "1045 SAGE D")]],
             "15700 Bellflower Blvd Bellflower, CA 90706"),
            ([[(200, "The Shawarma Factory")], [(20, "14817 S. Western Ave"), (500, "Apr 10, 2019")],
              [(20, "Gardena, CA 90249"), (500, "12:34 PM")], [(200, "Vince")], [(200, "Ticket: #29"), (500, "Visa 7286")]],
             "14817 S. Western Ave Gardena, CA 90249"),
            ([[(200, "SHAKE SHACK")], [(200, "1450 S. Dixie Highway")], [(200, "Host: Nelson")]],
             "1450 S. Dixie Highway"),
            // A row of the address after the ZIP row still goes on, and a Canadian postal code ends it too.
            ([[(200, "BILLA MART")], [(200, "16725 Stony Plain Rd")], [(200, "Edmonton AB T5P 4A9")], [(200, "Vero")]],
             "16725 Stony Plain Rd Edmonton AB T5P 4A9"),
            ([[(200, "New China")], [(200, "Mesa, AZ 85205")], [(200, "1130 North Higley Rd, Suite 7")]],
             "Mesa, AZ 85205 1130 North Higley Rd, Suite 7"),
            // A date with nothing before it is no address row.
            ([[(200, "The Shawarma Factory")], [(200, "Apr 10, 2019")], [(200, "Vince")]], nil),
        ]
        for (head, address) in cases {
            let receipt = try #require(reader.receipt(from: [ReceiptPage.page(head + tail)]))
            #expect(receipt.address == address, "\(head)")
        }
    }

    /// A date stamped above the head ("PAID 1 MAR 2018") is not the sale's: the till prints its date with the time
    /// (sroie-dev 027); with no time anywhere the first date is still taken.
    @Test func theDatePrintedWithTheTimeWinsOverAStampedOne() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "PAID")], [(200, "1 MAR 2018")], [(200, "MR. D.I.Y. (M) SDN BHD")],
            [(20, "SOURING PAD"), (600, "4.80")], [(20, "TOTAL"), (600, "4.80")],
            [(20, "14-03-18 21:49 SH03 ZJ20")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.date == "2018-03-14")
        #expect(receipt.time == "21:49")
        let untimed = rows.dropLast() + [[(20, "14-03-18 SH03 ZJ20")]]
        #expect(reader.receipt(from: [ReceiptPage.page(Array(untimed))])?.date == "2018-03-01")
    }

    /// "Pay" alone is what was handed over: with no total printed, what was paid less the change is the total
    /// (sroie-dev 279); "Amount to pay" is no payment.
    @Test func whatWasPaidLessTheChangeIsTheTotalWhenNoneIsPrinted() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "KING'S CONFECTIONERY S/B")], [(20, "French Loaf"), (300, "2.40"), (600, "19.20")],
            [(20, "Rounding Adj"), (600, "0.00")], [(20, "Pay"), (600, "20.00")], [(20, "Change"), (600, "0.80")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.total == "19.20")
        #expect(receipt.items.map(\.description) == ["French Loaf"])
        let row = ReceiptRows.rows(of: [ReceiptPage.page([[(20, "Amount to pay"), (600, "19.20")]])])[0]
        #expect(ReceiptTotals.label(of: row) != .cash)
    }

    /// "Total before tip" over a blank tip line is the bill's total (receipt-photos-dev 1196); "Total before tax" is
    /// the subtotal, and so is "SUBTOT".
    @Test func theTotalBeforeATipLeftBlankIsTheTotal() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "HAVELI")], [(20, "1 TIKKA MASALA"), (600, "$20.00")], [(20, "1 PALAK PANEER"), (600, "$18.00")],
            [(20, "Subtotal"), (600, "$38.00")], [(20, "Tax"), (600, "$3.30")],
            [(20, "Total before tip:"), (600, "$41.30")], [(20, "Tip amount:")], [(20, "Total:")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.total == "41.30" && receipt.subtotal == "38.00" && receipt.tip == nil)
        for (label, expected) in [("Total before tax", ReceiptTotals.Label.subtotal), ("SUBTOT", .subtotal),
                                  ("Total before gratuity", .total)] {
            let row = ReceiptRows.rows(of: [ReceiptPage.page([[(20, label), (600, "19.20")]])])[0]
            #expect(ReceiptTotals.label(of: row) == expected, "\(label)")
        }
    }

    /// The foot's amounts a row below their labels on a tilted photo (receipt-photos-dev 1058): paired again in
    /// order, the subtotal and the tax make the total. The same foot read level is left as it is.
    @Test func totalsDriftedARowBelowTheirLabelsArePairedAgain() throws {
        let drifted: [[(x: Double, text: String)]] = [
            [(200, "Caldera")], [(200, "590 Clover Lane")],
            [(20, "Butter Noodles"), (600, "21.50")], [(20, "Mahi Mahi TACO")], [(600, "15.00")],
            [(20, "Subtotal")], [(600, "36.50")], [(20, "Tax")], [(20, "Total"), (600, "1.10")], [(600, "37.60")],
            [(20, "Balance Due")], [(600, "37.60")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(drifted)]))
        #expect(receipt.subtotal == "36.50" && receipt.tax == "1.10" && receipt.total == "37.60")
        let level: [[(x: Double, text: String)]] = [
            [(200, "Caldera")], [(200, "590 Clover Lane")],
            [(20, "Butter Noodles"), (600, "21.50")], [(20, "Mahi Mahi TACO"), (600, "15.00")],
            [(20, "Subtotal"), (600, "36.50")], [(20, "Tax"), (600, "1.10")], [(20, "Total"), (600, "37.60")],
        ]
        let read = try #require(reader.receipt(from: [ReceiptPage.page(level)]))
        #expect(read.subtotal == "36.50" && read.tax == "1.10" && read.total == "37.60")
        #expect(read.items.map(\.amount) == ["21.50", "15.00"])
    }

    /// A tax whose amount went to the total's row and the total's to the row under it (receipt-photos-dev 1018's
    /// "Amount Due .17" over "$2.17"): the cash less the change says which pairing holds. A row misread as a label
    /// ("Med Tots") does not make a small sum the total.
    @Test func theCashAndChangeTellADriftedTotal() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "IN-N-OUT BURGER")], [(20, "HAMB"), (600, "2.00")], [(20, "TAX 8.25%")],
            [(20, "Amount Due"), (600, ".17")], [(600, "$2.17")], [(20, "Cash Tender")], [(20, "Change"), (600, "$3.00")],
            [(20, "THANK YOU"), (600, "$.83")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.total == "2.17" && receipt.tax == "0.17")
        let tots: [[(x: Double, text: String)]] = [
            [(200, "SONIC")], [(20, "1 Prem Dog Combo"), (600, "5.09")], [(20, "Med Tots")],
            [(20, "Subtotal:"), (600, "11.88")], [(20, "Tax"), (600, "1.19")], [(20, "Total Due:"), (600, "13.07")],
            [(20, "You Saved..."), (600, "1.86")],
        ]
        let sonic = try #require(reader.receipt(from: [ReceiptPage.page(tots)]))
        #expect(sonic.total == "13.07" && sonic.subtotal == "11.88" && sonic.tax == "1.19")
    }

    /// The "Total" row of a GST summary (the amount, then its tax) is no total: sroie-dev 381 came out as 6.33, the
    /// summary's tax, for the 111.90 paid by card.
    @Test func aTaxSummarysTotalRowIsNoTotal() throws {
        let rows: [[(x: Double, text: String)]] = [
            [(200, "MTD RC AT K074"), (600, "111.90")],
            [(20, "PAID BY: CC*7185:RM111.90")],
            [(200, "GST SUMMARY")], [(20, "SR(6%)"), (400, "105.57"), (600, "6.33")],
            [(20, "TOTAL"), (400, "105.57"), (600, "6.33")],
        ]
        let receipt = try #require(reader.receipt(from: [ReceiptPage.page(rows)]))
        #expect(receipt.total == "111.90")
        // Two amounts that are no amount and its tax ("Total 3 x 4.50  13.50") still make a total.
        let counted = ReceiptPage.page([[(20, "Bread"), (600, "13.50")], [(20, "TOTAL"), (400, "4.50"), (600, "13.50")]])
        #expect(reader.receipt(from: [counted])?.total == "13.50")
    }

    /// Marks printed around the name or read off a logo are no part of it (receipt-photos-dev 1100: "** BILLA M").
    @Test func theMarksAroundANameAreLeftOut() {
        #expect(ReceiptHeader.withoutMarks("** BILLA MART") == "BILLA MART")
        #expect(ReceiptHeader.withoutMarks("- CAFE ROMA -") == "CAFE ROMA")
        #expect(ReceiptHeader.withoutMarks("BEN & JERRY'S (M) *") == "BEN & JERRY'S (M)")
        #expect(ReceiptHeader.withoutMarks("***") == "***")
        let page = ReceiptPage.page([[(200, "*** DUPLICATE")], [(200, "** BILLA MART")], [(200, "16725 Stony Plain Rd")],
                                     [(20, "Coffee"), (600, "2.00")], [(20, "Total"), (600, "2.00")]])
        #expect(ReceiptReader(options: DetectionOptions()).receipt(from: [page])?.merchant == "BILLA MART")
    }

    @Test func theTextBeforeADateAtARowsEndIsKept() {
        let options = DetectionOptions()
        var detect = options
        detect.kinds = [.date, .time, .phone]
        let detectors = DataDetectors(options: detect)
        func before(_ text: String) -> String? {
            ReceiptReader.beforeTrailingDate(text, detectors.matches(inEach: [ScalarText(text)])[0])
        }
        #expect(before("14817 S. Western Ave Apr 10, 2019") == "14817 S. Western Ave")
        #expect(before("Gardena, CA 90249 12:34 PM") == "Gardena, CA 90249")
        #expect(before("Apr 10, 2019") == nil)
        #expect(before("12 Main St") == nil)
        // A date or phone elsewhere on the row: nothing is cut.
        #expect(before("Tel 305-672-7747 Apr 10, 2019") == nil)
        #expect(before("Apr 10, 2019 Main St 12:34 PM") == nil)
    }

    @Test func aLongDocumentIsNotAReceipt() {
        let pages = (0..<6).map { _ in ReceiptPage.grocery }
        #expect(reader.receipt(from: pages) == nil)
        #expect(reader.receipt(from: Array(pages.prefix(2))) != nil)
    }

    @Test func aLetterIsNotAReceipt() {
        let page = ReceiptPage.page([
            [(20, "Dear Ms Smith,")],
            [(20, "Thank you for your letter of 3 March.")],
            [(20, "Yours sincerely")],
        ])
        #expect(reader.receipt(from: [page]) == nil)
    }
}

@Suite struct ReceiptTipTests {
    @Test func aSuggestedTipIsNoTip() throws {
        let page = ReceiptPage.page([
            [(200, "FRIENDLY DINER")],
            [(20, "Burger"), (600, "12.00")],
            [(20, "Subtotal"), (600, "12.00")],
            [(20, "Tax"), (600, "0.96")],
            [(20, "Total"), (600, "12.96")],
            [(20, "Tip 18%:"), (600, "2.16")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.total == "12.96")
        #expect(receipt.tip == nil)
    }

    @Test func aTipTheTotalIncludesIsTheTip() throws {
        let page = ReceiptPage.page([
            [(200, "FRIENDLY DINER")],
            [(20, "Subtotal"), (600, "12.00")],
            [(20, "Tax"), (600, "0.96")],
            [(20, "Tip"), (600, "2.00")],
            [(20, "Total"), (600, "14.96")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.tip == "2.00")
        #expect(receipt.total == "14.96")
    }
}

@Suite struct ReceiptTaxTests {
    @Test func aSubtotalWithTaxIsNotTheTax() throws {
        let page = ReceiptPage.page([
            [(200, "TACO PLACE")],
            [(20, "Subtotal:"), (600, "$42.90")],
            [(20, "Tax:"), (600, "$4.08")],
            [(20, "Sub w/Tax:"), (600, "$46.98")],
            [(20, "Total:"), (600, "$46.98")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.tax == "4.08")
        #expect(receipt.total == "46.98")
    }

    /// Two taxes printed one after the other add up: with the subtotal they make the total (receipt-photos-dev
    /// 1142, whose tax came out as the second alone).
    @Test func twoTaxesThatMakeTheTotalTogetherAreTheTax() throws {
        let page = ReceiptPage.page([
            [(200, "BLUE BEAR TAVERN")],
            [(20, "Sub Total"), (600, "81.00")],
            [(20, "Philly Liquor Tax"), (600, "0.60")],
            [(20, "Philly Pa Sales Tax"), (600, "1.84")],
            [(20, "TOTAL"), (600, "83.44")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.tax == "2.44")
        #expect(receipt.subtotal == "81.00")
        #expect(receipt.total == "83.44")

        // A service charge is not added to the tax (receipt-photos-dev 1046).
        let served = ReceiptPage.page([
            [(200, "ARAXI BURGER")],
            [(20, "Subtotal"), (600, "$30.60")],
            [(20, "Service Charge (18.00%)"), (600, "$6.12")],
            [(20, "Tax"), (600, "$2.14")],
            [(20, "Total"), (600, "$38.86")],
        ])
        let second = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [served]))
        #expect(second.tax == "2.14")
        #expect(second.total == "38.86")

        // A suggested gratuity under the total is left out of the sum (receipt-photos-dev 1198).
        let suggested = ReceiptPage.page([
            [(200, "STK MIAMI BEACH")],
            [(20, "SUBTOTAL"), (600, "142.00")],
            [(20, "Add-On Tax Food"), (600, "7.70")],
            [(20, "Add-On Tax Bev"), (600, "2.24")],
            [(20, "Resort Tax"), (600, "2.84")],
            [(20, "TOTAL DUE"), (600, "$154.78")],
            [(20, "18% gratuity"), (600, "$25.56")],
        ])
        let third = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [suggested]))
        #expect(third.tax == "12.78")
        #expect(third.tip == nil)
        #expect(third.total == "154.78")
    }

    /// A name OCR read as one line with the check number beside it is the merchant without it; the waiter's and
    /// the station's rows never are, nor anything below the till's fields (receipt-photos-dev 1182 came out as
    /// "Waiter 58 IRYNA P", 1196 as "STATION: 01").
    @Test func theTillsLabelsAreNotTheMerchant() throws {
        let page = ReceiptPage.page([
            [(20, "Finnegan's Way Check 822819")],
            [(20, "1344 Ocean Drive")],
            [(20, "Miami Beach Florida 33139")],
            [(20, "Tel. 305-672-7747")],
            [(20, "Table 15 Cust 1")],
            [(20, "Waiter 58 IRYNA P")],
            [(20, "1 MOJITO"), (600, "40.00")],
            [(20, "Total:"), (600, "40.00")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.merchant == "Finnegan's Way")
        #expect(receipt.address == "1344 Ocean Drive Miami Beach Florida 33139")

        // The name only in a logo: no merchant rather than a till's row.
        let logoOnly = ReceiptPage.page([
            [(20, "NAME:CHARES")],
            [(20, "CHECK# 71128.1")],
            [(20, "Closed to Credit Card")],
            [(20, "SERVER: Taj")],
            [(20, "STATION: 01")],
            [(20, "1 SALAD"), (600, "12.00")],
            [(20, "Total:"), (600, "12.00")],
        ])
        let second = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [logoOnly]))
        #expect(second.merchant == nil)
    }

    /// "Amt Due" after a gratuity is the total, not the "Sub w/Tax" before it (receipt-photos-dev 1144, whose
    /// total came out as 39.19 for 46.40).
    @Test func anAbbreviatedAmountDueIsTheTotal() throws {
        let page = ReceiptPage.page([
            [(200, "CHLOE81")],
            [(20, "Subtotal:"), (600, "$36.00")],
            [(20, "Tax:"), (600, "$3.19")],
            [(20, "Sub w/Tax:"), (600, "$39.19")],
            [(20, "Gratuity:"), (600, "$7.20")],
            [(20, "Amt Due:"), (600, "$46.40")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.total == "46.40")
        #expect(receipt.tip == "7.20")
    }

    @Test func aTaxLargerThanAThirdOfTheSubtotalIsAMisreadAmount() throws {
        let page = ReceiptPage.page([
            [(200, "TACO PLACE")],
            [(20, "Subtotal"), (600, "15.00")],
            [(20, "Tax")],
            [(600, "36.50")],
            [(20, "Total"), (600, "37.60")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.tax == nil)
    }

    /// A bar-and-restaurant receipt prints a subtotal for each ("Bar Subtotal 0.00", "Food Subtotal 37.90" beside
    /// another for 14.00): the subtotal is what, with the tax, makes the total (receipt-photos-dev 1072, 1104,
    /// 1160, whose subtotal came out as the first, 0.00 or 14.00, and whose tax was lost against 0.00).
    @Test func severalSubtotalsAddUpToTheOneThatMakesTheTotal() throws {
        let page = ReceiptPage.page([
            [(200, "DON JUAN MEXICAN RESTAURANT")],
            [(20, "1 BURRITO SUPREME"), (600, "14.95")],
            [(20, "Bar Subtotal:"), (600, "14.00")],
            [(20, "Food Subtotal:"), (600, "37.90")],
            [(20, "NY State Tax:"), (600, "4.48")],
            [(20, "Total:"), (600, "56.38")],
        ])
        let receipt = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [page]))
        #expect(receipt.subtotal == "51.90")
        #expect(receipt.tax == "4.48")
        #expect(receipt.total == "56.38")
        #expect(receipt.items.map(\.description) == ["BURRITO SUPREME"])

        let barless = ReceiptPage.page([
            [(200, "OHANA HAWAIIAN BBQ")],
            [(20, "Bar Subtotal:"), (600, "0.00")],
            [(20, "Food Subtotal:"), (600, "19.90")],
            [(20, "Tax 1:"), (600, "1.79")],
            [(20, "AMOUNT DUE:"), (600, "21.69")],
        ])
        let second = try #require(ReceiptReader(options: DetectionOptions()).receipt(from: [barless]))
        #expect(second.subtotal == "19.90")
        #expect(second.tax == "1.79")
    }
}
