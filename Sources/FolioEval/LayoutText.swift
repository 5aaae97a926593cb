import Foundation

/// How the layout benchmark compares texts (docs/bench-layout.md): Unicode NFKC, lower-cased, letters and
/// digits only; two texts match when their similarity ratio — Python difflib's `SequenceMatcher.ratio()` —
/// is at least `threshold`.
public enum LayoutText {
    /// Texts match from this similarity on.
    public static let threshold = 0.9

    /// `text` after NFKC normalisation and lower-casing, keeping only letters and digits (Unicode general
    /// categories L* and characters with a numeric type: what Python's `str.isalnum` keeps), as code points.
    public static func normalized(_ text: String) -> [Unicode.Scalar] {
        text.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars.filter { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
            default: return scalar.properties.numericType != nil
            }
        }
    }

    /// `2 × M / (|a| + |b|)`, M the characters in the matching blocks difflib's `SequenceMatcher(None, a, b,
    /// autojunk=False)` finds (longest common block first, then recursively left and right of it); 1 when both
    /// are empty. The automatic junk heuristic is off: on texts of 200 characters or more it drops every
    /// character that makes up more than 1 % of the text — with only letters and digits left, nearly all of
    /// them — and two copies of a long paragraph that differ in a few letters then score 0.1–0.8.
    public static func ratio(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Double {
        let total = a.count + b.count
        guard total > 0 else { return 1 }
        return 2 * Double(SequenceMatcher(a, b).matchingCharacters()) / Double(total)
    }

    /// difflib's `real_quick_ratio()` then `quick_ratio()`: upper bounds of `ratio`, cheap enough to rule out most
    /// pairs before `ratio` is computed.
    static func mayReach(_ threshold: Double, _ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        let total = a.count + b.count
        guard total > 0 else { return true }
        guard 2 * Double(min(a.count, b.count)) / Double(total) >= threshold else { return false }
        var counts: [Unicode.Scalar: Int] = [:]
        for scalar in b { counts[scalar, default: 0] += 1 }
        var common = 0
        for scalar in a {
            if let count = counts[scalar], count > 0 {
                counts[scalar] = count - 1
                common += 1
            }
        }
        return 2 * Double(common) / Double(total) >= threshold
    }

    /// Whether `part` occurs in `whole`, both normalised; never for an empty `part`.
    static func contains(_ whole: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        guard !part.isEmpty, part.count <= whole.count else { return false }
        let first = part[0]
        var start = 0
        while start + part.count <= whole.count {
            if whole[start] == first, whole[start..<(start + part.count)].elementsEqual(part) { return true }
            start += 1
        }
        return false
    }
}

/// A port of difflib's `SequenceMatcher` without junk (no `isjunk`, `autojunk=False`), enough to count the
/// characters of its matching blocks exactly as Python does: the same longest-match search (earliest end in
/// `a` first, then in `b`) and the same recursion, so ties break the same way.
struct SequenceMatcher {
    let a: [Unicode.Scalar]
    let b: [Unicode.Scalar]
    /// Where each character occurs in `b`, ascending.
    private let positions: [Unicode.Scalar: [Int]]

    init(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) {
        self.a = a
        self.b = b
        var positions: [Unicode.Scalar: [Int]] = [:]
        for (j, scalar) in b.enumerated() { positions[scalar, default: []].append(j) }
        self.positions = positions
    }

    /// The characters in all matching blocks.
    func matchingCharacters() -> Int {
        // Run lengths of the previous and current row of `a`, indexed by j + 1 in `b`, and which entries
        // were set, so that only those are cleared.
        var previous = [Int](repeating: 0, count: b.count + 1), current = previous
        var previousSet: [Int] = [], currentSet: [Int] = []
        var total = 0
        var queue = [(0, a.count, 0, b.count)]
        while let (alo, ahi, blo, bhi) = queue.popLast() {
            var besti = alo, bestj = blo, bestSize = 0
            for i in alo..<ahi {
                currentSet.removeAll(keepingCapacity: true)
                for j in positions[a[i]] ?? [] {
                    if j < blo { continue }
                    if j >= bhi { break }
                    let k = previous[j] + 1
                    current[j + 1] = k
                    currentSet.append(j + 1)
                    if k > bestSize {
                        besti = i - k + 1
                        bestj = j - k + 1
                        bestSize = k
                    }
                }
                for index in previousSet { previous[index] = 0 }
                swap(&previous, &current)
                swap(&previousSet, &currentSet)
            }
            for index in previousSet { previous[index] = 0 }
            previousSet.removeAll(keepingCapacity: true)
            guard bestSize > 0 else { continue }
            total += bestSize
            if alo < besti && blo < bestj { queue.append((alo, besti, blo, bestj)) }
            if besti + bestSize < ahi && bestj + bestSize < bhi {
                queue.append((besti + bestSize, ahi, bestj + bestSize, bhi))
            }
        }
        return total
    }
}

/// Greedy one-to-one matching of texts, best ratio first: the pairing the layout benchmark uses for list items,
/// headings and reading-order blocks.
public enum TextMatching {
    /// A pair of matched texts, by index, with their ratio.
    public struct Pair: Sendable, Hashable {
        public var truth: Int
        public var predicted: Int
        public var ratio: Double
    }

    /// Every pair whose ratio reaches `LayoutText.threshold`, taken best ratio first (ties: earlier truth, then
    /// earlier prediction), each text used once. Texts are normalised already.
    public static func match(truth: [[Unicode.Scalar]], predicted: [[Unicode.Scalar]],
                             threshold: Double = LayoutText.threshold) -> [Pair] {
        var candidates: [Pair] = []
        for (t, truthText) in truth.enumerated() {
            for (p, predictedText) in predicted.enumerated()
            where LayoutText.mayReach(threshold, truthText, predictedText) {
                let ratio = LayoutText.ratio(truthText, predictedText)
                if ratio >= threshold { candidates.append(Pair(truth: t, predicted: p, ratio: ratio)) }
            }
        }
        candidates.sort { ($0.ratio, -$0.truth, -$0.predicted) > ($1.ratio, -$1.truth, -$1.predicted) }
        var truthUsed = Set<Int>(), predictedUsed = Set<Int>()
        var pairs: [Pair] = []
        for candidate in candidates where !truthUsed.contains(candidate.truth) && !predictedUsed.contains(candidate.predicted) {
            truthUsed.insert(candidate.truth)
            predictedUsed.insert(candidate.predicted)
            pairs.append(candidate)
        }
        return pairs
    }
}
