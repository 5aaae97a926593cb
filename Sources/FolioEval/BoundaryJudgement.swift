/// How a document-boundary stage did on one photo with hand-marked corners: its worst corner against the
/// photo's own pixel tolerance, and the overlap of what it kept with the document.
public struct BoundaryJudgement: Sendable, Equatable {
    /// What the stage returned for the photo.
    public enum Found: Sendable, Equatable {
        /// A quadrilateral, in source-image pixels.
        case quad([QuadGeometry.Point])
        /// No quadrilateral: the page was left whole.
        case whole
        /// No page at all (the document failed or is missing from the export).
        case missing
    }

    /// The verdict on a photo.
    public enum Outcome: String, Sendable, Codable, CaseIterable {
        /// A quad was taken and every corner lies within the photo's tolerance of its true corner.
        case within
        /// A quad was taken but some corner lies farther than the tolerance.
        case wrong
        /// The page was left whole.
        case whole
        /// No page came back.
        case failed
    }

    public var outcome: Outcome
    /// The largest distance in pixels between a kept corner and its true corner, under the best pairing
    /// (`CornerMatch`); for a page left whole, the image's own corners are the kept ones. Nil when failed or when
    /// the quad does not have four corners.
    public var maxCornerError: Double?
    /// Polygon IoU of the kept quad (the whole image when left whole) with the true quad; 0 when failed.
    public var iou: Double
    /// Whether `maxCornerError` is at most `diagonalShare` of the image diagonal (false when failed).
    public var withinDiagonalShare: Bool
    /// The pairing used, when it was not the truth's own order (nil when failed or unrotated and unreversed).
    public var match: CornerMatch?

    /// Judges `found` against `truth` (four corners in source-image pixels, possibly outside the frame) on an
    /// image of `width` × `height` pixels, with `tolerance` pixels per corner. `truth` must be convex.
    public static func judge(_ found: Found, truth: [QuadGeometry.Point], width: Double, height: Double,
                             tolerance: Double, diagonalShare: Double = 0.02) -> BoundaryJudgement {
        let kept: [QuadGeometry.Point]
        switch found {
        case .missing:
            return BoundaryJudgement(outcome: .failed, maxCornerError: nil, iou: 0, withinDiagonalShare: false)
        case .whole:
            kept = QuadGeometry.rectangle(width: width, height: height)
        case .quad(let corners):
            kept = corners
        }
        guard let match = CornerMatch.best(found: kept, truth: truth) else {
            // A "quad" without four corners has nothing to pair: wrong, with no corner error to give.
            return BoundaryJudgement(outcome: .wrong, maxCornerError: nil, iou: 0, withinDiagonalShare: false)
        }
        let outcome: Outcome
        if case .whole = found {
            outcome = .whole
        } else {
            outcome = match.maxError <= tolerance ? .within : .wrong
        }
        let diagonal = (width * width + height * height).squareRoot()
        return BoundaryJudgement(
            outcome: outcome, maxCornerError: match.maxError, iou: QuadGeometry.iou(kept, truth),
            withinDiagonalShare: match.maxError <= diagonalShare * diagonal,
            match: match.rotation == 0 && !match.reversed ? nil : match)
    }
}
