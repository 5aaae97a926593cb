import FolioImaging
import FolioModel
import Foundation

/// Finds the document in a photo: segments the paper by its colour (sampled at the centre), keeps the
/// connected region under the centre, fits an enclosing quadrilateral to its convex hull, and refines each
/// side onto the strongest nearby edge. Returns nil when no document stands out — a flat scan, a screenshot,
/// a born-digital page — so such pages are used whole and nothing is cropped away.
public struct BoundaryDetector: Sendable {
    /// Longer side of the image the paper is segmented on.
    public var analysisSize = 512
    /// Longer side of the image the edges are refined on.
    public var refinementSize = 1024
    /// Below this, the page is left whole.
    public var minimumConfidence = 0.8
    /// A document covering more of the image than this is taken as the whole page.
    public var maximumAreaFraction = 0.9
    /// A region smaller than this share of the image is not a document.
    public var minimumAreaFraction = 0.06

    public init() {}

    /// The document's corners in `image` pixels, or nil when the page should be used whole.
    public func detect(in image: Image) throws -> DocumentBoundary? {
        let small = try image.scaled(toFit: analysisSize).boxBlurred(radius: 2)
        let planes = try small.colorPlanes()
        let segmentation = PaperSegmentation(planes: planes)
        guard !segmentation.looksLikeFlatScan else { return nil }
        guard let region = try segmentation.documentRegion(minimumAreaFraction: minimumAreaFraction) else {
            return nil
        }
        let hull = PolygonMath.convexHull(region.outline)
        guard var quad = PolygonMath.enclosingQuad(hull).map(PolygonMath.orderedCorners) else { return nil }
        let w = Double(planes.width), h = Double(planes.height)
        let quadArea = PolygonMath.area(quad)
        guard quadArea > 0 else { return nil }
        let fill = min(1, Double(region.area) / quadArea)
        guard quadArea / (w * h) <= maximumAreaFraction, fill >= minimumConfidence else { return nil }

        let toSource = Double(max(image.width, image.height)) / Double(max(planes.width, planes.height))
        quad = quad.map { Point(x: $0.x * toSource, y: $0.y * toSource) }
        quad = try EdgeRefinement(maxSide: refinementSize).refine(quad, in: image)
        let clamped = quad.map {
            Point(x: min(max($0.x, 0), Double(image.width - 1)), y: min(max($0.y, 0), Double(image.height - 1)))
        }
        return DocumentBoundary(corners: clamped, confidence: fill)
    }
}
