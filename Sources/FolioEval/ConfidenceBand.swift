import Foundation

/// The quads a boundary run took, counted by the confidence Folio gave them (`sourceQuadConfidence`): whether
/// that number tells a right quad from a wrong one. One band per range, highest first.
public struct ConfidenceBand: Codable, Equatable, Sendable {
    /// The band holds confidences in `lower ..< upper` (the top band includes 1).
    public var lower: Double
    public var upper: Double
    /// Quads judged right, judged wrong, and taken without a judgement (no label).
    public var right: Int
    public var wrong: Int
    public var unjudged: Int

    public init(lower: Double, upper: Double, right: Int, wrong: Int, unjudged: Int) {
        self.lower = lower
        self.upper = upper
        self.right = right
        self.wrong = wrong
        self.unjudged = unjudged
    }

    /// The bands' edges, highest first.
    public static let edges = [0.9, 0.8, 0.7, 0.6, 0.5, 0]

    /// Quads by band; a quad without a confidence (an older export) is left out. `right` is nil for a quad
    /// without a judgement.
    public static func bands(_ quads: [(confidence: Double?, right: Bool?)]) -> [ConfidenceBand] {
        var bands: [ConfidenceBand] = []
        var upper = 1.0
        for lower in edges {
            let inBand = quads.filter { quad in
                quad.confidence.map { $0 >= lower && ($0 < upper || (upper == 1 && $0 <= 1)) } ?? false
            }
            bands.append(ConfidenceBand(lower: lower, upper: upper, right: inBand.filter { $0.right == true }.count,
                                        wrong: inBand.filter { $0.right == false }.count,
                                        unjudged: inBand.filter { $0.right == nil }.count))
            upper = lower
        }
        return bands
    }

    /// One line for people: `≥ 0.90: 40 right, 1 wrong · 0.80–0.90: …`, empty bands left out.
    public static func line(_ bands: [ConfidenceBand]) -> String {
        bands.filter { $0.right + $0.wrong + $0.unjudged > 0 }.map { band in
            let range = band.upper == 1 ? "≥ \(format(band.lower))" : "\(format(band.lower))–\(format(band.upper))"
            var counts: [String] = []
            if band.right + band.wrong > 0 { counts += ["\(band.right) right", "\(band.wrong) wrong"] }
            if band.unjudged > 0 { counts.append("\(band.unjudged) taken") }
            return "\(range): " + counts.joined(separator: ", ")
        }.joined(separator: " · ")
    }

    private static func format(_ x: Double) -> String { String(format: "%.2f", x) }
}
