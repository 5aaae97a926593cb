import Foundation

/// Currency symbols and names as price strings write them, mapped to ISO 4217 codes.
///
/// A symbol maps to one code only where it names one currency (€, £, ₹, руб., Kč, zł, R$, …). A family
/// symbol ($, kr, ¥, lei, Rs, …) maps to every code it commonly stands for, and any of them is right. Anything not
/// listed (Iranian toman, ₣, ¢, L, P, Br, …) is not mapped and its currency is not scored. A written ISO code
/// (current or historic, as Foundation knows them) maps to itself.
public enum CurrencySymbols {
    /// The codes `written` stands for (trimmed; case kept except for codes), or nil when it is not mapped.
    public static func codes(for written: String) -> Set<String>? {
        let trimmed = written.trimmingCharacters(in: .whitespaces)
        if let codes = symbols[trimmed] { return codes }
        if isISOCode(trimmed) { return [trimmed] }
        return nil
    }

    /// The one code `written` stands for, or nil when it is unmapped or a family.
    public static func code(for written: String) -> String? {
        guard let codes = codes(for: written), codes.count == 1 else { return nil }
        return codes.first
    }

    /// Whether `text` is an ISO 4217 code (three uppercase ASCII letters Foundation lists, historic included).
    public static func isISOCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isUppercase } && isoCodes.contains(text)
    }

    private static let isoCodes: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    private static let dollars: Set<String> = [
        "USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN", "ARS", "CLP", "COP", "CUP", "DOP", "UYU", "TWD", "JMD",
        "BSD", "BBD", "BMD", "BND", "BZD", "FJD", "GYD", "KYD", "LRD", "NAD", "SBD", "SRD", "TTD", "XCD",
    ]

    private static let rupees: Set<String> = ["INR", "PKR", "LKR", "NPR", "MUR", "SCR"]
    private static let kronor: Set<String> = ["SEK", "NOK", "DKK", "ISK"]

    private static let symbols: [String: Set<String>] = [
        // One currency each.
        "€": ["EUR"], "£": ["GBP"], "₹": ["INR"], "₽": ["RUB"], "руб": ["RUB"], "руб.": ["RUB"],
        "рублей": ["RUB"], "р.": ["RUB"], "Р": ["RUB"], "грн": ["UAH"], "грн.": ["UAH"], "₴": ["UAH"],
        "zł": ["PLN"], "zl": ["PLN"],
        "Kč": ["CZK"], "Ft": ["HUF"], "₪": ["ILS"], "R$": ["BRL"], "US$": ["USD"], "US $": ["USD"], "A$": ["AUD"],
        "AU $": ["AUD"], "CAD$": ["CAD"], "MX$": ["MXN"], "NT$": ["TWD"], "J$": ["JMD"], "BZ$": ["BZD"],
        "T$": ["TOP"], "$U": ["UYU"], "Rp": ["IDR"], "лв": ["BGN"], "лв.": ["BGN"], "₺": ["TRY"], "TL": ["TRY"],
        "₫": ["VND"], "₱": ["PHP"], "₦": ["NGN"], "₩": ["KRW"], "฿": ["THB"], "₡": ["CRC"], "₮": ["MNT"],
        "₸": ["KZT"], "֏": ["AMD"], "₾": ["GEL"], "₼": ["AZN"], "؋": ["AFN"], "円": ["JPY"], "元": ["CNY"],
        "人民币": ["CNY"], "E£": ["EGP"], "GH₵": ["GHS"], "KSh": ["KES"], "TSh": ["TZS"], "RM": ["MYR"],
        "S/.": ["PEN"], "B/.": ["PAB"], "Nu.": ["BTN"], "Nu": ["BTN"], "د.ك": ["KWD"], "KD": ["KWD"],
        "د.ت": ["TND"], "DT": ["TND"], "د.ج": ["DZD"], "ل.س": ["SYP"], "ع.د": ["IQD"], "BD": ["BHD"],
        "ДЕН": ["MKD"], "ден": ["MKD"], "Fdj": ["DJF"], "VT": ["VUV"], "ZK": ["ZMW"], "MT": ["MZN"],
        "Db": ["STN"],
        "FG": ["GNF"], "RF": ["RWF"], "R₣": ["RWF"], "so'm": ["UZS"], "Q": ["GTQ"],
        // Families: any of the codes is right.
        "$": dollars, "C$": ["CAD", "NIO"], "¥": ["JPY", "CNY"], "kr": kronor, "Kr": kronor, "kr.": kronor,
        "lei": ["RON", "MDL"], "LEI": ["RON", "MDL"], "Rs": rupees, "Rs.": rupees,
        "ƒ": ["AWG", "ANG"], "Dh": ["AED", "MAD"], "CFA": ["XOF", "XAF"], "﷼": ["SAR", "IRR", "OMR", "QAR", "YER"],
    ]
}
