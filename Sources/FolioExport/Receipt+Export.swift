import FolioModel

extension Receipt {
    /// How the bill was paid, for a reader: "cash", "card (visa, ending 2276)"; nil when not found.
    var paymentText: String? {
        guard let method = paymentMethod else { return nil }
        let card = [cardBrand, cardLast4.map { "ending \($0)" }].compactMap { $0 }
        return card.isEmpty ? method : method + " (" + card.joined(separator: ", ") + ")"
    }

    /// The fields found, in the order the exports list them, named in lower case ("merchant", "subtotal",
    /// "payment"), with whether each is an amount; the Markdown section and the XLSX sheet both show these.
    var foundFields: [(name: String, value: String, isAmount: Bool)] {
        let fields: [(String, String?, Bool)] = [
            ("merchant", merchant, false), ("address", address, false), ("phone", phone, false),
            ("date", date, false), ("time", time, false), ("currency", currency, false),
            ("subtotal", subtotal, true), ("discount", discount, true), ("tax", tax, true), ("tip", tip, true),
            ("total", total, true), ("payment", paymentText, false),
        ]
        return fields.compactMap { name, value, isAmount in value.map { (name, $0, isAmount) } }
    }
}
