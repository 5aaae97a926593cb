import FolioModel
import Foundation

/// Whether the outline about to be warped by stops well short of a larger outline of straight edges around it,
/// with the paper's colour in between: the colour region ended at something printed across the page (a photo on a
/// newspaper page, its border taken for the page's end) and the straight edges found the page's true end — or a
/// tray or folder the page lies on. Which of the two is the page, nothing here tells, so the page is left whole
/// rather than warped by either (docphoto-dev's folded newspaper turned 180°: its colour outline cut along the
/// foot of the photo printed across it, confidence 0.86). A colour outline that stopped short at a shadow and
/// was carried on to the paper's end meets the straight edges again, and stands.
struct StopsShort {
    /// The rival must hold at least this share of the outline, grown by `margin` of the diagonal ...
    var inside = 0.9
    var margin = 0.02
    /// ... be at least this many times its area ...
    var areaRatio = 1.3
    /// ... and have the paper's colour over at least this share of what it holds beyond the outline (the
    /// newspaper, 0.66; a black folder outlined round a receipt has about a quarter: receipt-photos-dev 1192, on
    /// its outline before the foot is carried on through the phone's shadow).
    var paperBeyond = 0.5

    /// Whether `quad` stops short of `rival`, both convex and in `segmentation`'s pixels.
    func stopsShort(_ quad: [Point], of rival: [Point], segmentation: PaperSegmentation) -> Bool {
        let area = PolygonMath.area(quad)
        guard area > 0, PolygonMath.area(rival) >= areaRatio * area else { return false }
        let width = segmentation.width, height = segmentation.height
        let grown = PolygonMath.grown(rival, by: margin * hypot(Double(width), Double(height)))
        var all = 0, leaked = 0
        BoundaryDetector.forEachPixel(inside: quad, width: width, height: height) { _ in all += 1 }
        BoundaryDetector.forEachPixel(inside: quad, outside: grown, width: width, height: height) { _ in leaked += 1 }
        guard all > 0, Double(all - leaked) >= inside * Double(all) else { return false }
        return BoundaryDetector.paperColourShare(between: rival, and: quad, segmentation: segmentation) >= paperBeyond
    }
}
