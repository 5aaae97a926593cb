/// A narrow till receipt: shop header, dated items with prices, subtotal, discount, total and payment.
enum ReceiptDocument {
    /// The till roll's body type.
    static let body = Font.sans(10)

    /// An 80 mm till roll with the shop's name and the `lines` under it set centred, and a rule.
    static func tillRoll(shop: String, lines: [String], measurer: TextMeasurer) -> Typesetter {
        let width = 80 / 25.4 * 72 // 80 mm till roll
        let setter = Typesetter(width: width, height: 2_000, margins: (left: 12, right: 12, top: 16, bottom: 20),
                                measurer: measurer)
        setter.leading = 1.25
        setter.line(shop, .sans(13, bold: true), align: .center)
        for line in lines { setter.line(line, body, align: .center) }
        setter.rule(thickness: 0.5, gap: 5)
        return setter
    }

    static func pages(measurer: TextMeasurer) -> [PageLayout] {
        let setter = tillRoll(shop: "THE CORNER PANTRY",
                              lines: ["12 Market Street", "Leeds LS1 6DT", "Tel 0113 496 0452", "VAT No. GB 318 5521 07"],
                              measurer: measurer)
        setter.row([.init(text: "14/03/2024", x: 0), .init(text: "10:42", x: setter.measure, anchor: .right)], body)
        setter.row([.init(text: "Till 2", x: 0), .init(text: "Receipt 0481", x: setter.measure, anchor: .right)], body)
        setter.rule(thickness: 0.5, gap: 5)
        let items: [(String, Int)] = [
            ("Sourdough loaf", 320), ("Free range eggs x6", 245), ("Oat milk 1L", 175), ("Cheddar 200g", 310),
            ("2 x Apples @ 0.45", 90), ("Coffee beans 250g", 650), ("Tomatoes 500g", 139), ("Dark chocolate", 199),
        ]
        for (description, price) in items {
            setter.row([.init(text: description, x: 0),
                        .init(text: Money.format(price), x: setter.measure, anchor: .right)], body)
        }
        setter.rule(thickness: 0.5, gap: 5)
        let subtotal = items.reduce(0) { $0 + $1.1 }
        let discount = 100
        let total = subtotal - discount
        let summary: [(String, String, Font)] = [
            ("SUBTOTAL", Money.format(subtotal), body), ("Loyalty discount", "-" + Money.format(discount), body),
            ("TOTAL", "£" + Money.format(total), .sans(12, bold: true)), ("CARD", Money.format(total), body),
        ]
        for (label, amount, font) in summary {
            setter.row([.init(text: label, x: 0), .init(text: amount, x: setter.measure, anchor: .right)], font)
        }
        setter.line("Items: \(items.count + 1)", body)
        setter.rule(thickness: 0.5, gap: 5)
        setter.line("Thank you for shopping with us!", body, align: .center)
        setter.line("www.example.com/pantry", body, align: .center)
        return setter.finish(trimHeight: true)
    }
}
