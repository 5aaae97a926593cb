/// Inputs for timing `folio detect`: realistic mixed text, and hostile lines that punish backtracking.
enum DetectorSpeedText {
    /// Lines of business prose, each of one to four sentences, about one in three sentences plain and the
    /// rest holding emails, phone numbers (US and international), dates (several formats), times, amounts
    /// and URLs — seeded, so every run times the same text — until the text reaches `bytes` UTF-8 bytes.
    static func mixed(bytes: Int, seed: UInt64 = 0x5EED_DE7E) -> (text: String, lines: Int) {
        var random = FuzzRandom(seed: seed)
        var text = "", lines = 0
        text.reserveCapacity(bytes + 512)
        while text.utf8.count < bytes {
            let sentences = (0..<random.within(1...4)).map { _ in sentence(&random) }
            text += sentences.joined(separator: " ") + "\n"
            lines += 1
        }
        return (text, lines)
    }

    /// One line of `bytes` digits (seeded), as a long account number or a scan's noise might give.
    static func digits(bytes: Int, seed: UInt64 = 0xD161_7500) -> String {
        var random = FuzzRandom(seed: seed)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<bytes { scalars.append(Unicode.Scalar(UInt8(48 + random.below(10)))) }
        return String(scalars) + "\n"
    }

    /// One line of `bytes` punctuation in four equal runs: `(((…`, `....`, `@@@@`, `+-+-`.
    static func punctuation(bytes: Int) -> String {
        let quarter = bytes / 4
        return String(repeating: "(", count: quarter) + String(repeating: ".", count: quarter)
            + String(repeating: "@", count: quarter) + String(repeating: "+-", count: (bytes - 3 * quarter) / 2) + "\n"
    }

    private static let first = ["Anna", "Brian", "Chloé", "Dmitri", "Elena", "Farid", "Grace", "Hiroshi", "Ingrid",
                                "José", "Kwame", "Lena", "Marco", "Nadia", "Oliver", "Priya"]
    private static let last = ["Smith", "Okafor", "Müller", "Rossi", "Tanaka", "Novak", "García", "Johansson",
                               "Patel", "O'Brien", "Kowalski", "Dubois"]
    private static let domains = ["example.com", "mail.example.org", "acme-corp.co.uk", "contoso.de", "fabrikam.io",
                                  "northwind.fr", "globex.com.au"]
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
    private static let plain = [
        "The quarterly report covers sales, returns and stock levels across all regions.",
        "Our team reviewed the proposal and agreed to move forward with the second option.",
        "Please keep this letter for your records and bring it with you to the appointment.",
        "Shipping is included for orders within the mainland; islands may take two more days.",
        "The committee meets twice a year to review the budget and approve new projects.",
        "All items were checked on arrival, and nothing was damaged in transit.",
    ]

    private static func sentence(_ random: inout FuzzRandom) -> String {
        if random.chance(0.3) { return random.pick(plain) ?? "" }
        let name = "\(random.pick(first) ?? "Anna") \(random.pick(last) ?? "Smith")"
        switch random.below(6) {
        case 0: return "Please contact \(name) at \(email(&random)) or call \(phone(&random)) before \(date(&random))."
        case 1:
            return "Invoice \(random.within(10_000...99_999)) dated \(date(&random)) totals \(money(&random)); "
                + "pay online at \(url(&random))."
        case 2: return "The meeting moved to \(time(&random)) on \(date(&random)); the agenda is at \(url(&random))."
        case 3:
            return "\(name) paid \(money(&random)) on \(date(&random)) and asked for a receipt by email to "
                + "\(email(&random))."
        case 4:
            return "For support call \(phone(&random)) (Mon–Fri, \(time(&random)) to \(time(&random))) or write to "
                + "\(email(&random))."
        default:
            return "Order #\(random.within(100_000...999_999)) of \(random.within(1...12)) items, "
                + "\(money(&random)) in all, ships \(date(&random))."
        }
    }

    private static func email(_ random: inout FuzzRandom) -> String {
        let user = [random.pick(first) ?? "anna", random.pick(last) ?? "smith"].joined(separator: ".")
            .lowercased().filter { $0.isASCII && ($0.isLetter || $0 == ".") }
        return "\(user)@\(random.pick(domains) ?? "example.com")"
    }

    private static func phone(_ random: inout FuzzRandom) -> String {
        let area = random.within(201...989), exchange = random.within(200...999), line = random.within(1000...9999)
        switch random.below(4) {
        case 0: return "(\(area)) \(exchange)-\(line)"
        case 1: return "\(area)-\(exchange)-\(line)"
        case 2: return "+44 20 \(random.within(7000...7999)) \(random.within(1000...9999))"
        default: return "+49 30 \(random.within(100_000...999_999))"
        }
    }

    private static func date(_ random: inout FuzzRandom) -> String {
        let year = random.within(2019...2026), month = random.within(1...12), day = random.within(1...28)
        let name = months[month - 1]
        switch random.below(5) {
        case 0: return "\(name) \(day), \(year)"
        case 1: return "\(day) \(name.prefix(3)) \(year)"
        case 2: return "\(month)/\(day)/\(year)"
        case 3: return "\(year)-\(TwoDigits.of(month))-\(TwoDigits.of(day))"
        default: return "\(TwoDigits.of(day)).\(TwoDigits.of(month)).\(year)"
        }
    }

    private static func time(_ random: inout FuzzRandom) -> String {
        guard random.chance(0.5) else { return "\(TwoDigits.of(random.below(24))):\(TwoDigits.of(random.below(60)))" }
        return "\(random.within(1...12)):\(TwoDigits.of(random.below(60))) \(random.chance(0.5) ? "am" : "pm")"
    }

    private static func money(_ random: inout FuzzRandom) -> String {
        let whole = random.within(1...9_999), cents = TwoDigits.of(random.below(100))
        switch random.below(5) {
        case 0: return "$\(whole).\(cents)"
        case 1: return "€\(whole),\(cents)"
        case 2: return "£\(whole).\(cents)"
        case 3: return "\(whole).\(cents) USD"
        default: return "EUR \(whole),\(cents)"
        }
    }

    private static func url(_ random: inout FuzzRandom) -> String {
        let domain = random.pick(domains) ?? "example.com"
        switch random.below(3) {
        case 0: return "https://www.\(domain)/orders?id=\(random.within(1000...9999))"
        case 1: return "http://\(domain)/docs/\(random.within(1...99))"
        default: return "www.\(domain)"
        }
    }

    /// Zero-padded two-digit numbers.
    private enum TwoDigits {
        static func of(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    }
}
