import FolioModel
import Foundation

/// The money fields of a receipt — subtotal, discount, tax, tip, total — read from labelled rows and
/// cross-checked: the total is the amount that subtotal less discount plus tax (plus rounding) makes, or that the
/// cash tendered less the change leaves; "change" and "cash" are never taken for the total.
struct ReceiptTotals {
    var subtotal: RowAmount?
    /// What is taken off the bill, as a positive amount.
    var discount: RowAmount?
    var tax: RowAmount?
    var tip: RowAmount?
    var total: RowAmount?
    /// The rounding adjustment printed between the total of the items and the total paid ("Rounding Adj -0.02").
    var rounding: RowAmount?
    /// What several subtotal rows come to ("Bar Subtotal: 14.00", "Food Subtotal: 37.90"), when there are several.
    var subtotalsSum: Decimal?
    var confidence: [String: Double] = [:]
    /// The first row of the totals block: line items are above it.
    var firstRow: Int?
    /// Whether a row is labelled as the total, or cash and change are both printed: what receipts print and
    /// letters that mention an amount do not.
    var looksLikeReceipt = false

    enum Label: Equatable { case grandTotal, total, subtotal, tax, tip, rounding, cash, change, discount, none }

    /// A labelled row's amount: the row's index, what its label says, and the amount.
    typealias Labelled = (index: Int, label: Label, amount: RowAmount)

    /// A till's numbered tax ("TAX1", "TAX2"), its digit as `keyForm` leaves it ("taxl", "tax2").
    static func isNumberedTax(_ word: String) -> Bool {
        word.count == 4 && word.hasPrefix("tax") && word.last.map { "l23456789".contains($0) } == true
    }

    /// What a row's label says its amount is.
    // Labels in English and Malay, then other languages' (`ReceiptLabelWords`), built once: `label(of:)` runs on
    // every row, several times a receipt.
    static let changeLabels = ["change", "change due", "kembali", "baki"] + ReceiptLabelWords.change
    static let roundingLabels = ["rounding", "round adj", "rounding adj", "rounding adjustment", "adj rounding",
                                 "round off"] + ReceiptLabelWords.rounding
    static let tipLabels = ["tip", "tips", "gratuity"] + ReceiptLabelWords.tip
    static let discountLabels = ["discount", "disc", "savings", "you saved", "less"] + ReceiptLabelWords.discount
    static let discountTotalLabels = ["discount", "disc", "savings"] + ReceiptLabelWords.discount
    static let taxFirstWords = ["gst", "tax", "vat", "sst", "cukai"] + ReceiptLabelWords.tax
    static let taxAtRateWords = ["gst", "tax", "vat", "sst"] + ReceiptLabelWords.tax
    static let taxTotalLabels = ["total tax", "total taxes", "total gst", "total vat", "total sst"]
        + ReceiptLabelWords.taxTotals
    static let taxLabels = ["gst", "tax", "vat", "sst", "service tax", "service charge", "svc chg", "sales tax", "hst",
                            "pst", "cukai"] + ReceiptLabelWords.tax
    static let tenderedLabels = ["accepted", "tendered", "tender"] + ReceiptLabelWords.cash
    static let totalLike = ["total", "jumlah", "amount due", "amt due", "balance due", "bal due", "amount payable",
                            "total due", "ttl", "grand"] + ReceiptLabelWords.total

    static func label(of row: ReceiptRow) -> Label {
        let l = ReceiptWords.keyForm(row.label)
        let has = { (p: String) in l.hasWords(p) }
        if Self.changeLabels.contains(where: has)
            || l.hasPrefix("change") { return .change }
        // "Total before tip" over a blank tip line is the bill's total; a tip written in makes a later total.
        if ["total before tip", "total before tips", "total before gratuity"].contains(where: has) { return .total }
        if ["subtotal", "sub total", "subtot", "sub tot", "sub ttl", "subttl", "total excl", "total exclusive", "total before",
            "total excluding", "amount excl", "total sales excl", "total excl gst"].contains(where: has)
            || ReceiptLabelWords.subtotal.contains(where: has) {
            return .subtotal
        }
        if Self.roundingLabels.contains(where: has)
            || l.hasPrefix("round") && !l.contains("total") { return .rounding }
        if Self.tipLabels.contains(where: has) { return .tip }
        if Self.discountLabels.contains(where: has)
            && !l.contains("total") {
            return .discount
        }
        // "Sub w/Tax", "Total with tax": an amount with the tax in it.
        if ["w tax", "with tax", "incl tax", "including tax", "after tax"].contains(where: has) { return .total }
        // A tax line that mentions the total ("GST @6% included in total") is a tax line.
        if let first = l.split(separator: " ").first,
           Self.taxFirstWords.contains(String(first))
            || Self.isNumberedTax(String(first)), !l.hasPrefix("tax invoice") { return .tax }
        // What was handed over ("Accepted total", "Amount tendered") is not the total.
        if Self.tenderedLabels.contains(where: has) { return .cash }
        if Self.totalLike.contains(where: has) || l.hasPrefix("total") || l.contains("total") {
            if ["grand total", "total amount", "amount due", "amt due", "bal due", "total due", "nett total",
                "net total", "total payable", "total incl", "total inclusive", "rounded total", "total rounded",
                "total round", "balance due", "amount payable", "total rm", "total myr", "total usd",
                "total sales incl", "grand", "jumlah", "gst incl", "incl gst", "inclusive of gst", "inclusive",
                "ttl atf rnd", "after rounding"]
                .contains(where: has) || ReceiptLabelWords.grandTotal.contains(where: has) { return .grandTotal }
            // Tax at a rate ("Total Included GST @ 6% : 1.09") is tax.
            if row.text.contains("%") && Self.taxAtRateWords.contains(where: has) {
                return .tax
            }
            // Counts and tax totals are not the total.
            if Self.taxTotalLabels.contains(where: has) { return .tax }
            // "Total Item Discount 0.00", "Total Savings": what the discounts come to; "Total after discount" is
            // the total.
            if Self.discountTotalLabels.contains(where: has),
               !["after", "less", "net", "nett"].contains(where: has) {
                return .discount
            }
            if ["total qty", "total quantity", "total item", "total items", "total no", "total pcs", "total units",
                "total tip", "item count", "qty"].contains(where: has) { return .none }
            return .total
        }
        if Self.taxLabels.contains(where: has) { return .tax }
        // "Pay 20.00" alone is what was handed over ("Amount to pay" is not).
        if l == "pay" { return .cash }
        if ["cash", "tendered", "paid", "payment", "visa", "mastercard", "master", "card", "credit", "debit",
            "amount paid", "received", "tunai", "amex", "eftpos", "nets", "tng", "ewallet", "e wallet"].contains(where: has)
            || ReceiptLabelWords.card.contains(where: has) {
            return .cash
        }
        return .none
    }

    /// The fields read off `rows`.
    static func read(_ rows: [ReceiptRow]) -> ReceiptTotals {
        var result = ReceiptTotals()
        // Each labelled row's amount: its rightmost, or the lone amount of the next row when the label stands alone.
        var labelled: [Labelled] = []
        for (i, row) in rows.enumerated() {
            let label = Self.label(of: row)
            guard label != .none else { continue }
            if let amount = row.amounts.last {
                labelled.append((i, label, amount))
            } else if i + 1 < rows.count, Self.label(of: rows[i + 1]) == .none, let amount = rows[i + 1].amounts.last,
                      rows[i + 1].amounts.count == 1 {
                labelled.append((i, label, amount))
            }
        }
        let cents = { (a: RowAmount) in a.value }
        let cash = labelled.first { $0.label == .cash && $0.amount.value > 0 }
        let change = labelled.first { $0.label == .change }
        let subtotals = labelled.filter { $0.label == .subtotal }
        var subtotal = subtotals.first
        // A tax is no sum taken off: one negative only by a dash printed after it ("TAX1 $4.39-", a mark after
        // every amount as OCR reads it) is read as positive when no other tax row is.
        var taxes = labelled.filter { $0.label == .tax && $0.amount.value >= 0 }
        if taxes.isEmpty {
            taxes = labelled.filter { $0.label == .tax && $0.amount.trailingMinus }.map { t in
                (t.index, t.label, RowAmount(value: -t.amount.value, text: Self.text(-t.amount.value), start: t.amount.start))
            }
        }
        let tip = labelled.first { $0.label == .tip }
        let rounding = labelled.first { $0.label == .rounding }
        // Rows taking an amount off the bill ("Coupon Discount 9.20", "Less Discount: 0.00"), with the row's own
        // amount or the next row's when that row holds nothing else: a column heading ("Qty Desc Disc Price")
        // over an item's row is none.
        let discounts = labelled.filter { d in
            d.label == .discount && (rows[d.index].amounts.last != nil || !rows[d.index + 1].hasLetters)
        }
        // A total row of a tax summary ("Total  105.57  6.33": the amount, then its tax) holds no total.
        let taxSummary = { (l: Labelled) -> Bool in
            let amounts = rows[l.index].amounts
            guard amounts.count >= 2, l.amount.start == amounts[amounts.count - 1].start else { return false }
            return amounts[amounts.count - 1].value * 3 < amounts[amounts.count - 2].value
        }
        let totalRows = labelled.filter { ($0.label == .total || $0.label == .grandTotal) && $0.amount.value > 0 }
        var candidates = totalRows.filter { !taxSummary($0) }
        // A "Rounding" row carrying an amount of a unit or more prints the rounded total, not the adjustment.
        for r in labelled where r.label == .rounding && abs(r.amount.value) >= 1 {
            candidates.append((r.index, .grandTotal, r.amount))
        }
        // A tax is a small part of what it is levied on (no tax rate reaches a third); prefer the last such tax row
        // before the total.
        let base = subtotals.map(\.amount.value).max() ?? totalRows.map(\.amount.value).max()
        let plausibleTaxes = taxes.filter { t in base.map { t.amount.value * 3 <= $0 } ?? true }
        var tax = plausibleTaxes.last { t in candidates.first.map { t.index <= $0.index + 3 } ?? true }
            ?? plausibleTaxes.last

        func agrees(_ a: Decimal, _ b: Decimal, within: Decimal = 0.011) -> Bool { abs(a - b) <= within }
        // Several subtotals ("Bar Subtotal 0.00", "Food Subtotal 19.90") or taxes ("Liquor Tax 0.60", "Sales Tax
        // 1.84"): the subtotal (one, or the sum of them all) and the tax (the one picked, or the sum of them all)
        // that with the tip make a printed total; the first subtotal and the picked tax when none do.
        if !subtotals.isEmpty, subtotals.count >= 2 || plausibleTaxes.count >= 2 {
            func summed(_ rows: [Labelled], as label: Label) -> [Labelled] {
                guard rows.count >= 2 else { return [] }
                let sum = rows.reduce(Decimal(0)) { $0 + $1.amount.value }
                // At the first row's place, so the items still end above all of them.
                return [(rows[0].index, label, RowAmount(value: sum, text: Self.text(sum), start: 0))]
            }
            let subtotalChoices = subtotals + summed(subtotals, as: .subtotal)
            // `label(of:)` files a service charge with the taxes, but it is no part of the tax.
            let levied = plausibleTaxes.filter { t in
                !serviceWords.contains { ReceiptWords.keyForm(rows[t.index].label).hasWords($0) }
            }
            let taxChoices: [Labelled?] = [tax] + summed(levied, as: .tax)
            // A tip row may be a suggestion the total leaves out ("18% gratuity $25.56" under it).
            let tipValues: [Decimal] = tip.map { [$0.amount.value, 0] } ?? [0]
            search: for t in taxChoices {
                for tipValue in tipValues {
                    for s in subtotalChoices where candidates.contains(where: {
                        agrees(s.amount.value + (t?.amount.value ?? 0) + tipValue, $0.amount.value)
                    }) {
                        subtotal = s
                        tax = t
                        break search
                    }
                }
            }
        }
        var best: (index: Int, amount: RowAmount, score: Double)?
        for c in candidates {
            var score = c.label == .grandTotal ? 3.0 : 2.0
            if let cash, let change, agrees(cash.amount.value - change.amount.value, c.amount.value) { score += 3 }
            if let subtotal {
                // Less a discount printed above the total, or none.
                let offs = [0] + discounts.filter { $0.index < c.index }.map { abs($0.amount.value) }
                let sums = offs.map { subtotal.amount.value - $0 + (tax?.amount.value ?? 0) + (tip?.amount.value ?? 0) }
                if sums.contains(where: { agrees($0, c.amount.value) || agrees($0 + (rounding?.amount.value ?? 0), c.amount.value) })
                    || agrees(subtotal.amount.value + (rounding?.amount.value ?? 0), c.amount.value) { score += 2 }
            }
            if let cash, change == nil, agrees(cash.amount.value, c.amount.value) { score += 1 }
            if c.amount.value == candidates.map({ cents($0.amount) }).max() { score += 1 }
            // A total after rounding comes after the rounding row, and is the one paid.
            if let rounding, c.index > rounding.index { score += 0.5 }
            if rounding != nil, candidates.contains(where: { $0.amount.value != c.amount.value
                && abs($0.amount.value - c.amount.value) < 0.05 }), Self.isRounded(c.amount.value) { score += 0.5 }
            if best == nil || score > best!.score || (score == best!.score && c.index > best!.index) {
                best = (c.index, c.amount, score)
            }
        }
        // No row labelled as the total, but one under the subtotal and the tax holds what they (and the tip) make:
        // the total, its label lost to OCR ("al: $42.90" for "Total: $42.90").
        if best == nil, let subtotal, let tax, tax.amount.value > 0 {
            let made = subtotal.amount.value + tax.amount.value + (tip?.amount.value ?? 0)
            let under = rows.indices.dropFirst(max(subtotal.index, tax.index) + 1).first { i in
                Self.label(of: rows[i]) == .none && rows[i].amounts.last.map { agrees($0.value, made) } == true
            }
            if let under, let amount = rows[under].amounts.last { best = (under, amount, 2) }
        }
        // What was paid less the change is the total when no printed total says so (an OCR-garbled label).
        if let cash, let change, cash.amount.value - change.amount.value > 0, change.index > cash.index,
           !candidates.contains(where: { agrees($0.amount.value, cash.amount.value - change.amount.value) }),
           let current = best, current.score < 3.5 {
            let value = cash.amount.value - change.amount.value
            best = (cash.index, RowAmount(value: value, text: Self.text(value), start: 0), 3.5)
        }
        if best == nil, let cash, change == nil {
            // No total and no change label: the amount just above the cash row is the total when the one just
            // below it is the change ("$15.03 / CASH $20.00 / $4.97"); else what was paid, unsure.
            let above = rows[..<cash.index].last { !$0.amounts.isEmpty }?.amounts.last
            let below = rows.dropFirst(cash.index + 1).first { !$0.amounts.isEmpty }?.amounts.last
            if let above, let below, agrees(above.value + below.value, cash.amount.value) {
                best = (cash.index - 1, above, 3)
            } else {
                best = (cash.index, cash.amount, 1.5)
            }
        }
        if best == nil, let cash, let change, cash.amount.value - change.amount.value > 0 {
            // No total printed: what was paid less the change.
            let value = cash.amount.value - change.amount.value
            best = (cash.index, RowAmount(value: value, text: Self.text(value), start: 0), 2.5)
            candidates = []
        }
        result.looksLikeReceipt = !candidates.isEmpty || (cash != nil && change != nil)
        result.rounding = rounding.map(\.amount)
        if let best {
            result.total = best.amount
            result.confidence["total"] = (min(0.97, 0.45 + 0.1 * best.score) * 100).rounded() / 100
            result.firstRow = ([best.index] + [subtotal?.index, tax?.index].compactMap { $0 }).min()
        }
        if let subtotal {
            result.subtotal = subtotal.amount
            if subtotals.count >= 2 { result.subtotalsSum = subtotals.reduce(Decimal(0)) { $0 + $1.amount.value } }
            result.confidence["subtotal"] = 0.8
        }
        if let tax {
            result.tax = tax.amount
            result.confidence["tax"] = 0.75
        }
        if let (discount, sure) = Self.discount(discounts, subtotal: subtotal?.amount.value, tax: tax?.amount.value,
                                                tip: tip?.amount.value, rounding: rounding?.amount.value,
                                                total: best?.amount.value,
                                                lastTotalRow: (candidates.map(\.index) + [best?.index].compactMap { $0 }).max(),
                                                rows: rows) {
            result.discount = discount
            result.confidence["discount"] = sure ? 0.9 : 0.6
        }
        let off = result.discount?.value ?? 0
        if let tip {
            // A tip line with a rate ("Tip 15%: 22.40", "Suggested gratuity") is a suggestion: it is the tip only
            // when the total includes it.
            // The label row and the row whose amount it took ("Tip Not Included" / "15%  7.91").
            let text = rows[tip.index...min(tip.index + 1, rows.count - 1)].map(\.text).joined(separator: " ").lowercased()
            let suggested = ["%", "suggest", "guide", "not included", "recommend"].contains { text.contains($0) }
            let included = result.total.map { total in
                agrees((subtotal?.amount.value ?? 0) - off + (tax?.amount.value ?? 0) + tip.amount.value, total.value)
            } ?? false
            if !suggested || included {
                result.tip = tip.amount
                result.confidence["tip"] = included ? 0.9 : 0.75
            }
        }
        // A service charge the house adds ("15% SERVICE CHARGE: 4.48", "Service fees on tables. $3.45") is the
        // gratuity it sets: the tip, when with the subtotal and the tax it makes the total.
        if result.tip == nil, let total = result.total, let subtotal {
            let made = subtotal.amount.value - off + (tax?.amount.value ?? 0)
            let charge = rows.indices.dropFirst(subtotal.index + 1).lazy.compactMap { i -> RowAmount? in
                let label = ReceiptWords.keyForm(rows[i].label)
                guard serviceWords.contains(where: { label.hasWords($0) }),
                      let amount = rows[i].amounts.last, amount.value > 0 else { return nil }
                return amount
            }.first { agrees(made + $0.value, total.value) }
            if let charge {
                result.tip = charge
                result.confidence["tip"] = 0.8
            }
        }
        return result
    }

    /// The discount among `discounts` (labelled rows, in order): one that with the subtotal, the tax and the tip
    /// (each or none) makes the total, sure; else the sum of those printed above the last total row when it makes
    /// the total, sure; else, less sure, the one above that row labelled as a total ("Total Item Discount"), or
    /// the last above it. A saving printed under the total that does not make it ("Your savings for today",
    /// counted against the shelf price) is no discount. Nil without any.
    static func discount(_ discounts: [Labelled], subtotal: Decimal?, tax: Decimal?, tip: Decimal?,
                         rounding: Decimal?, total: Decimal?, lastTotalRow: Int?,
                         rows: [ReceiptRow]) -> (RowAmount, sure: Bool)? {
        func positive(_ value: Decimal, _ start: Int) -> RowAmount {
            RowAmount(value: abs(value), text: text(abs(value)), start: start)
        }
        func makesTotal(_ off: Decimal) -> Bool {
            guard let subtotal, let total else { return false }
            // The tax may be in the prices already ("6% GST Included 0.70").
            return [0, tax ?? 0].contains { taxValue in
                [0, tip ?? 0].contains { tipValue in
                    let sum = subtotal - off + taxValue + tipValue
                    return abs(sum - total) <= 0.011 || abs(sum + (rounding ?? 0) - total) <= 0.011
                }
            }
        }
        if let sure = discounts.first(where: { makesTotal(abs($0.amount.value)) }) {
            return (positive(sure.amount.value, sure.amount.start), true)
        }
        let above = discounts.filter { d in lastTotalRow.map { d.index < $0 } ?? true }
        let sum = above.reduce(Decimal(0)) { $0 + abs($1.amount.value) }
        if above.count >= 2, makesTotal(sum) { return (positive(sum, 0), true) }
        let summary = above.last { d in ReceiptWords.keyForm(rows[d.index].label).hasWords("total") }
        return (summary ?? above.last).map { (positive($0.amount.value, $0.amount.start), false) }
    }

    /// Words of a service charge's label: `label(of:)` files it with the taxes, but it is no tax.
    static let serviceWords = ["service", "serv", "svc"]

    /// Whether an amount is a multiple of five cents (cash totals are rounded so in Malaysia, Switzerland...).
    static func isRounded(_ value: Decimal) -> Bool {
        let cents = NSDecimalNumber(decimal: value * 100).intValue
        return cents % 5 == 0
    }

    /// `value` with two decimals: "26.60".
    static func text(_ value: Decimal) -> String {
        let cents = NSDecimalNumber(decimal: value * 100).doubleValue.rounded()
        let whole = Int(abs(cents)) / 100, fraction = Int(abs(cents)) % 100
        return (cents < 0 ? "-" : "") + "\(whole)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    }
}
