/// Runs the detectors a `DetectionOptions` asks for over a text and settles overlaps: an e-mail address or link
/// first (the longer of the two when they overlap: `mailto:a@b.com`), then postal addresses, tracking and flight
/// numbers, dates, times, amounts and phone numbers, so a date is never also a phone number, an amount never part
/// of a date, a tracking number's blocks never phone numbers and a postcode never anything else. The one overlap
/// kept: a time printed inside a date.
public struct DataDetectors: Sendable {
    public var options: DetectionOptions
    let detectors: [any DataDetector]
    /// The detectors but the address detector's, for the lines of a text whose addresses are read across lines.
    let lineDetectors: [any DataDetector]
    let addressDetector = AddressDetector()

    public init(options: DetectionOptions = DetectionOptions()) {
        self.options = options
        lineDetectors = [EmailDetector(), URLDetector(), TrackingNumberDetector(), FlightNumberDetector(), DateDetector(),
                         TimeDetector(), MoneyDetector()]
        detectors = lineDetectors + [addressDetector]
    }

    /// Every match in `text`, in text order, none overlapping another.
    public func matches(in text: String) -> [TextMatch] {
        matches(in: ScalarText(text))
    }

    public func matches(in text: ScalarText) -> [TextMatch] {
        matches(inEach: [text])[0]
    }

    /// The matches of each of `texts` (lines of a file, cells of a column), as `matches(in:)` would give them one
    /// by one; phone numbers are found for all of them at once.
    public func matches(inEach texts: [ScalarText]) -> [[TextMatch]] {
        matches(inEach: texts, using: detectors).map { settled($0) }
    }

    /// The matches in the lines of one text (a page's lines, a file's), with offsets into the lines joined by "\n":
    /// each line read as `matches(inEach:)` reads it, and postal addresses read across the lines, so an address
    /// printed on three lines is one match. An address gives way to an e-mail address or link it overlaps; the
    /// other kinds give way to it.
    public func matches(inLinesOf lines: [ScalarText]) -> [TextMatch] {
        var starts: [Int] = []
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.count + 1
        }
        let perLine = matches(inEach: lines, using: lineDetectors).map { settled($0, keepingEveryKind: true) }
        var all: [TextMatch] = []
        for (k, matches) in perLine.enumerated() {
            for var match in matches {
                match.start += starts[k]
                match.end += starts[k]
                all.append(match)
            }
        }
        let addresses = addresses(inLinesOf: lines).filter { address in
            !all.contains { ($0.kind == .email || $0.kind == .url) && $0.range.overlaps(address.range) }
        }
        let rest = all.filter { match in !addresses.contains { $0.range.overlaps(match.range) } }
        return (rest + addresses).filter { options.kinds.contains($0.kind) }.sorted { $0.start < $1.start }
    }

    /// The postal addresses in the lines of one text, as `matches(inLinesOf:)` reads them but giving way to no
    /// other kind.
    public func addresses(inLinesOf lines: [ScalarText]) -> [TextMatch] {
        addressDetector.matches(in: ScalarText(joining: lines, separator: "\n"), options: options)
    }

    /// Each text's matches, unsettled: the given detectors' and the phone numbers in the stretches they left.
    func matches(inEach texts: [ScalarText], using detectors: [any DataDetector]) -> [[TextMatch]] {
        // Detectors also see kinds they were not asked for, so an unwanted date still keeps a phone matcher off
        // its digits; those matches are dropped after the overlaps are settled. Phone numbers come last and
        // rank last: the stretches other kinds took are not offered to libphonenumber at all.
        let others = texts.map { text in detectors.flatMap { $0.matches(in: text, options: options) } }
        let phones = phoneDetector.matches(inEach: texts, options: options, taken: others.map { $0.map(\.range) })
        return texts.indices.map { others[$0] + phones[$0] }
    }

    let phoneDetector = PhoneDetector()

    /// `all` without the matches that overlap one that ranks before them; only the kinds asked for unless
    /// `keepingEveryKind`.
    func settled(_ all: [TextMatch], keepingEveryKind: Bool = false) -> [TextMatch] {
        let ranked = all.sorted { a, b in
            let ra = Self.rank[a.kind] ?? 9, rb = Self.rank[b.kind] ?? 9
            if ra != rb { return ra < rb }
            if a.range.count != b.range.count { return a.range.count > b.range.count }
            return a.start < b.start
        }
        var kept: [TextMatch] = []
        for match in ranked where !kept.contains(where: { other in
            // A time printed inside a date ("Aug 05 12:00:00 2015") is kept beside it: it is the date's hour.
            let nestedTime = match.kind == .time && other.kind == .date && other.range.contains(match.range.lowerBound)
                && match.range.upperBound <= other.range.upperBound
            return !nestedTime && other.range.overlaps(match.range)
        }) {
            kept.append(match)
        }
        return kept.filter { keepingEveryKind || options.kinds.contains($0.kind) }.sorted { $0.start < $1.start }
    }

    /// Which kind wins an overlap; equal ranks go to the longer match.
    static let rank: [DataKind: Int] = [.email: 0, .url: 0, .address: 1, .trackingNumber: 2, .flightNumber: 2, .date: 3,
                                        .time: 4, .money: 5, .phone: 6]
}
