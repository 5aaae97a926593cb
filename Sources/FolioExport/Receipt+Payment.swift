import FolioModel

extension Receipt {
    /// How the bill was paid, for a reader: "cash", "card (visa, ending 2276)"; nil when not found.
    var paymentText: String? {
        guard let method = paymentMethod else { return nil }
        let card = [cardBrand, cardLast4.map { "ending \($0)" }].compactMap { $0 }
        return card.isEmpty ? method : method + " (" + card.joined(separator: ", ") + ")"
    }
}
