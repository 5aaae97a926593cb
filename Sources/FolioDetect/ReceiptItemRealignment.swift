import Foundation

/// Prices set one row off their names. On a curled or tilted photo the column of prices drifts against the
/// column of names, and the rows the OCR's lines make pair each name with its neighbour's price: "Dine In 17.00",
/// "1 BUCATINI 18.00", …, "1 OCTOPUS 12.00", then "1 BEEF TARTARE" with none — every price a row early, the first
/// one on a row that is no item, the last name left without. Moving the run's prices one row along puts each
/// back. Nothing on the page says which run drifted, so a move is taken only when it makes the items add up
/// (to the subtotal, the total before tax or the total) and the items as read did not.
enum ReceiptItemRealignment {
    /// The most rows between the head and the totals that are tried.
    static let maxRows = 200

    /// The items read with a run of prices moved one row later (printed higher than their names) or one row
    /// earlier (printed lower), the shortest run whose move makes `addsUp` hold; nil when none does. A run ends
    /// at a name without a price, which receives one; its other rows hold one price each. The run may start a row
    /// before `start` (a price beside the row above the first item) and ends before `end`.
    static func realigned(_ rows: [ReceiptRow], from start: Int, to end: Int,
                          addsUp: ([ReceiptItemRow]) -> Bool) -> [ReceiptItemRow]? {
        let low = max(start - 1, 0), high = min(end, rows.count)
        // A receipt's items, not a long document's pages: each try reads the items again.
        guard high - low >= 3, high - low <= maxRows else { return nil }
        let orphans = (start..<high).filter { ReceiptItems.isDescription(rows[$0]) }
        guard !orphans.isEmpty else { return nil }
        for length in 2...(high - low) {
            for orphan in orphans {
                // Prices printed higher: the run above the orphan moves down a row.
                if orphan - length + 1 >= low,
                   let moved = moved(rows, run: (orphan - length + 1)...orphan, towardsEnd: true) {
                    let items = ReceiptItems.read(moved, from: start, to: end)
                    if addsUp(items) { return items }
                }
                // Prices printed lower: the run below the orphan moves up a row.
                if orphan + length - 1 < high,
                   let moved = moved(rows, run: orphan...(orphan + length - 1), towardsEnd: false) {
                    let items = ReceiptItems.read(moved, from: start, to: end)
                    if addsUp(items) { return items }
                }
            }
        }
        return nil
    }

    /// `rows` with the prices of `run` moved one row towards its end (or its start), or nil when the run does not
    /// hold one price a row, on item rows, but for the row receiving one at the end it moves to. The row that
    /// only gives its price may be one the items do not count ("Dine In 17.00"), but no total, tax or payment.
    static func moved(_ rows: [ReceiptRow], run: ClosedRange<Int>, towardsEnd: Bool) -> [ReceiptRow]? {
        let giving = towardsEnd ? run.lowerBound..<run.upperBound : (run.lowerBound + 1)..<(run.upperBound + 1)
        let onlyGiving = towardsEnd ? run.lowerBound : run.upperBound
        guard giving.allSatisfy({ i in
            rows[i].amounts.count == 1 && !ReceiptItems.isBracketed(rows[i].amounts[0], in: rows[i].text)
                && (ReceiptItems.isItemRow(rows[i]) || (i == onlyGiving && ReceiptTotals.label(of: rows[i]) == .none))
        }) else { return nil }
        var result = rows
        for i in run {
            let source = towardsEnd ? i - 1 : i + 1
            let price = giving.contains(source) ? rows[source].amounts.first : nil
            result[i] = withPrice(rows[i], price)
        }
        return result
    }

    /// `row` with its price, if any, replaced by `price` (or taken away): its name, then the price.
    static func withPrice(_ row: ReceiptRow, _ price: RowAmount?) -> ReceiptRow {
        var changed = row
        let name = row.amounts.first.map { ReceiptItems.prefix(of: row.text, upTo: $0.start) } ?? row.text
        changed.text = name.trimmingSpaces()
        changed.amounts = []
        if let price {
            let start = changed.text.unicodeScalars.count + 1
            changed.text += " " + price.text
            changed.amounts = [price.shifted(by: start - price.start)]
        }
        return changed
    }
}
