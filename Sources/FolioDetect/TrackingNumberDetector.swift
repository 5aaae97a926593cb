import Foundation

/// Parcel tracking numbers. Found alone only in the formats that check themselves, so a random number is not taken
/// for one: UPS's `1Z` numbers (18 characters, mod-10 check over the letters' digit values), UPU S10 postal items
/// (`RA123456785US`: two letters, eight digits, a mod-11 check digit weighted 8 6 4 2 3 5 9 7, an ISO 3166 country),
/// USPS numbers (20 digits from a 9 or a 7; Intelligent Mail package barcodes of 22 or 26 digits from 91 to 95;
/// mod-10 check weighted 3 1 from the right; with or without the `420` ZIP routing prefix) and Amazon's `TBA`
/// numbers. Any other number of 8 to 35 letters and
/// digits (six digits at least) is one when a label names it: "Tracking No.", "AWB", "Waybill", a carrier's name
/// ("FedEx 7712 3456 7890"). Numbers printed in blocks apart by a space or a hyphen ("1Z 999 AA1 01 2345 678 4", "9400 1000 …") are read whole;
/// the value is the number without its spaces, upper-cased (a USPS number without its routing prefix).
public struct TrackingNumberDetector: DataDetector {
    public var kinds: Set<DataKind> { [.trackingNumber] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        // Every number this finds has six digits at least.
        guard text.hasDigit, text.scalars.lazy.filter(\.isASCIIDigit).count >= 6 else { return [] }
        let groups = Self.groups(in: text)
        // A number starts with a block holding a digit ("1Z…", "9400", "RB123…", "TBA…", "JJD00…").
        return scanning(groups.count) { g in groups[g].hasDigit ? number(startingAt: g, groups, in: text) : nil }
    }

    /// A run of ASCII letters and digits standing alone: its scalar range and whether it holds digits, only digits.
    struct Group {
        var range: Range<Int>
        var hasDigit: Bool
        var isDigits: Bool
        var count: Int { range.count }

        /// The run's characters upper-cased.
        func characters(in text: ScalarText) -> [UInt8] {
            range.map { UInt8(text[$0].value) & ~(text[$0].isASCIILetter ? 0x20 : 0) }
        }
    }

    /// The runs of ASCII letters and digits that are not part of a longer word (a run touching any other letter or
    /// digit is left out).
    static func groups(in text: ScalarText) -> [Group] {
        var result: [Group] = []
        var i = 0
        while i < text.count {
            guard text[i].isASCIIAlphanumeric else { i += 1; continue }
            var j = i
            while j < text.count && text[j].isASCIIAlphanumeric { j += 1 }
            let standsAlone = !(text.at(i - 1)?.isWordCharacter ?? false) && !(text.at(j)?.isWordCharacter ?? false)
            if standsAlone {
                let digits = (i..<j).filter { text[$0].isASCIIDigit }.count
                result.append(Group(range: i..<j, hasDigit: digits > 0, isDigits: digits == j - i))
            }
            i = j
        }
        return result
    }

    /// The longest tracking number made of `groups[first...]` joined over single spaces, and the group after it.
    func number(startingAt first: Int, _ groups: [Group], in text: ScalarText) -> (TextMatch, Int)? {
        var joined: [UInt8] = []
        var best: (value: String, last: Int, confidence: Double)?
        let labelled = Self.isLabelled(groups[first].range.lowerBound, in: text)
        var last = first
        while last < groups.count {
            if last > first {
                // Blocks of one number are one space or hyphen apart ("AWB 176-12345675").
                guard groups[last].range.lowerBound == groups[last - 1].range.upperBound + 1,
                      [" ", "-"].contains(text[groups[last - 1].range.upperBound]) else { break }
            }
            guard joined.count + groups[last].count <= 35 else { break }
            joined += groups[last].characters(in: text)
            if let value = Self.selfChecking(joined), Self.isPrintedAsOne(groups[first...last]) {
                best = (value, last, 0.95)
            } else if labelled, Self.isLabelledNumber(joined, blocks: groups[first...last]) {
                best = (String(decoding: joined, as: UTF8.self), last, 0.8)
            }
            last += 1
        }
        guard let best else { return nil }
        let range = groups[first].range.lowerBound..<groups[best.last].range.upperBound
        return (text.match(.trackingNumber, range, value: best.value, confidence: best.confidence), best.last + 1)
    }

    /// The number's value when it is one of the formats that carry their own check.
    static func selfChecking(_ c: [UInt8]) -> String? {
        if isUPS(c) || isS10(c) || isAmazon(c) { return String(decoding: c, as: UTF8.self) }
        return uspsNumber(c).map { String(decoding: $0, as: UTF8.self) }
    }

    /// UPS: "1Z", six characters of shipper number, two of service, seven of package and a check digit; letters
    /// count as (position in the alphabet + 1) mod 10, odd places once and even places twice.
    static func isUPS(_ c: [UInt8]) -> Bool {
        guard c.count == 18, c[0] == UInt8(ascii: "1"), c[1] == UInt8(ascii: "Z"), isDigit(c[17]) else { return false }
        var sum = 0
        for (k, ch) in c[2..<17].enumerated() {
            let v = isDigit(ch) ? Int(ch) - 48 : (Int(ch) - 63) % 10
            sum += k % 2 == 0 ? v : 2 * v
        }
        return (10 - sum % 10) % 10 == Int(c[17]) - 48
    }

    /// UPU S10: service letters, eight digits, the check digit and the ISO 3166 country of the posting office.
    static func isS10(_ c: [UInt8]) -> Bool {
        guard c.count == 13, isLetter(c[0]), isLetter(c[1]), c[2..<11].allSatisfy(isDigit), isLetter(c[11]),
              isLetter(c[12]), countries.contains(String(decoding: c[11...12], as: UTF8.self)) else { return false }
        let weights = [8, 6, 4, 2, 3, 5, 9, 7]
        let sum = zip(c[2..<10], weights).reduce(0) { $0 + (Int($1.0) - 48) * $1.1 }
        let check = 11 - sum % 11
        return (check == 10 ? 0 : check == 11 ? 5 : check) == Int(c[10]) - 48
    }

    /// Amazon Logistics: "TBA" and twelve digits.
    static func isAmazon(_ c: [UInt8]) -> Bool {
        c.count == 15 && c[0] == UInt8(ascii: "T") && c[1] == UInt8(ascii: "B") && c[2] == UInt8(ascii: "A")
            && c[3...].allSatisfy(isDigit)
    }

    /// USPS: a mod-10 check digit last (weights 3 and 1 from the right) after 19 digits from a 9 or a 7 (certified,
    /// insured and registered mail; the check counted with or without the "91" of the package barcode), or 21 or 25 from 91 to 95 (Intelligent Mail package barcodes); printed alone or
    /// after "420" and a five- or nine-digit ZIP code. The value is the number without that routing prefix.
    static func uspsNumber(_ c: [UInt8]) -> [UInt8]? {
        guard c.count >= 20, c.allSatisfy(isDigit) else { return nil }
        var candidates = [c[...]]
        if c.starts(with: Array("420".utf8)) { candidates += [c[8...], c[12...]].filter { !$0.isEmpty } }
        for number in candidates where isUSPS(number) { return Array(number) }
        return nil
    }

    static func isUSPS(_ number: ArraySlice<UInt8>) -> Bool {
        let first = number.first!, second = number[number.startIndex + 1]
        let application = first == UInt8(ascii: "9") && (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(second)
        guard number.count == 20 && (first == UInt8(ascii: "9") || first == UInt8(ascii: "7"))
            || (number.count == 22 || number.count == 26) && application else { return false }
        // A 20-digit package number is the 22-digit one without its leading "91": its check may count those too.
        let check = Int(number.last!) - 48, sum = weightedSum(number.dropLast())
        return (10 - sum % 10) % 10 == check || number.count == 20 && (10 - (sum + 9 * 3 + 1) % 10) % 10 == check
    }

    /// Digits weighted 3 and 1 alternately from the right.
    static func weightedSum(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reversed().enumerated().reduce(0) { $0 + (Int($1.element) - 48) * ($1.offset % 2 == 0 ? 3 : 1) }
    }

    /// Whether blocks of digits read as one number: every block but the last as long as the first, four digits or
    /// more ("9400 1000 0000 0000 0000 00"), the last no longer. A row of a table's figures ("94185 0 67065 17355
    /// 84420 0") is not one number even when its digits pass a check. Blocks with letters are numbers that name their
    /// own format (`1Z 999 AA1 01 2345 678 4`).
    static func isPrintedAsOne(_ blocks: ArraySlice<Group>) -> Bool {
        guard blocks.count > 1, blocks.allSatisfy(\.isDigits) else { return true }
        let width = blocks.first!.count
        return width >= 4 && blocks.dropLast().allSatisfy { $0.count == width } && blocks.last!.count <= width
    }

    /// A number after a tracking label: 8 to 35 characters, six digits at least; a number of several blocks only
    /// when every block is digits ("7712 3456 7890"), so the words after a number are not taken into it.
    static func isLabelledNumber(_ c: [UInt8], blocks: ArraySlice<Group>) -> Bool {
        guard (8...35).contains(c.count), c.filter(isDigit).count >= 6 else { return false }
        return blocks.count == 1 || blocks.allSatisfy { $0.isDigits && $0.count >= 3 }
    }

    /// Whether the words before `offset` are a tracking label: a label word, then at most "no", "number", "#",
    /// "id" or "code".
    static func isLabelled(_ offset: Int, in text: ScalarText) -> Bool {
        let words = ContextWords.before(offset, in: text, words: 3)
        guard let label = words.first(where: { !fillers.contains($0) }) else { return false }
        return labels.contains(label)
    }

    static let labels: Set<String> = ["tracking", "track", "awb", "waybill", "airwaybill", "consignment",
                                      "fedex", "dhl", "ups", "usps", "tnt", "gls", "dpd", "hermes", "parcelforce",
                                      "sendungsnummer", "sendungsnr", "suivi", "seguimiento", "rastreamento"]
    static let fillers: Set<String> = ["no", "nr", "no.", "num", "number", "#", "id", "code", "de", "n°", "nº"]

    /// ISO 3166 two-letter region codes.
    static let countries: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier).filter {
        $0.utf8.count == 2 && $0.utf8.allSatisfy { $0 >= 65 && $0 <= 90 }
    })

    static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
    static func isLetter(_ c: UInt8) -> Bool { c >= 65 && c <= 90 }
}
