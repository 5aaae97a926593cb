/// Flight numbers: an airline's two-character IATA designator and one to four digits, written apart or together
/// (`UA 123`, `LH0400`, `U2 8021`; together only with three digits or four, as a gate or a seat is written), in a text that speaks of flights ("Flight", "Flt", "Boarding", "Departure", …).
/// Without such a word a designator and a number is as often a product code or a grid reference, so none is taken;
/// nor one right after a number ("10:30 AM 12" is a time and a count). The value is the designator and the number
/// without leading zeros (`LH400`).
public struct FlightNumberDetector: DataDetector {
    public var kinds: Set<DataKind> { [.flightNumber] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasDigit, Self.speaksOfFlights(text) else { return [] }
        var result: [TextMatch] = []
        var i = 0
        while i < text.count {
            guard text[i].isASCIIAlphanumeric, !(text.at(i - 1)?.isWordCharacter ?? false) else { i += 1; continue }
            if let match = flight(at: i, in: text) {
                result.append(match)
                i = match.end
            } else {
                while i < text.count && text[i].isASCIIAlphanumeric { i += 1 }
            }
        }
        return result
    }

    /// The flight number whose designator starts at `start`.
    func flight(at start: Int, in text: ScalarText) -> TextMatch? {
        guard let a = text.at(start), let b = text.at(start + 1), a.isASCIIAlphanumeric, b.isASCIIAlphanumeric,
              a.isASCIILetter || b.isASCIILetter, a.value < 91, b.value < 91 else {
            return nil
        }
        let designator = String(Character(a)) + String(Character(b))
        guard Self.airlines.contains(designator), !Self.followsANumber(start, in: text) else { return nil }
        var digitsStart = start + 2
        let spaced = text.at(digitsStart) == " "
        if spaced { digitsStart += 1 }
        var end = digitsStart
        while end < text.count && text[end].isASCIIDigit { end += 1 }
        // Written together, three digits at least: "Gate B22" and "Seat 3K12" are places, not flights.
        guard (spaced ? 1 : 3)...4 ~= end - digitsStart, !(text.at(end)?.isWordCharacter ?? false) else { return nil }
        // Not a fraction, a time, a decimal or a percentage: "AM 12/05", "UA 1.5", "AA 10%".
        if let next = text.at(end) {
            if next == "%" { return nil }
            if "/:.,".unicodeScalars.contains(next), text.at(end + 1)?.isASCIIDigit ?? false { return nil }
        }
        let number = Int(text.string(digitsStart..<end)) ?? 0
        guard number > 0 else { return nil }
        return text.match(.flightNumber, start..<end, value: designator + String(number), confidence: 0.9)
    }

    /// Whether the words just before `start` end in a number ("10:30 AM 12").
    static func followsANumber(_ start: Int, in text: ScalarText) -> Bool {
        var i = start - 1
        while i >= 0 && text[i].isSpace { i -= 1 }
        return i >= 0 && text[i].isASCIIDigit
    }

    /// Whether one of the text's words is a flight word (compared scalar by scalar, ASCII case ignored: no string is
    /// made for the text's words).
    static func speaksOfFlights(_ text: ScalarText) -> Bool {
        var i = 0
        while i < text.count {
            guard text[i].isLetter else { i += 1; continue }
            var j = i
            while j < text.count && text[j].isLetter { j += 1 }
            if cues.contains(where: { cue in
                cue.count == j - i && zip(cue, text.scalars[i..<j]).allSatisfy { $0 == $1.lowercasedASCII }
            }) {
                return true
            }
            i = j
        }
        return false
    }

    static let cues: [[Unicode.Scalar]] = [
        "flight", "flights", "flt", "flug", "vuelo", "volo", "voo", "boarding", "departure", "departs", "departing",
        "arrival", "arrives", "airline", "airlines", "itinerary", "layover", "stopover",
    ].map { Array($0.unicodeScalars) }

    /// IATA designators of the airlines that carry most passengers, with their regional partners.
    static let airlines: Set<String> = Set("""
        AA AC AD AF AI AK AM AR AS AV AY AZ A3 BA BE BG BI BR BT BX B2 B6 CA CI CM CX CZ C5 DE DL DY D7 D8 EI \
        EK ET EW EY FB FD FI FJ FR FZ F9 GA GF GK G3 G4 G7 G9 HA HU HV HX HY H2 IB JA JL JQ JU J2 KC KE KL KQ KU \
        LA LG LH LJ LO LS LX LY MF MH MK MQ MS MU MX NH NK NZ OD OH OO OS OU OZ PC PD PG PK PR PS QF QH QR \
        QS QX QZ RJ RO SA SG SK SN SQ SU SV SY S7 TG TK TN TP TR TS TW UA UL UO UX U2 U6 VA VB VJ VN VS VY \
        WB WK WN WS WY W6 XP X3 YV YX Y4 ZH ZW Z2 3K 3U 5J 6E 7C 9E
        """.split(separator: " ").map(String.init))
}
