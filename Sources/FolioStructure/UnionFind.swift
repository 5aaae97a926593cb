/// Disjoint sets over `0..<count`, for grouping what touches: rules that meet, cells that merge.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    /// The representative of `i`'s set.
    mutating func root(_ i: Int) -> Int {
        var i = i
        while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
        return i
    }

    mutating func join(_ a: Int, _ b: Int) {
        parent[root(a)] = root(b)
    }

    /// The sets, each as its members.
    mutating func groups() -> [[Int]] {
        Array(Dictionary(grouping: parent.indices, by: { root($0) }).values)
    }
}
