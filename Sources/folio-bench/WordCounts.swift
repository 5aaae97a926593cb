import FolioEval

/// The word counts behind the accuracy metrics of one text (or a sum of texts) against its truth, so that
/// totals are micro-averaged over all words rather than averaged over images.
struct WordCounts: Codable, Sendable {
    /// Words of the truth (whitespace tokens).
    var truthWords: Int
    /// Words of the recognised text.
    var predictedWords: Int
    /// Case-folded words in both, as multisets (`WordMetrics.f1` with `caseFold`).
    var matched: Int
    /// Truth words matched in order, case-sensitive (`WordMetrics.accuracy`'s numerator).
    var matchedInOrder: Int

    /// No words.
    static let zero = WordCounts(truthWords: 0, predictedWords: 0, matched: 0, matchedInOrder: 0)

    private init(truthWords: Int, predictedWords: Int, matched: Int, matchedInOrder: Int) {
        self.truthWords = truthWords
        self.predictedWords = predictedWords
        self.matched = matched
        self.matchedInOrder = matchedInOrder
    }

    /// The counts of `predicted` against `truth`.
    init(predicted: String, truth: String) {
        let score = WordMetrics.f1(predicted: predicted, truth: truth, caseFold: true)
        let inOrder = WordMetrics.matchedInOrder(predicted: WordMetrics.tokens(predicted, caseFold: false),
                                                 truth: WordMetrics.tokens(truth, caseFold: false))
        self.init(truthWords: score.truthCount, predictedWords: score.predictedCount, matched: score.matched,
                  matchedInOrder: inOrder)
    }

    /// The counts of two texts together.
    static func + (a: WordCounts, b: WordCounts) -> WordCounts {
        WordCounts(truthWords: a.truthWords + b.truthWords, predictedWords: a.predictedWords + b.predictedWords,
                   matched: a.matched + b.matched, matchedInOrder: a.matchedInOrder + b.matchedInOrder)
    }

    /// Case-folded bag-of-words precision, recall and F1 (the metric of record).
    var score: WordScore { WordScore(matched: matched, predictedCount: predictedWords, truthCount: truthWords) }

    /// ISRI word accuracy: truth words matched in order over truth words (1 when both are empty, as
    /// `WordMetrics.accuracy`).
    var wordAccuracy: Double {
        truthWords > 0 ? Double(matchedInOrder) / Double(truthWords) : (predictedWords == 0 ? 1 : 0)
    }
}
