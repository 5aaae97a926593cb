/// A peer project's test vectors that the detector benchmark reads, under `detectors-dev/`.
public enum DetectorSuite: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// isemail's `tests.xml` (email/isemail_tests.json).
    case isemail
    /// linkify-it's `links.txt`.
    case linkifyLinks = "linkify-links"
    /// linkify-it's `not_links.txt`.
    case linkifyNotLinks = "linkify-not-links"
    /// libphonenumber's example number of every type of every region, formatted into sentences.
    case phoneExamples = "libphonenumber-examples"
    /// libphonenumber's `PhoneNumberMatcherTest` leniency sets.
    case phoneMatcher = "libphonenumber-matcher"
    /// datefinder's tests.
    case datefinder
    /// dateparser's `test_search.py`.
    case dateparserSearch = "dateparser-search"
    /// dateparser's `test_date_parser.py`.
    case dateparserParser = "dateparser-parser"
    /// price-parser's `test_price_parsing.py`.
    case priceParser = "price-parser"

    public static func < (lhs: DetectorSuite, rhs: DetectorSuite) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A place in a case's text: its `line` (0-based within the case), scalars `start..<end`.
public struct TextSpan: Sendable, Hashable, Codable {
    public var line: Int
    public var start: Int
    public var end: Int

    public init(line: Int, start: Int, end: Int) {
        self.line = line
        self.start = start
        self.end = end
    }

    /// Whether the two share at least one scalar.
    public func overlaps(_ other: TextSpan) -> Bool {
        line == other.line && start < other.end && other.start < end
    }

    /// The first occurrence of `needle` in `lines` at or after `from` (scalar offsets), or nil.
    public static func locate(_ needle: String, in lines: [String], from: TextSpan? = nil) -> TextSpan? {
        let wanted = Array(needle.unicodeScalars)
        guard !wanted.isEmpty else { return nil }
        let first = from?.line ?? 0
        for index in lines.indices where index >= first {
            let scalars = Array(lines[index].unicodeScalars)
            let begin = index == first ? (from?.end ?? 0) : 0
            guard scalars.count >= wanted.count, begin <= scalars.count - wanted.count else { continue }
            for start in begin...(scalars.count - wanted.count)
            where scalars[start..<(start + wanted.count)].elementsEqual(wanted) {
                return TextSpan(line: index, start: start, end: start + wanted.count)
            }
        }
        return nil
    }
}

/// One thing a case expects `folio detect` to find.
public enum Expectation: Sendable, Hashable {
    /// A match whose text is exactly `text`; when `value` is given the match's value must equal it too.
    case text(String, value: String?)
    /// A match whose value is this E.164 number.
    case phone(String)
    /// Any match (of the check's kinds), inside `span` when given.
    case anyMatch(within: TextSpan?)
    /// A date match of this date (and time, when the truth has one); `span` is where the truth is written.
    case date(DateTruth, span: TextSpan?)
    /// A time of day, from a time match or a date match whose value carries a time.
    case time(TimeOfDay, span: TextSpan?)
    /// A money match of this amount; the currency is scored apart.
    case amount(Amount, currency: CurrencyTruth)

    /// How misses show it.
    public var summary: String {
        switch self {
        case .text(let text, let value): value.map { "\"\(text)\" → \($0)" } ?? "\"\(text)\""
        case .phone(let e164): e164
        case .anyMatch: "a match"
        case .date(let truth, _): truth.description
        case .time(let time, _): time.description
        case .amount(let amount, let currency): "\(amount.text)\(currency.summary)"
        }
    }
}

/// Which matches a check counts as false positives when no expectation took them.
public enum UnexpectedPolicy: String, Sendable, Hashable, Codable {
    /// Every one.
    case all
    /// Only a match whose text is the whole line (isemail's invalid addresses: a detector may still find a
    /// valid address inside one).
    case wholeLine
    /// Every one, but only when no expectation was found (price-parser: its truth is the first price of the
    /// string, and other prices in it are not labelled).
    case allUnlessFound
    /// None.
    case none
}

/// What one case scores for one kind.
public struct DetectorCheck: Sendable, Hashable {
    /// The kind the counts go to.
    public var kind: DetectorKind
    /// The kinds of match the check reads.
    public var reads: Set<DetectorKind>
    public var expected: [Expectation]
    /// Where matches are neither found nor false (parts of the text the truth says nothing usable about).
    public var ignored: [TextSpan]
    public var unexpected: UnexpectedPolicy

    public init(kind: DetectorKind, reads: Set<DetectorKind>? = nil, expected: [Expectation], ignored: [TextSpan] = [],
                unexpected: UnexpectedPolicy) {
        self.kind = kind
        self.reads = reads ?? [kind]
        self.expected = expected
        self.ignored = ignored
        self.unexpected = unexpected
    }
}

/// One scored input: its lines (one `folio detect --lines` input line each), the options it runs with and
/// what it expects per kind.
public struct DetectorCase: Sendable, Hashable {
    /// Unique within the benchmark, e.g. `isemail#15`.
    public var id: String
    public var suite: DetectorSuite
    /// The suite's own groupings the case belongs to (isemail category, libphonenumber set, price-parser list
    /// and whether the price is a bare number, …); each gets report rows of its own.
    public var subsets: [String]
    public var lines: [String]
    public var options: DetectOptions
    public var checks: [DetectorCheck]

    public init(id: String, suite: DetectorSuite, subsets: [String] = [], lines: [String], options: DetectOptions,
                checks: [DetectorCheck]) {
        self.id = id
        self.suite = suite
        self.subsets = subsets
        self.lines = lines
        self.options = options
        self.checks = checks
    }

    /// The lines as one string, line breaks shown as `⏎`.
    public var input: String { lines.joined(separator: " ⏎ ") }
}
