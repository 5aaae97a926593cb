/// Whether the boundary stage gave the same answer for a photo and for a changed copy of it (`PhotoVariant`), with
/// the copy's quad mapped back onto the photo: both left whole, or both quads with every corner within a share of
/// the photo's diagonal of its partner (`CornerMatch`). For photos without labels, a changed answer means one of
/// the two is wrong, or a knife-edge either way.
public enum QuadAgreement: String, Codable, Sendable, CaseIterable {
    /// The same answer.
    case same
    /// A quad for the copy where the photo was left whole.
    case quadWhereWhole = "quad-where-whole"
    /// The copy left whole where the photo has a quad.
    case wholeWhereQuad = "whole-where-quad"
    /// Two quads, some corner farther apart than the share allows.
    case otherQuad = "other-quad"
    /// No page came back for one of the two.
    case failed

    /// Compares the photo's answer with the copy's (quads in the photo's pixels; nil for a page left whole,
    /// `failed` when no page came back). `diagonal` is the photo's; `share` defaults to 2 %.
    public static func of(photo: BoundaryJudgement.Found, copy: BoundaryJudgement.Found, diagonal: Double,
                          share: Double = 0.02) -> QuadAgreement {
        switch (photo, copy) {
        case (.missing, _), (_, .missing): return .failed
        case (.whole, .whole): return .same
        case (.whole, .quad): return .quadWhereWhole
        case (.quad, .whole): return .wholeWhereQuad
        case let (.quad(a), .quad(b)):
            guard let match = CornerMatch.best(found: b, truth: a) else { return .otherQuad }
            return match.maxError <= share * diagonal ? .same : .otherQuad
        }
    }
}
