import FolioImaging
import FolioModel
import FolioPreprocess
import FolioTestSupport
import Foundation
import Testing

/// The boundary detector on real photos nobody here made (`../shared/data`; skipped without it).
@Suite(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (docphoto-dev, receipt-photos-dev)"))
struct BoundaryRealPhotoTests {
    private func photo(_ relative: String) throws -> Image {
        try Image.decode(Data(contentsOf: TestPaths.shared(relative)), maxPixels: 100_000_000)
    }

    /// Expects the detector's corners within the docphoto-dev label's tolerance of its corners (compared under
    /// any cyclic order, as the labels start at the corner their labeller took as top-left).
    private func expectWithinTolerance(_ name: String) throws {
        let image = try photo("docphoto-dev/images/" + name)
        let labels = try JSONSerialization.jsonObject(
            with: Data(contentsOf: TestPaths.shared("docphoto-dev/corners.json"))) as? [String: [String: Any]]
        let entry = try #require(labels?[name])
        let corners = try #require(entry["corners"] as? [[Double]]).map {
            Point(x: $0[0] * Double(image.width), y: $0[1] * Double(image.height))
        }
        let tolerance = try #require(entry["tolerance_pixels"] as? Double)
        let found = try #require(try BoundaryDetector().detect(in: image), "\(name) left whole")
        var best = Double.infinity
        for shift in 0..<4 {
            var worst = 0.0
            for i in 0..<4 {
                let a = found.corners[i], b = corners[(i + shift) % 4]
                worst = max(worst, hypot(a.x - b.x, a.y - b.y))
            }
            best = min(best, worst)
        }
        #expect(best <= tolerance, "\(name): worst corner \(best) px, tolerance \(tolerance) px: \(found.corners)")
    }

    @Test func aPageUnderAFingerOnAYellowTableIsFoundToItsCorners() throws {
        // A song sheet on a yellow table with a finger over its top-left corner. The paper's colour region leaks
        // into the table at the top right, so two sides of its outline have no paper edge under them; they are
        // put back on the paper's edges by sweeping lines across the outline.
        try expectWithinTolerance("IMG_20230826_093135.jpg")
    }

    /// Receipt photos whose outline is a guess, each left whole rather than warped by it:
    /// - 1182: the receipt fills the photo and runs off it on three sides; its one straight edge across the photo
    ///   is a fold with more of the receipt below (an outline with one paper edge is a cut, not a page);
    /// - 1180: a receipt on a menu, both white; the outline takes in the menu and runs along the top of the photo,
    ///   where the frame's own border row looks like an edge, so it too has one paper edge;
    /// - 1166: a receipt running off the top and bottom; two sides are paper edges along little more than half,
    ///   and its bottom corner is a guess: its score (fill times mean side support, 0.27) is under the floor;
    /// - 1028: the paper's colour stops at a pink printed band of about the paper's brightness; the outline's
    ///   lower side has no paper edge under it and lies well inside the photo;
    /// - 1144: a curled receipt on a black bag, running off the foot of the photo; its colour region ends 60–95 px
    ///   above the frame, and the outline's foot cuts across the frame's lower left corner with the receipt's
    ///   last lines beyond it (`BoundaryDetector.cutsCorner`).
    @Test(arguments: ["1182", "1180", "1166", "1028", "1144"])
    func anOutlineThatIsAGuessLeavesThePageWhole(receipt: String) throws {
        let image = try photo("receipt-photos-dev/images/\(receipt)-receipt.jpg")
        let found = try BoundaryDetector().detect(in: image)
        #expect(found == nil, "\(receipt): \(found?.corners ?? [])")
    }
}

extension BoundaryRealPhotoTests {
    @Test func aReceiptWhoseFootLiesInAShadowIsFoundToItsEnd() throws {
        // Receipt photo 1192 (338 × 450): a receipt on a black folder, its lower fifth in the deep shadow of the
        // phone, lit by another light (bluish, a quarter of the paper's brightness). The shadow's edge runs
        // straight across it at y ≈ 323; the receipt's sides run on past it to its foot at y ≈ 400 (read off
        // the photo by eye). The outline ends at the foot, not at the shadow.
        let image = try photo("receipt-photos-dev/images/1192-receipt.jpg")
        let found = try #require(try BoundaryDetector().detect(in: image))
        let foot = found.corners.map(\.y).sorted().suffix(2)
        #expect(foot.allSatisfy { $0 > 385 && $0 < 415 }, "\(found.corners)")
        // Mirrored, the side whose edge fades in the shadow is the other one: the foot is still followed to its
        // end (`SideExtension` tries the longer run's reach first, whichever side it is on), read without the
        // mirror check so that this reading alone is judged.
        var once = BoundaryDetector()
        once.steadyShare = nil
        let mirrored = try #require(try once.detect(in: try image.mirrored()))
        let mirroredFoot = mirrored.corners.map(\.y).sorted().suffix(2)
        #expect(mirroredFoot.allSatisfy { $0 > 385 && $0 < 415 }, "\(mirrored.corners)")
    }

    @Test func aPageHeldUpAgainstAWindowIsFoundToItsCorners() throws {
        // A song sheet held in a hand in front of a bright window, one corner off the frame: the window side of
        // the page is darker inside than out, and the hand lowers the colour region's fill.
        try expectWithinTolerance("IMG_20230826_092914.jpg")
    }
}

extension BoundaryRealPhotoTests {
    @Test func aReceiptOnAMagazineDoesNotTakeInTheMagazine() throws {
        // Receipt photo 1170 (750 × 1000): a white receipt running off the top and bottom of the photo, lying on
        // a magazine. Its right edge (x ≈ 545–555, read off the photo by eye) shows against a coloured picture
        // at the top but fades against the magazine's cream page below, so a region cut along edges runs on to
        // the photo's right border. There it takes in pink and blue print, not paper: that is no page running
        // off the frame. A quad, if one is taken, keeps to the receipt.
        let image = try photo("receipt-photos-dev/images/1170-receipt.jpg")
        let found = try BoundaryDetector().detect(in: image)
        let right = found?.corners.map(\.x).max() ?? 0
        #expect(right < 600, "\(found?.corners ?? [])")
    }

    @Test func aReceiptWithACurledCornerInShadeIsFoundToItsFoot() throws {
        // Receipt photo 1152 (338 × 450): a receipt on a dark table, its foot at y ≈ 416–420 from x ≈ 20 to 318
        // (read off the photo by eye), its lower right corner curled and in shade. The paper's colour region
        // misses that corner; the least-area quad around it cut the corner off with a slanted side, which pushed
        // the lower left corner 50 px below the paper, out of the photo. The receipt's own straight edges close it.
        let image = try photo("receipt-photos-dev/images/1152-receipt.jpg")
        let found = try #require(try BoundaryDetector().detect(in: image))
        let foot = found.corners.sorted { $0.y > $1.y }.prefix(2)
        for corner in foot {
            #expect(abs(corner.y - 418) < 12, "\(found.corners)")
        }
    }

    @Test func aPageBacklitAtItsTopAndHeldOverASillIsFoundToItsCorners() throws {
        // A song sheet held in a hand: its left side has a bright curtain beyond it at the top (the edge darker
        // inside) and a dark sill and a thumb below (the edge brighter inside). Measured with one polarity, a
        // line tilted out into the curtain was better backed than the page's own edge.
        try expectWithinTolerance("IMG_20230826_092855.jpg")
    }

    @Test func aPageOnAPrintersLidIsNotWarpedWithTheLid() throws {
        // docphoto-dev 100320 (3648 × 2736): a page lying on the light gray lid of a printer, which runs off the
        // top of the photo. By colour the two are one region, whose top side runs along the frame with no edge;
        // the page's top edge (y ≈ 245–545 px, read off the photo by eye) crosses it. Either the page runs off the
        // frame or it ends at that edge and the lid lies beyond: the region is no outline to warp by. A quad, if
        // one is taken, keeps off the lid.
        let image = try photo("docphoto-dev/images/IMG_20230826_100320.jpg")
        let found = try BoundaryDetector().detect(in: image)
        #expect(found.map { $0.corners.allSatisfy { $0.y > 150 } } ?? true, "\(found?.corners ?? [])")
    }
}

extension BoundaryRealPhotoTests {
    @Test func aNewspaperCutAlongAPrintedPhotoIsLeftWhole() throws {
        // docphoto-dev's folded newspaper (IMG_20230826_095708) turned 180°: the paper's colour region ends at the
        // border of the photo printed across the page, and leaks into a towel beside it; the page's straight edges
        // close a quad 1.6 times larger around it, paper-coloured over 0.66 of the difference. Which is the page
        // nothing tells: it is left whole. Its copy turned and saved again as JPEG had been warped by the half
        // (confidence 0.86), the rows of print across the cut no longer counted and its mirror image finding
        // nothing; here those checks are switched off so that the outline stopping short (`StopsShort`) is what
        // leaves the page whole.
        let image = try photo("docphoto-dev/images/IMG_20230826_095708.jpg")
        #expect(try BoundaryDetector().detect(in: image) == nil)
        var detector = BoundaryDetector()
        detector.printRowsAcross = .max
        detector.steadyShare = nil
        let found = try detector.detect(in: try image.rotated(quarterTurns: 2))
        #expect(found == nil, "\(found?.corners ?? [])")
    }
}
