/// One tool's layout over a set of documents: the figures the benchmark prints (docs/bench-layout.md).
/// Precision, recall and F1 are summed over documents; accuracies are shares of the matched; tau is averaged
/// over the documents that have one; nil where there is nothing to divide by.
public struct LayoutScore: Codable, Sendable, Hashable {
    public var documents: Int
    /// Documents the tool gave nothing for.
    public var unread: Int

    public var itemPrecision: Double?
    public var itemRecall: Double?
    public var itemF1: Double
    public var itemLevel: Double?
    public var itemMarkerType: Double?
    /// Of matched ordered items, the share with the right marker (punctuation ignored).
    public var itemMarker: Double?

    public var headingPrecision: Double?
    public var headingRecall: Double?
    public var headingF1: Double
    public var headingLevel: Double?

    /// Mean tau-b over all documents, the one-column ones and the two-column ones.
    public var tauAll: Double?
    public var tauOneColumn: Double?
    public var tauTwoColumns: Double?
    /// Documents each mean is over.
    public var tauDocuments: Int
    public var tauOneColumnDocuments: Int
    public var tauTwoColumnDocuments: Int
    /// Truth blocks tied, over all truth blocks.
    public var cover: Double?

    public var truthItems: Int, predictedItems: Int, matchedItems: Int
    public var truthHeadings: Int, predictedHeadings: Int, matchedHeadings: Int

    public init(_ scores: [LayoutDocumentScore]) {
        func sum(_ value: (LayoutDocumentScore) -> Int) -> Int { scores.map(value).reduce(0, +) }
        func share(_ part: Int, _ whole: Int) -> Double? { whole > 0 ? Double(part) / Double(whole) : nil }
        func f1(_ precision: Double?, _ recall: Double?) -> Double {
            guard let precision, let recall, precision + recall > 0 else { return 0 }
            return 2 * precision * recall / (precision + recall)
        }
        func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }

        documents = scores.count
        unread = scores.filter { !$0.read }.count
        truthItems = sum(\.truthItems)
        predictedItems = sum(\.predictedItems)
        matchedItems = sum(\.matchedItems)
        itemPrecision = share(matchedItems, predictedItems)
        itemRecall = share(matchedItems, truthItems)
        itemF1 = f1(itemPrecision, itemRecall)
        itemLevel = share(sum(\.levelRight), matchedItems)
        itemMarkerType = share(sum(\.markerTypeRight), matchedItems)
        itemMarker = share(sum(\.markerRight), sum(\.orderedMatched))

        truthHeadings = sum(\.truthHeadings)
        predictedHeadings = sum(\.predictedHeadings)
        matchedHeadings = sum(\.matchedHeadings)
        headingPrecision = share(matchedHeadings, predictedHeadings)
        headingRecall = share(matchedHeadings, truthHeadings)
        headingF1 = f1(headingPrecision, headingRecall)
        headingLevel = share(sum(\.headingLevelRight), matchedHeadings)

        let all = scores.compactMap(\.tau)
        let one = scores.filter { $0.columns == 1 }.compactMap(\.tau)
        let two = scores.filter { $0.columns == 2 }.compactMap(\.tau)
        tauAll = mean(all)
        tauOneColumn = mean(one)
        tauTwoColumns = mean(two)
        tauDocuments = all.count
        tauOneColumnDocuments = one.count
        tauTwoColumnDocuments = two.count
        cover = share(sum(\.coveredBlocks), sum(\.truthBlocks))
    }

    /// Every figure that should be exactly 1 when the truth is scored against itself, by name, with its value;
    /// empty when all are.
    public var imperfections: [String] {
        let figures: [(String, Double?)] = [
            ("list precision", itemPrecision), ("list recall", itemRecall), ("list F1", itemF1),
            ("list level", itemLevel), ("list markerType", itemMarkerType), ("list marker", itemMarker),
            ("heading precision", headingPrecision), ("heading recall", headingRecall), ("heading F1", headingF1),
            ("heading level", headingLevel), ("tau all", tauAll), ("tau one-column", tauOneColumn),
            ("tau two-column", tauTwoColumns), ("cover", cover),
        ]
        var problems = figures.compactMap { name, value -> String? in
            guard let value else { return nil }
            return abs(value - 1) < 1e-12 ? nil : "\(name) \(value)"
        }
        if tauDocuments < documents { problems.append("tau for \(tauDocuments) of \(documents) documents") }
        return problems
    }
}
