/// Relation counts of predicted tables against their truth, added up over tables, pages and sets so that
/// precision, recall and F1 are micro-averaged (every relation weighs the same, whatever its table's size).
public struct RelationCounts: Sendable, Hashable, Codable {
    /// Relations in the truth tables.
    public var truth: Int
    /// Relations in the predicted tables that were scored.
    public var predicted: Int
    /// Relations in both, counted with multiplicity (multiset intersection).
    public var correct: Int

    public static let zero = RelationCounts(truth: 0, predicted: 0, correct: 0)

    public init(truth: Int, predicted: Int, correct: Int) {
        self.truth = truth
        self.predicted = predicted
        self.correct = correct
    }

    /// The counts of one predicted table against one truth table.
    public init(predicted: [AdjacencyRelation], truth: [AdjacencyRelation]) {
        var remaining: [AdjacencyRelation: Int] = [:]
        for relation in truth { remaining[relation, default: 0] += 1 }
        var correct = 0
        for relation in predicted {
            if let count = remaining[relation], count > 0 {
                remaining[relation] = count - 1
                correct += 1
            }
        }
        self.init(truth: truth.count, predicted: predicted.count, correct: correct)
    }

    /// `correct / predicted`; 0 when nothing was predicted.
    public var precision: Double { predicted > 0 ? Double(correct) / Double(predicted) : 0 }
    /// `correct / truth`; 0 when the truth has no relation.
    public var recall: Double { truth > 0 ? Double(correct) / Double(truth) : 0 }
    /// Harmonic mean of precision and recall, 0 when both are 0.
    public var f1: Double { precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0 }

    public static func + (a: RelationCounts, b: RelationCounts) -> RelationCounts {
        RelationCounts(truth: a.truth + b.truth, predicted: a.predicted + b.predicted, correct: a.correct + b.correct)
    }
}
