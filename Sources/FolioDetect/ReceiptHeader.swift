/// The merchant and its address from the head of a receipt. The merchant is the top row that names a business
/// ("SDN BHD", "ENTERPRISE", "LTD", "RESTAURANT"...), else the first row that reads as a name; a name broken over
/// two rows ("HOME MASTER HARDWARE &" / "ELECTRICAL") is joined. The address is the block of rows after it that
/// read as an address (street words, a postcode), past registration numbers and the like, up to the first row
/// that is something else (a phone, a tax number, "TAX INVOICE").
struct ReceiptHeader {
    var merchant: String?
    var merchantRow: Int?
    var address: String?
    var confidence: [String: Double] = [:]

    /// Words that name a kind of business or a company form (`companyForms` but the "M" of "SDN. BHD" read apart).
    static let businessWords: Set<String> = companyForms.subtracting(["m"]).union([
        "enterprise", "enterprises", "trading", "restaurant", "restaurants", "restoran",
        "corporation", "company", "gmbh", "store", "stores",
        "mart", "supermarket", "minimarket", "hypermarket", "hardware", "stationery", "books", "bookstore", "cafe",
        "café", "bakery", "bakeries", "confectionery", "kitchen", "food", "foods", "marketing", "services", "service",
        "holdings", "group",
        "pharmacy", "farmasi", "kedai", "industries", "industry", "electrical", "electronics", "motor", "motors",
        "auto", "trading", "hotel", "bar", "grill", "bistro", "deli", "shop", "boutique", "market", "petrol",
        "station", "clinic", "klinik", "resources", "ventures", "solutions", "global", "international", "agency",
        "bhd.", "tea", "coffee", "kopitiam", "mamak", "pizza", "burger", "chicken", "noodle", "noodles",
    ])

    /// Rows that are something else: a phone, a tax or registration number, a document title.
    static let stopWords: [String] = [
        "tel", "telephone", "phone", "fax", "gst", "reg", "registration", "tax invoice", "invoice", "receipt",
        "cashier", "email", "e mail", "www", "website", "sst", "vat", "abn", "company no", "co no", "business",
        "date", "time", "table", "order", "bill", "check", "guest", "server", "counter", "member", "thank",
        "welcome", "open", "hotline", "customer", "cust", "pos", "terminal", "doc", "slip", "id", "hours",
        "goods sold", "returnable", "exchangeable", "refund", "paid", "copy", "reprint", "duplicate", "original",
        "mobile", "whatsapp", "whatsapps", "pay by", "carry out", "dine in", "take away", "takeaway",
        "chit", "item", "qty", "description", "amount", "waiter", "waitress", "station", "tbl", "chk",
        // The same in German, French, Spanish, Italian and Dutch: phone, tax numbers, titles, the cashier, the date.
        "steuernummer", "steuernr", "st nr", "ust id", "ust idnr", "mwst", "tva", "iva", "btw", "siret", "siren",
        "nif", "cif", "rechnung", "facture", "factura", "fattura", "kassenbon", "scontrino", "bon nr", "bedient",
        "caissier", "cajero", "cassiere", "datum", "fecha",
    ] + ReceiptLabelWords.phone + promotionWords

    /// Labels of a hand phone's number (Malaysian receipts'), a stop only with the number beside them.
    static let handPhoneLabels = ["hp", "h p"]

    /// Words of a promotion printed above the name (`isPromotion`).
    static let promotionWords = ["survey", "giveaway", "sweepstakes"]

    static func read(_ rows: [ReceiptRow], headEnd: Int) -> ReceiptHeader {
        var header = ReceiptHeader()
        // A document title beside the name ("Northwind Office Supplies    INVOICE") is not part of it; the
        // rows keep their titles for finding where the address ends.
        let titled = rows
        let rows = rows.map(withoutTitle)
        // The customer's block ("Bill to:" and the rows under it) names someone else.
        var customer = Set<Int>()
        for (i, row) in rows.enumerated() where customerLabels.contains(where: { ReceiptWords.normalised(row.text).hasPrefix($0) }) {
            for k in i..<min(rows.count, i + 5) { customer.insert(k) }
        }
        let head = Array(rows.prefix(max(1, min(headEnd, 12))).enumerated()).filter { !customer.contains($0.offset) }
        guard !head.isEmpty else { return header }
        // The merchant.
        var chosen: Int?
        for (i, row) in head where chosen == nil && i < 8 && !row.text.isEmpty {
            var words = Set(ReceiptWords.normalised(row.text).split(separator: " ").map(String.init))
                .union(row.text.lowercased().split(separator: " ").map(String.init))
            // A company form glued to the word before it: "MARTS/B".
            if row.text.lowercased().split(separator: " ").contains(where: { $0.hasSuffix("s/b") }) { words.insert("s/b") }
            // The owner printed under its own heading ("Owned By" / "SANYU SUPPLY SDN BHD") is not the shop.
            let owner = i > 0 && ["owned by", "owner", "operated by", "a member of", "managed by"]
                .contains { ReceiptWords.normalised(rows[i - 1].text).hasPrefix($0) }
            if !words.isDisjoint(with: businessWords) && !isStop(row) && !isAddress(row) && row.amounts.isEmpty && !owner
                && !hasDateOrPhone(row) && !isStoreNumber(row.text) && !isExclaimed(row.text) {
                chosen = i
            }
        }
        var runOn: String?
        var fieldsStart: Int?
        if chosen == nil {
            for (i, row) in head where chosen == nil {
                // A promotion's rows ("Survey Code: 0279-403-2211-1303") are no till fields.
                if isPromotion(row) { continue }
                // Once the till's fields begin (check, server, table), a receipt whose name is only in its logo
                // has none to find below them — but for a name over its address (below).
                if isField(row.text) || tillWords.contains(words(row).first ?? "") {
                    fieldsStart = i
                    break
                }
                if isName(row) {
                    chosen = i
                } else if !endsWithPostcode(row.text), let name = beforeStoreNumber(row.text),
                          isName(ReceiptRow(text: name, words: [], amounts: [], label: ReceiptWords.normalised(name))) {
                    // "Taco Bell 017314": the store's number after the name.
                    chosen = i
                    runOn = name
                } else if let name = beforeTillLabel(row.text),
                          isName(ReceiptRow(text: name, words: [], amounts: [], label: ReceiptWords.normalised(name))) {
                    chosen = i
                    runOn = name
                }
            }
        }
        // A guest check's pad prints its boxes (guests, server, table) above the shop's stamp: a name there is
        // one right over an address row ("Newark Buffet" / "35201 Newark Blvd. #W Newark CA 94560").
        if chosen == nil, let fieldsStart {
            chosen = head.first { i, row in
                i > fieldsStart && i + 1 < rows.count && isName(row) && !tillWords.contains(words(row).first ?? "")
                    && isAddress(rows[i + 1])
            }?.offset
        }
        guard var m = chosen else {
            // No name but in the logo: the address printed at the head is still the shop's (less sure).
            header.address = address(of: titled, name: -1, nameEnd: -1, nameWords: [])
            if header.address != nil { header.confidence["address"] = 0.5 }
            return header
        }
        var merchant = Self.withoutRegistration(runOn ?? rows[m].text)
        if runOn == nil, let (row, name) = printedName(repeating: m, in: rows) {
            m = row
            merchant = Self.withoutRegistration(name)
        }
        var last = m
        // A name whose first row is above: "POPULAR BOOK" / "CO. (M) SDN BHD".
        let firstWord = words(rows[m]).first ?? ""
        if m > 0, ["co", "sdn", "bhd", "s/b", "sb", "ltd", "inc", "plt", "enterprise", "trading"].contains(firstWord),
           isName(rows[m - 1]) {
            merchant = rows[m - 1].text + " " + merchant
            m -= 1
        }
        // A logo's name over a row of what the business is: "MARIANACCI'S" / "RESTAURANT", "Primo" / "Family
        // Restaurant", "Caldera" / "BREWERY" / "&" / "RESTAURANT". Up to three short name rows above a business
        // row of one or two words, with no company form, and only when the name comes first on the receipt.
        // A sole trader's "ENTERPRISE" or "TRADING" is a company form here: the owner's name printed above it
        // ("TAN WOON YANN" / "YONGFATT ENTERPRISE") is no part of the name.
        if runOn == nil, m == last, words(rows[m]).count <= 2,
           words(rows[m]).allSatisfy({ !companyForms.contains($0) && !["enterprise", "enterprises", "trading"].contains($0) }) {
            var top = m
            while top > 0, m - top < 3 {
                let above = rows[top - 1]
                let ampersand = above.text.trimmingSpaces() == "&"
                guard ampersand || (isName(above) && words(above).count <= 3 && !isSentence(above.text)
                                    && Set(words(above)).isDisjoint(with: words(rows[m]))) else { break }
                top -= 1
            }
            while top < m, rows[top].text.trimmingSpaces() == "&" { top += 1 }
            if top < m, top == head.first?.offset {
                merchant = rows[top...m].map { $0.text.trimmingSpaces() }.joined(separator: " ")
                m = top
            }
        }
        // A name broken over rows: one ends with "&" or leaves a bracket open, or the next starts with a company
        // form ("SUBANG HEALTHCARE SDN" / "BHD", "AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD").
        while last + 1 < rows.count && last < m + 3 {
            let next = rows[last + 1]
            let nextWords = ReceiptWords.normalised(next.text).split(separator: " ").map(String.init)
            let open = merchant.filter { $0 == "(" }.count > merchant.filter { $0 == ")" }.count
            let continues = merchant.hasSuffix("&") || merchant.hasSuffix("-") || open
                || (nextWords.first.map { businessWords.contains($0) } ?? false)
            guard continues, !isStop(next), !isAddress(next), next.amounts.isEmpty, !isStoreNumber(next.text),
                  !hasDateOrPhone(next),
                  next.text.contains(where: \.isLetter) else { break }
            merchant = withoutRegistration(merchant + " " + next.text)
            last += 1
        }
        header.merchant = MerchantSpelling.corrected(Self.unglued(Self.withoutMarks(merchant)), words: businessWords)
        header.merchantRow = m
        header.confidence["merchant"] = chosen == m && head[m].element.text.isEmpty ? 0.4 : 0.7
        header.address = address(of: titled, name: m, nameEnd: last,
                                 nameWords: Set(words(rows[m]).filter { $0.count >= 3 }))
        if header.address != nil { header.confidence["address"] = 0.6 }
        return header
    }

    /// The address: the first address-like row within a few rows after the name's last row `last` (past
    /// registration numbers, a date, a former name), or just above the name's first row `m` when none is, and the
    /// rows after it until a stop. A date or time printed at the right of an address row ("14817 S. Western Ave
    /// Apr 10, 2019") is no part of it and does not end it. With no name (`m` -1, a name only in the logo), the
    /// first address-like row of the head's first rows starts it. `rows` are the receipt's, titles kept.
    static func address(of rows: [ReceiptRow], name m: Int, nameEnd last: Int, nameWords: Set<String>) -> String? {
        let rowsForAddress = rows.map(withoutTrailingDate)
        var start: Int?
        var k = last + 1
        while k < rowsForAddress.count && k <= last + 6 {
            if isAddress(rowsForAddress[k]) { start = k; break }
            k += 1
        }
        // Some receipts print the address above the name (a petrol station's site, then the operating company):
        // the address-like rows just above it.
        if start == nil, m >= 0 {
            var first = m
            while first > 0 && m - first < 4 && isAddress(rowsForAddress[first - 1]) { first -= 1 }
            if first < m { start = first }
        }
        guard var s = start else { return nil }
        // A row just above the first address row, below the name, that names a street but carries no
        // number ("AUTOROUTE RABAT MEKNES" over "15000 KHEMISSET") leads into the address — unless it repeats a
        // word of the name: that is the branch ("DOMINO'S PIZZA PERMAS JAYA", "IKEA ,Cheras").
        while s > m, s - 1 > last, leadsIntoAddress(rowsForAddress[s - 1]),
              nameWords.isDisjoint(with: words(rowsForAddress[s - 1])) { s -= 1 }
        // Every row after the first address row belongs to the address until one that is something else: a
        // town alone ("SETAPAK,") is as much the address as a street.
        var parts = [rowsForAddress[s].text]
        var j = s + 1
        while j < rowsForAddress.count && j < s + 5 && (s > m || j < m) {
            let row = rowsForAddress[j]
            if isStop(row) || !row.amounts.isEmpty || isBracketed(row) || hasDateOrPhone(row) { break }
            let tokens = row.text.split(separator: " ")
            guard tokens.count <= 10, row.text.contains(where: \.isLetter) || isAddress(row) else { break }
            if withoutRegistration(row.text).isEmpty || !row.text.contains(where: \.isLetter) { break }
            // After "Bellflower, CA 90706" only an address row with an address word goes on ("135 Nathalie", the
            // server, and "1045 SAGE D", the check's number and its server, do not); a till's field ("Host:
            // Nelson") is none ("No: 12" or "Lot: 5" may be).
            let rowWords = words(row)
            if endsWithPostcode(parts[parts.count - 1]),
               !isAddress(row) || rowWords.allSatisfy({ !AddressWords.all.contains($0) }) { break }
            if isField(row.text), let label = rowWords.first, !AddressWords.all.contains(label) { break }
            parts.append(row.text)
            j += 1
        }
        return AddressSpelling.corrected(parts.joined(separator: " "), words: AddressWords.all)
    }

    /// Company forms that end a company's name.
    static let companyForms: Set<String> = ["co", "sdn", "bhd", "berhad", "s/b", "sb", "ltd", "limited", "inc", "plt",
                                            "llc", "corp", "pte", "m"]

    /// The name as printed under a logo read as text: a row just below the one chosen, with the chosen row's words
    /// in it and a company form after them, cut after the company form ("EIGHT OUNCE" / "COFFEE" / "EIGHT OUNCE
    /// COFFEE CO. THE GARDENS MALL" gives "EIGHT OUNCE COFFEE CO.", the branch left out). Nil when no such row.
    static func printedName(repeating m: Int, in rows: [ReceiptRow]) -> (row: Int, name: String)? {
        let logo = words(rows[m])
        guard !logo.isEmpty, logo.count <= 3 else { return nil }
        for k in (m + 1)..<min(m + 3, rows.count) {
            let row = rows[k]
            guard !isStop(row), row.amounts.isEmpty, !hasDateOrPhone(row) else { continue }
            // The row's own tokens, each with its key form, so the cut falls in the printed text.
            let tokens = row.text.split(separator: " ").map(String.init)
            let keys = tokens.map { ReceiptWords.keyForm(ReceiptWords.normalised($0)) }
            guard keys.count > logo.count,
                  let at = (0...(keys.count - logo.count)).first(where: { Array(keys[$0..<$0 + logo.count]) == logo })
            else { continue }
            // The first company form after the logo's words, with the forms right after it ("SDN BHD").
            guard var end = (at + logo.count..<keys.count).first(where: { companyForms.contains(keys[$0])
                                                                        && keys[$0] != "m" }) else { continue }
            while end + 1 < keys.count, companyForms.contains(keys[end + 1]) { end += 1 }
            return (k, tokens[...end].joined(separator: " "))
        }
        return nil
    }

    /// Business words OCR glued to the name before them peeled off as words of their own:
    /// "SANYUSTATIONERYSHOP" → "SANYU STATIONERY SHOP", "PINGHWAITRADING" → "PINGHWAI TRADING". Only for
    /// runs of twelve capitals or more (a single word that long rarely ends in a business word; "PETRODELI"
    /// stays whole), only words of `businessWords` of four letters or more, leaving three letters or more in
    /// front.
    static func unglued(_ name: String) -> String {
        let peelable = businessWords.filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }.map { $0.uppercased() }
            .sorted { $0.count > $1.count }
        return name.split(separator: " ").map { token -> String in
            var rest = String(token)
            guard rest.count >= 12, rest == rest.uppercased(), rest.allSatisfy(\.isLetter) else { return rest }
            var peeled: [String] = []
            var changed = true
            while changed {
                changed = false
                for word in peelable where rest.hasSuffix(word) && rest.count - word.count >= 3 {
                    peeled.insert(word, at: 0)
                    rest.removeLast(word.count)
                    changed = true
                    break
                }
            }
            return ([rest] + peeled).joined(separator: " ")
        }.joined(separator: " ")
    }

    /// The name without the marks a till prints around it or OCR reads off a logo: "** BILLA M" → "BILLA M",
    /// "- CAFE -" → "CAFE". Only tokens wholly of such marks go; "&", brackets and quotes stay.
    static func withoutMarks(_ name: String) -> String {
        let marks: Set<Character> = ["*", "#", "-", "_", "=", "~", "|", "•", "·", ".", ":", "+", "/", "\\"]
        var tokens = name.split(separator: " ")
        while let first = tokens.first, first.allSatisfy(marks.contains), tokens.count > 1 { tokens.removeFirst() }
        while let last = tokens.last, last.allSatisfy(marks.contains), tokens.count > 1 { tokens.removeLast() }
        return tokens.joined(separator: " ")
    }

    /// Labels that start the customer's block of an invoice.
    static let customerLabels = ["bill to", "billed to", "ship to", "sold to", "deliver to", "invoice to", "customer"]

    /// The row with document titles ("INVOICE", "TAX INVOICE", "RECEIPT") taken off its end or start, when a
    /// name stands beside them; a row that is only a title stays as it is (and is a stop row).
    static func withoutTitle(_ row: ReceiptRow) -> ReceiptRow {
        let titles: Set<String> = ["invoice", "receipt", "tax", "simplified", "official", "sales", "statement"]
        var tokens = row.text.split(separator: " ").map(String.init)
        let isTitle = { (t: String) in titles.contains(t.lowercased().filter(\.isLetter)) && t == t.uppercased() }
        while let last = tokens.last, isTitle(last), tokens.count > 1 { tokens.removeLast() }
        while let first = tokens.first, isTitle(first), tokens.count > 1 { tokens.removeFirst() }
        guard tokens.count < row.text.split(separator: " ").count, tokens.contains(where: { !isTitle($0) }) else { return row }
        var trimmed = row
        trimmed.text = tokens.joined(separator: " ")
        return trimmed
    }

    /// A company name without the registration number printed after it: "MIZU MENTAI SDN. BHD. (1248446-V)",
    /// "KING'S CONFECTIONERY S/B 273500-U (KJ1)".
    static func withoutRegistration(_ text: String) -> String {
        var t = text.trimmingSpaces()
        while true {
            // A trailing bracketed group holding digits: "(1248446-V)", "(139386 X)", "(KJ1)".
            if t.hasSuffix(")"), let open = t.lastIndex(of: "("), open != t.startIndex,
               t[open...].contains(where: \.isNumber) {
                t = String(t[..<open]).trimmingSpaces()
                continue
            }
            // A trailing registration number: "273500-U", "1118258-K".
            if let space = t.lastIndex(of: " ") {
                let last = t[t.index(after: space)...]
                let digits = last.filter(\.isNumber).count
                if digits >= 5 && digits * 3 >= last.count * 2 {
                    t = String(t[..<space]).trimmingSpaces()
                    continue
                }
            }
            return t
        }
    }

    /// A row's text without bracketed parts (registration numbers).
    static func unbracketed(_ text: String) -> String {
        var out = ""
        var depth = 0
        for ch in text {
            if ch == "(" { depth += 1; continue }
            if ch == ")" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(ch) }
        }
        return out
    }

    /// A name with a till's label and number run on after it, read as one line: "Finnegan's Way Check 822819"
    /// gives "Finnegan's Way"; nil for any other text.
    static func beforeTillLabel(_ text: String) -> String? {
        let tokens = text.split(separator: " ")
        guard tokens.count >= 3, let number = tokens.last, number.contains(where: \.isNumber),
              number.allSatisfy({ $0.isNumber || "#-./".contains($0) }) else { return nil }
        let label = tokens[tokens.count - 2].lowercased().filter(\.isLetter)
        guard ["check", "chk", "table", "tbl", "order", "ticket", "bill"].contains(label) else { return nil }
        return tokens.dropLast(2).joined(separator: " ")
    }

    static func words(_ row: ReceiptRow) -> [String] {
        ReceiptWords.keyForm(ReceiptWords.normalised(row.text)).split(separator: " ").map(String.init)
    }

    static func isStop(_ row: ReceiptRow) -> Bool {
        let text = ReceiptWords.keyForm(ReceiptWords.normalised(row.text))
        // "TAXINVOICE": OCR drops the space of a spaced-out title.
        if text.contains("invoice") || text.contains("receipt") { return true }
        // A hand phone's label ("HP: 012-345 6789") is one only with the number: "HP Pho Ga" is a restaurant.
        if handPhoneLabels.contains(where: { text.hasWords($0) || text.hasPrefix($0 + " ") }),
           row.text.filter(\.isNumber).count >= 7 { return true }
        return stopWords.contains { text.hasWords($0) || text.hasPrefix($0 + " ") } || endsWithCompanyNumber(row.text)
    }

    /// A Malaysian company number closing the row, its bracket or the "CO." before it misread: "CCo. No.
    /// 11382!.-W)" for "(CO. NO. 113821-W)" — four digits or more, at most three marks, a dash and one capital.
    static func endsWithCompanyNumber(_ text: String) -> Bool {
        text.trimmingSpaces().range(of: #"\d{4,}[^\sA-Za-z0-9]{0,3}-\s?[A-Z]\)?$"#, options: .regularExpression) != nil
            && ReceiptWords.normalised(text).split(separator: " ").contains("no")
    }

    /// A date, a time or a phone number on the row (a header's "10 MAR 2018 18:24", "03-4131 8972").
    static func hasDateOrPhone(_ row: ReceiptRow) -> Bool {
        !row.detected.isDisjoint(with: [.date, .time, .phone])
    }

    /// `row` without the date or time at its right end, when `ReceiptReader` found one there.
    static func withoutTrailingDate(_ row: ReceiptRow) -> ReceiptRow {
        guard let text = row.beforeTrailingDate else { return row }
        var cut = row
        cut.text = text
        cut.detected.subtract([.date, .time])
        return cut
    }

    /// Whether a row ends an address as the town's row does where the postcode comes last: a word and then a
    /// ZIP code ("Bellflower, CA 90706", "Lodi, CA 95240-1234") or a Canadian postal code ("Edmonton AB T5P 4A9").
    static func endsWithPostcode(_ text: String) -> Bool {
        let tokens = text.split(separator: " ").map { String($0.filter { $0 != "." && $0 != "," }) }
        guard tokens.count >= 2 else { return false }
        func isWord(_ t: String) -> Bool { t.count >= 2 && t.allSatisfy(\.isLetter) }
        let last = tokens[tokens.count - 1]
        let code = last.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if code[0].count == 5, code[0].allSatisfy(\.isNumber), code.count == 1 || (code.count == 2 && code[1].count == 4
            && code[1].allSatisfy(\.isNumber)) {
            return isWord(tokens[tokens.count - 2])
        }
        func shape(_ t: String, _ pattern: String) -> Bool {
            t.count == 3 && zip(t, pattern).allSatisfy { c, p in p == "A" ? c.isLetter : c.isNumber }
        }
        return tokens.count >= 3 && shape(tokens[tokens.count - 2], "A9A") && shape(last, "9A9")
            && isWord(tokens[tokens.count - 3])
    }

    static func isBracketed(_ row: ReceiptRow) -> Bool {
        let t = row.text.trimmingSpaces()
        return t.hasPrefix("(") && t.hasSuffix(")")
    }

    /// Street words or a postcode (four to six digits standing alone) with letters; never a row with an amount (an
    /// item: "CHEESE STEAK 10.49").
    static func isAddress(_ row: ReceiptRow) -> Bool {
        guard !isStop(row), !isBracketed(row), !hasDateOrPhone(row), row.amounts.isEmpty else { return false }
        let ws = ReceiptWords.keyForm(ReceiptWords.normalised(unbracketed(row.text))).split(separator: " ").map(String.init)
        let streetWords = ws.filter { AddressWords.all.contains($0) || AddressWords.isCompoundStreet($0) }.count
        // A postcode stands alone ("41150 KLANG,"); "273500-U" is a registration number.
        let postcode = unbracketed(row.text).split(separator: " ").contains { token in
            let core = token.filter { $0 != "," && $0 != "." }
            return core.count >= 4 && core.count <= 6 && core.allSatisfy(\.isNumber)
        }
        let hasNumber = ws.contains { $0.contains(where: \.isNumber) }
        let hasWord = ws.contains { $0.filter(\.isLetter).count >= 2 }
        return streetWords >= 2 || (streetWords >= 1 && hasNumber) || (postcode && ws.count >= 2 && hasWord)
    }

    /// A row with a street word and nothing that makes it something else (a stop, a bracketed or registration
    /// number, a date, a phone, an amount).
    static func leadsIntoAddress(_ row: ReceiptRow) -> Bool {
        guard !isStop(row), !isBracketed(row), !hasDateOrPhone(row), row.amounts.isEmpty,
              row.text.contains(where: \.isLetter), withoutRegistration(row.text) == row.text.trimmingSpaces() else { return false }
        return words(row).contains { AddressWords.streets.contains($0) || AddressWords.isCompoundStreet($0) }
    }

    /// Mostly letters, not a stop row, not an address, not a field ("NAME:CHARES"), no amounts, not an exclamation:
    /// a name.
    static func isName(_ row: ReceiptRow) -> Bool {
        let letters = row.text.filter(\.isLetter).count
        return letters >= 3 && Double(letters) / Double(max(1, row.text.count)) > 0.5 && !isStop(row) && !isAddress(row)
            && row.amounts.isEmpty && !isField(row.text) && !isExclaimed(row.text) && !isSentence(row.text)
    }

    /// A line of a promotion or a notice the till prints above the name ("For a Chance to WIN"): two of the small
    /// words of a sentence ("House of Pancakes" has one), or a row wholly in brackets.
    static func isSentence(_ text: String) -> Bool {
        let t = text.trimmingSpaces()
        // A row wholly in brackets is a note ("(Diganos en Espanol )"), not a name.
        if t.hasPrefix("("), t.hasSuffix(")") { return true }
        return t.lowercased().split(separator: " ").filter { sentenceWords.contains(String($0)) }.count >= 2
    }

    /// The text before a number of digits alone that ends the row, three digits or more ("Taco Bell 017314" gives
    /// "Taco Bell"); nil when the row ends otherwise. A town's row with its ZIP code ends so too: callers rule it out.
    static func beforeStoreNumber(_ text: String) -> String? {
        var tokens = text.split(separator: " ")
        guard tokens.count >= 2, let last = tokens.last, last.count >= 3, last.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        tokens.removeLast()
        return tokens.joined(separator: " ")
    }

    /// A row of a promotion printed above the name: a survey, a giveaway, a sweepstakes.
    static func isPromotion(_ row: ReceiptRow) -> Bool {
        let text = ReceiptWords.keyForm(ReceiptWords.normalised(row.text))
        return promotionWords.contains { text.hasWords($0) }
    }

    /// The small words of a sentence, as `isSentence` counts them.
    static let sentenceWords: Set<String> = ["a", "an", "to", "for", "of", "on", "at", "your", "you", "our", "we", "us",
                                             "with", "is", "are", "be", "will", "this", "please"]

    /// The end of a sentence the till prints ("Please help us going Green & Save our / resources!", "Again.").
    static func isExclaimed(_ text: String) -> Bool {
        let t = text.trimmingSpaces()
        return t.hasSuffix("!") || (t.hasSuffix(".") && !t.contains(" ") && t.filter(\.isLetter).count >= 4)
    }

    /// A branch's number: "STORE # CA-1661", "Store#0511", "Station 4" — a business word and then "#" or a number.
    static func isStoreNumber(_ text: String) -> Bool {
        let tokens = text.lowercased().split(separator: " ").map(String.init)
        for (k, token) in tokens.enumerated() {
            let letters = String(token.prefix { $0.isLetter })
            guard businessWords.contains(letters) else { continue }
            let rest = token.dropFirst(letters.count)
            if rest.hasPrefix("#") || rest.first?.isNumber == true { return true }
            if rest.isEmpty, k + 1 < tokens.count, tokens[k + 1].hasPrefix("#") || tokens[k + 1].first?.isNumber == true {
                return true
            }
        }
        return false
    }

    /// The first words of a till's rows about the sale: the check, the table, who served it.
    static let tillWords: Set<String> = ["check", "chk", "server", "waiter", "waitress", "station", "table", "tbl",
                                         "guest", "guests", "cashier"]

    /// A till's field: a one-word label and its colon first on the row ("NAME:CHARES", "Server: Taj").
    static func isField(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let label = text[..<colon]
        return !label.isEmpty && label.count <= 10 && label.allSatisfy(\.isLetter)
    }
}
