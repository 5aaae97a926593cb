/// Word-level text accuracy measures for comparing recognised text with its truth.
public enum WordMetrics {
    /// The whitespace-separated words of `text`, lowercased when `caseFold` is set; punctuation stays in the words.
    public static func tokens(_ text: String, caseFold: Bool = true) -> [String] {
        let source = caseFold ? text.lowercased() : text
        return source.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Bag-of-words precision, recall and F1 of `predicted` against `truth` (word order ignored, repeats counted).
    ///
    /// Both empty scores 1 everywhere; exactly one empty scores 0 everywhere.
    public static func f1(predicted: String, truth: String, caseFold: Bool = true) -> WordScore {
        let predictedWords = tokens(predicted, caseFold: caseFold)
        let truthWords = tokens(truth, caseFold: caseFold)
        var remaining: [String: Int] = [:]
        for word in truthWords { remaining[word, default: 0] += 1 }
        var matched = 0
        for word in predictedWords {
            if let count = remaining[word], count > 0 {
                remaining[word] = count - 1
                matched += 1
            }
        }
        return WordScore(matched: matched, predictedCount: predictedWords.count, truthCount: truthWords.count)
    }

    /// ISRI-style word accuracy: truth words matched by an order-preserving alignment (longest common
    /// subsequence of words) divided by the number of truth words.
    ///
    /// Case-sensitive unless `caseFold`; an empty truth scores 1 when the prediction is empty too, else 0.
    public static func accuracy(predicted: String, truth: String, caseFold: Bool = false) -> Double {
        let predictedWords = tokens(predicted, caseFold: caseFold)
        let truthWords = tokens(truth, caseFold: caseFold)
        guard !truthWords.isEmpty else { return predictedWords.isEmpty ? 1 : 0 }
        return Double(matchedInOrder(predicted: predictedWords, truth: truthWords)) / Double(truthWords.count)
    }

    /// The number of words of `truth` matched in order by `predicted`: the length of their longest common subsequence.
    public static func matchedInOrder(predicted: [String], truth: [String]) -> Int {
        var ids: [String: Int] = [:]
        func id(_ word: String) -> Int {
            if let known = ids[word] { return known }
            ids[word] = ids.count
            return ids.count - 1
        }
        let a = predicted.map(id)
        let b = truth.map(id)
        return TokenAlignment.commonSubsequenceLength(a, b)
    }
}
