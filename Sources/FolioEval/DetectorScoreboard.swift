/// The counts of one report row: a kind over every suite (`suite` nil), over one suite, or over one subset
/// of a suite.
public struct DetectorRow: Sendable, Hashable, Codable {
    public var kind: DetectorKind
    public var suite: DetectorSuite?
    public var subset: String?
    /// Cases with a check of this kind.
    public var cases: Int
    public var counts: DetectorCounts
    public var currency: CurrencyCounts?

    public var precision: Double? { counts.precision }
    public var recall: Double? { counts.recall }
    public var f1: Double? { counts.f1 }

    private enum CodingKeys: String, CodingKey {
        case kind, suite, subset, cases, counts, currency, precision, recall, f1
    }

    public init(kind: DetectorKind, suite: DetectorSuite?, subset: String?, cases: Int, counts: DetectorCounts,
                currency: CurrencyCounts?) {
        self.kind = kind
        self.suite = suite
        self.subset = subset
        self.cases = cases
        self.counts = counts
        self.currency = currency
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(DetectorKind.self, forKey: .kind)
        suite = try container.decodeIfPresent(DetectorSuite.self, forKey: .suite)
        subset = try container.decodeIfPresent(String.self, forKey: .subset)
        cases = try container.decode(Int.self, forKey: .cases)
        counts = try container.decode(DetectorCounts.self, forKey: .counts)
        currency = try container.decodeIfPresent(CurrencyCounts.self, forKey: .currency)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(suite, forKey: .suite)
        try container.encodeIfPresent(subset, forKey: .subset)
        try container.encode(cases, forKey: .cases)
        try container.encode(counts, forKey: .counts)
        try container.encodeIfPresent(currency, forKey: .currency)
        try container.encodeIfPresent(precision, forKey: .precision)
        try container.encodeIfPresent(recall, forKey: .recall)
        try container.encodeIfPresent(f1, forKey: .f1)
    }
}

/// Adds up case outcomes into rows per kind, per kind and suite, and per kind, suite and subset.
public struct DetectorScoreboard: Sendable {
    private struct Key: Hashable {
        var kind: DetectorKind
        var suite: DetectorSuite?
        var subset: String?
    }

    private var counts: [Key: DetectorCounts] = [:]
    private var currency: [Key: CurrencyCounts] = [:]
    private var cases: [Key: Int] = [:]
    /// Every miss, in the order cases were added.
    public private(set) var misses: [DetectorMiss] = []

    public init() {}

    /// Adds the outcomes of one case.
    public mutating func add(_ outcomes: [CheckOutcome], of testCase: DetectorCase) {
        for outcome in outcomes {
            var keys = [Key(kind: outcome.kind, suite: nil, subset: nil),
                        Key(kind: outcome.kind, suite: testCase.suite, subset: nil)]
            keys += testCase.subsets.map { Key(kind: outcome.kind, suite: testCase.suite, subset: $0) }
            for key in keys {
                counts[key, default: DetectorCounts()] += outcome.counts
                cases[key, default: 0] += 1
                if outcome.kind == .money { currency[key, default: CurrencyCounts()] += outcome.currency }
            }
            misses += outcome.misses
        }
    }

    /// Every row: by kind, then the kind's total first, then each suite followed by its subsets (by name).
    public var rows: [DetectorRow] {
        counts.keys.sorted { lhs, rhs in
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            if lhs.suite != rhs.suite {
                guard let left = lhs.suite else { return true }
                guard let right = rhs.suite else { return false }
                return left < right
            }
            return (lhs.subset ?? "") < (rhs.subset ?? "")
        }.map { key in
            DetectorRow(kind: key.kind, suite: key.suite, subset: key.subset, cases: cases[key] ?? 0,
                        counts: counts[key] ?? DetectorCounts(), currency: currency[key])
        }
    }
}
