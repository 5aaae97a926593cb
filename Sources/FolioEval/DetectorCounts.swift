/// True positives, false positives and false negatives, with the precision, recall and F1 they give.
public struct DetectorCounts: Sendable, Hashable, Codable {
    public var truePositives: Int
    public var falsePositives: Int
    public var falseNegatives: Int

    public init(truePositives: Int = 0, falsePositives: Int = 0, falseNegatives: Int = 0) {
        self.truePositives = truePositives
        self.falsePositives = falsePositives
        self.falseNegatives = falseNegatives
    }

    /// TP / (TP + FP); nil when nothing was found.
    public var precision: Double? {
        truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// TP / (TP + FN); nil when nothing was expected.
    public var recall: Double? {
        truePositives + falseNegatives == 0 ? nil : Double(truePositives) / Double(truePositives + falseNegatives)
    }

    /// 2·TP / (2·TP + FP + FN), the harmonic mean of precision and recall; nil when there is nothing to count.
    public var f1: Double? {
        let denominator = 2 * truePositives + falsePositives + falseNegatives
        return denominator == 0 ? nil : Double(2 * truePositives) / Double(denominator)
    }

    public static func + (lhs: DetectorCounts, rhs: DetectorCounts) -> DetectorCounts {
        DetectorCounts(truePositives: lhs.truePositives + rhs.truePositives,
                       falsePositives: lhs.falsePositives + rhs.falsePositives,
                       falseNegatives: lhs.falseNegatives + rhs.falseNegatives)
    }

    public static func += (lhs: inout DetectorCounts, rhs: DetectorCounts) { lhs = lhs + rhs }
}

/// How often money matches whose amount is right carry the right currency.
public struct CurrencyCounts: Sendable, Hashable, Codable {
    /// Amount-right matches whose currency truth is scored, and how many of them had the right code.
    public var scored = 0
    public var right = 0
    /// The part of those whose truth names one code (or no currency at all).
    public var unambiguousScored = 0
    public var unambiguousRight = 0
    /// Amount-right matches whose currency is not scored (unmapped symbol, or not written and not hinted).
    public var unscored = 0

    public init() {}

    public static func += (lhs: inout CurrencyCounts, rhs: CurrencyCounts) {
        lhs.scored += rhs.scored
        lhs.right += rhs.right
        lhs.unambiguousScored += rhs.unambiguousScored
        lhs.unambiguousRight += rhs.unambiguousRight
        lhs.unscored += rhs.unscored
    }
}

/// A case that went wrong for one kind: an expectation not found, or a match that should not be there.
public struct DetectorMiss: Sendable, Hashable, Codable {
    public enum Reason: String, Sendable, Hashable, Codable {
        /// An expected match was not found (a false negative).
        case missed
        /// A match that no expectation took and the check counts (a false positive).
        case unexpected
        /// The amount was right but the currency was not (counted in the currency figure only).
        case wrongCurrency
    }

    public var caseID: String
    public var suite: DetectorSuite
    public var subsets: [String]
    public var kind: DetectorKind
    public var reason: Reason
    public var input: String
    /// What the truth wanted (the missed expectation, or for an unexpected match everything the case expects).
    public var expected: String
    /// For a miss: every match the check read in the case; for an unexpected match: that match.
    public var got: [String]

    public init(caseID: String, suite: DetectorSuite, subsets: [String], kind: DetectorKind, reason: Reason,
                input: String, expected: String, got: [String]) {
        self.caseID = caseID
        self.suite = suite
        self.subsets = subsets
        self.kind = kind
        self.reason = reason
        self.input = input
        self.expected = expected
        self.got = got
    }
}
