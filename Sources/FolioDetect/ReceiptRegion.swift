import Foundation

/// The country a receipt names as its own, for reading its dates, phone numbers and prices as they are printed
/// there: a batch of receipts from several countries is run with one region, and a Malaysian till's "03/04/2018"
/// is the 3rd of April where a United States one's is the 4th of March.
///
/// Six kinds of evidence, each counted once for its country: an address's place ("Lodi, CA 95240", "Edmonton AB
/// T5P 4A9", "Leeds LS1 4AP"; a Malaysian state on a line with a postcode, "47301 PETALING JAYA SELANGOR", or
/// with its honorific, "SELANGOR DARUL EHSAN"); a country's name ending a line with a postcode on it, or alone on
/// the line after one ("55100 KUALA LUMPUR MALAYSIA"); a company's legal form used in one country ("SDN BHD",
/// "PTE LTD", "PTY LTD", "PVT LTD"); a phone number's country code ("+60 3-7726 2929"); a currency's mark used in
/// one country only, by a price or as a column's heading ("RM 12.50", "Amount(RM)", "£4.20", "Total £"); a
/// European VAT number's country prefix ("VAT: GB 527773320", "USt-IdNr.: DE123456789"). The
/// country with the most kinds wins; a tie goes to the region the batch was run with, or to none. A name alone (a
/// restaurant called "Penang", "Taste of India") is no evidence. `options(for:_:)` gives the options the receipt
/// is read with.
enum ReceiptRegion {
    /// The options to read the receipt of `texts` (its rows) with: `options` from the country it names, if any
    /// (`DetectionOptions.reading(from:)`), but with `options`' date order where that country's tills print
    /// numeric dates both ways (Canada's: "03/10/2018" on a McDonald's receipt from Edmonton is the 10th of March).
    static func options(for texts: [String], _ options: DetectionOptions) -> DetectionOptions {
        guard let region = named(in: texts, preferring: options.region), region != options.region else {
            return options
        }
        var local = options.reading(from: region)
        if Self.bothDateOrders.contains(region) { local.dateOrder = options.dateOrder }
        return local
    }

    /// Countries whose receipts print numeric dates day first and month first alike.
    static let bothDateOrders: Set<String> = ["CA"]

    /// The ISO 3166 code of the country the lines `texts` name, `preferred` (the batch's region) among equals; nil
    /// when they name none, or several equally and not `preferred`.
    static func named(in texts: [String], preferring preferred: String) -> String? {
        var evidence: [String: Set<Kind>] = [:]
        func found(_ region: String?, _ kind: Kind) {
            if let region { evidence[region, default: []].insert(kind) }
        }
        let words = texts.map(Self.words)
        let tokens = texts.map { text in
            let scalars = ScalarText(text)
            return AddressLine.tokens(scalars, 0..<scalars.count)
        }
        // A postcode: a word of four to six digits.
        let hasPostcode = tokens.map { line in
            line.contains { (4...6).contains($0.key.count) && $0.key.allSatisfy { $0.isASCII && $0.isNumber } }
        }
        for (i, text) in texts.enumerated() {
            found(AddressLine.nationalPlace(tokens[i])?.region, .place)
            // A name on a line with a postcode, or alone on the line after one.
            let byPostcode = hasPostcode[i] || (i > 0 && hasPostcode[i - 1] && words[i].count <= 4)
            if byPostcode {
                if words[i].contains(where: malaysianStates.contains) || containsPhrase(words[i], malaysianPairs) {
                    found("MY", .place)
                }
                found(country(ending: words[i]), .country)
            }
            // A state's honorific ("SELANGOR DARUL EHSAN", "JOHOR DARUL TAKZIM") names it without its postcode.
            if let at = words[i].firstIndex(of: "darul"), at > 0, malaysianStates.contains(words[i][at - 1]) {
                found("MY", .place)
            }
            found(legalForm(in: words[i]), .legalForm)
            found(phoneCountry(in: text), .phoneCode)
            found(currencyMark(in: text), .currencyMark)
            found(taxNumberCountry(in: text), .taxNumber)
        }
        let most = evidence.values.map(\.count).max() ?? 0
        let leaders = evidence.filter { $0.value.count == most }.map(\.key)
        if leaders.contains(preferred.uppercased()) { return preferred.uppercased() }
        return leaders.count == 1 ? leaders[0] : nil
    }

    enum Kind: Hashable { case place, country, legalForm, phoneCode, currencyMark, taxNumber }

    /// The text's words, lowercased: runs of letters.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }

    static func containsPhrase(_ words: [String], _ phrases: [(String, String)]) -> Bool {
        zip(words, words.dropFirst()).contains { pair in phrases.contains { $0 == pair } }
    }

    /// Malaysian states and federal territories of one word, and those of two.
    static let malaysianStates: Set<String> = [
        "johor", "selangor", "kedah", "kelantan", "melaka", "malacca", "pahang", "perak", "perlis", "penang", "sabah",
        "sarawak", "terengganu", "putrajaya", "labuan",
    ]
    static let malaysianPairs: [(String, String)] = [
        ("kuala", "lumpur"), ("pulau", "pinang"), ("negeri", "sembilan"),
    ]

    /// The country whose name ends `words`.
    static func country(ending words: [String]) -> String? {
        guard let last = words.last else { return nil }
        if words.count >= 2, let region = countryPairs[words[words.count - 2] + " " + last] { return region }
        return countries[last]
    }

    static let countries: [String: String] = [
        "malaysia": "MY", "singapore": "SG", "usa": "US", "canada": "CA", "australia": "AU", "india": "IN",
        "indonesia": "ID", "thailand": "TH", "philippines": "PH", "japan": "JP", "germany": "DE", "deutschland": "DE",
        "france": "FR", "spain": "ES", "españa": "ES", "italy": "IT", "italia": "IT", "netherlands": "NL",
        "nederland": "NL", "belgium": "BE", "switzerland": "CH", "schweiz": "CH", "suisse": "CH", "austria": "AT",
        "österreich": "AT", "ireland": "IE", "morocco": "MA", "maroc": "MA", "mexico": "MX", "méxico": "MX",
        "brazil": "BR", "brasil": "BR",
    ]
    static let countryPairs: [String: String] = [
        "united states": "US", "united kingdom": "GB", "new zealand": "NZ", "hong kong": "HK", "south africa": "ZA",
    ]

    /// The country of a company's legal form among `words`: "SDN BHD" (and "BERHAD") Malaysian, "PTE LTD"
    /// Singaporean, "PTY LTD" Australian, "PVT LTD" Indian.
    static func legalForm(in words: [String]) -> String? {
        if words.contains("berhad") { return "MY" }
        for (a, b) in zip(words, words.dropFirst()) where b == "bhd" || b == "ltd" {
            if let region = legalForms[a] { return region }
        }
        return nil
    }

    static let legalForms: [String: String] = ["sdn": "MY", "pte": "SG", "pty": "AU", "pvt": "IN"]

    /// The country of a phone number written with its country code ("+60 3-7726 2929", "+44 (0)20 7946 0958"):
    /// a "+" and eight digits or more after it (spaces, dashes, points and brackets between). "+1" is the whole
    /// North American plan, no one country.
    static func phoneCountry(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for (i, scalar) in scalars.enumerated() where scalar == "+" {
            if i > 0, scalars[i - 1].properties.numericType != nil { continue }
            var digits = ""
            for next in scalars[(i + 1)...] {
                if ("0"..."9").contains(next) {
                    digits.unicodeScalars.append(next)
                } else if !" -.()".unicodeScalars.contains(next) {
                    break
                }
            }
            guard digits.count >= 8 else { continue }
            for length in [3, 2, 1] where digits.count > length {
                if let region = callingCodes[String(digits.prefix(length))] { return region }
            }
        }
        return nil
    }

    /// The country of a currency mark in `text` that only one country uses, set by a price ("RM12.50", "£ 4",
    /// "S$3.80"), in brackets as a column's heading ("Amount(RM)"), or a pound sign ending a heading ("Total £").
    /// "RM" alone is no mark: "RM 304" is a room.
    static func currencyMark(in text: String) -> String? {
        markPatterns.first { text.range(of: $0.pattern, options: .regularExpression) != nil }?.region
    }

    static let markPatterns: [(pattern: String, region: String)] = [
        (#"(^|[^A-Za-z])RM ?\d+[.,]\d\d($|[^0-9])|\(RM\)"#, "MY"), (#"£ ?\d|(^|\s)\(?£\)?$"#, "GB"),
        (#"₹ ?\d"#, "IN"),
        (#"(^|[^A-Za-z])S\$ ?\d"#, "SG"), (#"₱ ?\d"#, "PH"), (#"฿ ?\d"#, "TH"), (#"\d ?₽"#, "RU"),
    ]

    /// The country of a European VAT number in `text`, by its prefix after its label: "VAT: GB 527773320",
    /// "USt-IdNr.: DE123456789", "TVA FR 40 303265045" (Greece's prefix is EL, Northern Ireland's XI).
    static func taxNumberCountry(in text: String) -> String? {
        let pattern = #"(^|[^A-Za-z])(VAT|TVA|IVA|BTW|USt|UID|MwSt|NIF)[^A-Za-z0-9]{0,3}"#
            + #"((?i:reg|no|nr|idnr|id|number)\.?[^A-Za-z0-9]{0,3}){0,2}[A-Z]{2} ?\d{2}"#
        guard let range = text.range(of: pattern, options: .regularExpression) else { return nil }
        let match = text[range]
        // The prefix: the two capitals just before the digits.
        let head = match.dropLast(2).trimmingCharacters(in: .whitespaces)
        let prefix = String(head.suffix(2))
        return prefix == "EL" ? "GR" : prefix == "XI" ? "GB" : vatCountries.contains(prefix) ? prefix : nil
    }

    static let vatCountries: Set<String> = [
        "GB", "IE", "DE", "FR", "IT", "ES", "NL", "BE", "AT", "PT", "LU", "DK", "SE", "FI", "PL", "CZ", "SK", "HU",
        "SI", "HR", "RO", "BG", "LT", "LV", "EE", "CY", "MT",
    ]

    static let callingCodes: [String: String] = [
        "60": "MY", "65": "SG", "44": "GB", "61": "AU", "64": "NZ", "91": "IN", "62": "ID", "63": "PH", "66": "TH",
        "81": "JP", "82": "KR", "86": "CN", "852": "HK", "886": "TW", "49": "DE", "33": "FR", "34": "ES", "39": "IT",
        "31": "NL", "32": "BE", "41": "CH", "43": "AT", "353": "IE", "212": "MA", "971": "AE", "966": "SA",
        "27": "ZA", "52": "MX", "55": "BR", "7": "RU",
    ]
}
