import FolioModel

/// A possible document outline with the evidence for it.
struct BoundaryCandidate {
    var quad: [Point]
    /// The colour region the outline was fitted to, in analysis pixels, when it was.
    var region: (area: Int, bits: [Bool])?
    /// Region area over its enclosing quad's area.
    var fill: Double
    /// Share of each side backed by a paper edge.
    var support: [Double]
    /// Found from straight edges alone (`fill` is then the mean side support).
    var edgeOnly = false
    /// A colour outline's rival: the quad of straight edges found around the photo when one of its sides was
    /// weak, which it must not stop well short of (`StopsShort`).
    var rival: [Point]?
    var score: Double { (edgeOnly ? 1 : fill) * support.reduce(0, +) / 4 }
}

extension BoundaryCandidate {
    /// An outline found from straight edges alone, its fill the mean side support.
    init(edges quad: [Point], support: [Double]) {
        self.init(quad: quad, fill: support.reduce(0, +) / 4, support: support, edgeOnly: true)
    }
}
