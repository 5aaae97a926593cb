/// The words just before a match, lowercased, for detectors that weigh their context (a phone number after
/// "Tel", an amount after "Total", a number after "Invoice No").
enum ContextWords {
    /// Words that announce a phone number.
    static let phoneCues: Set<String> = ["tel", "telephone", "phone", "ph", "fax", "mobile", "mob", "cell", "call",
                                         "hp", "h/p", "whatsapp", "contact", "hotline", "tlf", "telefon", "tél",
                                         "téléphone", "t", "p", "m", "f"]
    /// Words that announce an identifier rather than a phone number.
    static let identifierCues: Set<String> = ["invoice", "inv", "receipt", "order", "account", "acct", "a/c", "gst",
                                              "reg", "registration", "vat", "tax", "id", "no", "nr", "number", "ref",
                                              "reference", "serial", "sn", "bill", "doc", "document", "transaction",
                                              "trans", "txn", "card", "member", "customer", "cust", "ticket",
                                              "table", "cashier", "terminal", "batch", "approval", "auth", "pos",
                                              "sku", "upc", "ean", "isbn", "barcode", "tracking", "roc", "co",
                                              "company", "#", "abn", "ein", "ssn", "iban", "swift", "bic"]

    /// Up to `words` lowercased words ending before `offset`, nearest first; punctuation around them removed.
    static func before(_ offset: Int, in text: ScalarText, words: Int) -> [String] {
        var result: [String] = []
        var i = offset - 1
        while result.count < words && i >= 0 {
            while i >= 0 && (text[i].isSpace || ":.#-=()".unicodeScalars.contains(text[i])) {
                if text[i] == "#" && result.isEmpty { result.append("#") }
                i -= 1
            }
            guard i >= 0 else { break }
            var j = i
            while j >= 0 && !text[j].isSpace && !":.#=()".unicodeScalars.contains(text[j]) { j -= 1 }
            let word = text.string((j + 1)..<(i + 1)).lowercased()
            if !word.isEmpty { result.append(word) }
            i = j
            // The words of a previous field are not this one's context.
            if offset - i > 40 { break }
        }
        return result
    }
}
