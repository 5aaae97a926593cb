import FolioImaging
import FolioModel
import Foundation

/// The page-on-top rule, for a photo no colour region or dark ground outlines: a receipt lying on a stack of
/// other sheets, white paper on a light laminate. The top sheet's edges run unbroken from corner to corner,
/// however light what lies beyond; so the outline is the largest quad of the photo's straight edges
/// (`LineQuadFinder`, over a lightly blurred photo, where the thin contact shadow of a sheet's edge survives) that
/// - is backed by paper edges along most of every side and nearly all of them together once refined
///   (`SideSupport`), right up to its corners;
/// - ends at its corners: no side's edge runs on in line past a corner (a printed rule or band across a page
///   makes a corner where the page's own side carries on);
/// - lies on something: some side has ground darker than the paper beyond it (a box ruled round a born-digital
///   table has nothing but blank page around it);
/// - has paper at its corners (an outline whose corner stands off a curled or torn page is a guess there);
/// - has no rows of print running on parallel beyond any side (`printRunsOn`): a printed rule, a fold or a
///   shadow's border across a page has the page's own rows beyond it, while a sheet under the page shows its
///   print at another angle, if any.
/// Works in `view` pixels; corners TL, TR, BR, BL.
struct TopSheet {
    let view: GrayView
    /// Least share of every side backed by a paper edge ...
    var minimumSupport = 0.8
    /// ... and of the four sides on average (a sheet under the page as white as it, with no shadow between them,
    /// hides a stretch of one side's edge; an under-sheet's edge taken for a side leaves more than one short).
    var minimumMeanSupport = 0.9
    /// Least share of each end of a side (2–10 % of its length in from each corner) backed by a paper edge.
    var minimumEndSupport = 0.6
    /// A side whose edge runs on in line past a corner (2–6 % of its length beyond it, along this share or more)
    /// does not end there.
    var runOnShare = 0.7
    /// Straight edges the quads are made of.
    var lineCount = 24
    /// The quads best backed before refinement that are refined and judged.
    var trials = 20
    /// Least total variation of the mean log brightness across lines parallel to a side, beyond it, that can be
    /// print running on (`printRunsOn`) ...
    var minimumRowVariation = 0.1
    /// ... and how many times the variation across lines turned 15° it must be.
    var parallelGain = 2.0
    /// A corner is paper when the brightest of a few points just inside it is within this log brightness of the
    /// paper's (the brightest just inside the sides' middles).
    var cornerDarkening = 0.3

    /// The top sheet's corners and side support, or nil when no quad passes.
    func outline(lines planes: ColorPlanes, toView: Double, minimumAreaFraction: Double,
                 maximumAreaFraction: Double) -> (quad: [Point], shares: [Double])? {
        let support = SideSupport(view: view)
        var backed: [(quad: [Point], total: Double)] = []
        for quad in LineQuadFinder(lineCount: lineCount).quads(planes, minimumAreaFraction: minimumAreaFraction,
                                                                 maximumAreaFraction: maximumAreaFraction) {
            let scaled = quad.map { Point(x: $0.x * toView, y: $0.y * toView) }
            // Refinement moves a side a few pixels onto its edge: a side a little short of the mark may reach it.
            // Sides are judged one at a time; most quads fail at the first or second.
            var total = 0.0
            for side in 0..<4 {
                let share = support.discountedShare(of: side, in: scaled)
                guard share >= minimumSupport - 0.1 else { total = -1; break }
                total += share
            }
            if total >= 0 { backed.append((scaled, total)) }
        }
        let order = backed.indices.sorted {
            backed[$0].total > backed[$1].total || (backed[$0].total == backed[$1].total && $0 < $1)
        }
        var best: (quad: [Point], shares: [Double])?
        for index in order.prefix(trials) {
            // A side refined onto print beside a faint sheet edge goes back where it was (`keepMargin`); a side
            // refined a few pixels off its edge is nudged back onto it (`SidePolish`).
            let refined = SidePolish(support: support)
                .polished(EdgeRefinement(view: view, keepMargin: 0).refine(backed[index].quad))
            let shares = support.shares(refined)
            guard (shares.min() ?? 0) >= minimumSupport, shares.reduce(0, +) / 4 >= minimumMeanSupport,
                  PolygonMath.area(refined) > best.map({ PolygonMath.area($0.quad) }) ?? 0,
                  isTopSheet(refined, support: support) else { continue }
            best = (refined, shares)
        }
        return best
    }

    /// Whether a quad backed on every side passes the rule's other tests, cheapest first.
    private func isTopSheet(_ quad: [Point], support: SideSupport) -> Bool {
        let ends = (0..<4).allSatisfy { side in
            [0.02...0.1, 0.9...0.98].allSatisfy {
                support.brighterInsideShare(of: side, in: quad, span: $0) >= minimumEndSupport
            }
        }
        // Measured on the line itself (reach 0): print beside the line at an angle crosses it only here and there.
        let endsAtCorners = (0..<4).allSatisfy { side in
            [-0.06 ... -0.02, 1.02...1.06].allSatisfy {
                support.brighterInsideShare(of: side, in: quad, span: $0, reach: 0) < runOnShare
            }
        }
        guard ends, endsAtCorners else { return false }
        let centre = PolygonMath.centre(quad)
        let sides = (0..<4).map { (quad[$0], quad[($0 + 1) % 4]) }
        return BoundaryDetector.liesOnDarkerGround(quad, gray: view)
            && cornersArePaper(quad)
            && !sides.contains { printRunsOn($0.0, $0.1, inside: centre) }
    }

    /// Whether rows of print run on parallel beyond side a → b: the mean log brightness along lines parallel to
    /// the side (its middle 80 %, or turned up to 3° to it), 8–64 px beyond it, varies from line to line (its total
    /// variation) at least `parallelGain` times as much as along lines turned 15° either way. Rows parallel to the
    /// side fall in and out of whole lines; print turned to another angle, or none, or a step to another surface,
    /// varies as much whichever way the lines run. With `minimumRows`, that profile must also dip at least so many
    /// times (`rowCount`): rows of text, not the one or two parallel edges of a tray's rim beside a receipt.
    func printRunsOn(_ a: Point, _ b: Point, inside centre: Point, minimumRows: Int = 0) -> Bool {
        let normal = PolygonMath.normal(from: a, to: b, toward: centre)
        let length = PolygonMath.distance(a, b)
        guard length > 0 else { return false }
        let along = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
        let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        var profiles: [Double: [Double]] = [:]
        func variation(turned degrees: Double) -> Double? {
            let t = degrees * .pi / 180
            let u = Point(x: along.x * cos(t) - along.y * sin(t), y: along.x * sin(t) + along.y * cos(t))
            var profile: [Double] = []
            for offset in stride(from: 8.0, through: 64.0, by: 1.0) {
                let base = Point(x: middle.x - offset * normal.x, y: middle.y - offset * normal.y)
                var sum = 0.0, count = 0
                for k in 0..<60 {
                    let s = (Double(k) / 59 - 0.5) * 0.8 * length
                    if let level = view.logSample(base.x + s * u.x, base.y + s * u.y) {
                        sum += level
                        count += 1
                    }
                }
                // Past the frame along half the line, there is nothing more to read.
                guard count >= 30 else { break }
                profile.append(sum / Double(count))
            }
            guard profile.count >= 8 else { return nil }
            profiles[degrees] = profile
            return zip(profile, profile.dropFirst()).reduce(0) { $0 + abs($1.1 - $1.0) }
        }
        // The side may lie a degree or two off the rows (a slightly curved page, a line found a cell off).
        let angles = [-3.0, -1.5, 0, 1.5, 3]
        let variations = angles.map { variation(turned: $0) }
        guard let parallel = variations.compactMap({ $0 }).max(), parallel >= minimumRowVariation,
              let steepest = variations.firstIndex(where: { $0 == parallel }),
              Self.rowCount(profiles[angles[steepest]] ?? []) >= minimumRows else { return false }
        let turned = [-15.0, 15.0].compactMap { variation(turned: $0) }.max() ?? 0
        return parallel >= parallelGain * turned
    }

    /// How many rows of print a brightness profile across them (1 px a step) crosses: dips at least 0.03 in log
    /// brightness below the brightest level within 6 px on each side, each the lowest within those 6 px, at least
    /// 3 px apart.
    static func rowCount(_ profile: [Double]) -> Int {
        var rows = 0, i = 1
        while i < profile.count - 1 {
            let before = profile[max(0, i - 6)...i], after = profile[i...min(profile.count - 1, i + 6)]
            if profile[i] <= min(before.min()!, after.min()!),
               min(before.max()!, after.max()!) - profile[i] >= 0.03 {
                rows += 1
                i += 3
            } else {
                i += 1
            }
        }
        return rows
    }

    /// Whether the photo just inside every corner (the brightest of points 8–20 px in, toward the quad's centre)
    /// is about as light as the paper just inside the sides' middles.
    func cornersArePaper(_ quad: [Point]) -> Bool {
        let centre = PolygonMath.centre(quad)
        func brightest(from p: Point, toward target: Point, distances: [Double]) -> Double? {
            let length = PolygonMath.distance(p, target)
            guard length > 0 else { return nil }
            let unit = Point(x: (target.x - p.x) / length, y: (target.y - p.y) / length)
            return distances.compactMap { view.logSample(p.x + $0 * unit.x, p.y + $0 * unit.y) }.max()
        }
        let middles = (0..<4).map { side -> Point in
            let a = quad[side], b = quad[(side + 1) % 4]
            return Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        guard let paper = middles.compactMap({ brightest(from: $0, toward: centre, distances: [8, 12, 16, 20]) }).max()
        else { return false }
        return quad.allSatisfy { corner in
            // A corner outside the photo (a page running off it) has nothing to show; it is not judged.
            guard view.sample(corner.x, corner.y) != nil else { return true }
            guard let level = brightest(from: corner, toward: centre, distances: [8, 12, 16, 20]) else { return true }
            return paper - level <= cornerDarkening
        }
    }
}
