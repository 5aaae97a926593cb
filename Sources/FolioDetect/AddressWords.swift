/// The words of addresses both readers of them use: the receipt reader's header (`ReceiptHeader`) and the postal
/// address detector (`AddressLine`). Keys are lowercased, without the punctuation around them.
enum AddressWords {
    /// The address words that name a street or a building, not a place: a receipt's row leading into an address
    /// needs one ("AUTOROUTE RABAT MEKNES"); a brand and its town ("IKEA ,Cheras") is no part of it.
    static let streets: Set<String> = [
        "jalan", "jln", "lorong", "lrg", "persiaran", "lebuh", "lebuhraya", "road", "rd", "street", "st", "avenue",
        "ave", "highway", "boulevard", "blvd", "drive", "lane", "way", "taman", "tmn", "kawasan", "plaza", "mall",
        "complex", "kompleks", "wisma", "menara", "building", "bangunan",
        // Street words of other languages: French, German, Spanish, Italian, Portuguese, Dutch.
        "rue", "route", "autoroute", "chemin", "allee", "quai", "impasse", "strasse", "str", "weg", "platz", "gasse",
        "calle", "avenida", "carrer", "via", "viale", "piazza", "corso", "rua", "straat", "laan", "plein",
    ]

    /// Street words the address detector reads beside `streets`: English ones and their abbreviations, and some of
    /// other languages ("strada", "ulica", "carretera").
    static let moreStreets: Set<String> = [
        "dr", "ln", "ct", "court", "pl", "place", "pkwy", "parkway", "hwy", "turnpike", "tpke", "terrace", "ter",
        "circle", "cir", "square", "sq", "trail", "trl", "crescent", "cres", "close", "row", "alley", "expressway",
        "expy", "fwy", "freeway", "broadway", "pike", "plz", "strada", "ulica", "ul", "carretera", "ctra", "avda",
        "av", "bd", "rte", "straße",
    ]

    /// Words of addresses: `streets`, and the other English and Malay address words, Malaysian states and big
    /// cities.
    static let all: Set<String> = streets.union([
        "lot", "no", "level", "bandar", "block", "blok", "floor", "flr", "suite", "unit", "kampung", "kg", "seksyen",
        "section", "off", "batu", "perindustrian", "industrial", "centre", "center", "square", "tower", "court",
        "pusat", "selangor", "johor", "kedah", "kelantan", "melaka", "malacca", "pahang", "perak", "perlis", "penang",
        "pinang", "sabah", "sarawak", "terengganu", "sembilan", "kuala", "lumpur", "putrajaya", "labuan", "petaling",
        "jaya", "shah", "alam", "klang", "subang", "puchong", "cheras", "ampang", "kajang", "bahru", "ipoh", "seri",
        "sri", "darul", "ehsan", "takzim", "place", "pl", "box", "po", "usj", "ss", "pju", "uptown", "damansara",
        "mutiara", "utama", "indah", "kl", "city", "town", "park", "estate", "gardens", "garden", "heights", "hall",
        "house", "parade",
    ])

    /// Street words that end a compound name in German, Dutch and the Scandinavian languages ("Müllerstraße",
    /// "Hauptstr", "Rosenweg", "Keizersgracht", "Vesterbrogade", "Drottninggatan").
    static let streetEndings = ["straße", "strasse", "str", "weg", "platz", "allee", "gasse", "damm", "chaussee",
                                "straat", "laan", "gracht", "plein", "kade", "vej", "gade", "gatan", "vägen", "vagen",
                                "veien", "gata"]

    /// Whether `word` is a street's compound name: a street ending after four letters or more ("brigade" is no
    /// Danish street).
    static func isCompoundStreet(_ word: String) -> Bool {
        streetEndings.contains { word.count >= $0.count + 4 && word.hasSuffix($0) }
    }

    /// Whether the address detector reads `word` as a street word: one of `streets` or `moreStreets`, or a compound.
    static func isStreet(_ word: String) -> Bool {
        streets.contains(word) || moreStreets.contains(word) || isCompoundStreet(word)
    }
}
