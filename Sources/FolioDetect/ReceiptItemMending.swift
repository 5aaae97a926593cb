import Foundation

/// Items whose prices OCR bent, read again. On a till photo the marks printed after each price ("T", "*", a tax
/// flag) come out as a dash, which makes the price negative ("$21.49-<"), or glued to the price as a digit
/// ("$0.991", "14.501"); an S stands for a 5 ("3.2S") and a dash or a colon for the point ("3-75", "31:24"); a dollar
/// sign is read as a 5 ("522.95" for "$22.95"). None of these can be told from a price as printed by the row alone,
/// so each reading is taken only when the items then add up (`addsUp`) and did not as read — the dollar sign
/// only when the 5 makes one item dearer than the whole bill.
enum ReceiptItemMending {
    /// The items read again with their prices mended — negative only by a trailing dash read as positive, then bent
    /// prices read on rows that had none, then both, then prices moved a row (`ReceiptItemRealignment`) — the
    /// first reading that adds up; nil when none does.
    static func mended(_ rows: [ReceiptRow], from start: Int, to end: Int, items: [ReceiptItemRow],
                       addsUp: ([ReceiptItemRow]) -> Bool) -> [ReceiptItemRow]? {
        if let unsigned = withoutTrailingMinus(items), addsUp(unsigned) { return unsigned }
        if let bent = withBentPrices(rows, from: start, to: end) {
            let read = ReceiptItems.read(bent, from: start, to: end)
            if addsUp(read) { return read }
            if let unsigned = withoutTrailingMinus(read), addsUp(unsigned) { return unsigned }
        }
        return ReceiptItemRealignment.realigned(rows, from: start, to: end, addsUp: addsUp)
    }

    /// `items` with the amounts that only a trailing dash made negative read as positive, or nil when none was.
    static func withoutTrailingMinus(_ items: [ReceiptItemRow]) -> [ReceiptItemRow]? {
        guard items.contains(where: \.trailingMinus) else { return nil }
        return items.map { item in
            guard item.trailingMinus, item.amount.hasPrefix("-") else { return item }
            var positive = item
            positive.amount.removeFirst()
            positive.trailingMinus = false
            return positive
        }
    }

    /// `rows` with a bent price (`bentPrice`) given to each row between `start` and `end` that names something
    /// and has no amount, or nil when no row has one.
    static func withBentPrices(_ rows: [ReceiptRow], from start: Int, to end: Int) -> [ReceiptRow]? {
        var changed = rows
        var found = false
        for i in start..<min(end, rows.count) where rows[i].amounts.isEmpty && rows[i].hasLetters {
            guard let price = bentPrice(in: rows[i].text) else { continue }
            changed[i].amounts = [price]
            found = true
        }
        return found ? changed : nil
    }

    /// The price ending `text` as OCR may bend it, a word of its own after the name: a mark glued on as a digit
    /// ("0.991" → 0.99; the third decimal a 1), an S for a 5 or an O for a 0 among the cents ("3.2S" → 3.25), a dash
    /// or a colon for the point ("3-75", "31:24"); a dollar sign before it is kept out.
    static func bentPrice(in text: String) -> RowAmount? {
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        var begin = end
        while begin > 0, scalars[begin - 1] != " " { begin -= 1 }
        guard begin > 0 else { return nil }
        var token = Array(scalars[begin..<end])
        var offset = begin
        if token.first == "$" { token.removeFirst(); offset += 1 }
        // The whole part, the point as printed or bent, two cents, and perhaps a glued 1.
        var whole = 0
        while whole < token.count, token[whole].isASCIIDigit { whole += 1 }
        guard (1...4).contains(whole), whole + 3 <= token.count, ".-:".unicodeScalars.contains(token[whole]) else { return nil }
        var cents = Array(token[(whole + 1)...])
        let glued = cents.count == 3 && cents[0].isASCIIDigit && cents[1].isASCIIDigit && cents[2] == "1"
        if glued { cents.removeLast() }
        guard cents.count == 2 else { return nil }
        let digits = cents.map { c -> Unicode.Scalar? in
            if c.isASCIIDigit { return c }
            return c == "S" || c == "s" ? "5" : (c == "O" || c == "o" ? "0" : nil)
        }
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        // A price printed plainly is read already; one bend at least.
        let bent = glued || token[whole] != "." || !cents.allSatisfy(\.isASCIIDigit)
        guard bent else { return nil }
        let units = AmountParser.trimZeros(String(String.UnicodeScalarView(token[..<whole])))
        let text = units + "." + String(String.UnicodeScalarView(digits.compactMap { $0 }))
        guard let value = Decimal(string: text) else { return nil }
        return RowAmount(value: value, text: text, start: offset)
    }

    /// `items` with a dollar sign OCR read as a 5 taken back off a price that the 5 makes larger than the whole
    /// bill ("Hi.Chk Steak(K) 522.95" among "$20.75", "$15.95", under "Total: $93.58"), or nil when no price needs
    /// it. Only where the other prices print their dollar sign (`dollarRows` of the item rows with amounts).
    static func withDollarSignsBack(_ items: [ReceiptItemRow], total: Decimal, dollarRows: Int,
                                    amountRows: Int) -> [ReceiptItemRow]? {
        guard total > 0, amountRows >= 3, dollarRows * 2 >= amountRows else { return nil }
        var changed = false
        let mended = items.map { item -> ReceiptItemRow in
            guard let value = Decimal(string: item.amount), value > total, item.amount.hasPrefix("5"),
                  let point = item.amount.firstIndex(of: "."),
                  item.amount.distance(from: item.amount.startIndex, to: point) >= 2,
                  let without = Decimal(string: String(item.amount.dropFirst())), without <= total else { return item }
            var mended = item
            mended.amount = String(item.amount.dropFirst())
            if mended.unitPrice == item.amount { mended.unitPrice = mended.amount }
            changed = true
            return mended
        }
        return changed ? mended : nil
    }
}
