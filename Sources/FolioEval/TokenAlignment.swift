/// Longest-common-subsequence length of two token sequences, by Myers' O((N+M)·D) greedy algorithm.
///
/// Near-identical texts (good OCR) align in close to linear time and the memory used is linear in any case.
enum TokenAlignment {
    /// The length of the longest common subsequence of `a` and `b`.
    static func commonSubsequenceLength(_ a: [Int], _ b: [Int]) -> Int {
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let shared = start + (a.count - endA)
        let x = a[start..<endA], y = b[start..<endB]
        if x.isEmpty || y.isEmpty { return shared }
        let edits = shortestEditDistance(Array(x), Array(y))
        return shared + (x.count + y.count - edits) / 2
    }

    /// The fewest insertions plus deletions turning `a` into `b` (Myers 1986, forward greedy pass).
    static func shortestEditDistance(_ a: [Int], _ b: [Int]) -> Int {
        let n = a.count, m = b.count, maxD = n + m
        let offset = maxD + 1
        var furthest = [Int](repeating: 0, count: 2 * maxD + 3)
        for d in 0...maxD {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
                    x = furthest[offset + k + 1]
                } else {
                    x = furthest[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { return d }
            }
        }
        return maxD
    }
}
