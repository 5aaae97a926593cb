/// One tool's layout on one document, against its truth (docs/bench-layout.md defines every count).
public struct LayoutDocumentScore: Codable, Sendable, Hashable {
    public var name: String
    /// 1 or 2, from the truth.
    public var columns: Int
    /// False when the tool gave nothing for the document (it failed on it): scored as finding nothing.
    public var read: Bool

    /// List items: truth, predicted, matched one-to-one; of the matched, those with the right level and
    /// marker type; of the matched ordered (non-bullet) truth items, those with the right marker.
    public var truthItems = 0, predictedItems = 0, matchedItems = 0, levelRight = 0, markerTypeRight = 0
    public var orderedMatched = 0, markerRight = 0
    /// Headings (titles count): truth, predicted, matched; of the matched, those with the right level.
    public var truthHeadings = 0, predictedHeadings = 0, matchedHeadings = 0, headingLevelRight = 0
    /// Reading order: blocks (lists as their items) in truth and prediction, truth blocks tied to some
    /// predicted block, tied pairs, and Kendall's tau-b of the pairs' positions (nil below two pairs).
    public var truthBlocks = 0, predictedBlocks = 0, coveredBlocks = 0, tiedPairs = 0
    public var tau: Double?

    /// What a developer tunes with: unmatched truth items and headings, and matched ones whose level or
    /// marker is wrong, one line each.
    public var missedItems: [String] = [], wrongItems: [String] = []
    public var missedHeadings: [String] = [], wrongHeadings: [String] = []

    public init(name: String, columns: Int, read: Bool) {
        self.name = name
        self.columns = columns
        self.read = read
    }
}

/// Scores predictions in the neutral form against the layout truth: the one scorer every tool goes through.
public enum LayoutScorer {
    /// A predicted block this short (letters and digits) is not tied by containment: it would sit inside too
    /// many truth blocks by chance.
    public static let minimumContainedCharacters = 20

    /// `prediction` (nil: the tool gave nothing for the document) scored against `truth`.
    public static func score(_ truth: LayoutTruth, prediction: LayoutDocument?) -> LayoutDocumentScore {
        var score = LayoutDocumentScore(name: truth.name, columns: truth.columns, read: prediction != nil)
        let blocks = prediction?.blocks ?? []
        scoreItems(truth.items, predicted: blocks.flatMap { $0.items ?? [] }, into: &score)
        scoreHeadings(truth.headings, predicted: blocks.filter(\.isHeading), into: &score)
        scoreOrder(truth, predicted: blocks, into: &score)
        return score
    }

    private static func scoreItems(_ truth: [LayoutItem], predicted: [LayoutItem], into score: inout LayoutDocumentScore) {
        score.truthItems = truth.count
        score.predictedItems = predicted.count
        let pairs = TextMatching.match(truth: truth.map { LayoutText.normalized($0.text) },
                                       predicted: predicted.map { LayoutText.normalized($0.text) })
        score.matchedItems = pairs.count
        for pair in pairs.sorted(by: { $0.truth < $1.truth }) {
            let expected = truth[pair.truth], found = predicted[pair.predicted]
            var wrong: [String] = []
            if found.level == expected.level { score.levelRight += 1 } else { wrong.append("level \(found.level)") }
            if found.markerType == expected.markerType {
                score.markerTypeRight += 1
            } else {
                wrong.append(found.markerType)
            }
            if expected.markerType != "bullet" {
                score.orderedMatched += 1
                if markerKey(found.marker) == markerKey(expected.marker) {
                    score.markerRight += 1
                } else {
                    wrong.append("marker \(found.marker)")
                }
            }
            if !wrong.isEmpty {
                score.wrongItems.append(describe(expected) + " → " + wrong.joined(separator: ", "))
            }
        }
        let matched = Set(pairs.map(\.truth))
        score.missedItems = truth.indices.filter { !matched.contains($0) }.map { describe(truth[$0]) }
    }

    private static func scoreHeadings(_ truth: [LayoutTruth.Heading], predicted: [LayoutBlock],
                                      into score: inout LayoutDocumentScore) {
        score.truthHeadings = truth.count
        score.predictedHeadings = predicted.count
        let pairs = TextMatching.match(truth: truth.map { LayoutText.normalized($0.text) },
                                       predicted: predicted.map { LayoutText.normalized($0.text) })
        score.matchedHeadings = pairs.count
        for pair in pairs.sorted(by: { $0.truth < $1.truth }) {
            let expected = truth[pair.truth], level = predicted[pair.predicted].scoredLevel
            if level == expected.level {
                score.headingLevelRight += 1
            } else {
                score.wrongHeadings.append("h\(expected.level) \(excerpt(expected.text)) → "
                                           + (level.map { "h\($0)" } ?? "no level"))
            }
        }
        let matched = Set(pairs.map(\.truth))
        score.missedHeadings = truth.indices.filter { !matched.contains($0) }
            .map { "h\(truth[$0].level) \(excerpt(truth[$0].text))" }
    }

    /// Ties truth and predicted blocks (lists as their items) and ranks the tied positions.
    private static func scoreOrder(_ truth: LayoutTruth, predicted: [LayoutBlock], into score: inout LayoutDocumentScore) {
        let truthTexts = truth.blocks.flatMap { block -> [String] in
            if block.type == "list", let index = block.list, truth.lists.indices.contains(index) {
                return truth.lists[index].items.map(\.text)
            }
            return [block.text]
        }.map(LayoutText.normalized)
        let predictedTexts = predicted.flatMap { block in
            block.type == .list ? (block.items ?? []).map(\.text) : [block.text]
        }.map(LayoutText.normalized)
        let ties = OrderTies(truth: truthTexts, predicted: predictedTexts)
        score.truthBlocks = truthTexts.count
        score.predictedBlocks = predictedTexts.count
        score.coveredBlocks = Set(ties.pairs.map(\.truth)).count
        score.tiedPairs = ties.pairs.count
        score.tau = KendallTau.tauB(ties.pairs.map { (x: $0.truth, y: $0.predicted) })
    }

    /// A marker with its punctuation dropped: "3." = "3)" = "(3)".
    static func markerKey(_ marker: String) -> String {
        String(String.UnicodeScalarView(marker.unicodeScalars.filter {
            $0.properties.isAlphabetic || $0.properties.numericType != nil
        }))
    }

    private static func describe(_ item: LayoutItem) -> String {
        "L\(item.level) \(item.markerType == "bullet" ? "•" : item.marker) \(excerpt(item.text))"
    }

    private static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return flat.count <= 70 ? flat : String(flat.prefix(69)) + "…"
    }
}

/// The tied pairs of reading-order positions in one document: blocks matched one-to-one by text, then an
/// unmatched predicted block of 20+ characters contained in exactly one truth block (a block split at a column
/// or page break), then a still untied truth block contained in exactly one predicted block (blocks merged).
struct OrderTies {
    struct Pair: Hashable {
        var truth: Int
        var predicted: Int
    }

    var pairs: [Pair] = []

    init(truth: [[Unicode.Scalar]], predicted: [[Unicode.Scalar]]) {
        let matches = TextMatching.match(truth: truth, predicted: predicted)
        var pairs = Set(matches.map { Pair(truth: $0.truth, predicted: $0.predicted) })
        let matchedPredicted = Set(matches.map(\.predicted))
        for (p, text) in predicted.enumerated()
        where !matchedPredicted.contains(p) && text.count >= LayoutScorer.minimumContainedCharacters {
            let hosts = truth.indices.filter { LayoutText.contains(truth[$0], text) }
            if hosts.count == 1 { pairs.insert(Pair(truth: hosts[0], predicted: p)) }
        }
        let tiedTruth = Set(pairs.map(\.truth))
        for (t, text) in truth.enumerated() where !tiedTruth.contains(t) {
            let hosts = predicted.indices.filter { LayoutText.contains(predicted[$0], text) }
            if hosts.count == 1 { pairs.insert(Pair(truth: t, predicted: hosts[0])) }
        }
        self.pairs = pairs.sorted { ($0.truth, $0.predicted) < ($1.truth, $1.predicted) }
    }
}
