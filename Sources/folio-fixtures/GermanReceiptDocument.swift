/// A German till receipt (a bakery in Berlin): umlauts, comma decimals, "Zwischensumme", "MwSt", "Summe EUR",
/// "Gegeben Bar" and "Rückgeld" — the foot's labels the receipt reader reads beside English ones.
enum GermanReceiptDocument {
    static func pages(measurer: TextMeasurer) -> [PageLayout] {
        let setter = ReceiptDocument.tillRoll(
            shop: "Bäckerei Sonnenkorn GmbH",
            lines: ["Müllerstraße 41", "13353 Berlin", "Telefon 030 5557 0134", "USt-IdNr. DE 123 456 789"],
            measurer: measurer)
        let body = ReceiptDocument.body
        setter.row([.init(text: "Datum: 21.11.2024", x: 0), .init(text: "14:37", x: setter.measure, anchor: .right)], body)
        setter.row([.init(text: "Kasse 1", x: 0), .init(text: "Bon 2291", x: setter.measure, anchor: .right)], body)
        setter.rule(thickness: 0.5, gap: 5)
        let items: [(String, Int)] = [
            ("Roggenbrot 750g", 420), ("2 x Brötchen", 90), ("Käsekuchen", 310), ("Milchkaffee", 330),
        ]
        for (description, price) in items {
            setter.row([.init(text: description, x: 0), .init(text: euros(price), x: setter.measure, anchor: .right)],
                       body)
        }
        setter.rule(thickness: 0.5, gap: 5)
        let total = items.reduce(0) { $0 + $1.1 }
        // Prices include 7 % VAT: the tax is 7/107 of the total.
        let tax = (total * 7 + 53) / 107
        let given = 2_000
        let summary: [(String, String, Font)] = [
            ("Zwischensumme", euros(total), body), ("MwSt 7%", euros(tax), body),
            ("Summe EUR", euros(total), .sans(12, bold: true)), ("Gegeben Bar", euros(given), body),
            ("Rückgeld", euros(given - total), body),
        ]
        for (label, amount, font) in summary {
            setter.row([.init(text: label, x: 0), .init(text: amount, x: setter.measure, anchor: .right)], font)
        }
        setter.rule(thickness: 0.5, gap: 5)
        setter.line("Vielen Dank für Ihren Einkauf!", body, align: .center)
        return setter.finish(trimHeight: true)
    }

    /// `cents` as German prices print them: "11,50".
    static func euros(_ cents: Int) -> String {
        "\(cents / 100)," + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
    }
}
