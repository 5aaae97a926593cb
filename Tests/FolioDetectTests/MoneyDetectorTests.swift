@testable import FolioDetect
import Testing

@Suite struct MoneyDetectorTests {
    func amounts(_ text: String, region: String = "US", currency: String? = nil, field: Bool = false) -> [String] {
        let options = DetectionOptions(region: region, currency: currency, textIsOneField: field)
        return MoneyDetector().matches(in: ScalarText(text), options: options).map(\.value)
    }

    @Test func symbolsAndCodesBeforeOrAfter() {
        #expect(amounts("Total $12.50") == ["12.50 USD"])
        #expect(amounts("53,20 €") == ["53.20 EUR"])
        #expect(amounts("EUR 1.234,56") == ["1234.56 EUR"])
        #expect(amounts("RM 8.90 and 1,234.50 MYR") == ["8.90 MYR", "1234.50 MYR"])
        #expect(amounts("£1,500") == ["1500 GBP"])
        #expect(amounts("17 260 руб.") == ["17260 RUB"])
        // The dirham's "DH" (sroie-dev 225, a Moroccan motorway station: "56.00 DH"), settled by the region.
        #expect(amounts("Total Facture : 56.00 DH", region: "MA") == ["56.00 MAD"])
        #expect(amounts("56.00 DH", region: "AE") == ["56.00 AED"])
        #expect(amounts("56.00 DH") == ["56.00"])
        #expect(amounts("Shipped 2 DHL") == [])
    }

    @Test func theRegionSettlesTheDollar() {
        #expect(amounts("$5.00", region: "CA") == ["5.00 CAD"])
        #expect(amounts("$5.00", region: "SG") == ["5.00 SGD"])
        // Malaysian tills print "$" for the ringgit; elsewhere outside the dollar's lands it is the US dollar.
        #expect(amounts("$7.10", region: "MY") == ["7.10 MYR"])
        #expect(amounts("$7.10", region: "GB") == ["7.10 USD"])
    }

    /// A code or a country before the dollar sign names the dollar, whatever the region; a tax code or a label
    /// before it does not ("SR $5.00" on a Malaysian receipt).
    @Test func aCodeOrCountryBeforeTheSignNamesTheDollar() {
        #expect(amounts("NZD $100.70") == ["100.70 NZD"])
        #expect(amounts("CAD$1.23", region: "AU") == ["1.23 CAD"])
        #expect(amounts("AU $59.95") == ["59.95 AUD"])
        #expect(amounts("SR $5.00", region: "MY") == ["5.00 MYR"])
        #expect(amounts("TAX $1.20") == ["1.20 USD"])
        #expect(amounts("Paid in USD $3.00", region: "CA") == ["3.00 USD"])
        #expect(amounts("LARGE CUP $3.50") == ["3.50 USD"])
    }

    /// Marks of currencies that no word or code shares.
    @Test func lessCommonCurrencyMarks() {
        #expect(amounts("45 E£") == ["45 EGP"])
        #expect(amounts("1,200 KSh") == ["1200 KES"])
        #expect(amounts("2000 zl") == ["2000 PLN"])
        #expect(amounts("50 ؋") == ["50 AFN"])
        #expect(amounts("12 人民币") == ["12 CNY"])
        // No mark in a word: "zl" ends no "puzzle".
        #expect(amounts("5 puzzles").isEmpty)
    }

    @Test func negativesAndThreeDecimalCurrencies() {
        #expect(amounts("-$44.99") == ["-44.99 USD"])
        #expect(amounts("Refund (12.50 EUR)") == ["-12.50 EUR"])
        #expect(amounts("1.500 KWD") == ["1.500 KWD"])
        #expect(amounts("1.500 EUR") == ["1500 EUR"])
    }

    @Test func bareNumbersNeedAMoneyWordOrAField() {
        #expect(amounts("Total 12.50", currency: "MYR") == ["12.50 MYR"])
        #expect(amounts("Qty 3 page 12") == [])
        #expect(amounts("12.50") == [])
        #expect(amounts("12.50", field: true) == ["12.50"])
        #expect(amounts("Pris från 172 kr", region: "SE", field: true) == ["172 SEK"])
    }

    @Test func identifiersAndFiguresInTablesAreNotAmounts() {
        #expect(amounts("Route TL05 and Cop12") == [])
        // Only the number right after the money word is cued; the rest of a statistics row is not money.
        #expect(amounts("Rate 5.43 5.59 3.94") == [])
        #expect(amounts("Total 5.43 5.59", currency: "EUR") == ["5.43 EUR"])
        // A unit between the money word and the number keeps the cue; a count's word does not (sroie-dev 351).
        #expect(amounts("Total inc 5.43", currency: "EUR") == ["5.43 EUR"])
        #expect(amounts("Total Qty: 39.00", currency: "MYR") == [])
        // A money word's qualifier in brackets, or "Rounded", labels the amount still (sroie-dev 393, a
        // McDonald's till: "TakeOut Total (incl GST)", "Total Rounded").
        #expect(amounts("TakeOut Total (incl GST) 28.20", currency: "MYR") == ["28.20 MYR"])
        #expect(amounts("Total Rounded 28.20", currency: "MYR") == ["28.20 MYR"])
        #expect(amounts("Qty (pcs) 28.20", currency: "MYR") == [])
        #expect(amounts("56,000 تومان", field: true) == ["56000 IRR"])
        // "SR" marks a standard-rated tax line on receipts; a long ungrouped number is a reference.
        #expect(amounts("32.00 SR") == [])
        #expect(amounts("Ref RM 100100000035") == [])
    }

    @Test func datesAndTimesAreNotAmounts() {
        #expect(amounts("12/25/2018 $3").count == 1)
        #expect(amounts("at 10:30 EUR").isEmpty)
    }
}
