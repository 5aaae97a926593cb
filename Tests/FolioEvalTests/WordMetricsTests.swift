import FolioTestSupport
import Testing
@testable import FolioEval

@Suite struct WordMetricsTests {
    @Test func tokensSplitOnAnyWhitespaceAndKeepPunctuation() {
        #expect(WordMetrics.tokens("Hello,  World\n\tfoo.\u{0C}Bar") == ["hello,", "world", "foo.", "bar"])
        #expect(WordMetrics.tokens("Hello,  World", caseFold: false) == ["Hello,", "World"])
        #expect(WordMetrics.tokens(" \n\t ").isEmpty)
    }

    @Test func f1CountsTheMultisetIntersection() {
        let score = WordMetrics.f1(predicted: "the cat sat on the mat", truth: "the cat sat on a mat")
        #expect(score.matched == 5)
        #expect(score.predictedCount == 6)
        #expect(score.truthCount == 6)
        #expect(abs(score.precision - 5.0 / 6.0) < 1e-12)
        #expect(abs(score.recall - 5.0 / 6.0) < 1e-12)
        #expect(abs(score.f1 - 5.0 / 6.0) < 1e-12)
    }

    @Test func f1CountsRepeatsOnlyAsOftenAsTheTruthHasThem() {
        let score = WordMetrics.f1(predicted: "a a a", truth: "a b")
        #expect(score.matched == 1)
        #expect(abs(score.precision - 1.0 / 3.0) < 1e-12)
        #expect(abs(score.recall - 0.5) < 1e-12)
        #expect(abs(score.f1 - 0.4) < 1e-12)
    }

    @Test func f1IgnoresOrder() {
        #expect(WordMetrics.f1(predicted: "d c b a", truth: "a b c d").f1 == 1)
    }

    @Test func f1EmptyCases() {
        let both = WordMetrics.f1(predicted: "", truth: "  \n")
        #expect(both.precision == 1 && both.recall == 1 && both.f1 == 1)
        let nothingRead = WordMetrics.f1(predicted: "", truth: "x y")
        #expect(nothingRead.precision == 0 && nothingRead.recall == 0 && nothingRead.f1 == 0)
        #expect(nothingRead.truthCount == 2 && nothingRead.predictedCount == 0)
        let spurious = WordMetrics.f1(predicted: "x", truth: "")
        #expect(spurious.precision == 0 && spurious.recall == 0 && spurious.f1 == 0)
    }

    @Test func f1DisjointTextsScoreZero() {
        let score = WordMetrics.f1(predicted: "foo bar", truth: "baz qux")
        #expect(score.matched == 0 && score.f1 == 0)
    }

    @Test func f1FoldsCaseByDefaultOnly() {
        #expect(WordMetrics.f1(predicted: "Total 12.50", truth: "TOTAL 12.50").f1 == 1)
        #expect(WordMetrics.f1(predicted: "Total 12.50", truth: "TOTAL 12.50", caseFold: false).f1 == 0.5)
    }

    @Test func accuracyUsesAnOrderPreservingAlignment() {
        // LCS of "a c b d" and "a b c d" has 3 words; bag-of-words would call it perfect.
        #expect(WordMetrics.accuracy(predicted: "a c b d", truth: "a b c d") == 0.75)
        #expect(WordMetrics.accuracy(predicted: "x a b y c", truth: "a b c") == 1)
        #expect(WordMetrics.accuracy(predicted: "a b", truth: "a b c d e") == 0.4)
        #expect(WordMetrics.accuracy(predicted: "one two three", truth: "one two three") == 1)
    }

    @Test func accuracyKeepsPunctuationAndCase() {
        #expect(WordMetrics.accuracy(predicted: "Hello world", truth: "Hello, world.") == 0)
        #expect(WordMetrics.accuracy(predicted: "Hello, world", truth: "Hello, world.") == 0.5)
        #expect(WordMetrics.accuracy(predicted: "total due", truth: "Total due") == 0.5)
        #expect(WordMetrics.accuracy(predicted: "total due", truth: "Total due", caseFold: true) == 1)
    }

    @Test func accuracyEmptyCases() {
        #expect(WordMetrics.accuracy(predicted: "", truth: "") == 1)
        #expect(WordMetrics.accuracy(predicted: "a", truth: "") == 0)
        #expect(WordMetrics.accuracy(predicted: "", truth: "a b") == 0)
    }

    @Test func matchedInOrderAgreesWithDynamicProgramming() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<300 {
            let a = (0..<Int(generator.next() % 30)).map { _ in "w\(generator.next() % 5)" }
            let b = (0..<Int(generator.next() % 30)).map { _ in "w\(generator.next() % 5)" }
            #expect(WordMetrics.matchedInOrder(predicted: a, truth: b) == referenceLCS(a, b), "\(a) vs \(b)")
        }
    }

    /// Textbook O(n·m) longest common subsequence, the reference for the Myers implementation.
    private func referenceLCS(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
