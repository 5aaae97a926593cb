import FolioImaging

/// The photo's strongest straight edges for `SideRepair`, in view pixels: found on first use and kept for the
/// other candidate outlines of the same photo.
final class StraightEdges {
    let planes: ColorPlanes
    let toView: Double
    lazy var lines: [LineQuadFinder.Line] = LineQuadFinder(lineCount: 24).strongestLines(planes).map {
        LineQuadFinder.Line(theta: $0.theta, rho: $0.rho * toView)
    }

    init(planes: ColorPlanes, toView: Double) {
        self.planes = planes
        self.toView = toView
    }
}
