/// Whether a document's rows are shaped like a receipt's rather than a report's or a table's. The receipt step
/// runs on every document of an archive, and a report's table with a "Total" row, or a page of prose with a few
/// prices in it, has the labels and amounts a receipt has. Receipts are short rows — a name and a price, a label
/// and an amount — with a few sentences at the foot (a returns policy, a survey), and at most a count, a unit
/// price and an amount on a row (sroie-dev's MR. D.I.Y. tills print an item code before those: four figures).
/// Checked on both receipt sets, whose every receipt stays one, and on the documents of `../shared/data` that are
/// no receipts (`docs/accuracy.md`, "Documents that are no receipts").
enum ReceiptShape {
    /// Rows of this many words or more are sentences.
    static let sentenceWords = 8
    /// The share of rows that are sentences from which the document is prose, not a receipt.
    static let proseShare = 0.2
    /// Numbers on a row from which it is a row of a table of figures.
    static let figuresPerRow = 5
    /// The share of rows with amounts that are rows of figures from which the document is a table.
    static let tableShare = 0.5

    struct Measures {
        var rows = 0
        var sentences = 0
        var amountRows = 0
        var figureRows = 0
    }

    static func measures(_ rows: [ReceiptRow]) -> Measures {
        var m = Measures()
        for row in rows where !row.text.isEmpty {
            m.rows += 1
            let tokens = row.text.split(separator: " ")
            if tokens.filter({ $0.contains(where: \.isLetter) }).count >= sentenceWords { m.sentences += 1 }
            guard !row.amounts.isEmpty else { continue }
            m.amountRows += 1
            let figures = tokens.filter { token in
                token.contains(where: \.isNumber) && token.allSatisfy { $0.isNumber || ",.%$€£()-".contains($0) }
            }
            if figures.count >= figuresPerRow { m.figureRows += 1 }
        }
        return m
    }

    /// How many rows from the top a receipt's title ("TAX INVOICE") may stand.
    static let titleRows = 15
    /// The words of a receipt's title row: "TAX INVOICE / ADJUSTMENT NOTE", "OFFICIAL RECEIPT", "CASH BILL".
    static let titleWords: Set<String> = [
        "invoice", "receipt", "bill", "tax", "simplified", "official", "sales", "cash", "adjustment", "note", "copy",
        "customer", "customers", "full", "rechnung", "facture", "factura", "fattura", "kassenbon", "scontrino",
    ]
    /// The title words that name the document on their own.
    static let namingWords: Set<String> = [
        "invoice", "receipt", "bill", "rechnung", "facture", "factura", "fattura", "kassenbon", "scontrino",
    ]

    /// Whether `rows` read as a receipt's: not mostly sentences, and their amounts not mostly in rows of figures —
    /// unless a receipt's title stands at the head: an invoice whose items each print a unit price, the counts
    /// issued, exchanged and sold and the amount (sroie-dev's Gardenia bakery notes, read from clean text) is a
    /// receipt all the same.
    static func looksLikeReceipt(_ rows: [ReceiptRow]) -> Bool {
        let m = measures(rows)
        guard m.rows > 0 else { return false }
        if Double(m.sentences) >= proseShare * Double(m.rows) { return false }
        if m.amountRows >= 3, Double(m.figureRows) >= tableShare * Double(m.amountRows), !isTitled(rows) {
            return false
        }
        return true
    }

    /// Whether one of the first `titleRows` rows is a receipt's title: title words only, one of them naming the
    /// document ("TAX INVOICE", not a column heading "Invoice No").
    static func isTitled(_ rows: [ReceiptRow]) -> Bool {
        rows.prefix(titleRows).contains { row in
            let words = row.label.split(separator: " ").map(String.init)
            return !words.isEmpty && words.count <= 6 && words.allSatisfy(titleWords.contains)
                && words.contains(where: namingWords.contains)
        }
    }
}
