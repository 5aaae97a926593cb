@testable import FolioDetect
import FolioModel
import Testing

/// Receipts whose foot is labelled in German, French, Spanish and Dutch, typeset here as OCR would hand them over
/// (no such receipt is among `../shared/data`'s: these are tests, not evidence).
@Suite struct ReceiptLanguagesTests {
    func receipt(_ region: String, _ rows: [[(x: Double, text: String)]]) throws -> Receipt {
        try #require(ReceiptReader(options: DetectionOptions(region: region)).receipt(from: [ReceiptPage.page(rows)]))
    }

    @Test func aGermanReceipt() throws {
        let receipt = try receipt("DE", [
            [(200, "Bäckerei Müller GmbH")],
            [(200, "Hauptstraße 12")],
            [(200, "10115 Berlin")],
            [(200, "Telefon 030 1234567")],
            [(20, "Datum: 24.12.2018"), (400, "Uhrzeit: 14:05")],
            [(20, "Brezel"), (600, "1,20")],
            [(20, "Kaffee"), (600, "2,80")],
            [(20, "Zwischensumme"), (600, "4,00")],
            [(20, "MwSt 7%"), (600, "0,26")],
            [(20, "Summe EUR"), (600, "4,00")],
            [(20, "Gegeben Bar"), (600, "5,00")],
            [(20, "Rückgeld"), (600, "1,00")],
        ])
        #expect(receipt.merchant == "Bäckerei Müller GmbH")
        #expect(receipt.total == "4.00" && receipt.subtotal == "4.00" && receipt.tax == "0.26")
        #expect(receipt.date == "2018-12-24" && receipt.time == "14:05")
        #expect(receipt.currency == "EUR")
        #expect(receipt.items.map(\.description) == ["Brezel", "Kaffee"])
        #expect(receipt.paymentMethod == "cash")
    }

    @Test func aFrenchReceiptPaidByCard() throws {
        let receipt = try receipt("FR", [
            [(200, "CAFE DE LA GARE")],
            [(200, "3 rue de la Gare")],
            [(200, "75010 Paris")],
            [(20, "2 Croissant"), (600, "3,00")],
            [(20, "Cafe creme"), (600, "2,50")],
            [(20, "Total HT"), (600, "5,00")],
            [(20, "TVA 10%"), (600, "0,50")],
            [(20, "Total TTC"), (600, "5,50")],
            [(20, "Carte bancaire"), (600, "5,50")],
        ])
        #expect(receipt.total == "5.50" && receipt.subtotal == "5.00" && receipt.tax == "0.50")
        #expect(receipt.items.map(\.amount) == ["3.00", "2.50"])
        #expect(receipt.paymentMethod == "card")
    }

    @Test func spanishAndDutchFeet() throws {
        let spanish = try receipt("ES", [
            [(200, "BAR LA ESQUINA")],
            [(20, "Cerveza"), (600, "2,50")],
            [(20, "Tapas"), (600, "6,00")],
            [(20, "IVA 10%"), (600, "0,77")],
            [(20, "TOTAL A PAGAR"), (600, "8,50")],
            [(20, "Efectivo"), (600, "10,00")],
            [(20, "Cambio"), (600, "1,50")],
        ])
        #expect(spanish.total == "8.50" && spanish.tax == "0.77" && spanish.paymentMethod == "cash")
        let dutch = try receipt("NL", [
            [(200, "Bakkerij de Vries")],
            [(20, "Brood"), (600, "3,10")],
            [(20, "Subtotaal"), (600, "3,10")],
            [(20, "BTW 9%"), (600, "0,26")],
            [(20, "Totaal"), (600, "3,10")],
            [(20, "Pinbetaling"), (600, "3,10")],
        ])
        #expect(dutch.total == "3.10" && dutch.subtotal == "3.10" && dutch.tax == "0.26")
        #expect(dutch.paymentMethod == "card")
    }

    /// English words that are other languages' labels stay English: "Bar" is a bar, "Order" no time label.
    @Test func englishWordsStayEnglish() throws {
        let receipt = try receipt("US", [
            [(200, "THE CORNER BAR")],
            [(20, "Order 12:45 PM  Table 4")],
            [(20, "Bar Snack"), (600, "4.00")],
            [(20, "House Red"), (600, "8.00")],
            [(20, "Subtotal"), (600, "12.00")],
            [(20, "Tax"), (600, "1.08")],
            [(20, "Total"), (600, "13.08")],
        ])
        #expect(receipt.items.map(\.description) == ["Bar Snack", "House Red"])
        #expect(receipt.total == "13.08" && receipt.time == "12:45")
    }

    /// Street names written as one word with their street ending.
    @Test func compoundStreetNames() {
        for word in ["müllerstraße", "hauptstr", "rosenweg", "keizersgracht", "vesterbrogade", "drottninggatan"] {
            #expect(AddressWords.isCompoundStreet(word), "\(word)")
        }
        for word in ["weg", "strand", "spring", "brigade", "laan"] {
            #expect(!AddressWords.isCompoundStreet(word), "\(word)")
        }
    }
}
