/// Pairs the tables predicted on a page with its truth tables and scores the page.
public enum TableMatching {
    /// The outcome of one page.
    public struct PageScore: Sendable, Hashable {
        /// For each truth table, the index of the predicted table matched to it, or nil.
        public var matches: [Int?]
        /// Relation counts of the page (see `score`).
        public var counts: RelationCounts
        /// Predicted tables matched to no truth table.
        public var unmatchedPredicted: Int
    }

    /// Matches `predicted` to `truth` one to one and counts relations.
    ///
    /// A pair's strength is its correct relations, then (to pair tables whose structure is wrong but whose
    /// texts are right) the filled cell texts they share by relation key; pairs are taken strongest first, and
    /// a pair sharing nothing is never made. Recall counts every truth relation. Precision counts the relations
    /// of matched predicted tables, and of unmatched ones only when `complete` (the truth lists every table
    /// of the page); when the truth covers only part of the page, another table found there is not an error.
    public static func score(predicted: [[[String]]], truth: [[[String]]], complete: Bool) -> PageScore {
        let predictedRelations = predicted.map(CellAdjacency.relations)
        let truthRelations = truth.map(CellAdjacency.relations)
        let predictedCells = predicted.map(filledKeys)
        let truthCells = truth.map(filledKeys)

        var candidates: [(truth: Int, predicted: Int, counts: RelationCounts, cells: Int)] = []
        for t in truth.indices {
            for p in predicted.indices {
                let counts = RelationCounts(predicted: predictedRelations[p], truth: truthRelations[t])
                let cells = sharedCount(predictedCells[p], truthCells[t])
                if counts.correct > 0 || cells > 0 { candidates.append((t, p, counts, cells)) }
            }
        }
        candidates.sort { ($0.counts.correct, $0.cells, -$0.truth, -$0.predicted)
            > ($1.counts.correct, $1.cells, -$1.truth, -$1.predicted) }

        var matches = [Int?](repeating: nil, count: truth.count)
        var used = Set<Int>()
        var counts = RelationCounts(truth: truthRelations.map(\.count).reduce(0, +), predicted: 0, correct: 0)
        for candidate in candidates where matches[candidate.truth] == nil && !used.contains(candidate.predicted) {
            matches[candidate.truth] = candidate.predicted
            used.insert(candidate.predicted)
            counts.predicted += candidate.counts.predicted
            counts.correct += candidate.counts.correct
        }
        let unmatched = predicted.indices.filter { !used.contains($0) }
        if complete { counts.predicted += unmatched.map { predictedRelations[$0].count }.reduce(0, +) }
        return PageScore(matches: matches, counts: counts, unmatchedPredicted: unmatched.count)
    }

    private static func filledKeys(_ rows: [[String]]) -> [String: Int] {
        var keys: [String: Int] = [:]
        for row in rows {
            for text in row where TableText.isFilled(text) { keys[TableText.relationKey(text), default: 0] += 1 }
        }
        return keys
    }

    private static func sharedCount(_ a: [String: Int], _ b: [String: Int]) -> Int {
        a.reduce(0) { total, entry in total + min(entry.value, b[entry.key] ?? 0) }
    }
}
