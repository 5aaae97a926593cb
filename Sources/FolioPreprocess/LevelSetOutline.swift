import FolioImaging
import FolioModel
import Foundation

/// A bright region that keeps its outline across contrast levels, for a photo no colour region or dark ground
/// outlines: white paper on a light grey or cream surface under light that falls off across the photo, where no
/// one grey level parts the page from the surface. Each pixel's log brightness is taken over its neighbourhood's
/// (`local`, a broad box blur), so a page is brighter than what lies around it all along its border however the
/// light falls. The photo is thresholded at a ladder of such contrasts; at each, the region under the centre and
/// the largest region (holes filled, thin bridges opened) are fitted with an enclosing quad. A page is a region
/// that fills its quad, lies clear of the frame, and whose quad stays put over several levels; a surface's grain
/// and light patches grow, merge and move from one level to the next. The steadiest such quad, refined onto the
/// edges, is taken when every side is a paper edge along most of its length and some side has darker ground
/// beyond it (the inside of a box ruled on a scanned page is steady and bright too, with blank page around it).
/// Works on the analysis image; corners TL, TR, BR, BL in `view` pixels.
struct LevelSetOutline {
    let view: GrayView
    /// Contrast levels tried: `levels` steps of `levelStep` in log brightness, from `levelStep` up.
    var levels = 16
    var levelStep = 0.01
    /// Least share of its enclosing quad a region fills.
    var minimumFill = 0.85
    /// A quad is the same at another level when every corner lies within this share of the diagonal.
    var sameQuad = 0.01
    /// Least number of levels (its own included) a quad must be found at.
    var minimumLevels = 3
    /// Every corner lies at least this share of the diagonal inside the frame: a page running off the frame has
    /// a region cut by it, whose enclosing quad guesses at the corner it cannot see (receipt-photos-dev 1144).
    var frameMargin = 0.01
    /// Least share of every side backed by a paper edge once refined.
    var minimumSupport = 0.7
    /// Least share of some side with darker ground beyond it (`BoundaryDetector.darkBeyond`).
    var minimumDarkBeyond = 0.5

    /// The steadiest quad and its side support, or nil when none passes. `planes` and `local` are the analysis
    /// image and its broad blur, of the same size.
    func outline(planes: ColorPlanes, local: ColorPlanes, toView: Double, minimumAreaFraction: Double,
                 maximumAreaFraction: Double) throws -> (quad: [Point], shares: [Double])? {
        let width = planes.width, height = planes.height, count = width * height
        guard count > 0, local.width == width, local.height == height else { return nil }
        let contrast = (0..<count).map { log(Double(planes.luma($0)) + 4) - log(Double(local.luma($0)) + 4) }
        var found: [(quad: [Point], fill: Double)] = []
        for step in 1...levels {
            let threshold = levelStep * Double(step)
            let mask = try BinaryMask(width: width, height: height, bits: contrast.map { $0 >= threshold })
                .holesFilled().opened(max(3, min(width, height) / 60))
            var regions: [BinaryMask] = []
            if let centre = try mask.component(containing: width / 2, height / 2) { regions.append(centre) }
            if let largest = try mask.largestComponent(), largest.count != regions.first?.count {
                regions.append(largest)
            }
            for region in regions {
                if let fitted = fittedQuad(region, width: width, height: height, minimumAreaFraction: minimumAreaFraction,
                                           maximumAreaFraction: maximumAreaFraction) {
                    found.append(fitted)
                }
            }
        }
        let tolerance = sameQuad * hypot(Double(width), Double(height))
        let steadiness = found.map { one in
            found.filter { other in
                zip(one.quad, other.quad).allSatisfy { PolygonMath.distance($0, $1) <= tolerance }
            }.count
        }
        let steadiest = found.indices.filter { steadiness[$0] >= minimumLevels }.max {
            (steadiness[$0], found[$0].fill) < (steadiness[$1], found[$1].fill)
        }
        guard let steadiest else { return nil }
        let scaled = found[steadiest].quad.map { Point(x: $0.x * toView, y: $0.y * toView) }
        // A side refined onto print beside a faint page edge goes back where it was (`keepMargin`).
        let refined = EdgeRefinement(view: view, keepMargin: 0).refine(scaled)
        let shares = SideSupport(view: view).shares(refined)
        guard (shares.min() ?? 0) >= minimumSupport else { return nil }
        // The page lies on something. A box ruled round a scanned page's text has blank page all round it, and its
        // inside is a steady bright region too.
        guard BoundaryDetector.liesOnDarkerGround(refined, gray: view, share: minimumDarkBeyond) else { return nil }
        return (refined, shares)
    }

    /// The enclosing quad of `region` and the share of it the region fills, when the region is large enough,
    /// its quad small enough, filled enough and clear of the frame.
    private func fittedQuad(_ region: BinaryMask, width: Int, height: Int, minimumAreaFraction: Double,
                            maximumAreaFraction: Double) -> (quad: [Point], fill: Double)? {
        let imageArea = Double(width * height), area = Double(region.count)
        guard area >= minimumAreaFraction * imageArea else { return nil }
        let outline = PaperSegmentation.outline(of: region.bits(), width: width, height: height)
        guard let quad = PolygonMath.enclosingQuad(PolygonMath.convexHull(outline)).map(PolygonMath.orderedCorners)
        else { return nil }
        let quadArea = PolygonMath.area(quad)
        guard quadArea > 0, quadArea <= maximumAreaFraction * imageArea else { return nil }
        let fill = min(1, area / quadArea)
        let margin = frameMargin * hypot(Double(width), Double(height))
        guard fill >= minimumFill, quad.allSatisfy({
            $0.x >= margin && $0.y >= margin && $0.x <= Double(width) - margin && $0.y <= Double(height) - margin
        }) else { return nil }
        return (quad, fill)
    }
}
