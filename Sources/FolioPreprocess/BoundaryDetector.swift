import FolioImaging
import FolioModel
import Foundation

/// Finds the document in a photo: segments the paper by its colour (sampled at the centre), keeps the
/// connected region under the centre, fits an enclosing quadrilateral to its convex hull, refines each side
/// onto the strongest nearby edge, and pushes out sides that stop short of the paper's end (a shadow band
/// splitting the segmentation) by following the paper's straight edges. When colour finds no convincing
/// outline (white paper on a light table under shadow bands), quads made of the photo's strongest straight
/// edges compete (`LineQuadFinder`). A colour outline with a side that has no paper edge under it, away from
/// the frame, is left whole rather than warped by; so is an outline the photo's mirror image does not find
/// again (`isSteady`). Returns nil when no document stands
/// out — a flat scan, a screenshot, a born-digital page — so such pages are used whole and nothing is cropped away.
public struct BoundaryDetector: Sendable {
    /// Longer side of the image the paper is segmented on.
    public var analysisSize = 512
    /// Longer side of the image the edges are refined on.
    public var refinementSize = 1024
    /// A colour region filling less of its outline than this is no document (unless paper edges back every side:
    /// `minimumBackedFill`).
    public var minimumConfidence = 0.8
    /// A colour region filling less of its enclosing quad than this is no document even with its sides repaired.
    public var minimumRepairFill = 0.55
    /// A quad whose sides were moved onto straight edges must be paper-coloured over at least this share.
    public var minimumRepairedPaper = 0.9
    /// ... or over this share when every side is backed by a paper edge along at least `edgedRepairSupport`
    /// (a finger or a shadow over the page lowers its paper colour, not its edges).
    public var minimumEdgedRepairPaper = 0.8
    /// Side support at which every side of a repaired quad vouches for it (`minimumEdgedRepairPaper`).
    public var edgedRepairSupport = 0.7
    /// A repaired side refitted onto a nearby edge goes back where it was when its support falls by more than
    /// this (the print beside a faint paper edge is a stronger edge).
    public var repairRefitMargin = 0.2
    /// A colour outline backed on every side along at least `backedOutlineSupport` counts from this fill (a hand
    /// or a shadow over the page lowers its colour region, not its edges).
    public var minimumBackedFill = 0.7
    /// Side support at which every side of a colour outline vouches for it (`minimumBackedFill`).
    public var backedOutlineSupport = 0.6
    /// A colour outline whose sides are backed by paper edges along less than this share on average is too
    /// unsure to warp by.
    public var minimumMeanSupport = 0.2
    /// An outline scoring less than this (fill times mean side support) is left whole.
    public var minimumScore = 0.3
    /// A colour outline with a side backed along less than this, away from the frame or running from it into
    /// paper (`isBlind`), is left whole.
    public var blindSideSupport = 0.15
    /// A colour outline with a side backed along less than this that cuts across a corner of the photo with the
    /// paper's colour beyond (`cutsCorner`) is left whole.
    public var cornerCutSupport = 0.5
    /// An outline with a side that has at least this many rows of print running parallel to it on both sides is a
    /// cut across the page (`cutsAcrossPrint`), and the page is left whole.
    public var printRowsAcross = 3
    /// A side with an end this close to the frame (a share of the diagonal) may be a page running off it.
    public var frameMargin = 0.05
    /// A document covering more of the image than this is taken as the whole page.
    public var maximumAreaFraction = 0.9
    /// A region smaller than this share of the image is not a document.
    public var minimumAreaFraction = 0.06
    /// When the photo's border has the paper's colour, every side must be a paper edge along this share.
    public var minimumFlatSupport = 0.75
    /// When no outline found by colour scores this well, outlines made of straight edges are tried too.
    public var lineSearchScore = 0.6
    /// A colour outline with a side backed by a paper edge along less than this share is compared with the
    /// straight-edge outline, and the better backed one is taken.
    public var distrustedColourSupport = 0.3
    /// ... provided it encloses at least this share of the colour outline's area.
    public var minimumLinesShare = 0.4
    /// A colour outline with a side backed along less than this gives way to a quad of straight edges scoring
    /// `sameRegionLinesGain` more that holds `sameRegionInside` of its region and is filled by it over
    /// `sameRegionFill` (`holdsSameRegion`).
    public var weakColourSupport = 0.8
    public var sameRegionLinesGain = 0.1
    public var sameRegionInside = 0.95
    public var sameRegionFill = 0.85
    /// An image whose shorter side is under this many pixels is too small to show a document lying in a scene
    /// (a strip, an icon, a 1 × 1 image): it is used whole.
    public var minimumImageSide = 32
    /// How far outside the photo a corner may lie (a share of its width or height), for a page that runs off
    /// the frame. Held to 0.06, a corner 8 % out was moved in along one axis only, bending the side running to it
    /// (docphoto-dev's 092914 cropped, receipts 1014 and 1050).
    public var offFrameReach = 0.1
    /// A side the colour region reaches (3–10 px inside it) along less than this share may go onto the region's
    /// border line (`RegionSides`) ...
    public var regionSideInner = 0.5
    /// ... when that line is backed by a paper edge along at least this share.
    public var regionSideSupport = 0.9
    /// The photo is read again mirrored; when an outline is found there too, its corners must lie within this
    /// share of the diagonal of the first outline's, or the page is left whole (`isSteady`). nil skips the check.
    public var steadyShare: Double? = 0.03
    /// An outline at least this sure (its region filling it and paper edges backing its sides nearly whole) is
    /// taken without the mirror reading, which is for outlines chosen on a hair; at 0.96 no outcome on any set
    /// changes (the hard and default generated photos of seeds 1–3, docphoto-dev and its copies, the receipt
    /// photos and their copies, the flat images), and most clean photos are read once.
    public var steadyConfidence = 0.96
    /// How many of the best backed quads of straight edges are tried, best first, for one the surface beyond
    /// bears out ...
    public var lineQuadTrials = 8
    /// ... among those whose summed side support is within this of the best.
    public var lineTieMargin = 0.3

    public init() {}

    /// The document's corners in `image` pixels, or nil when the page should be used whole.
    public func detect(in image: Image) throws -> DocumentBoundary? {
        guard min(image.width, image.height) >= minimumImageSide else { return nil }
        // Scale the photo once; the analysis image is derived from the refinement one.
        let view = try image.scaled(toFit: refinementSize)
        guard let found = try outline(in: view) else { return nil }
        if let steadyShare, found.confidence < steadyConfidence,
           !(try isSteady(found.quad, in: view, share: steadyShare)) { return nil }
        let toSource = Double(max(image.width, image.height)) / Double(max(view.width, view.height))
        // A page running off the frame keeps the corners its sides meet at outside the photo (the warp brings in
        // white there), up to `offFrameReach` of the photo's size; further out a corner is no more than a guess.
        let reachX = offFrameReach * Double(image.width), reachY = offFrameReach * Double(image.height)
        let corners = found.quad.map {
            Point(x: min(max($0.x * toSource, -reachX), Double(image.width - 1) + reachX),
                  y: min(max($0.y * toSource, -reachY), Double(image.height - 1) + reachY))
        }
        return DocumentBoundary(corners: corners, confidence: found.confidence)
    }

    /// Whether the outline found in the mirror image of `view` agrees with `quad` (`isSteady(_:mirrored:…)`).
    private func isSteady(_ quad: [Point], in view: Image, share: Double) throws -> Bool {
        let other = try outline(in: try view.mirrored())
        return Self.isSteady(quad, mirrored: other?.quad, width: view.width, height: view.height, share: share)
    }

    /// Whether `mirrored`, an outline found in the mirror image of a `width × height` photo, mapped back has every
    /// corner within `share` of the diagonal of `quad`'s — or is nil (nothing found there is no other answer).
    /// Two different outlines mean the choice between them hung on a hair (the order candidates were met in, a
    /// pixel's rounding), and either may be the wrong one: the page is left whole.
    static func isSteady(_ quad: [Point], mirrored: [Point]?, width: Int, height: Int, share: Double) -> Bool {
        guard let mirrored else { return true }
        let back = mirrored.map { Point(x: Double(width) - $0.x, y: $0.y) }
        return PolygonMath.cornerDistance(quad, back) <= share * hypot(Double(width), Double(height))
    }

    /// The document's corners in `view` pixels and how sure the detector is, or nil.
    private func outline(in view: Image) throws -> (quad: [Point], confidence: Double)? {
        let small = try view.scaled(toFit: analysisSize)
        let blurred = try small.boxBlurred(radius: 2)
        let planes = try blurred.colorPlanes()
        let segmentation = PaperSegmentation(planes: planes)
        let gray = try GrayView(view)
        let toView = Double(max(view.width, view.height)) / Double(max(planes.width, planes.height))

        // When nothing else outlines the page, a region brighter than its surroundings at every contrast level
        // may (`LevelSetOutline`), or the sheet on top of whatever it lies on (`TopSheet`).
        guard let best = try bestCandidate(segmentation, planes: planes, toView: toView, gray: gray)
                ?? levelSets(blurred, planes: planes, toView: toView, gray: gray)
                ?? topSheet(try small.boxBlurred(radius: 1).colorPlanes(), toView: toView, gray: gray) else {
            return nil
        }

        // Paper in shade, told by a looser colour test: what a side may move across.
        let shadedPaper = { (p: Point) -> Bool? in
            segmentation.index(at: p, scale: toView).map { segmentation.shadedPaperChroma[$0] } ?? false
        }
        let extension_ = SideExtension(view: gray, paperLike: shadedPaper)
        var quad = best.quad
        let extended = extension_.extend(quad)
        if extended != quad { quad = EdgeRefinement(view: gray).refine(extended) }
        quad = FrameSides(view: gray, paperLike: shadedPaper).carried(quad)
        // Well inside a larger outline of straight edges with paper between, the outline may be half the page or
        // the straight edges a tray under it: the page is left whole.
        let toAnalysis = { (q: [Point]) in q.map { Point(x: $0.x / toView, y: $0.y / toView) } }
        if let rival = best.rival,
           StopsShort().stopsShort(toAnalysis(quad), of: toAnalysis(rival), segmentation: segmentation) {
            return nil
        }
        // How sure: the share of the outline the paper's region fills, times how much of its sides a paper edge
        // backs, on the quad returned. A side carried to the frame has no edge there: a clipped page scores lower.
        let support = SideSupport(view: gray)
        let backed = (0..<4).map { support.share(of: $0, in: quad) }.reduce(0, +) / 4
        let confidence = min(1, max(0, (best.edgeOnly ? 1 : best.fill) * backed))
        return (quad, confidence)
    }

    /// The paper region found by colour when it is a document; otherwise the most quad-like of the regions
    /// found by colour cut along sharp log-brightness edges (paper on a surface of nearly its colour) and by
    /// edges alone (paper whose colour the centre does not tell), scored by fill times the mean share of its
    /// sides backed by paper edges that end at its corners (`SideSupport`). When the
    /// photo's border has the paper's colour (a flat scan, or paper on a light table), only an edge-cut region
    /// with every side backed along most of its length counts.
    private func bestCandidate(_ segmentation: PaperSegmentation, planes: ColorPlanes, toView: Double,
                               gray: GrayView) throws -> BoundaryCandidate? {
        let flat = segmentation.looksLikeFlatScan
        let edges = LogEdges.mask(planes)
        let everywhere = [Bool](repeating: true, count: edges.count)
        let ways: [(base: [Bool]?, cut: [Bool]?)] = flat ? [(nil, edges), (everywhere, edges)]
            : [(nil, nil), (nil, edges), (everywhere, edges)]
        var best: BoundaryCandidate?
        let straight = StraightEdges(planes: planes, toView: toView)
        for way in ways {
            guard let found = try candidate(segmentation, base: way.base, cut: way.cut, edges: straight, toView: toView,
                                            gray: gray)
            else { continue }
            if flat {
                guard found.fill >= 0.9, (found.support.min() ?? 0) >= minimumFlatSupport,
                      !touchesBorder(found.quad, gray: gray) else { continue }
            }
            // The colour region, when it is a document at all, is the most precise outline — unless a side has
            // almost no paper edge under it (the region leaked into the surface): then the straight-edge outline
            // is taken when it is better backed.
            if way.cut == nil {
                // The straight-edge outline is looked for once, and only when a side is weak enough to use it.
                let weakest = found.support.min() ?? 0
                // A straight-edge outline with a side that no paper edge backs, away from the frame, is no better
                // a guess than the region (receipt-photos-dev 1028 saved again: a side down the table where the
                // receipt's edge fades, the foot across the receipt along a pink band); nor is one cutting across
                // rows of print (`cutsAcrossPrint`).
                let lines = (weakest < max(distrustedColourSupport, weakColourSupport)
                    ? lineCandidate(planes, toView: toView, gray: gray) : nil)
                    .flatMap { hasBareSide($0, gray: gray) || cutsAcrossPrint($0, gray: gray) ? nil : $0 }
                // Only edges enclosing a fair share of the region's outline stand for the paper: a box printed on
                // it, or a band across it, closes a well-backed quad of its own (receipt-photos-dev 1002 at half
                // size: the box round its offer, a fifth of the receipt). Edges round the same region that back
                // one of its sides much worse are the region's outline with a side moved off the paper's edge onto
                // something across it (generated hard scene 501 of seed 2: a pen over the page's top right corner
                // took the right side, 1.0 → 0.67, and the colour outline was right as it was).
                if weakest < distrustedColourSupport, let lines, lines.score > found.score,
                   PolygonMath.area(lines.quad) >= minimumLinesShare * PolygonMath.area(found.quad),
                   !(Self.backsWorse(lines.support, than: found.support)
                     && holdsSameRegion(lines, as: found, toView: toView, segmentation: segmentation)) {
                    return lines
                }
                // A colour outline with a weak side, where straight edges close a better backed quad around the same
                // region, cut off a corner the region lost to shade (receipt-photos-dev 1152: a curled corner in
                // shade, the slanted side pushing the next corner 50 px below the paper): the edges are taken. So
                // are edges that back every side about as well and the weak one much better, however little that
                // adds to the score (docphoto-dev 093159 turned a quarter: the foot on a fold 0.44, on the paper's
                // end 0.73).
                if weakest < weakColourSupport, let lines,
                   lines.score >= found.score + sameRegionLinesGain
                    || Self.backsBetter(lines.support, than: found.support),
                   holdsSameRegion(lines, as: found, toView: toView, segmentation: segmentation) {
                    return lines
                }
                // An outline almost none of whose sides is a paper edge is a guess (a receipt filling the photo,
                // its region cut off along the frame): the page is left whole rather than warped wrong.
                guard found.support.reduce(0, +) / 4 >= minimumMeanSupport else { return nil }
                // A side with no paper edge under it, away from the frame or running from it into paper, is the
                // border of a region that leaked or stopped short (a printed band, a shadow): the page is left
                // whole rather than warped wrong. A side along the frame is a page running off it, and has no edge
                // to show (`isBlind`). So is an outline with a single edge (`isTwoSided`).
                let paperLike = { segmentation.hasPaperChroma(at: $0, scale: toView) }
                guard !hasBlindSide(found, gray: gray, paperLike: paperLike), isTwoSided(found, gray: gray),
                      !cutsAcrossPrint(found, gray: gray) else {
                    return nil
                }
                var colour = found
                colour.rival = lines?.quad
                return colour
            }
            // A region cut along edges takes in whatever no edge parts from the paper. Where it runs along the
            // frame it is a page running off the photo only when what lies just inside the frame has the paper's
            // colour (receipt-photos-dev 1170 took in the magazine page the receipt lay on, where the receipt's
            // white edge fades against the page's cream).
            guard runsOffOnPaper(found, segmentation: segmentation, toView: toView, gray: gray) else { continue }
            if found.score > best?.score ?? -1 { best = found }
        }
        if (best?.score ?? 0) < lineSearchScore, let lines = lineCandidate(planes, toView: toView, gray: gray),
           lines.score > best?.score ?? -1 {
            if !flat || ((lines.support.min() ?? 0) >= minimumFlatSupport && !touchesBorder(lines.quad, gray: gray)) {
                best = lines
            }
        }
        // An outline of edges or a region cut along them with a side no paper edge backs, away from the frame, is
        // a guess there (receipt-photos-dev 1128 at half size: its right side down the table, 0.0); one with rows of
        // print on both sides of a side cuts across the page (`cutsAcrossPrint`).
        return best.flatMap {
            isTwoSided($0, gray: gray) && !hasBareSide($0, gray: gray) && !cutsAcrossPrint($0, gray: gray) ? $0 : nil
        }
    }
}
