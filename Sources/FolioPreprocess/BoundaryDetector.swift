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
                               gray: GrayView) throws -> Candidate? {
        let flat = segmentation.looksLikeFlatScan
        let edges = LogEdges.mask(planes)
        let everywhere = [Bool](repeating: true, count: edges.count)
        let ways: [(base: [Bool]?, cut: [Bool]?)] = flat ? [(nil, edges), (everywhere, edges)]
            : [(nil, nil), (nil, edges), (everywhere, edges)]
        var best: Candidate?
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

    /// Whether a side of `candidate` is backed along less than `blindSideSupport` and does not run along the frame
    /// (both ends within `frameMargin` of the diagonal of one frame edge): `hasBareSide` over its quad.
    private func hasBareSide(_ candidate: Candidate, gray: GrayView) -> Bool {
        Self.hasBareSide(candidate.quad, support: candidate.support, gray: gray, below: blindSideSupport,
                         frameMargin: gray.diagonal * frameMargin)
    }

    /// Whether some side of `quad` is backed along less than `below` (`support`, per side) and does not run along
    /// the frame: its two ends are not both within `frameMargin` pixels of the same edge of the photo. A page
    /// running off the frame has a side there with no edge to show; anywhere else a side needs one.
    static func hasBareSide(_ quad: [Point], support: [Double], gray: GrayView, below: Double,
                            frameMargin: Double) -> Bool {
        (0..<4).contains { side in
            support[side] < below
                && !alongFrame(quad[side], quad[(side + 1) % 4], gray: gray, margin: frameMargin)
        }
    }

    /// Whether `lines` backs every side about as well as `colour` (within 0.05) and some side much better (by 0.2
    /// or more): the same outline with a weak side moved onto the paper's edge (side supports in the same order).
    static func backsBetter(_ lines: [Double], than colour: [Double]) -> Bool {
        let pairs = zip(lines, colour)
        return pairs.allSatisfy { $0 >= $1 - 0.05 } && pairs.contains { $0 - $1 >= 0.2 }
    }

    /// Whether `lines` backs some side much worse (by 0.2 or more) than `colour` does (side supports in the same
    /// order).
    static func backsWorse(_ lines: [Double], than colour: [Double]) -> Bool {
        zip(lines, colour).contains { $1 - $0 >= 0.2 }
    }

    /// Whether `lines` (a quad of straight edges) holds the colour region of `colour` almost whole and is mostly
    /// filled by it: the same paper, outlined another way.
    private func holdsSameRegion(_ lines: Candidate, as colour: Candidate, toView: Double,
                                 segmentation: PaperSegmentation) -> Bool {
        guard let region = colour.region, region.area > 0 else { return false }
        let quad = lines.quad.map { Point(x: $0.x / toView, y: $0.y / toView) }
        let area = PolygonMath.area(quad)
        guard area > 0 else { return false }
        let covered = Self.covered(quad, by: region.bits, width: segmentation.width, height: segmentation.height)
        return Double(covered) / Double(region.area) >= sameRegionInside && Double(covered) / area >= sameRegionFill
    }

    /// Whether at least two sides of an outline are paper edges along half their length (whether or not the edge
    /// runs on past the corners, as through a textured table), and it scores at least `minimumScore`. With one
    /// edge alone, the outline is a cut across the photo (a receipt filling it, its fold or a printed band taken
    /// for its end), and the page is left whole rather than cropped there.
    private func isTwoSided(_ candidate: Candidate, gray: GrayView) -> Bool {
        let support = SideSupport(view: gray)
        let edges = (0..<4).filter {
            !alongFrame(candidate.quad[$0], candidate.quad[($0 + 1) % 4], gray: gray)
                && support.share(of: $0, in: candidate.quad) >= 0.5
        }.count
        return edges >= 2 && candidate.score >= minimumScore
    }

    /// Whether every side of `candidate` that runs along the frame has the paper's colour along most of the strip
    /// 10–40 px inside it (`PaperSegmentation.paperChroma`).
    private func runsOffOnPaper(_ candidate: Candidate, segmentation: PaperSegmentation, toView: Double,
                                gray: GrayView) -> Bool {
        let quad = candidate.quad, centre = PolygonMath.centre(quad)
        return (0..<4).allSatisfy { side in
            let a = quad[side], b = quad[(side + 1) % 4]
            guard alongFrame(a, b, gray: gray) else { return true }
            return PaperColourSamples(from: a, to: b, inside: centre, offsets: [10, 20, 30, 40]) {
                segmentation.hasPaperChroma(at: $0, scale: toView)
            }.mostly(paper: true)
        }
    }

    /// Whether side a → b runs along the photo's border (both ends within `margin`, by default 1.5 % of the
    /// diagonal, of the same edge of the frame): what backs it there is the frame's own border, not the paper's.
    private func alongFrame(_ a: Point, _ b: Point, gray: GrayView, margin: Double? = nil) -> Bool {
        Self.alongFrame(a, b, gray: gray, margin: margin ?? gray.diagonal * 0.015)
    }

    /// Whether side a → b has both ends within `margin` pixels of the same edge of the photo.
    static func alongFrame(_ a: Point, _ b: Point, gray: GrayView, margin: Double) -> Bool {
        let w = Double(gray.width), h = Double(gray.height)
        return (a.x < margin && b.x < margin) || (a.y < margin && b.y < margin)
            || (a.x > w - margin && b.x > w - margin) || (a.y > h - margin && b.y > h - margin)
    }

    /// The best backed quad of straight edges (`LineQuadFinder`, every side backed by paper edges along at least
    /// half its length) that the ground beyond bears out, refined onto the edges; nil when none of the few best
    /// has ground darker than the paper beyond every side (each has a side dark only close by: a ruled line or
    /// printed band inside a page, not the surface under it).
    private func lineCandidate(_ planes: ColorPlanes, toView: Double, gray: GrayView) -> Candidate? {
        let support = SideSupport(view: gray)
        var backed: [(quad: [Point], total: Double)] = []
        for quad in LineQuadFinder().quads(planes, minimumAreaFraction: minimumAreaFraction,
                                           maximumAreaFraction: maximumAreaFraction) {
            let view = quad.map { Point(x: $0.x * toView, y: $0.y * toView) }
            let shares = support.shares(view)
            guard (shares.min() ?? 0) >= 0.5 else { continue }
            backed.append((view, shares.reduce(0, +)))
        }
        // Best backed first; on a tie the smaller first (a sheet lying on something outlined as well as itself:
        // docphoto-dev 100320 saved again, the page and the printer lid under it both backed along 3.87 of 4),
        // then the earlier found. A quad with a side along a line printed or folded inside the page is backed as
        // well as the page's own (generated photos: a receipt's heading rule); the surface beyond tells them
        // apart, so the next few quads backed nearly as well are tried when one fails there.
        let order = Self.trialOrder(totals: backed.map(\.total), areas: backed.map { PolygonMath.area($0.quad) })
        let top = order.first.map { backed[$0].total } ?? 0
        // Refined onto a nearby stronger edge (print beside the side), a side may lose its backing: the best
        // backed quad is then taken only when no quad after it keeps every side backed once refined, and one
        // after it that loses a side is never taken.
        var fallback: Candidate?
        for (rank, index) in order.prefix(lineQuadTrials).enumerated() where backed[index].total >= top - lineTieMargin {
            let refined = EdgeRefinement(view: gray).refine(backed[index].quad)
            // A ruled line or a band printed on the page is dark only close to it; the surface a document lies on
            // stays darker than the paper well beyond its edge.
            let darkAround = (0..<4).allSatisfy { side in
                let a = refined[side], b = refined[(side + 1) % 4]
                // A side nearer the frame than the look beyond reaches has nothing beyond it to judge (1152: a
                // receipt 8 px from the frame's right edge).
                if alongFrame(a, b, gray: gray, margin: Self.beyondDistance) { return true }
                return Self.darkBeyond(a, b, quad: refined, gray: gray) >= 0.5
            }
            guard darkAround else { continue }
            let shares = support.shares(refined)
            let candidate = Candidate(edges: refined, support: shares)
            if (shares.min() ?? 0) >= 0.5 { return candidate }
            if rank == 0 { fallback = candidate }
        }
        return fallback
    }

    /// Whether a side of `candidate`, away from the frame, has rows of print running parallel to it on both sides
    /// (`TopSheet.printRunsOn`, `printRowsAcross` rows or more 8–64 px either way): a cut across the page — the
    /// border of a photo printed on it, a rule or fold between paragraphs — not the page's end (docphoto-dev's
    /// folded newspaper: its colour outline's top side is the foot of the photo printed across its upper half,
    /// with columns of text above and below). A tray's rim or a folder's seam beside a receipt runs parallel to
    /// its side too, as one or two edges, not rows.
    private func cutsAcrossPrint(_ candidate: Candidate, gray: GrayView) -> Bool {
        let centre = PolygonMath.centre(candidate.quad)
        let sheet = TopSheet(view: gray)
        return (0..<4).contains { side in
            let a = candidate.quad[side], b = candidate.quad[(side + 1) % 4]
            // The other side of the line: the quad's centre mirrored across its middle.
            let outside = Point(x: a.x + b.x - centre.x, y: a.y + b.y - centre.y)
            return !alongFrame(a, b, gray: gray, margin: gray.diagonal * frameMargin)
                && sheet.printRunsOn(a, b, inside: centre, minimumRows: printRowsAcross)
                && sheet.printRunsOn(a, b, inside: outside, minimumRows: printRowsAcross)
        }
    }

    /// Indices of quads by their summed side support, highest first; on a tie the smaller area first, then the
    /// earlier index.
    static func trialOrder(totals: [Double], areas: [Double]) -> [Int] {
        totals.indices.sorted {
            if totals[$0] != totals[$1] { return totals[$0] > totals[$1] }
            return (areas[$0], $0) < (areas[$1], $1)
        }
    }

    /// `LevelSetOutline`'s outline as a candidate of edges. `blurred` is the analysis image `planes` were taken
    /// from; the neighbourhood each pixel is set against is a box an eighth of its shorter side across either way.
    private func levelSets(_ blurred: Image, planes: ColorPlanes, toView: Double, gray: GrayView) throws -> Candidate? {
        let local = try blurred.boxBlurred(radius: max(8, min(blurred.width, blurred.height) / 8))
        return try LevelSetOutline(view: gray).outline(planes: planes, local: try local.colorPlanes(), toView: toView,
                                                       minimumAreaFraction: minimumAreaFraction,
                                                       maximumAreaFraction: maximumAreaFraction)
            .map { Candidate(edges: $0.quad, support: $0.shares) }
    }

    /// `TopSheet`'s outline as a candidate of straight edges.
    private func topSheet(_ planes: ColorPlanes, toView: Double, gray: GrayView) -> Candidate? {
        TopSheet(view: gray).outline(lines: planes, toView: toView, minimumAreaFraction: minimumAreaFraction,
                                     maximumAreaFraction: maximumAreaFraction)
            .map { Candidate(edges: $0.quad, support: $0.shares) }
    }

    /// How far beyond a side `darkBeyond` looks, in refinement pixels: past a printed band such as a
    /// white-on-black TOTAL line (receipt-photos-dev 1050 lost its last lines at 12 px).
    private static let beyondDistance = 30.0

    /// Share of the middle 80 % of side a → b where the photo `distance` outside the side is darker (log
    /// contrast ≥ 0.08) than as far inside it; points outside the photo count as not darker.
    static func darkBeyond(_ a: Point, _ b: Point, quad: [Point], gray: GrayView,
                           distance: Double = beyondDistance) -> Double {
        darkBeyond(a, b, inside: PolygonMath.centre(quad), gray: gray, distance: distance)
    }

    /// Whether `quad` lies on something: some side has ground darker than the paper beyond it along at least
    /// `share` of its middle (`darkBeyond`). A box ruled round a page's text has blank page all round it.
    static func liesOnDarkerGround(_ quad: [Point], gray: GrayView, share: Double = 0.5) -> Bool {
        let centre = PolygonMath.centre(quad)
        return (0..<4).contains { side in
            darkBeyond(quad[side], quad[(side + 1) % 4], inside: centre, gray: gray) >= share
        }
    }

    /// `darkBeyond` for a side whose inside lies toward `centre`.
    static func darkBeyond(_ a: Point, _ b: Point, inside centre: Point, gray: GrayView,
                           distance: Double = beyondDistance) -> Double {
        gray.shareAcross(from: a, to: b, inside: centre, distance: distance) { $0 >= 0.08 }
    }

    /// Whether a side of `candidate` is backed along less than `blindSideSupport` and is no page running off the
    /// frame (`isBlind`).
    private func hasBlindSide(_ candidate: Candidate, gray: GrayView, paperLike: (Point) -> Bool?) -> Bool {
        let centre = PolygonMath.centre(candidate.quad)
        let margin = gray.diagonal * frameMargin
        return (0..<4).contains { side in
            let a = candidate.quad[side], b = candidate.quad[(side + 1) % 4]
            if candidate.support[side] < blindSideSupport,
               Self.isBlind(a, b, inside: centre, gray: gray, margin: margin, paperLike: paperLike) {
                return true
            }
            return candidate.support[side] < cornerCutSupport
                && Self.cutsCorner(a, b, inside: centre, gray: gray, margin: margin, paperLike: paperLike)
        }
    }

    /// Whether side a → b runs from one edge of the frame to another (each end within `margin` of a different
    /// edge) with the paper's colour beyond it (10–40 px): a cut across a corner of the photo where the region
    /// stopped short of the paper, not a page's side, which is a paper edge there, nor a page running off the
    /// frame, whose side runs along it (receipt-photos-dev 1144: its foot 60–95 px above the frame, from the
    /// frame's left edge to its foot, across the receipt's last lines).
    static func cutsCorner(_ a: Point, _ b: Point, inside centre: Point, gray: GrayView, margin: Double,
                           paperLike: (Point) -> Bool?) -> Bool {
        let edgesA = gray.frameEdges(near: a, within: margin), edgesB = gray.frameEdges(near: b, within: margin)
        guard !edgesA.isEmpty, !edgesB.isEmpty, edgesA.isDisjoint(with: edgesB) else { return false }
        return paperBeyond(a, b, inside: centre, paperLike: paperLike)
    }

    /// Whether the photo 10–40 px beyond side a → b (away from `centre`) mostly has the paper's colour.
    private static func paperBeyond(_ a: Point, _ b: Point, inside centre: Point, paperLike: (Point) -> Bool?) -> Bool {
        PaperColourSamples(from: a, to: b, inside: centre, offsets: [-10, -20, -30, -40], paperLike: paperLike)
            .mostly(paper: true)
    }

    /// Whether side a → b of an outline, with no paper edge under it, is the border of a region that leaked or
    /// stopped short rather than a page running off the frame: both its ends lie clear of the frame (further than
    /// `margin`), or one does and the photo just beyond it (10–40 px) has the paper's colour — the region stopped
    /// short of paper there (a shadow or a hand across it) — or it leaves the frame at 5–30° over ground no darker
    /// than the paper. A side with both ends at the frame runs off it.
    static func isBlind(_ a: Point, _ b: Point, inside centre: Point, gray: GrayView, margin: Double,
                        paperLike: (Point) -> Bool?) -> Bool {
        let nearA = gray.isNearBorder(a, within: margin), nearB = gray.isNearBorder(b, within: margin)
        if nearA == nearB { return !nearA }
        // A page cut by the frame shows a side along the frame, or its own sides leaving it; a side with no edge
        // under it that leaves the frame at a shallow slant, over ground no darker than the paper, is a cut across
        // the photo (receipt-photos-dev 1104: from the frame's corner to 115 px down the other side, 11° across
        // the receipt's top).
        let near = nearA ? a : b
        let toTopOrFoot = min(near.y, Double(gray.height) - near.y), toSide = min(near.x, Double(gray.width) - near.x)
        // The side's angle to the frame's edge its near end lies at.
        let angle = toTopOrFoot <= toSide ? abs(atan2(b.y - a.y, b.x - a.x)) : abs(atan2(b.x - a.x, b.y - a.y))
        let slant = min(angle, .pi - angle) * 180 / .pi
        if (5...30).contains(slant), min(toTopOrFoot, toSide) <= gray.diagonal * 0.015,
           darkBeyond(a, b, inside: centre, gray: gray) < 0.5 {
            return true
        }
        return paperBeyond(a, b, inside: centre, paperLike: paperLike)
    }

    /// Whether a corner lies within 1 % of the diagonal of the photo's border.
    private func touchesBorder(_ quad: [Point], gray: GrayView) -> Bool {
        quad.contains { gray.isNearBorder($0, within: gray.diagonal * 0.01) }
    }

    /// A paper region's enclosing quad refined onto edges (in `gray` pixels), its fill and side support; nil
    /// when the region is no document (too small, too large, or not quadrilateral enough).
    private func candidate(_ segmentation: PaperSegmentation, base: [Bool]?, cut: [Bool]?, edges: StraightEdges,
                           toView: Double, gray: GrayView) throws -> Candidate? {
        guard let region = try segmentation.documentRegion(minimumAreaFraction: minimumAreaFraction,
                                                           base: base, cut: cut) else { return nil }
        let hull = PolygonMath.convexHull(region.outline)
        guard let quad = PolygonMath.enclosingQuad(hull).map(PolygonMath.orderedCorners) else { return nil }
        let quadArea = PolygonMath.area(quad)
        guard quadArea > 0 else { return nil }
        let fill = min(1, Double(region.area) / quadArea)
        let imageArea = Double(segmentation.width * segmentation.height)
        guard quadArea / imageArea <= maximumAreaFraction, fill >= minimumRepairFill else { return nil }
        var refined = EdgeRefinement(view: gray).refine(quad.map { Point(x: $0.x * toView, y: $0.y * toView) })
        var shares = SideSupport(view: gray).shares(refined)
        // A side that a blob joined to the region tilted (the region reaches it along under half its length: a
        // patch of light wood beside a receipt) goes onto the line of the region's own border along it
        // (`RegionSides`) when that line is a paper edge along nearly all of it, better backed than the side, and
        // what the move cuts off is not the paper in shade (a shadow's border is an edge too).
        let border = RegionSides(bits: region.bits, width: segmentation.width, height: segmentation.height)
        for side in 0..<4 {
            let current = refined.map { Point(x: $0.x / toView, y: $0.y / toView) }
            guard border.innerShare(of: current, side: side) < regionSideInner,
                  let fitted = border.fitted(current, side: side) else { continue }
            let moved = EdgeRefinement(view: gray).refine(fitted.map { Point(x: $0.x * toView, y: $0.y * toView) })
            let movedShares = SideSupport(view: gray).shares(moved)
            guard movedShares[side] >= regionSideSupport, movedShares[side] > shares[side],
                  Self.paperColourShare(between: current, and: moved.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                        segmentation: segmentation) < 0.7 else { continue }
            refined = moved
            shares = movedShares
        }
        // Something of the paper's colour joined the region (a hand, a plate, a reflection): sides go back onto
        // the paper's straight edges where the photo has them, and the quad then counts the paper inside it.
        if (shares.min() ?? 0) < 0.6,
           let repaired = repairedSides(refined, shares: shares, edges: edges, gray: gray, paperLike: {
               segmentation.hasPaperChroma(at: $0, scale: toView)
           }) {
            let paper = Self.coverage(of: repaired.quad.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                      by: region.bits, width: segmentation.width, height: segmentation.height)
            // What the repair cuts off must not be the paper itself in shade (a shadow band's border is an edge
            // too): paper keeps its colour in shade, a hand, a table or a plate beside it mostly does not.
            let cut = Self.paperColourShare(between: refined.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                            and: repaired.quad.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                            segmentation: segmentation)
            // A region that would not count as it is counts repaired only with every side an edge along half of it.
            let edged = (repaired.shares.min() ?? 0) >= edgedRepairSupport
            if paper >= (edged ? minimumEdgedRepairPaper : minimumRepairedPaper), cut < 0.7,
               fill >= minimumConfidence || (repaired.shares.min() ?? 0) >= 0.5 {
                let placed = EdgeRefinement(view: gray, keepMargin: repairRefitMargin).refine(repaired.quad)
                return Candidate(quad: placed, region: (region.area, region.bits), fill: paper,
                                 support: repaired.shares)
            }
            // Two readings, both plausible: the page runs off the frame along a side with no edge, and the edge
            // the repair found inside is a shadow's or a printed band's; or the page ends at that edge, and beyond
            // it lies something light of its colour running off the frame (docphoto-dev 100320: a page on a
            // printer's lid). The region is no outline to warp by.
            if edged, cut >= 0.7, paper >= minimumEdgedRepairPaper, (0..<4).contains(where: { side in
                shares[side] < blindSideSupport && alongFrame(refined[side], refined[(side + 1) % 4], gray: gray)
            }) {
                return nil
            }
        }
        // An outline backed on every side counts at a lower fill; not a region cut along edges, whose outline
        // follows edges by its making.
        let backed = cut == nil && (shares.min() ?? 0) >= backedOutlineSupport
        guard fill >= (backed ? minimumBackedFill : minimumConfidence) else { return nil }
        return Candidate(quad: refined, region: (region.area, region.bits), fill: fill, support: shares)
    }

    /// `quad` with its weakly backed sides moved onto the photo's straight edges (`SideRepair`).
    private func repairedSides(_ quad: [Point], shares: [Double], edges: StraightEdges, gray: GrayView,
                               paperLike: @escaping (Point) -> Bool?) -> (quad: [Point], shares: [Double])? {
        SideRepair(support: SideSupport(view: gray), lines: edges.lines, paperLike: paperLike,
                   offFrameReach: offFrameReach)
            .repaired(quad, shares: shares)
    }

    /// Share of the pixels inside `outer` but outside `inner` (convex quads in analysis pixels) whose colour is
    /// the paper's (`PaperSegmentation.paperChroma`); 0 when there are none.
    static func paperColourShare(between outer: [Point], and inner: [Point], segmentation: PaperSegmentation) -> Double {
        var strip = 0, paper = 0
        forEachPixel(inside: outer, outside: inner, width: segmentation.width, height: segmentation.height) { i in
            strip += 1
            if segmentation.paperChroma[i] == true { paper += 1 }
        }
        return strip > 0 ? Double(paper) / Double(strip) : 0
    }

    /// Share of a convex quad (in mask pixels) the mask covers; parts outside the mask's frame count as uncovered.
    static func coverage(of quad: [Point], by bits: [Bool], width: Int, height: Int) -> Double {
        let area = PolygonMath.area(quad)
        guard area > 0 else { return 0 }
        return min(1, Double(covered(quad, by: bits, width: width, height: height)) / area)
    }

    /// How many pixels of the mask inside the convex quad (in mask pixels) are set.
    static func covered(_ quad: [Point], by bits: [Bool], width: Int, height: Int) -> Int {
        var covered = 0
        forEachPixel(inside: quad, width: width, height: height) { i in if bits[i] { covered += 1 } }
        return covered
    }

    /// Calls `body` with the index of every pixel of a `width × height` grid whose centre lies inside the convex
    /// quad `inside` and, when given, outside the convex quad `outside`.
    static func forEachPixel(inside: [Point], outside: [Point]? = nil, width: Int, height: Int, _ body: (Int) -> Void) {
        let minY = max(0, Int(inside.map(\.y).min() ?? 0)), maxY = min(height - 1, Int(inside.map(\.y).max() ?? 0))
        let minX = max(0, Int(inside.map(\.x).min() ?? 0)), maxX = min(width - 1, Int(inside.map(\.x).max() ?? 0))
        guard minY <= maxY, minX <= maxX else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard PolygonMath.contains(inside, p), !(outside.map { PolygonMath.contains($0, p) } ?? false) else {
                    continue
                }
                body(y * width + x)
            }
        }
    }
}

/// A possible document outline with the evidence for it.
private struct Candidate {
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

extension Candidate {
    /// An outline found from straight edges alone, its fill the mean side support.
    init(edges quad: [Point], support: [Double]) {
        self.init(quad: quad, fill: support.reduce(0, +) / 4, support: support, edgeOnly: true)
    }
}

/// The photo's strongest straight edges for `SideRepair`, in view pixels: found on first use and kept for the
/// other candidate outlines of the same photo.
private final class StraightEdges {
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
