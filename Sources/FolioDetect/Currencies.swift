/// Currency marks as printed beside amounts, and the ISO 4217 codes they stand for.
enum Currencies {
    /// ISO 4217 codes common enough to be printed on receipts, invoices and price lists.
    static let codes: Set<String> = [
        "USD", "EUR", "GBP", "JPY", "CNY", "RMB", "INR", "MYR", "SGD", "AUD", "CAD", "NZD", "HKD", "CHF", "SEK", "NOK",
        "DKK", "ISK", "PLN", "CZK", "HUF", "RON", "BGN", "HRK", "RSD", "RUB", "UAH", "BYN", "KZT", "TRY", "ILS",
        "BRL", "MXN", "ARS", "CLP", "COP", "PEN", "UYU", "BOB", "PYG", "VES", "CRC", "GTQ", "DOP", "ZAR", "NGN",
        "KES", "GHS", "EGP", "MAD", "TND", "DZD", "SAR", "AED", "QAR", "KWD", "BHD", "OMR", "JOD", "LBP", "IQD",
        "IRR", "PKR", "BDT", "LKR", "NPR", "THB", "VND", "IDR", "PHP", "KRW", "TWD", "MOP", "KHR", "LAK", "MMK",
        "BND", "FJD", "PGK", "XAF", "XOF", "XPF", "KMF", "MUR", "SCR", "TZS", "UGX", "RWF", "ETB", "ZMW", "BWP",
        "NAD", "MZN", "AOA", "GEL", "AMD", "AZN", "UZS", "MNT", "ALL", "MKD", "BAM", "MDL", "BZD", "JMD", "TTD",
        "BBD", "BSD", "XCD", "PTE", "ESP", "FRF", "DEM", "ITL", "NLG", "BEF", "ATS", "GRD", "IEP", "FIM", "LYD",
        "SYP", "YER", "AFN", "SDG", "CUP", "HNL", "NIO", "PAB", "SRD", "GYD", "HTG", "AWG", "ANG", "KYD", "BMD",
    ]

    /// Currencies with three decimals: "1.500 KWD" is one and a half dinars, not fifteen hundred.
    static let threeDecimals: Set<String> = ["KWD", "BHD", "OMR", "JOD", "TND", "LYD", "IQD"]

    /// Marks other than codes, longest first where one begins another, with the code each stands for ("$", "kr"
    /// and the dirham's "DH" are settled by the region, see `code(for:options:)`). Not "SR": on receipts it marks a
    /// standard-rated tax line far more often than Saudi riyals.
    static let marks: [(String, String)] = [
        ("US$", "USD"), ("U$S", "USD"), ("A$", "AUD"), ("AU$", "AUD"), ("C$", "CAD"), ("CA$", "CAD"), ("NZ$", "NZD"),
        ("HK$", "HKD"), ("S$", "SGD"), ("SG$", "SGD"), ("NT$", "TWD"), ("R$", "BRL"), ("MX$", "MXN"), ("BZ$", "BZD"),
        ("RD$", "DOP"), ("TT$", "TTD"), ("J$", "JMD"), ("$U", "UYU"), ("$", "$"),
        ("€", "EUR"), ("£", "GBP"), ("₤", "GBP"), ("¥", "¥"), ("￥", "¥"), ("元", "CNY"), ("圓", "TWD"), ("円", "JPY"),
        ("₹", "INR"), ("Rs.", "INR"), ("Rs", "INR"), ("₨", "PKR"), ("₩", "KRW"), ("₽", "RUB"), ("руб.", "RUB"),
        ("руб", "RUB"), ("рублей", "RUB"), ("р.", "RUB"), ("₴", "UAH"), ("грн", "UAH"), ("hrn", "UAH"), ("₺", "TRY"),
        ("TL", "TRY"), ("₪", "ILS"), ("₱", "PHP"), ("฿", "THB"), ("₫", "VND"), ("₦", "NGN"), ("GH₵", "GHS"),
        ("₵", "GHS"), ("₡", "CRC"), ("₲", "PYG"), ("₭", "LAK"), ("₮", "MNT"), ("₸", "KZT"), ("₼", "AZN"),
        ("₾", "GEL"), ("৳", "BDT"), ("zł", "PLN"), ("Kč", "CZK"), ("Ft", "HUF"), ("lei", "RON"), ("лв", "BGN"),
        ("kn", "HRK"), ("RM", "MYR"), ("Rp", "IDR"), ("S/", "PEN"), ("Bs", "BOB"), ("Q", "GTQ"), ("KD", "KWD"),
        ("BD", "BHD"), ("Dhs", "AED"), ("AED", "AED"), ("د.إ", "AED"), ("ر.س", "SAR"),
        ("د.ت", "TND"), ("ج.م", "EGP"), ("﷼", "IRR"), ("تومان", "IRR"), ("kr.", "kr"), ("kr", "kr"), ("Kr", "kr"),
        ("DH", "dh"), ("Dh", "dh"),
        ("CFA", "XOF"), ("FCFA", "XAF"), ("Fr.", "CHF"), ("SFr.", "CHF"), ("EURO", "EUR"), ("Euro", "EUR"),
        ("euro", "EUR"), ("euros", "EUR"), ("dollars", "$"), ("USD$", "USD"),
        // Marks no word or code shares: Afghan afghani, Armenian dram, Egyptian pound, Kenyan, Tanzanian and
        // Ugandan shillings, Tongan pa'anga, Panamanian balboa, Djiboutian franc, Rwandan franc, Bhutanese
        // ngultrum, Iraqi, Kuwaiti, Algerian and Syrian marks in Arabic, Macedonian denar, Uzbek som, the
        // renminbi written out, and "zl" for the złoty typed without its accent.
        ("؋", "AFN"), ("֏", "AMD"), ("E£", "EGP"), ("KSh", "KES"), ("Ksh", "KES"), ("TSh", "TZS"), ("USh", "UGX"),
        ("T$", "TOP"), ("B/.", "PAB"), ("Fdj", "DJF"), ("R₣", "RWF"), ("FRw", "RWF"), ("Nu.", "BTN"),
        ("ع.د", "IQD"), ("د.ك", "KWD"), ("د.ج", "DZD"), ("ل.س", "SYP"), ("ден", "MKD"), ("ДЕН", "MKD"),
        ("so'm", "UZS"), ("сўм", "UZS"), ("人民币", "CNY"), ("zl", "PLN"),
    ]

    /// The ISO code for a printed mark, settling "$", "¥", "kr" and "DH" by the region and the pipeline's currency.
    static func code(for mark: String, options: DetectionOptions) -> String? {
        let upper = mark.uppercased()
        if mark.count == 3, codes.contains(upper) { return upper == "RMB" ? "CNY" : upper }
        guard let code = marks.first(where: { $0.0 == mark })?.1 ?? marks.first(where: {
            $0.0.lowercased() == mark.lowercased()
        })?.1 else { return nil }
        switch code {
        case "$":
            if let c = options.currency, dollarCurrencies.contains(c) { return c }
            return regionDollar[options.region] ?? "USD"
        case "¥":
            return options.region == "CN" || options.currency == "CNY" ? "CNY" : "JPY"
        case "kr":
            if let c = options.currency, ["SEK", "NOK", "DKK", "ISK"].contains(c) { return c }
            return ["SE": "SEK", "NO": "NOK", "DK": "DKK", "IS": "ISK", "FO": "DKK", "GL": "DKK"][options.region]
        case "dh":
            if let c = options.currency, ["MAD", "AED"].contains(c) { return c }
            return ["MA": "MAD", "AE": "AED"][options.region]
        default:
            return code
        }
    }

    /// The currency of a region, for receipts that print none.
    static let regionCurrency: [String: String] = [
        "US": "USD", "MY": "MYR", "SG": "SGD", "GB": "GBP", "IE": "EUR", "DE": "EUR", "FR": "EUR", "ES": "EUR",
        "IT": "EUR", "NL": "EUR", "BE": "EUR", "AT": "EUR", "PT": "EUR", "FI": "EUR", "GR": "EUR", "CA": "CAD",
        "AU": "AUD", "NZ": "NZD", "IN": "INR", "JP": "JPY", "CN": "CNY", "HK": "HKD", "TW": "TWD", "KR": "KRW",
        "TH": "THB", "ID": "IDR", "PH": "PHP", "VN": "VND", "CH": "CHF", "SE": "SEK", "NO": "NOK", "DK": "DKK",
        "PL": "PLN", "CZ": "CZK", "HU": "HUF", "RU": "RUB", "UA": "UAH", "TR": "TRY", "IL": "ILS", "BR": "BRL",
        "MX": "MXN", "AR": "ARS", "ZA": "ZAR", "NG": "NGN", "AE": "AED", "SA": "SAR", "EG": "EGP",
    ]

    static let dollarCurrencies: Set<String> = ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "TWD", "MXN", "ARS", "CLP",
                                                "COP", "UYU", "BND", "FJD", "JMD", "TTD", "BBD", "BSD", "XCD", "BZD",
                                                "LRD", "NAD", "SRD", "GYD", "KYD", "BMD", "DOP", "CUP"]
    static let regionDollar: [String: String] = [
        "US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD", "SG": "SGD", "HK": "HKD", "TW": "TWD", "MX": "MXN",
        "AR": "ARS", "CL": "CLP", "CO": "COP", "UY": "UYU", "BN": "BND", "FJ": "FJD", "JM": "JMD", "TT": "TTD",
        "BB": "BBD", "BS": "BSD", "BZ": "BZD", "LR": "LRD", "NA": "NAD", "SR": "SRD", "GY": "GYD", "KY": "KYD",
        "BM": "BMD", "DO": "DOP", "CU": "CUP", "EC": "USD", "SV": "USD", "PA": "USD", "PR": "USD",
        // The ringgit was the Malaysian dollar, and Malaysian tills still print "$" for it.
        "MY": "MYR",
    ]

    /// The marks that can stand before or after an amount, longest first so "US$" wins over "$".
    static let markStrings: [[Unicode.Scalar]] = {
        let all = marks.map(\.0) + codes.sorted()
        return all.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    }()

    /// `markStrings` by their last scalar (ASCII letters lowercased): the marks that can end at a position.
    static let marksByLast: [Unicode.Scalar: [[Unicode.Scalar]]] = Dictionary(grouping: markStrings) {
        $0.last!.lowercasedASCII
    }

    /// `markStrings` by their first scalar (ASCII letters lowercased): the marks that can start at a position.
    static let marksByFirst: [Unicode.Scalar: [[Unicode.Scalar]]] = Dictionary(grouping: markStrings) {
        $0.first!.lowercasedASCII
    }
}
