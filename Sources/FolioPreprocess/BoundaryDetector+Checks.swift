import FolioImaging
import FolioModel
import Foundation

/// The tests an outline must pass before the page is warped by it: sides backed by paper edges away from the
/// frame, no cut across print or a corner of the photo, a page running off the frame only onto paper.
extension BoundaryDetector {
    /// Whether a side of `candidate` is backed along less than `blindSideSupport` and does not run along the frame
    /// (both ends within `frameMargin` of the diagonal of one frame edge): `hasBareSide` over its quad.
    func hasBareSide(_ candidate: BoundaryCandidate, gray: GrayView) -> Bool {
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
    func holdsSameRegion(_ lines: BoundaryCandidate, as colour: BoundaryCandidate, toView: Double,
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
    func isTwoSided(_ candidate: BoundaryCandidate, gray: GrayView) -> Bool {
        let support = SideSupport(view: gray)
        let edges = (0..<4).filter {
            !alongFrame(candidate.quad[$0], candidate.quad[($0 + 1) % 4], gray: gray)
                && support.share(of: $0, in: candidate.quad) >= 0.5
        }.count
        return edges >= 2 && candidate.score >= minimumScore
    }

    /// Whether every side of `candidate` that runs along the frame has the paper's colour along most of the strip
    /// 10–40 px inside it (`PaperSegmentation.paperChroma`).
    func runsOffOnPaper(_ candidate: BoundaryCandidate, segmentation: PaperSegmentation, toView: Double,
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
    func alongFrame(_ a: Point, _ b: Point, gray: GrayView, margin: Double? = nil) -> Bool {
        Self.alongFrame(a, b, gray: gray, margin: margin ?? gray.diagonal * 0.015)
    }

    /// Whether side a → b has both ends within `margin` pixels of the same edge of the photo.
    static func alongFrame(_ a: Point, _ b: Point, gray: GrayView, margin: Double) -> Bool {
        let w = Double(gray.width), h = Double(gray.height)
        return (a.x < margin && b.x < margin) || (a.y < margin && b.y < margin)
            || (a.x > w - margin && b.x > w - margin) || (a.y > h - margin && b.y > h - margin)
    }

    /// Whether a side of `candidate`, away from the frame, has rows of print running parallel to it on both sides
    /// (`TopSheet.printRunsOn`, `printRowsAcross` rows or more 8–64 px either way): a cut across the page — the
    /// border of a photo printed on it, a rule or fold between paragraphs — not the page's end (docphoto-dev's
    /// folded newspaper: its colour outline's top side is the foot of the photo printed across its upper half,
    /// with columns of text above and below). A tray's rim or a folder's seam beside a receipt runs parallel to
    /// its side too, as one or two edges, not rows.
    func cutsAcrossPrint(_ candidate: BoundaryCandidate, gray: GrayView) -> Bool {
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

    /// Whether a side of `candidate` is backed along less than `blindSideSupport` and is no page running off the
    /// frame (`isBlind`).
    func hasBlindSide(_ candidate: BoundaryCandidate, gray: GrayView, paperLike: (Point) -> Bool?) -> Bool {
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
    static func paperBeyond(_ a: Point, _ b: Point, inside centre: Point, paperLike: (Point) -> Bool?) -> Bool {
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
    func touchesBorder(_ quad: [Point], gray: GrayView) -> Bool {
        quad.contains { gray.isNearBorder($0, within: gray.diagonal * 0.01) }
    }
}
