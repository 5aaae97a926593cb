import FolioModel
import Foundation

/// Reads a receipt's fields off a document's pages (the `receipt` document step): merchant, address, phone, date,
/// time, currency, subtotal, discount, tax, tip, total, how it was paid and line items, each with a confidence.
/// Returns nil for a document that does not read as a receipt: no row labelled as the total, no cash and change,
/// fewer than three short rows ending in an amount (a letter that mentions a refund of £18.50 is not a receipt)
/// and no card slip (a masked card number and an amount), or of more than `maximumPages` pages. A Russian fiscal
/// receipt's QR code, read by the barcodes stage, gives the date, time, total and currency (`FiscalReceiptCode`).
public struct ReceiptReader: Sendable {
    public var options: DetectionOptions

    public init(options: DetectionOptions) {
        self.options = options
    }

    /// Receipts and invoices run to a few pages; a longer document (a report, a statement) is not read as one.
    public static let maximumPages = 5

    /// Where the receipt's head ends: its first row holding an amount (every row when none does). Asked of the
    /// rows as read, for realigning the totals, and again of the rows the realignment may have moved amounts in.
    static func headEnd(of rows: [ReceiptRow]) -> Int {
        rows.firstIndex { !$0.amounts.isEmpty } ?? rows.count
    }

    public func receipt(from pages: [Page]) -> Receipt? { read(pages)?.receipt }

    /// The receipt of `pages` and the options it was read with: the reader's own, or those for the country the
    /// receipt names (`ReceiptRegion`: its dates, phones and "$" read as printed there), which the document's
    /// other data should be read with too. Nil when the pages do not read as a receipt.
    public func read(_ pages: [Page]) -> (receipt: Receipt, options: DetectionOptions)? {
        guard pages.count <= Self.maximumPages else { return nil }
        var rows = ReceiptRows.rows(of: pages)
        var totals = ReceiptTotals.read(rows)
        if let moved = ReceiptTotalsRealignment.realigned(rows, headEnd: Self.headEnd(of: rows), read: totals) {
            rows = moved
            totals = ReceiptTotals.read(rows)
        }
        guard ReceiptShape.looksLikeReceipt(rows) else { return nil }
        let amountRows = rows.filter { !$0.amounts.isEmpty && $0.words.count <= 8 }.count
        // A card slip whose tip and total are left blank for the pen: a masked card number and an amount (looked
        // for only when nothing else says receipt).
        guard totals.looksLikeReceipt || amountRows >= 3
                || (amountRows >= 1 && ReceiptPayment.read(rows, items: 0..<0, total: nil)?.cardLast4 != nil)
        else { return nil }
        var receipt = Receipt()
        receipt.confidence = totals.confidence
        receipt.total = totals.total?.text
        receipt.subtotal = totals.subtotal?.text
        receipt.discount = totals.discount?.text
        receipt.tax = totals.tax?.text
        receipt.tip = totals.tip?.text

        // Dates, times, phones and currencies, row by row, as printed in the country the receipt names.
        var local = ReceiptRegion.options(for: rows.map(\.text), options)
        var detectOptions = local
        detectOptions.kinds = [.date, .time, .phone, .money]
        let detectors = DataDetectors(options: detectOptions)
        let matches = detectors.matches(inEach: rows.map { ScalarText($0.text) })
        for i in rows.indices {
            rows[i].detected = Set(matches[i].map(\.kind))
            rows[i].beforeTrailingDate = Self.beforeTrailingDate(rows[i].text, matches[i])
        }
        let found = rows.indices.map { i in (i, ReceiptWords.normalised(rows[i].text), matches[i]) }
        func pick(_ kind: DataKind, labels: [String], words: [String]) -> TextMatch? {
            let all = found.flatMap { i, text, matches in matches.filter { $0.kind == kind }.map { (i, text, $0) } }
            // A labelled one, else (for dates) one the till printed with its time: a date alone above the head is
            // a stamp ("PAID 1 MAR 2018") or a date of something else. Other languages' labels count as words
            // only ("ora" starts "order").
            let labelled = all.first { _, text, _ in
                labels.contains { text.hasWords($0) || text.hasPrefix($0) } || words.contains { text.hasWords($0) }
            }
            let timed = kind == .date ? all.first { i, _, _ in rows[i].detected.contains(.time) } : nil
            return (labelled ?? timed ?? all.first)?.2
        }
        if let date = pick(.date, labels: ["date", "tarikh", "dated"], words: ReceiptLabelWords.date) {
            receipt.date = date.value
            receipt.confidence["date"] = date.confidence
        }
        if let time = pick(.time, labels: ["time", "masa"], words: ReceiptLabelWords.time) {
            receipt.time = time.value
            receipt.confidence["time"] = time.confidence
        }
        let headEnd = Self.headEnd(of: rows)
        // The merchant's phone: one labelled as a phone anywhere, else the first in the head.
        let labelledPhone = found.first { _, text, matches in
            matches.contains { $0.kind == .phone }
                && (["tel", "telephone", "phone", "ph", "hp", "call", "fax"].contains { text.hasWords($0) || text.hasPrefix($0) }
                    || ReceiptLabelWords.phone.contains { text.hasWords($0) })
        }?.2.first { $0.kind == .phone }
        if let phone = labelledPhone ?? found.prefix(max(headEnd, 8)).flatMap({ $0.2.filter { $0.kind == .phone } }).first {
            receipt.phone = phone.value
            receipt.confidence["phone"] = phone.confidence
        }
        var codes: [String] = []
        for (i, _, matches) in found where matches.contains(where: { $0.kind == .money }) {
            let text = ScalarText(rows[i].text)
            for match in matches where match.kind == .money {
                // A number running on into letters is a model number: "MAKER PEN 500A" is no sum in soles.
                if text.at(match.end)?.properties.isAlphabetic == true { continue }
                let parts = match.value.split(separator: " ")
                if parts.count == 2, parts[1].count == 3 { codes.append(String(parts[1])) }
            }
        }
        // A code printed in a label ("Total due (GBP)") names the currency of the amounts beside it.
        if codes.isEmpty {
            for row in rows where ReceiptTotals.label(of: row) != .none {
                let words = row.text.split { !$0.isLetter }.map(String.init)
                if let code = words.first(where: { $0.count == 3 && $0 == $0.uppercased() && Currencies.codes.contains($0) }) {
                    codes.append(code)
                    break
                }
            }
        }
        let fallback: String? = options.currency ?? Currencies.regionCurrency[local.region]
        if let code = Self.mostFrequent(codes) ?? fallback {
            receipt.currency = code
            receipt.confidence["currency"] = codes.isEmpty ? 0.5 : 0.9
        }

        let header = ReceiptHeader.read(rows, headEnd: max(headEnd, 6))
        receipt.merchant = header.merchant
        receipt.address = header.address
        receipt.confidence.merge(header.confidence) { a, _ in a }

        let itemsEnd = totals.firstRow ?? rows.count
        let itemsStart = ReceiptItems.start(rows, headEnd: headEnd, merchantRow: header.merchantRow, end: itemsEnd)
        // Items that add up to the subtotal, the total before tax, the total (prices with their tax in them) or
        // the total before its rounding to the nearest five cents — each as printed or before the discount taken
        // off it — are sure; otherwise some were missed or misread, or their prices drifted a row off their names.
        let total = totals.total?.value
        let bills = [total, total.flatMap { t in totals.discount.map { t + $0.value } }].compactMap { $0 }
        var targets: [Decimal] = totals.subtotal.map { [$0.value] } ?? []
        for bill in bills {
            targets.append(bill)
            if let tax = totals.tax { targets.append(bill - tax.value) }
            if let rounding = totals.rounding { targets += [bill - rounding.value, bill + rounding.value] }
        }
        let addsUp = { (items: [ReceiptItemRow]) in
            let sum = items.compactMap { Decimal(string: $0.amount) }.reduce(0, +)
            return !items.isEmpty && targets.contains { abs($0 - sum) <= 0.011 }
        }
        var items = ReceiptItems.read(rows, from: itemsStart, to: itemsEnd)
        if !items.isEmpty, !addsUp(items),
           let mended = ReceiptItemMending.mended(rows, from: itemsStart, to: itemsEnd, items: items, addsUp: addsUp) {
            items = mended
        }
        if let total, totals.discount == nil {
            let priced = rows[itemsStart..<max(itemsStart, itemsEnd)].filter { !$0.amounts.isEmpty }
            if let mended = ReceiptItemMending.withDollarSignsBack(items, total: total,
                                                             dollarRows: priced.filter { $0.text.contains("$") }.count,
                                                             amountRows: priced.count) {
                items = mended
            }
        }
        receipt.items = items.map {
            ReceiptItem(description: $0.description, quantity: $0.quantity, unitPrice: $0.unitPrice, amount: $0.amount)
        }
        // Several subtotals that no tax and tip make the total with ("Bar Subtotal: 14.00", "Food Subtotal:
        // 37.90", the tax misread): the first was taken; the items say it is their sum.
        let itemsSum = items.compactMap { Decimal(string: $0.amount) }.reduce(0, +)
        var itemsMakeSubtotals = false
        if let sum = totals.subtotalsSum, let subtotal = totals.subtotal, !items.isEmpty, abs(itemsSum - sum) <= 0.011,
           abs(itemsSum - subtotal.value) > 0.011, total.map({ sum <= $0 }) ?? true {
            receipt.subtotal = ReceiptTotals.text(sum)
            itemsMakeSubtotals = true
        }
        if !items.isEmpty { receipt.confidence["items"] = addsUp(items) || itemsMakeSubtotals ? 0.9 : 0.5 }
        if let payment = ReceiptPayment.read(rows, items: itemsStart..<max(itemsStart, itemsEnd),
                                             total: totals.total?.value) {
            receipt.paymentMethod = payment.method.rawValue
            receipt.cardBrand = payment.cardBrand
            receipt.cardLast4 = payment.cardLast4
            receipt.confidence["paymentMethod"] = payment.confidence
        }
        if let fiscal = pages.lazy.flatMap(\.barcodes).compactMap({ FiscalReceiptCode.read($0.payload) }).first {
            receipt.date = fiscal.date
            receipt.time = fiscal.time
            receipt.total = ReceiptTotals.text(fiscal.total)
            receipt.currency = "RUB"
            for field in ["date", "time", "total", "currency"] { receipt.confidence[field] = 0.99 }
            if local.region != "RU" { local = options.reading(from: "RU") }
        }
        return (receipt, local)
    }

    /// The rows the reader reads `pages` as, one line each with the amounts it found and the label it gave:
    /// for looking into a receipt read wrong (`folio-bench receipts-reread --rows`).
    public static func rowTexts(of pages: [Page]) -> [String] {
        ReceiptRows.rows(of: pages).enumerated().map { i, row in
            "\(i) \(row.text) | \(row.amounts.map(\.text).joined(separator: " ")) | \(ReceiptTotals.label(of: row))"
        }
    }

    /// The code printed most often on the receipt, the first printed among equals: the prices' own currency
    /// outvotes a stray reading ("8Q" from a logo, a "USD" in a footer).
    static func mostFrequent(_ codes: [String]) -> String? {
        let counts = Dictionary(codes.map { ($0, 1) }, uniquingKeysWith: +)
        var best: String?
        for code in codes where best.map({ counts[code]! > counts[$0]! }) ?? true { best = code }
        return best
    }

    /// The text before the dates and times that end `text`, when it holds letters and no other date, time or phone.
    static func beforeTrailingDate(_ text: String, _ matches: [TextMatch]) -> String? {
        let scalars = Array(text.unicodeScalars)
        var end = scalars.count
        while end > 0, scalars[end - 1].properties.isWhitespace { end -= 1 }
        var cut = end
        for match in matches.sorted(by: { $0.start > $1.start }) where [.date, .time, .phone].contains(match.kind) {
            guard match.kind != .phone, match.end >= cut - 1, match.start < cut else { return nil }
            cut = match.start
            while cut > 0, scalars[cut - 1].properties.isWhitespace { cut -= 1 }
        }
        guard cut < end, cut > 0 else { return nil }
        var head = String(String.UnicodeScalarView(scalars[..<cut]))
        while let last = head.last, last == "," || last == "-" || last == " " { head.removeLast() }
        return head.contains(where: \.isLetter) ? head : nil
    }
}
