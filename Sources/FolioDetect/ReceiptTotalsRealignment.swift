import Foundation

/// Totals whose amounts drifted a row against their labels. On a tilted photo the column of amounts can slip a row
/// against the column of labels at the foot of a receipt, as it does among the items
/// (`ReceiptItemRealignment`): "Subtotal 15.00" (the last item's price), "Tax", "36.50", "Total 1.10", "37.60",
/// "Balance Due", "37.60" — each amount a row below its label, the subtotal given the price above it. Taken in
/// order, the labels and the amounts pair up again once the amounts start one along; which pairing is right the
/// page does not say, so one is taken only when its sums hold (the subtotal, less the discount, with the tax and
/// the tip makes a total; or the cash less the change does) and the pairing as read does not.
enum ReceiptTotalsRealignment {
    /// The most labelled rows at the foot that are paired.
    static let maxLabels = 12

    /// `rows` with the amounts from the first total, subtotal or tax row under the items on moved to the labels
    /// in order, starting at the first label's own amount (or the first under it) or one earlier or later, or nil
    /// when no such pairing holds
    /// where the one as read does not. `headEnd` is the first row holding an amount (labels above it are the
    /// head's: "CASH & CARRY", "TAX INVOICE").
    static func realigned(_ rows: [ReceiptRow], headEnd: Int, read: ReceiptTotals) -> [ReceiptRow]? {
        // The fields as read already make their total (with its rounding).
        if let total = read.total?.value, let subtotal = read.subtotal?.value {
            let made = subtotal - (read.discount?.value ?? 0) + (read.tax?.value ?? 0) + (read.tip?.value ?? 0)
            if [0, read.rounding?.value ?? 0].contains(where: { abs(made + $0 - total) <= 0.011 }) { return nil }
        }
        let labels = rows.indices.map { ReceiptTotals.label(of: rows[$0]) }
        guard let first = rows.indices.first(where: { i in
            i >= headEnd && [.subtotal, .tax, .total, .grandTotal].contains(labels[i])
        }) else { return nil }
        let labelled = (first..<rows.count).filter { labels[$0] != .none }
        guard labelled.count >= 2, labelled.count <= maxLabels else { return nil }
        // The amounts in order from the row above the first label's on (its own or later ones first).
        let amountRows = (max(first - 1, 0)..<rows.count).filter { !rows[$0].amounts.isEmpty }
        guard let own = amountRows.firstIndex(where: { $0 >= first }) else { return nil }

        // As read: a label's own amount, or the lone one of the unlabelled row under it.
        let asRead: [(Int, RowAmount?)] = labelled.map { i in
            if let amount = rows[i].amounts.last { return (i, amount) }
            if i + 1 < rows.count, labels[i + 1] == .none, rows[i + 1].amounts.count == 1 { return (i, rows[i + 1].amounts[0]) }
            return (i, nil)
        }
        guard !holds(asRead, labels: labels) else { return nil }
        for start in [own, own + 1, own - 1] where start >= 0 && start < amountRows.count {
            let paired: [(Int, RowAmount?)] = labelled.enumerated().map { k, i in
                (i, start + k < amountRows.count ? rows[amountRows[start + k]].amounts.last : nil)
            }
            guard holds(paired, labels: labels) else { continue }
            var moved = rows
            for i in amountRows where i >= first && labels[i] == .none {
                moved[i] = ReceiptItemRealignment.withPrice(rows[i], nil)
            }
            for (i, amount) in paired { moved[i] = ReceiptItemRealignment.withPrice(rows[i], amount) }
            return moved
        }
        return nil
    }

    /// Whether the amounts given to the labelled rows make sums that hold: the first subtotal, less the first
    /// discount, with the first tax and tip (one of them at least) makes one of the totals; or the first cash less
    /// a change given does. The total made must be the largest amount given but to cash: a bill's total is the
    /// sum of its foot, and a slip's row misread as a label ("Med Tots", "Payment Mode Amount") would otherwise
    /// make small sums hold by chance.
    static func holds(_ paired: [(row: Int, amount: RowAmount?)], labels: [ReceiptTotals.Label]) -> Bool {
        func first(_ label: ReceiptTotals.Label) -> Decimal? {
            paired.first { labels[$0.row] == label && $0.amount != nil }?.amount?.value
        }
        let largest = paired.filter { labels[$0.row] != .cash }.compactMap { $0.amount?.value }.max() ?? 0
        let totals = paired.filter { [.total, .grandTotal].contains(labels[$0.row]) }.compactMap { $0.amount?.value }
            .filter { $0 > 0 && $0 >= largest }
        func made(_ value: Decimal) -> Bool { totals.contains { abs($0 - value) <= 0.011 } }
        if let subtotal = first(.subtotal), first(.tax) != nil || first(.tip) != nil,
           made(subtotal - abs(first(.discount) ?? 0) + (first(.tax) ?? 0) + (first(.tip) ?? 0)) { return true }
        if let cash = first(.cash), let change = first(.change), change > 0, made(cash - change) { return true }
        return false
    }
}
