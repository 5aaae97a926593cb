import Foundation

/// Line items: the rows between a receipt's head and its totals that hold a description and an amount. A
/// quantity and unit price are read when the row shows them ("2 x 3.50", "2 @ 3.50", or a count and a price
/// whose product is the amount); a row of numbers under a description row completes that item, and so does a
/// description row under a row of numbers that has none (an item code and its price above the name, or a price
/// printed a little higher than its name on a tilted photo, which the rows then put first).
enum ReceiptItems {
    /// Where the items start: after the head (the rows before the first amount) and the merchant's name, or a row
    /// earlier when that row is the first item's name over its numbers ("1 Curry Chicken" over "$10.00").
    static func start(_ rows: [ReceiptRow], headEnd: Int, merchantRow: Int?, end: Int) -> Int {
        let start = max(headEnd, (merchantRow ?? -1) + 1)
        guard start == headEnd, headEnd < min(end, rows.count), isUnnamed(rows[headEnd]),
              !namesFollowNumbers(rows, from: headEnd, to: end) else { return start }
        let floor = merchantRow ?? -1
        let names = { (i: Int) in
            i > floor && isDescription(rows[i]) && !ReceiptHeader.isAddress(rows[i]) && !isColumnHeader(rows[i])
        }
        guard names(start - 1) else { return start }
        // An item code under the name ("EVA MEN SANDAL M1044/1 SIZE:6-10" / "WA26 - 12" / numbers).
        if isCode(rows[start - 1]), names(start - 2), !isCode(rows[start - 2]) { return start - 2 }
        return start - 1
    }

    /// An item code on a row of its own: digits and a few letters ("WA26 - 12", "KE23-33-53 - 12/120").
    static func isCode(_ row: ReceiptRow) -> Bool {
        row.text.filter(\.isLetter).count < 5 && row.text.contains(where: \.isNumber)
    }

    /// The headings of the items' columns ("RM Code", "Qty Description Total"), "Qty" as OCR may read it.
    static func isColumnHeader(_ row: ReceiptRow) -> Bool {
        let words = ReceiptWords.normalised(row.text).split(separator: " ")
        return !words.isEmpty && words.allSatisfy { columnWords.contains(String($0)) }
    }

    static let columnWords: Set<String> = ["qty", "aty", "oty", "quantity", "code", "item", "items", "description",
                                           "desc", "price", "unit", "amount", "amt", "total", "rm", "tax", "disc",
                                           "uom", "u", "s", "no"]

    static func read(_ rows: [ReceiptRow], from start: Int, to end: Int) -> [ReceiptItemRow] {
        guard start < end else { return [] }
        let namesAfter = namesFollowNumbers(rows, from: start, to: end)
        var items: [ReceiptItemRow] = []
        // Rows naming the item whose numbers come next: its name, and the item code under it if there is one
        // ("EVA MEN SANDAL M1044/1" / "WA26 - 12").
        var pendingNames: [String] = []
        var pendingAmount: (row: ReceiptRow, amount: RowAmount)?
        // The row the last item was read from.
        var lastItemRow = -1
        for i in start..<end {
            let row = rows[i]
            if !isItemRow(row) {
                pendingNames = []
                pendingAmount = nil
                continue
            }
            guard var amount = row.amounts.last else {
                // The name under its row of numbers (a size may be all of it: "10'2X3").
                if row.hasLetters, !ReceiptHeader.hasDateOrPhone(row), let (amountRow, amount) = pendingAmount {
                    let shift = row.text.unicodeScalars.count + 1
                    let merged = ReceiptRow(text: row.text + " " + amountRow.text, words: row.words + amountRow.words,
                                            amounts: amountRow.amounts.map { $0.shifted(by: shift) },
                                            label: row.label)
                    items.append(item(from: merged, amount: amount.shifted(by: shift), description: row.text))
                    lastItemRow = i
                    pendingAmount = nil
                    continue
                }
                // A row of digits alone between numbers and their name (an item code) keeps them waiting.
                if !(namesAfter && !row.hasLetters) { pendingAmount = nil }
                // A description waiting for its numbers on the next row.
                if !namesAfter, isDescription(row) {
                    pendingNames = isCode(row) && pendingNames.count == 1 ? pendingNames + [row.text] : [row.text]
                } else {
                    pendingNames = []
                }
                continue
            }
            if isBracketed(amount, in: row.text) {
                // "($2.50 each)", "Grilled Onion ($0.75)": what the item above costs or has in it, already in its
                // price; "Online Offer (8.99)": a saving, off the bill.
                pendingNames = []
                pendingAmount = nil
                guard savingWords.contains(where: { ReceiptWords.keyForm(row.label).hasWords($0) }) else { continue }
                amount = RowAmount(value: -amount.value, text: "-" + amount.text, start: amount.start)
            }
            var description = name(of: row)
            // Numbers without a name take the rows naming them, as printed (what stands before the numbers is
            // a count or a barcode).
            let named = names(description)
            if !named, !pendingNames.isEmpty { description = pendingNames.joined(separator: " ").trimmingSpaces() }
            let fromNameRows = !named && !pendingNames.isEmpty
            pendingNames = []
            pendingAmount = nil
            // The count and unit price of the item on the row above.
            if !named, lastItemRow == i - 1, let last = items.last,
               let total = Decimal(string: last.amount), let (count, unitPrice) = breakdown(row, of: total) {
                items[items.count - 1].quantity = String(count)
                items[items.count - 1].unitPrice = unitPrice
                continue
            }
            guard names(description) else {
                if namesAfter { pendingAmount = (row, amount) }
                continue
            }
            items.append(item(from: row, amount: amount, description: description, asPrinted: fromNameRows))
            lastItemRow = i
        }
        return items
    }

    /// Whether the items' names are printed under their numbers: the last row of numbers without a name has one
    /// under it (past rows of digits alone, an item code), and the first has none over it (else each name is over
    /// its numbers).
    static func namesFollowNumbers(_ rows: [ReceiptRow], from start: Int, to end: Int) -> Bool {
        let unnamed = (start..<end).filter { isUnnamed(rows[$0]) }
        guard let first = unnamed.first, let last = unnamed.last else { return false }
        let named = { (i: Int) in i >= start && i < end && isDescription(rows[i]) }
        let under = (last + 1..<end).first { rows[$0].hasLetters || !rows[$0].amounts.isEmpty }
        return under.map(named) == true && !named(first - 1)
    }

    /// Words of a saving printed in brackets, as accountants print what is taken off.
    static let savingWords = ["offer", "coupon", "promo", "promotion", "voucher", "saving", "savings", "discount",
                              "disc", "deal", "comp", "comped", "complimentary"]

    /// Whether `amount` is the last thing on the row and stands in brackets, a currency sign between ("($0.75)",
    /// "(S1.00)" as OCR reads a dollar sign, "($16.50 each)").
    static func isBracketed(_ amount: RowAmount, in text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var i = min(amount.start, scalars.count) - 1
        while i >= 0, "$S€£ ".unicodeScalars.contains(scalars[i]) { i -= 1 }
        guard i >= 0, scalars[i] == "(" else { return false }
        // The amount's text may be longer than it was printed ("-1.50" for "1.50-", "0.02" for ".02").
        return scalars[min(amount.start + 1, scalars.count)...].contains(")")
    }

    /// Whether `text` can name an item: two letters or more, not counting a tax code ("SR 0809152 1" is a tax
    /// code and an item code; "HB" is a hamburger).
    static func names(_ text: String) -> Bool {
        text.split(separator: " ").filter { !taxCodes.contains($0.lowercased()) }.joined().filter(\.isLetter).count >= 2
    }

    /// Tax codes tills print beside an item (Malaysia's GST: standard rate, zero rated, exempt, out of scope).
    static let taxCodes: Set<String> = ["sr", "zr", "zrl", "es", "os", "ds", "tx"]

    /// What a row with amounts says before them, the item's name when it has one.
    static func name(of row: ReceiptRow) -> String {
        withoutCurrency(cleaned(prefix(of: row.text, upTo: row.amounts.first?.start ?? row.text.unicodeScalars.count)))
    }

    /// `name` without a currency printed last, before the amount ("HELANG MINYAK MASAK SKG RM" of "… RM48.70").
    static func withoutCurrency(_ name: String) -> String {
        var tokens = name.split(separator: " ")
        guard tokens.count >= 2, let last = tokens.last, currencyMarks.contains(String(last)) else { return name }
        tokens.removeLast()
        return cleaned(tokens.joined(separator: " "))
    }

    /// Currency marks printed before an item's price: not codes that are also words ("ALL", "CUP").
    static let currencyMarks: Set<String> = ["RM", "MYR", "USD", "SGD", "EUR", "GBP", "Rp", "Rs", "Rs.", "₹", "US$",
                                             "S$", "€", "£", "¥"]

    /// A row that only breaks the item above down into a count and a unit price ("02 X RM 24.35" under
    /// "261 HELANG MINYAK MASAK SKG RM48.70"; "@3 X RM 7.60" as OCR reads "03 X"): the count and the price when
    /// they make `amount`.
    static func breakdown(_ row: ReceiptRow, of amount: Decimal) -> (count: Int, unitPrice: String)? {
        guard row.amounts.count == 1, let unit = row.amounts.first else { return nil }
        let tokens = name(of: row).split(separator: " ").map(String.init)
        guard tokens.count == 2, ["x", "@", "×"].contains(tokens[1].lowercased()) else { return nil }
        let digits = tokens[0].hasPrefix("@") ? String(tokens[0].dropFirst()) : tokens[0]
        guard (1...3).contains(digits.count), digits.allSatisfy(\.isASCII), let count = Int(digits), count > 0,
              abs(Decimal(count) * unit.value - amount) <= 0.011 else { return nil }
        return (count, unit.text)
    }

    /// A row of numbers whose name is printed on another row ("1x 12.50 12.50 SR", "$10.00").
    static func isUnnamed(_ row: ReceiptRow) -> Bool {
        !row.amounts.isEmpty && !names(name(of: row)) && isItemRow(row)
    }

    /// A row that may be an item or part of one: not a total, tax or payment row, not a count of the items, and
    /// no till, phone or registration row (`ReceiptHeader.isStop`). A few of the till's words also name items
    /// ("Chicken Item", "Hi.Chk Steak", "4 Reg Ketel One 52.00"): those stop a row only when it starts with one
    /// and has no amount ("Item", "Reg No: 123").
    static func isItemRow(_ row: ReceiptRow) -> Bool {
        guard ReceiptTotals.label(of: row) == .none else { return false }
        var words = ReceiptWords.keyForm(ReceiptWords.normalised(row.text)).split(separator: " ").map(String.init)
        if let first = words.first, Int(first) != nil, words.count > 1 { words.removeFirst() }
        let text = words.joined(separator: " ")
        if summaryStarts.contains(where: { text == $0 || text.hasPrefix($0 + " ") }) { return false }
        if summaries.contains(ReceiptWords.keyForm(ReceiptWords.normalised(name(of: row)))) { return false }
        if text.contains("invoice") || text.contains("receipt") { return false }
        return !ReceiptHeader.stopWords.contains { word in
            guard text.hasWords(word) || text.hasPrefix(word + " "), !chargeWords.contains(word) else { return false }
            return !itemWords.contains(word) || (row.amounts.isEmpty && (text == word || text.hasPrefix(word + " ")))
        }
    }

    /// Till words that also name items.
    static let itemWords: Set<String> = ["item", "chk", "reg", "open"]
    /// Till words that inside the items are always an item: the charge for a take-away box.
    static let chargeWords: Set<String> = ["take away", "takeaway"]

    /// How summary rows between the items and the totals start: counts of items.
    static let summaryStarts = ["total", "item count", "items", "no of items", "qty", "quantity"]
    /// Summary rows' whole labels: the taxable share, the net amount ("Taxable: 40.00", "NET 9.99"). A till that
    /// prints every item as "TAXABLE T1 $3.09" has items named so.
    static let summaries: Set<String> = ["taxable", "taxable amount", "taxable sales", "taxable total", "non taxable",
                                         "nontaxable", "net", "net sales", "net amount", "net amt", "nett",
                                         "nett amount", "nett amt", "gross", "gross amount", "gross amt",
                                         "gross sales", "gross total"]

    /// A row that can name an item ("FF" is French fries): letters, no amount, and neither a date, a time nor a
    /// phone.
    static func isDescription(_ row: ReceiptRow) -> Bool {
        row.amounts.isEmpty && names(row.text) && !ReceiptHeader.hasDateOrPhone(row) && isItemRow(row)
    }

    static func prefix(of text: String, upTo offset: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset)))
    }

    /// The item `row` shows, described by `description`, with its quantity and unit price when the row has them.
    /// A description `asPrinted` (from rows of its own) keeps its trailing numbers: they are no count.
    static func item(from row: ReceiptRow, amount: RowAmount, description: String,
                     asPrinted: Bool = false) -> ReceiptItemRow {
        var item = ReceiptItemRow(description: description, amount: amount.text, trailingMinus: amount.trailingMinus)
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
            item.unitPrice = unitPrice(of: amount.value, count: q)
        }
        // The quantity was part of the description ("2 x"): drop it there.
        if item.quantity != nil, !asPrinted { item.description = stripQuantity(item.description) }
        // "2 x Apples @ 0.45": the count and its "x" are not the description (nor its "×": a till's
        // multiplication sign, or OCR's reading of the letter).
        var words = item.description.split(separator: " ").map(String.init)
        if words.count >= 3, Int(words[0]) != nil, ["x", "@", "X", "×"].contains(words[1]) {
            if item.quantity == nil { item.quantity = words[0] }
            words.removeFirst(2)
            item.description = words.joined(separator: " ")
        }
        // The count found by the price also printed first: "2 Sandia Margarita (@13.00/ea) 26.00".
        if let q = item.quantity, !asPrinted {
            var tokens = item.description.split(separator: " ").map(String.init)
            if tokens.count >= 2, tokens[0] == q, tokens[1].contains(where: \.isLetter) {
                tokens.removeFirst()
                item.description = cleaned(tokens.joined(separator: " "))
            }
        }
        // A count printed first ("2 rice 3.98", "1 Dal Fry 10.99"), dividing the price into whole cents: not an
        // item code ("261 HELANG MINYAK MASAK SKG 48.70", "086 GREENLINK 8.40"). The name may start with a number
        // of its own, a menu number or an add-on's plus, when a word follows ("1 #1 CHKN PLATE", "1 10 McNuggets",
        // "1 8\" PANDAN KAYA CAKE", "1 + AVOCADO").
        let tokens = item.description.split(separator: " ")
        if item.quantity == nil, tokens.count >= 2, let n = Int(tokens[0]), n >= 1, n <= 999,
           !tokens[0].hasPrefix("0"), n == 1 || unitPrice(of: amount.value, count: Decimal(n)) != nil,
           tokens[1].contains(where: \.isLetter)
            || (tokens.count >= 3 && Self.startsAName(tokens[1]) && tokens[2].contains(where: \.isLetter)) {
            item.quantity = String(n)
            item.description = tokens.dropFirst().joined(separator: " ")
            if n > 1 { item.unitPrice = unitPrice(of: amount.value, count: Decimal(n)) }
        }
        return item
    }

    /// A token that may open an item's name before its first word: a number of pieces or a size ("10", "1/2",
    /// "8\"" inches), a menu number ("#1", "#01") or an add-on's "+".
    static func startsAName(_ token: Substring) -> Bool {
        if token == "+" { return true }
        var digits = token.hasPrefix("#") ? token.dropFirst() : token
        if let last = digits.last, "\"”'".contains(last) { digits = digits.dropLast() }
        return !digits.isEmpty && digits.count <= 3 && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "/") }
            && digits.first?.isNumber == true
    }

    /// The price of one of `count` that cost `amount` together, when it comes to whole cents.
    static func unitPrice(of amount: Decimal, count: Decimal) -> String? {
        let unit = amount / count
        guard unit * count == amount, ReceiptTotals.text(unit) != "0.00",
              Decimal(string: ReceiptTotals.text(unit)) == unit else { return nil }
        return ReceiptTotals.text(unit)
    }

    /// The count written before `offset`: "2 x", "2 @", "x2", "× 2" (the multiplication sign, as Toast's tills
    /// print it), or a lone small integer. With `countFirst` (no unit price to check it against) only a count
    /// before its "x" or "@", or after a "×": "eggs x6" is a pack of six.
    static func quantity(in text: String, before offset: Int, countFirst: Bool = false) -> Decimal? {
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(offset)))
        let tokens = head.split(separator: " ").map(String.init)
        for (k, token) in tokens.enumerated().reversed() {
            let t = token.lowercased()
            if t == "×", k + 1 < tokens.count, let n = Int(tokens[k + 1]), n > 0, n < 1000 { return Decimal(n) }
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
        while let last = t.last, ":-*$(@".contains(last) || last == " " { t.removeLast() }
        return t
    }

    static func stripQuantity(_ description: String) -> String {
        var tokens = description.split(separator: " ").map(String.init)
        while tokens.count > 1, let last = tokens.last?.lowercased(),
              last == "x" || last == "×" || last == "@" || Int(last) != nil
                || (last.hasSuffix("x") && Int(last.dropLast()) != nil)
                // "Bud Light (2 @3.70) 7.40": the count opens the bracket round the unit price.
                || (last.hasPrefix("(") && Int(last.dropFirst()) != nil) {
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
    /// The amount is negative only by a dash printed after it (`RowAmount.trailingMinus`).
    var trailingMinus = false
}
