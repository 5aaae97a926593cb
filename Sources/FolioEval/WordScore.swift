/// Bag-of-words agreement between a predicted text and its truth: precision, recall and F1 with their counts.
public struct WordScore: Sendable, Hashable, Codable {
    /// Words in both texts, counted with multiplicity (multiset intersection).
    public var matched: Int
    /// Words in the predicted text.
    public var predictedCount: Int
    /// Words in the truth.
    public var truthCount: Int
    /// `matched / predictedCount`; see `WordMetrics.f1` for the empty cases.
    public var precision: Double
    /// `matched / truthCount`; see `WordMetrics.f1` for the empty cases.
    public var recall: Double
    /// Harmonic mean of precision and recall, 0 when both are 0.
    public var f1: Double

    /// A score from its counts; ratios with a zero denominator are 1 when both texts are empty, else 0.
    public init(matched: Int, predictedCount: Int, truthCount: Int) {
        self.matched = matched
        self.predictedCount = predictedCount
        self.truthCount = truthCount
        let bothEmpty = predictedCount == 0 && truthCount == 0
        precision = predictedCount > 0 ? Double(matched) / Double(predictedCount) : (bothEmpty ? 1 : 0)
        recall = truthCount > 0 ? Double(matched) / Double(truthCount) : (bothEmpty ? 1 : 0)
        f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
    }
}
