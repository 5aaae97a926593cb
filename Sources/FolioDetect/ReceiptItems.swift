import Foundation

/// Line items: the rows between a receipt's head and its totals that hold a description and an amount. A
/// quantity and unit price are read when the row shows them ("2 x 3.50", "2 @ 3.50", or a count and a price
/// whose product is the amount); a row of numbers under a description row completes that item.
enum ReceiptItems {
    static func read(_ rows: [ReceiptRow], from start: Int, to end: Int) -> [ReceiptItemRow] {
        guard start < end else { return [] }
        var items: [ReceiptItemRow] = []
        var pendingDescription: String?
        for i in start..<end {
            let row = rows[i]
            if ReceiptTotals.label(of: row) != .none || ReceiptHeader.isStop(row) {
                pendingDescription = nil
                continue
            }
            guard let amount = row.amounts.last else {
                // A description waiting for its numbers on the next row.
                pendingDescription = row.hasLetters && row.text.count >= 3 ? row.text : nil
                continue
            }
            let labelText = String(String.UnicodeScalarView(row.text.unicodeScalars.prefix(row.amounts[0].start)))
            var description = cleaned(labelText)
            if description.filter(\.isLetter).count < 2, let pending = pendingDescription {
                description = pending + (description.isEmpty ? "" : " " + description)
            }
            pendingDescription = nil
            guard description.filter(\.isLetter).count >= 2 else { continue }
            var item = ReceiptItemRow(description: description, amount: amount.text)
            if row.amounts.count >= 2 {
                let unit = row.amounts[row.amounts.count - 2]
                if let q = quantity(in: row.text, before: unit.start), unit.value != 0,
                   abs(q * unit.value - amount.value) <= 0.011 {
                    item.quantity = "\(q)"
                    item.unitPrice = unit.text
                } else if unit.value != 0, amount.value != 0 {
                    let ratio = NSDecimalNumber(decimal: amount.value / unit.value).doubleValue
                    if ratio >= 1, abs(ratio - ratio.rounded()) < 0.001, ratio <= 999 {
                        item.quantity = String(Int(ratio.rounded()))
                        item.unitPrice = unit.text
                    }
                }
            } else if let q = quantity(in: row.text, before: amount.start, countFirst: true), q > 1 {
                item.quantity = "\(q)"
            }
            // The quantity was part of the description ("2 x"): drop it there.
            if item.quantity != nil { item.description = stripQuantity(item.description) }
            // "2 x Apples @ 0.45": the count and its "x" are not the description.
            var words = item.description.split(separator: " ").map(String.init)
            if words.count >= 3, Int(words[0]) != nil, ["x", "@", "X"].contains(words[1]) {
                if item.quantity == nil { item.quantity = words[0] }
                words.removeFirst(2)
                item.description = words.joined(separator: " ")
            }
            // A count printed first ("2 rice 3.98", "1 Dal Fry 10.99").
            let tokens = item.description.split(separator: " ")
            if item.quantity == nil, tokens.count >= 2, let n = Int(tokens[0]), n >= 1, n <= 999,
               tokens[1].contains(where: \.isLetter) {
                item.quantity = String(n)
                item.description = tokens.dropFirst().joined(separator: " ")
                let unit = amount.value / Decimal(n)
                if n > 1, unit * Decimal(n) == amount.value, ReceiptTotals.text(unit) != "0.00",
                   Decimal(string: ReceiptTotals.text(unit)) == unit {
                    item.unitPrice = ReceiptTotals.text(unit)
                }
            }
            items.append(item)
        }
        return items
    }

    /// The count written before `offset`: "2 x", "2 @", "x2", or a lone small integer. With `countFirst` (no
    /// unit price to check it against) only a count before its "x" or "@": "eggs x6" is a pack of six.
    static func quantity(in text: String, before offset: Int, countFirst: Bool = false) -> Decimal? {
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset)))
        let tokens = head.split(separator: " ").map(String.init)
        for (k, token) in tokens.enumerated().reversed() {
            let t = token.lowercased()
            if t == "x" || t == "@", k > 0, let n = Int(tokens[k - 1]), n > 0, n < 1000 { return Decimal(n) }
            if t.hasSuffix("x") || t.hasSuffix("@"), let n = Int(t.dropLast()), n > 0, n < 1000 { return Decimal(n) }
            if !countFirst, t.hasPrefix("x"), let n = Int(t.dropFirst()), n > 0, n < 1000 { return Decimal(n) }
            if !countFirst, let n = Int(t), n > 0, n < 100, k == tokens.count - 1 { return Decimal(n) }
            if k < tokens.count - 3 { break }
        }
        return nil
    }

    static func cleaned(_ text: String) -> String {
        var t = text.trimmingSpaces()
        while let last = t.last, ":-*$".contains(last) || last == " " { t.removeLast() }
        return t
    }

    static func stripQuantity(_ description: String) -> String {
        var tokens = description.split(separator: " ").map(String.init)
        while tokens.count > 1, let last = tokens.last?.lowercased(),
              last == "x" || last == "@" || Int(last) != nil || (last.hasSuffix("x") && Int(last.dropLast()) != nil) {
            tokens.removeLast()
        }
        return tokens.joined(separator: " ")
    }
}

/// A line item as read, before it becomes a `ReceiptItem`.
struct ReceiptItemRow {
    var description: String
    var quantity: String?
    var unitPrice: String?
    var amount: String
}
