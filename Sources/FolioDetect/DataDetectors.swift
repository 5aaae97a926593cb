/// Runs the detectors a `DetectionOptions` asks for over a text and settles overlaps: an address or link first
/// (the longer of the two when they overlap: `mailto:a@b.com`), then tracking and flight numbers, dates, times,
/// amounts and phone numbers, so a date is never also a phone number, an amount never part of a date and a tracking
/// number's blocks never phone numbers. The one overlap kept: a time printed
/// inside a date.
public struct DataDetectors: Sendable {
    public var options: DetectionOptions
    let detectors: [any DataDetector]

    public init(options: DetectionOptions = DetectionOptions()) {
        self.options = options
        detectors = [EmailDetector(), URLDetector(), TrackingNumberDetector(), FlightNumberDetector(), DateDetector(),
                     TimeDetector(), MoneyDetector()]
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
        // Detectors also see kinds they were not asked for, so an unwanted date still keeps a phone matcher off
        // its digits; those matches are dropped after the overlaps are settled. Phone numbers come last and
        // rank last: the stretches other kinds took are not offered to libphonenumber at all.
        let others = texts.map { text in detectors.flatMap { $0.matches(in: text, options: options) } }
        let phones = phoneDetector.matches(inEach: texts, options: options, taken: others.map { $0.map(\.range) })
        return texts.indices.map { settled(others[$0] + phones[$0]) }
    }

    let phoneDetector = PhoneDetector()

    func settled(_ all: [TextMatch]) -> [TextMatch] {
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
        return kept.filter { options.kinds.contains($0.kind) }.sorted { $0.start < $1.start }
    }

    /// Which kind wins an overlap; equal ranks go to the longer match.
    static let rank: [DataKind: Int] = [.email: 0, .url: 0, .trackingNumber: 1, .flightNumber: 1, .date: 2, .time: 3,
                                        .money: 4, .phone: 5]
}
