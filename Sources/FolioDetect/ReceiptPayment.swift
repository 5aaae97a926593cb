import Foundation

/// How a receipt was paid, read from its rows (a card slip prints the card over the items as often as under the
/// total): by card (its brand, and the last four digits of its number where the slip prints them masked:
/// "XXXXXXXXXXXX3862", "MASTERCARD ***6170", "Visa 0642"), in cash (a cash row with an amount, or change given), by
/// gift card or from an e-wallet. A card named where it pays (a row with an amount or a card number, or a short
/// row such as "Card Type: VISA") counts; "We accept Visa" or "Minimum Credit/Debit Payment $20" does not.
struct ReceiptPayment {
    enum Method: String { case card, cash, giftCard, eWallet }

    var method: Method
    var cardBrand: String?
    var cardLast4: String?
    /// 0.9 when the paying row holds the total (for cash, at least the total, or change is given) or a card's
    /// brand and number are both printed, else 0.7.
    var confidence: Double

    /// Card brands as receipts print them (key form, see `ReceiptWords`), with the name Folio gives each.
    static let brands: [(words: String, brand: String)] = [
        ("visa", "visa"), ("mastercard", "mastercard"), ("master card", "mastercard"), ("master", "mastercard"),
        ("mc", "mastercard"), ("amex", "amex"), ("american express", "amex"), ("discover", "discover"),
        ("jcb", "jcb"), ("unionpay", "unionpay"), ("union pay", "unionpay"), ("diners", "diners"),
        ("diners club", "diners"), ("maestro", "maestro"), ("interac", "interac"), ("mydebit", "mydebit"),
    ]
    /// Brands that are also words ("Home Master Hardware", "Discover our menu", "MC" for a master of ceremonies):
    /// they name the card only on a row with an amount or a card number, or beside a card word.
    static let wordBrands: Set<String> = ["master", "mc", "discover"]
    /// Words of paying by card (not "chip" or "tap": a chocolate chip cookie, a beer on tap; not "credit" alone:
    /// a till's tender row, "CREDIT RM 182.00" over "CHANGE RM .00", says nothing of a card).
    static let cardWords = ["card", "credit card", "debit card", "credit sale", "credit sales", "credit purchase",
                            "credit auth", "etender credit", "contactless", "emv", "swiped"] + ReceiptLabelWords.card
    /// Words of paying in cash.
    static let cashWords = ["cash", "tunai"] + ReceiptLabelWords.cash
    static let giftCardWords = ["gift card", "giftcard", "gift cert", "gift certificate", "voucher"]
    static let walletWords = ["e wallet", "ewallet", "tng", "touch n go", "touchngo", "boost", "grabpay", "grab pay",
                              "shopeepay", "alipay", "wechat pay", "wechatpay", "duitnow", "paypal", "venmo"]
    /// Rows that talk about paying rather than record it.
    static let notPaying = ["accept", "accepted here", "minimum", "ask for", "issuer", "giveaway", "present", "each month",
                            "apply", "sign up", "reward", "welcome", "online", "www", "http"]

    /// The payment read off `rows`, or nil when none is printed. Card words count only outside the `items`
    /// ("NAME CARD 12.00" is a purchase), and above them "card" alone only beside an amount (a name card's
    /// description over its numbers; "Closed to Credit Card" counts); a brand or a masked number counts anywhere.
    static func read(_ rows: [ReceiptRow], items: Range<Int>, total: Decimal?) -> ReceiptPayment? {
        var card: (brand: String?, last4: String?, amount: Decimal?)?
        // Whether a row names cash; the amount of the first such row that has one, else the amount under the first
        // that has none ("Payment Cash", "Cash" over "Tendered: $52.06").
        var cashNamed = false
        var cashAmount: Decimal?
        var amountUnderCash: Decimal?
        var other: (method: Method, amount: Decimal?)?
        var changeGiven = false
        for i in rows.indices {
            let row = rows[i]
            let text = ReceiptWords.keyForm(ReceiptWords.normalised(row.text))
            guard !notPaying.contains(where: { text.contains($0) }) else { continue }
            let amount = row.amounts.last.map(\.value)
            let last4 = Self.last4(in: row.text)
            let short = text.split(separator: " ").count <= 4
            let carded = !items.contains(i) && cardWords.contains { word in
                text.hasWords(word) && (word != "card" || i >= items.upperBound || amount != nil)
            }
            let brand = brands.first { b in
                text.hasWords(b.words) && (!wordBrands.contains(b.words) || amount != nil || last4 != nil || carded)
            }?.brand
            if ReceiptTotals.label(of: row) == .change, let amount, amount > 0 { changeGiven = true }
            if giftCardWords.contains(where: { text.hasWords($0) }) {
                if amount != nil || short { other = other ?? (.giftCard, amount) }
                continue
            }
            if brand != nil || last4 != nil || (carded && (amount != nil || short)) {
                // The first card row names it; later rows add its brand, number or amount (the slip repeats them).
                let named = card ?? (nil, nil, nil)
                card = (named.brand ?? brand, named.last4 ?? last4, named.amount ?? amount)
                continue
            }
            if walletWords.contains(where: { text.hasWords($0) }), amount != nil {
                other = other ?? (.eWallet, amount)
            } else if cashWords.contains(where: { text.hasWords($0) }),
                      !["receipt", "invoice", "inv", "bill", "refund", "sale", "sales"].contains(where: { text.hasWords($0) }) {
                if let amount, amount > 0 {
                    cashAmount = cashAmount ?? amount
                    cashNamed = true
                } else if amount == nil, short {
                    if !cashNamed { amountUnderCash = rows.dropFirst(i + 1).first?.amounts.last?.value }
                    cashNamed = true
                }
            }
        }
        let paid = cashAmount ?? amountUnderCash
        func pays(_ amount: Decimal?) -> Bool {
            guard let amount, let total else { return false }
            return abs(amount - total) <= 0.011
        }
        // Cash that covers the total, or gives change, paid the bill unless a card row holds the total itself.
        let cashPaid = cashNamed && (changeGiven || pays(paid) || total.map { (paid ?? 0) >= $0 } == true)
        if let card, !(cashPaid && !pays(card.amount)) {
            let sure = pays(card.amount) || (card.brand != nil && card.last4 != nil)
            return ReceiptPayment(method: .card, cardBrand: card.brand, cardLast4: card.last4, confidence: sure ? 0.9 : 0.7)
        }
        if cashNamed {
            return ReceiptPayment(method: .cash, confidence: cashPaid ? 0.9 : 0.7)
        }
        if let other {
            return ReceiptPayment(method: other.method, confidence: pays(other.amount) ? 0.9 : 0.7)
        }
        if changeGiven { return ReceiptPayment(method: .cash, confidence: 0.7) }
        return nil
    }

    /// The last four digits of a card number printed on `text`: masked ("XXXXXXXXXXXX3862", "***6170", "CC*7185",
    /// "Acct:XXXXXXXX2276"), after a brand ("Visa 0642", "MASTERCARD 0148"), after "ending in", or the last group
    /// of a number printed whole in groups of four.
    static func last4(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        func digits(at i: Int) -> String? {
            guard i + 4 <= scalars.count, scalars[i..<(i + 4)].allSatisfy(\.isASCIIDigit),
                  !(i + 4 < scalars.count && (scalars[i + 4].isASCIIDigit || scalars[i + 4] == "."
                                              || scalars[i + 4] == ",")) else { return nil }
            return String(String.UnicodeScalarView(scalars[i..<(i + 4)]))
        }
        // Masked: three or more mask marks (spaces and dashes between them), then the four digits.
        var i = 0
        while i < scalars.count {
            var j = i
            var marks = 0
            while j < scalars.count, "Xx*•#".unicodeScalars.contains(scalars[j]) || (marks > 0 && " -".unicodeScalars.contains(scalars[j])) {
                if scalars[j] != " " && scalars[j] != "-" { marks += 1 }
                j += 1
            }
            // A credit card's short mask after "CC" ("PAID BY: CC*7185").
            let afterCC = i >= 2 && "Cc".unicodeScalars.contains(scalars[i - 1]) && "Cc".unicodeScalars.contains(scalars[i - 2])
                && (i == 2 || !scalars[i - 3].properties.isAlphabetic)
            // Not a number masked on both sides ("***0901***", a check's).
            if marks >= 3 || (marks >= 1 && afterCC), (i == 0 || !scalars[i - 1].isASCIIDigit), let found = digits(at: j),
               !(j + 4 < scalars.count && "Xx*•#".unicodeScalars.contains(scalars[j + 4])) { return found }
            i = max(j, i + 1)
        }
        let words = ReceiptWords.normalised(text).split(separator: " ").map(String.init)
        for (k, word) in words.enumerated() where word.count == 4 && word.allSatisfy(\.isASCIIDigitCharacter) && k >= 1 {
            let before = words[k - 1]
            let afterBrand = brands.contains { $0.words == before || $0.words.hasSuffix(" " + before) }
            let ending = before == "in" && k >= 2 && words[k - 2] == "ending" || before == "ending"
            // "4553 8800 9593 0119": the last of four groups of four.
            let whole = k >= 3 && words[(k - 3)..<k].allSatisfy { $0.count == 4 && $0.allSatisfy(\.isASCIIDigitCharacter) }
                && (k + 1 == words.count || !words[k + 1].allSatisfy(\.isASCIIDigitCharacter))
            // The four digits stand alone on the printed row, not as a price's whole part ("VISA 1234.56").
            guard afterBrand || ending || whole, !text.contains(word + "."), !text.contains(word + ",") else { continue }
            return word
        }
        return nil
    }
}
