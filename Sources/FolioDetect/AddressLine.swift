/// One line of a text as the address detector sees it: which parts of an address it could be — a street, a place
/// (postcode and town), an address line between them, a building above, a state or country below — or a line that
/// is something else (`isStop`).
struct AddressLine {
    /// The line without a leading label ("Address:", "Ship to:") and without spaces at either end.
    let content: Range<Int>
    let isStop: Bool
    let isStreet: Bool
    let startsWithHouseNumber: Bool
    /// The place the line holds, wherever it starts (a district's name may come first: "Tampoi,81200 Johor Bahru").
    let place: Place
    /// Whether the line ends with its postcode, the town before it ("TAMAN DESA 43800"): the town may go on onto the
    /// next line. Not so after a US, Canadian or British postcode, which ends the address.
    let endsWithPostcode: Bool
    /// Street and place on this one line, the place after the street.
    let placeAfterStreet: Bool
    let isAddressLine: Bool
    /// One to four words of a town's name and nothing else ("SETAPAK,", "Wangsa Link, Wangsa Maju,").
    let isTownLine: Bool
    let isBuilding: Bool
    /// A street word, with or without a number.
    let hasStreetWord: Bool
    /// House or lot numbers and their words alone.
    let isNumberLine: Bool
    let isRegionOnly: Bool

    enum Place {
        case none
        /// A four- or five-digit postcode and a town.
        case postcode
        /// A US state and ZIP code, a Canadian province and postal code, a British postcode: the format says the
        /// country.
        case national
    }

    /// A word of the line: its scalar range, as written, and its key (lowercased, without the punctuation around it).
    struct Token {
        var range: Range<Int>
        var raw: String
        var key: String
    }

    /// A line not read: nothing of an address (far from any place).
    init(unread range: Range<Int>) {
        content = range
        isStop = true
        isStreet = false
        startsWithHouseNumber = false
        place = .none
        endsWithPostcode = false
        placeAfterStreet = false
        isAddressLine = false
        isTownLine = false
        isBuilding = false
        hasStreetWord = false
        isNumberLine = false
        isRegionOnly = false
    }

    init(_ text: ScalarText, _ range: Range<Int>) {
        let all = Self.tokens(text, range)
        let labelEnd = Self.labelEnd(all)
        var tokens = Array(all[labelEnd...])
        isStop = all.contains(where: Self.isStopToken) || tokens.count > 14 || Self.hasWrittenDate(all)
        var streetAt = tokens.firstIndex { AddressWords.isStreet($0.key) }
        if let street = streetAt, let nameEnd = Self.nameEnd(tokens, street: street) {
            tokens.removeFirst(nameEnd)
            streetAt = street - nameEnd
        }
        content = tokens.isEmpty ? range.upperBound..<range.upperBound
            : tokens.first!.range.lowerBound..<tokens.last!.range.upperBound
        let hasNumber = tokens.contains { Self.isHouseNumber($0) }
        let box = Self.postBoxEnd(tokens)
        isStreet = !tokens.isEmpty && (streetAt != nil && hasNumber || box != nil)
        startsWithHouseNumber = tokens.count >= 2 && tokens.count <= 8 && Self.isHouseNumber(tokens[0])
            && tokens[1...].contains { $0.key.count >= 2 && $0.key.allSatisfy(\.isLetter) }
        (place, endsWithPostcode, placeAfterStreet) = Self.place(tokens, streetEnd: isStreet ? box ?? streetAt : nil)
        let keys = tokens.map(\.key)
        isAddressLine = !tokens.isEmpty && tokens.count <= 10 && tokens.contains { $0.raw.contains(where: \.isLetter) }
            && (keys.contains { AddressWords.all.contains($0) || AddressWords.isCompoundStreet($0) }
                || startsWithHouseNumber)
        isTownLine = !isStop && (1...4).contains(tokens.count)
            && tokens.allSatisfy { Self.isTownWord($0) && !$0.raw.hasSuffix(":") }
        hasStreetWord = streetAt != nil
        // House or lot numbers alone ("NO.1,", "NO.19 & 21", "LOT P.T. 33198, BATU 4"): the street's number printed
        // above it.
        isNumberLine = !isStop && (1...6).contains(tokens.count)
            && (Self.unitWords.contains(tokens[0].key) || tokens[0].key.hasPrefix("no.") && Self.isHouseNumber(tokens[0]))
            && tokens.contains(where: Self.isHouseNumber)
            && tokens.allSatisfy { Self.isHouseNumber($0) || Self.unitWords.contains($0.key) || Self.lotWords.contains($0.key) }
        // A building or unit ("Level 6, Bangunan TH") or a number line above the street.
        isBuilding = !tokens.isEmpty && tokens.count <= 8 && keys.contains { Self.buildingWords.contains($0) }
            || isNumberLine
        let words = keys.filter { !$0.isEmpty }
        isRegionOnly = !words.isEmpty && words.count <= 4 && (Self.regions.contains(words.joined(separator: " "))
            || words.allSatisfy { Self.regionWords.contains($0) })
    }

    /// Where the words of a name set apart by a comma before the house number end, the street word at `street`
    /// ("Brazilian Steak House, 2023 South Pine Avenue", "* Inc., 675 Mass Ave"): no part of the address. A name has
    /// no digits; "W12–140, 1200 New Jersey Avenue" keeps its room.
    static func nameEnd(_ tokens: [Token], street: Int) -> Int? {
        guard var number = tokens[..<street].firstIndex(where: isHouseNumber) else { return nil }
        if number > 0, unitWords.contains(tokens[number - 1].key) { number -= 1 }
        guard number > 0, tokens[number - 1].raw.hasSuffix(","),
              !tokens[..<number].contains(where: { $0.raw.contains(where: \.isNumber) }) else { return nil }
        return number
    }

    /// The place the line holds; whether it ends with a four- or five-digit postcode, its town before it; and whether
    /// it comes after the line's street, which ends at `streetEnd` (its street word or post-office box's number) if
    /// the line has one, a house number before the place.
    static func place(_ tokens: [Token], streetEnd: Int?) -> (Place, endsWithPostcode: Bool, afterStreet: Bool) {
        let national = nationalPlace(tokens)?.start
        let postcode = postcodePlace(tokens)
        let place: Place = national != nil ? .national : postcode != nil ? .postcode : .none
        var afterStreet = false
        if let streetEnd, let start = national ?? postcode?.start, start > streetEnd {
            afterStreet = tokens[..<start].contains(where: isHouseNumber)
        }
        return (place, national == nil && postcode?.townFirst == true, afterStreet)
    }

    /// The line's words: runs of non-spaces, also parted after a comma with no space after it ("7/4,Kawasan",
    /// "Tampoi,81200", "SS21/39,47400") unless it groups digits ("55,57 & 59", "1,250"), and after a point between
    /// a number and a word.
    static func tokens(_ text: ScalarText, _ range: Range<Int>) -> [Token] {
        var result: [Token] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard !text[i].isSpace else { i += 1; continue }
            var j = i
            while j < range.upperBound && !text[j].isSpace {
                j += 1
                guard j < range.upperBound, !text[j].isSpace else { continue }
                if text[j - 1] == ",", !groupsDigits(text, comma: j - 1) { break }
                // A point between a number and a word: "81750.JOHOR", "P.T.2811".
                if text[j - 1] == ".", let before = text.at(j - 2),
                   before.isASCIIDigit && text[j].isLetter || before.isLetter && text[j].isASCIIDigit { break }
            }
            let raw = text.string(i..<j)
            let key = String(raw.lowercased().trimmingPunctuation())
            result.append(Token(range: i..<j, raw: raw, key: key))
            i = j
        }
        return result
    }

    /// Whether the comma at `comma` stands between a digit and one to three digits.
    static func groupsDigits(_ text: ScalarText, comma: Int) -> Bool {
        guard text.at(comma - 1)?.isASCIIDigit ?? false else { return false }
        var k = comma + 1
        while k < text.count && text[k].isASCIIDigit { k += 1 }
        return (1...3).contains(k - comma - 1)
    }

    /// Where the words after a leading label start: a label is one to three words of letters, the last one of
    /// `labelWords` and ending in ":" ("Address:", "Ship to:", "Head Office:"; not "No:").
    static func labelEnd(_ tokens: [Token]) -> Int {
        for (k, token) in tokens.prefix(3).enumerated() where token.raw.hasSuffix(":") {
            let words = tokens[...k].map(\.key)
            return words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isLetter) }) && labelWords.contains(token.key)
                ? k + 1 : 0
        }
        return 0
    }

    static let labelWords: Set<String> = [
        "address", "addr", "adresse", "alamat", "location", "to", "from", "office", "branch", "store", "outlet",
        "venue", "site", "anschrift", "indirizzo", "dirección", "direccion", "endereço", "endereco", "premises",
    ]

    /// A word that makes a line something other than an address: a phone, web or mail address, an amount, a date or
    /// a time, a document's label.
    static func isStopToken(_ token: Token) -> Bool {
        let raw = token.raw
        if stopWords.contains(token.key) || raw.contains("@") || raw.contains("$") || raw.contains("€")
            || raw.contains("£") || token.key.hasPrefix("www") || token.key.hasPrefix("http") {
            return true
        }
        let digits = raw.filter(\.isASCIIDigit).count
        // An amount: digits, a point and two decimals ("12.50").
        let parts = token.key.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit), parts[1].count == 2,
           parts[1].allSatisfy(\.isASCIIDigit) {
            return true
        }
        // A date or a time: three numbers joined by "/", "-" or ".", or hours and minutes.
        let dateParts = token.key.split(whereSeparator: { "/-.".contains($0) })
        if dateParts.count == 3, dateParts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) { return true }
        if raw.contains(":"), digits >= 3, raw.allSatisfy({ $0.isASCIIDigit || $0 == ":" }) { return true }
        // A phone number: seven digits or more among digits, dashes, brackets and plus signs; a ZIP+4 code is not.
        if digits >= 7, raw.allSatisfy({ $0.isASCIIDigit || "-()+".contains($0) }), !isZIP(token.key) { return true }
        return false
    }

    /// Whether the line writes a date with a month's name: the name beside a number of one to four digits ("12 March
    /// 2024", "April 26", "Sep 2018").
    static func hasWrittenDate(_ tokens: [Token]) -> Bool {
        func isNumber(_ k: Int) -> Bool {
            k >= 0 && k < tokens.count && (1...4).contains(tokens[k].key.count) && tokens[k].key.allSatisfy(\.isASCIIDigit)
        }
        return tokens.indices.contains { k in months.contains(tokens[k].key) && (isNumber(k - 1) || isNumber(k + 1)) }
    }

    static let months: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]

    static let stopWords: Set<String> = [
        "tel", "telephone", "phone", "ph", "fax", "email", "e-mail", "mobile", "hotline", "whatsapp", "invoice",
        "receipt", "gst", "vat", "sst", "total", "subtotal", "amount", "qty", "price", "cashier", "date", "time",
        "order", "table", "reg", "registration", "abn", "website", "web", "tarikh", "tlf", "telefon",
    ]

    /// A house number: one to five digits, with a letter or a second number after a dash or a slash ("12A",
    /// "1851-A", "3/2"), or after "No." ("NO.53"), commas around it left out.
    static func isHouseNumber(_ token: Token) -> Bool {
        var key = Substring(token.key)
        if key.hasPrefix("no.") { key = key.dropFirst(3) } else if key.hasPrefix("#") { key = key.dropFirst() }
        // A unit's letter before it: "B-8", "G-19".
        if key.count >= 3, key.first!.isLetter, key.dropFirst().first == "-" { key = key.dropFirst(2) }
        let head = key.prefix(while: \.isASCIIDigit)
        guard (1...5).contains(head.count) else { return false }
        let rest = key.dropFirst(head.count)
        return rest.isEmpty || rest.count <= 5 && rest.first.map { $0.isLetter || "-/&".contains($0) } == true
    }

    /// Where a post-office box's number is ("PO Box 123", "P.O. Box 45", "Postfach 12 34"), if the line has one.
    static func postBoxEnd(_ tokens: [Token]) -> Int? {
        for k in tokens.indices {
            let key = tokens[k].key
            if key == "postfach" || key == "box" && k > 0 && ["po", "p.o", "p.o.", "p", "o"].contains(tokens[k - 1].key) {
                if k + 1 < tokens.count, !tokens[k + 1].key.isEmpty, tokens[k + 1].key.allSatisfy({ $0.isASCIIDigit }) {
                    return k + 1
                }
            }
        }
        return nil
    }

    /// Words that stand before a house or unit number ("NO 290", "LOT 3", "Unit 5").
    static let unitWords: Set<String> = ["no", "no.", "#", "lot", "unit", "suite", "ste", "blk", "block", "level", "lvl"]

    /// Words of a lot's number beside the unit words ("P.T." a title's plot, "BATU 4" a road's mile, "&").
    static let lotWords: Set<String> = ["p.t", "pt", "batu", "&", "and", "no"]

    /// Words of a building or a unit, which may stand on a line of their own above the street.
    static let buildingWords: Set<String> = [
        "wisma", "menara", "plaza", "building", "bangunan", "kompleks", "complex", "tower", "centre", "center", "mall",
        "lot", "block", "blok", "level", "floor", "suite", "unit",
    ]

    /// A US state and ZIP code at the line's end ("New Hyde Park, NY 11040", "Lodi, CA 95240-1234 USA"), a Canadian
    /// province and postal code ("Edmonton AB T5P 4A9") or a British postcode ("Leeds LS1 4AP"), after a word of the
    /// town or alone: where the place starts, and the country's ISO 3166 code ("US", "CA", "GB").
    static func nationalPlace(_ tokens: [Token]) -> (start: Int, region: String)? {
        var n = tokens.count
        if n > 0, ["usa", "us", "canada", "uk", "united kingdom"].contains(tokens[n - 1].key) { n -= 1 }
        guard n >= 2 else { return nil }
        let last = tokens[n - 1], before = tokens[n - 2]
        let state = before.raw.trimmingPunctuation()
        if isZIP(last.key), usStates.contains(String(state)), n >= 3, isTownWord(tokens[n - 3]) {
            return (townStart(before: n - 2, tokens), "US")
        }
        if shape(before.raw, "A9A"), shape(last.raw.trimmingPunctuation(), "9A9"), n >= 3,
           provinces.contains(String(tokens[n - 3].raw.trimmingPunctuation())) {
            return (n >= 4 && isTownWord(tokens[n - 4]) ? townStart(before: n - 3, tokens) : n - 3, "CA")
        }
        if isBritishOutward(before.raw), isBritishInward(last.raw.trimmingPunctuation()) {
            return (n >= 3 && isTownWord(tokens[n - 3]) ? townStart(before: n - 2, tokens) : n - 2, "GB")
        }
        return nil
    }

    /// A four- or five-digit postcode and a town of one to four words after it ("81100 JOHOR BAHRU,", "13353
    /// Berlin", "47301 Petaling Jaya, Selangor"), or a town or state of one to three words and a five-digit postcode
    /// ending the line ("Kuala Lumpur 50450", "Ocala, Florida 34471"): where it starts and whether the town comes
    /// first.
    static func postcodePlace(_ tokens: [Token]) -> (start: Int, townFirst: Bool)? {
        for k in tokens.indices {
            let code = tokens[k].key
            guard (4...5).contains(code.count), code.allSatisfy(\.isASCIIDigit) else { continue }
            // A number ending a sentence ("on Friday 26 April 2024. The") is no postcode; one the point joins to a
            // word is ("81750.JOHOR").
            if tokens[k].raw.hasSuffix("."), k + 1 < tokens.count,
               tokens[k + 1].range.lowerBound > tokens[k].range.upperBound { continue }
            let after = tokens[(k + 1)...]
            // A compass word after the number makes it a house number: "7777 EAST APACHE" is a street.
            if (1...4).contains(after.count), !compassWords.contains(after.first!.key),
               after.allSatisfy({ isTownWord($0) && !AddressWords.isStreet($0.key) }) {
                return (k, false)
            }
            if code.count == 5, after.isEmpty, k >= 1, isTownWord(tokens[k - 1]) {
                var start = k - 1
                while start > 0 && k - start < 3 && isTownWord(tokens[start - 1])
                    && !AddressWords.isStreet(tokens[start - 1].key) { start -= 1 }
                return (start, true)
            }
        }
        return nil
    }

    static let compassWords: Set<String> = [
        "north", "south", "east", "west", "n", "s", "e", "w", "ne", "nw", "se", "sw", "northeast", "northwest",
        "southeast", "southwest",
    ]

    /// A word of a town's name: letters (a dot or a dash inside), starting with a capital.
    static func isTownWord(_ token: Token) -> Bool {
        let core = token.raw.trimmingPunctuation()
        guard let first = core.first, first.isUppercase, core.count >= 2 else { return false }
        return core.allSatisfy { $0.isLetter || $0 == "-" || $0 == "." || $0 == "'" }
    }

    /// Where the town's words before a state or province at `index` start (at most three words).
    static func townStart(before index: Int, _ tokens: [Token]) -> Int {
        var start = index
        while start > 0 && index - start < 3 && isTownWord(tokens[start - 1])
            && !AddressWords.isStreet(tokens[start - 1].key) { start -= 1 }
        return start
    }

    static func isZIP(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        return parts[0].count == 5 && parts[0].allSatisfy(\.isASCIIDigit)
            && (parts.count == 1 || parts.count == 2 && parts[1].count == 4 && parts[1].allSatisfy(\.isASCIIDigit))
    }

    static func shape(_ text: some StringProtocol, _ pattern: String) -> Bool {
        text.count == pattern.count && zip(text, pattern).allSatisfy { c, p in
            p == "A" ? c.isASCII && c.isUppercase : c.isASCIIDigit
        }
    }

    /// The first half of a British postcode: one or two capitals, a digit, and a digit or capital at most ("LS1",
    /// "SW1A", "M60").
    static func isBritishOutward(_ raw: String) -> Bool {
        let c = Array(raw)
        let letters = c.prefix { $0.isASCII && $0.isUppercase }.count
        guard (1...2).contains(letters), c.count > letters, c[letters].isASCIIDigit else { return false }
        let rest = c[(letters + 1)...]
        return rest.count <= 1 && rest.allSatisfy { $0.isASCIIDigit || $0.isASCII && $0.isUppercase }
    }

    /// The second half: a digit and two capitals ("4AP").
    static func isBritishInward(_ raw: some StringProtocol) -> Bool {
        let c = Array(raw)
        return c.count == 3 && c[0].isASCIIDigit && c[1].isASCII && c[1].isUppercase && c[2].isASCII && c[2].isUppercase
    }

    static let usStates: Set<String> = Set("""
        AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH \
        OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP
        """.split(separator: " ").map(String.init))
    static let provinces: Set<String> = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]

    /// Words of Malaysian states' full names and their abbreviations ("SELANGOR D.E.", "JOHOR DARUL TAKZIM").
    static let regionWords: Set<String> = [
        "johor", "selangor", "kedah", "kelantan", "melaka", "pahang", "perak", "perlis", "penang", "pinang", "pulau",
        "sabah", "sarawak", "terengganu", "negeri", "sembilan", "darul", "ehsan", "takzim", "aman", "naim",
        "makmur", "ridzuan", "khusus", "d.e", "d.t", "w.p", "wp", "wilayah", "persekutuan", "malaysia",
    ]

    /// States and countries that stand on a line of their own at an address's end.
    static let regions: Set<String> = [
        "johor", "selangor", "kedah", "kelantan", "melaka", "malacca", "pahang", "perak", "perlis", "penang",
        "pulau pinang", "sabah", "sarawak", "terengganu", "negeri sembilan", "kuala lumpur", "putrajaya", "labuan",
        "selangor darul ehsan", "johor darul takzim", "wilayah persekutuan", "w.p kuala lumpur", "malaysia",
        "singapore", "usa", "united states", "united states of america", "canada", "uk", "united kingdom", "england",
        "scotland", "wales", "ireland", "germany", "deutschland", "france", "españa", "spain", "italy", "italia",
        "netherlands", "nederland", "belgium", "switzerland", "schweiz", "suisse", "austria", "österreich",
        "australia", "new zealand", "india", "indonesia", "thailand", "philippines", "japan", "china", "hong kong",
    ]
}

extension StringProtocol {
    /// The text without punctuation at either end (",", ".", ";", ":", brackets, quotes).
    func trimmingPunctuation() -> SubSequence {
        let marks: Set<Character> = [",", ".", ";", ":", "(", ")", "\"", "'", "[", "]"]
        var s = self[...]
        while let f = s.first, marks.contains(f) { s = s.dropFirst() }
        while let l = s.last, marks.contains(l) { s = s.dropLast() }
        return s
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
