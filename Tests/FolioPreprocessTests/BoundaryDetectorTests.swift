import FolioImaging
import FolioModel
import FolioPreprocess
import FolioTestSupport
import Foundation
import Testing

@Suite struct BoundaryDetectorTests {
    let quad = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: 140, y: 860)]

    @Test(arguments: [40, 110, 170])
    func findsTheDocumentOnDarkMidAndLightBackgrounds(background: Int) throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: background)
        let found = try #require(try BoundaryDetector().detect(in: photo), "background \(background)")
        let diagonal = hypot(720.0, 1000.0)
        for (corner, truth) in zip(found.corners, quad) {
            let error = hypot(corner.x - truth.x, corner.y - truth.y)
            #expect(error < 0.02 * diagonal, "corner \(corner) vs \(truth): \(error) px")
        }
        // The bars of print run up to the page's top edge here, and the top side is drawn a few pixels onto the
        // first bar's edge: within tolerance, but backed by the paper's edge along only part of it.
        #expect(found.confidence > 0.7)
    }

    @Test func aPlainPageIsFoundAgainInTheMirrorImage() throws {
        // The check reads the photo twice; on a page with every edge showing both readings agree, and the outline
        // is the one found without the check.
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 110)
        var unchecked = BoundaryDetector()
        unchecked.steadyShare = nil
        let plain = try #require(try unchecked.detect(in: photo))
        let checked = try #require(try BoundaryDetector().detect(in: photo))
        #expect(checked == plain)
    }

    /// The corners found for a 720 × 1000 photo of the page `offFrame`, each checked to lie within 2 % of the
    /// diagonal of the true one.
    func cornersFound(for offFrame: [Point]) throws -> [Point] {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: offFrame, backgroundLevel: 60)
        let found = try #require(try BoundaryDetector().detect(in: photo))
        for (corner, truth) in zip(found.corners, offFrame) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.02 * hypot(720.0, 1000.0),
                    "corner \(corner) vs \(truth)")
        }
        return found.corners
    }

    @Test func aPageRunningOffTheFrameKeepsItsCornersOutsideIt() throws {
        // The lower corners lie left and right of the photo; the lower edge shows between them, and the corners
        // are where it meets the sides that run off the frame.
        let corners = try cornersFound(for: [Point(x: 110, y: 60), Point(x: 610, y: 80), Point(x: 745, y: 930),
                                             Point(x: -25, y: 950)])
        #expect(corners[2].x > 720 && corners[3].x < 0)
    }

    /// A corner 9 % of the photo's width outside it stays where the sides meet: held to 6 %, it bent the side
    /// running to it (docphoto-dev's 092914 cropped: 63 px off its label, against a tolerance of 50).
    @Test func aCornerWellOutsideTheFrameIsWhereItsSidesMeet() throws {
        let corners = try cornersFound(for: [Point(x: 110, y: 60), Point(x: 610, y: 80), Point(x: 700, y: 930),
                                             Point(x: -66, y: 950)])
        #expect(corners[3].x < -0.06 * 720)
    }

    @Test(arguments: [110, 170])
    func aPageWithEveryEdgeShowingIsSureAndOneCutOffByTheFrameLessSo(background: Int) throws {
        // The same sheet, its print clear of its edges, whole in the photo and with its foot far below the frame.
        let whole = try #require(try BoundaryDetector().detect(
            in: try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: background, margin: 40)))
        let diagonal = hypot(720.0, 1000.0)
        for (corner, truth) in zip(whole.corners, quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.01 * diagonal, "corner \(corner) vs \(truth)")
        }
        #expect(whole.confidence > 0.95)
        let cutOff = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 500, y: 1300), Point(x: 120, y: 1260)]
        let clipped = try #require(try BoundaryDetector().detect(
            in: try SyntheticPhoto.make(width: 720, height: 1000, quad: cutOff, backgroundLevel: background,
                                        margin: 40)))
        // The foot is cut where the photo ends (at the last bar of print before the frame), with no paper edge
        // of its own under it.
        #expect(clipped.corners[2].y > 960 && clipped.corners[3].y > 960, "\(clipped.corners)")
        #expect(clipped.confidence < whole.confidence - 0.05, "\(clipped.confidence) vs \(whole.confidence)")
    }

    @Test(arguments: [40, 60])
    func aPageWithMarginsOnADarkCheckeredDesk(background: Int) throws {
        // Known weakness: the desk's squares (±12 grey levels round a dark 40 or 60) are edges past the paper-edge
        // contrast (`SideSupport.minimumContrast`, 8 % in log brightness) everywhere beyond the page's corners, so
        // each side reads as a shadow's border running on (`SideSupport` discounts it), and a quad of the desk's
        // straight edges wins. With print up to the page's edges, or on a lighter desk, the page is found.
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: background,
                                            margin: 40)
        let found = try BoundaryDetector().detect(in: photo)
        withKnownIssue("run-on discount counts a dark desk's texture as the page's sides running on") {
            let corners = try #require(found?.corners)
            for (corner, truth) in zip(corners, quad) {
                #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 0.02 * hypot(720.0, 1000.0))
            }
        }
    }

    @Test func aGrayScanOfShadedTableRowsIsLeftWhole() throws {
        // A scanned report page (gray, 1100 × 850): white margins, and a ruled table of rows shaded grey and
        // white in turn under the centre, running off the foot (as pdfplumber's WARN report scanned at 200 dpi).
        // The centre's paper colour comes out darker than the white page, which is still paper: no photo here.
        let w = 1100, h = 850
        var gray = [UInt8](repeating: 255, count: w * h)
        for y in 80..<h {
            let row = (y - 80) / 18
            for x in 40..<1060 {
                var level: UInt8 = row % 2 == 0 ? 201 : 255
                if (y - 80) % 18 < 2 || [40, 140, 240, 520, 700, 860, 1058].contains(where: { x >= $0 && x < $0 + 2 }) {
                    level = 0
                } else if (y - 80) % 18 >= 6, (y - 80) % 18 < 13, (x / 9) % 5 != 4, (x - 40) % 100 < 60 {
                    level = 30
                }
                gray[y * w + x] = level
            }
        }
        let page = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let found = try BoundaryDetector().detect(in: page)
        #expect(found == nil, "\(found?.corners ?? [])")
    }

    @Test(arguments: ["samples/letter.png", "samples/receipt.jpg", "ocr/paragraph.png"])
    func flatScansAreLeftWhole(fixture: String) throws {
        let image = try Image.decode(Data(contentsOf: TestPaths.fixture(fixture)), maxPixels: 100_000_000)
        #expect(try BoundaryDetector().detect(in: image) == nil)
    }

    @Test func rectifiedSizeFollowsTheQuad() throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 40)
        let corrector = PerspectiveCorrector()
        let size = corrector.outputSize(for: quad)
        #expect(size.width == Int(hypot(380.0, 40.0).rounded()))   // the longer of top and bottom
        #expect(size.height == Int(hypot(40.0, 770.0).rounded()))  // the longer of left and right
        let flat = try corrector.rectify(photo, quad: quad)
        #expect(flat.width == size.width && flat.height == size.height)
        // The warped page is paper: no background left in it.
        let gray = try flat.grayBytes()
        let dark = gray.filter { $0 < 100 }.count
        let bright = gray.filter { $0 > 200 }.count
        #expect(bright > gray.count / 2)
        #expect(dark < gray.count / 3)
    }
}

@Suite struct DeskewAndLightingTests {
    @Test func skewedParagraphIsStraightened() throws {
        let image = try Image.decode(Data(contentsOf: TestPaths.fixture("ocr/skewed.png")), maxPixels: 100_000_000)
        let (straight, degrees) = try Deskewer().deskew(image)
        // The fixture's text is turned 3° counter-clockwise.
        #expect(abs(abs(degrees) - 3) < 0.5, "measured \(degrees)°")
        let residual = try #require(try straight.measuredSkew())
        #expect(abs(residual.degrees) < 0.5)
    }

    @Test(arguments: [-22.0, 12.0, 25.0])
    func moderatelyTurnedTextIsStraightened(turn: Double) throws {
        // Photos whose document is not found arrive with the camera's tilt; the default Leptonica sweep (±7°)
        // would not see it.
        let upright = try Image.decode(Data(contentsOf: TestPaths.fixture("ocr/paragraph.png")), maxPixels: 100_000_000)
        let turned = try upright.rotated(degrees: turn)
        let (straight, degrees) = try Deskewer().deskew(turned)
        #expect(abs(degrees + turn) < 1, "turned \(turn)°, straightened by \(degrees)°")
        let residual = try #require(try straight.measuredSkew())
        #expect(abs(residual.degrees) < 1)
    }

    @Test func uprightTextIsLeftAlone() throws {
        let image = try Image.decode(Data(contentsOf: TestPaths.fixture("ocr/paragraph.png")), maxPixels: 100_000_000)
        #expect(try Deskewer().deskew(image).degrees == 0)
    }

    @Test func shadowIsFlattenedAndContrastRestored() throws {
        // A faded page (paper 200→120 left to right, ink 150) with text bars.
        let w = 600, h = 400
        var bytes = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let paper = 200 - 80 * x / w
                let ink = (y % 30 < 10) && (x / 15) % 3 != 2
                bytes[y * w + x] = UInt8(ink ? min(paper, 150) - 30 : paper)
            }
        }
        let faded = try bytes.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let fixed = try faded.lightingNormalized().grayBytes()
        // Paper on the left and right now match; ink is far darker than paper everywhere.
        let leftPaper = Int(fixed[15 * w + 20]), rightPaper = Int(fixed[15 * w + w - 20])
        #expect(abs(leftPaper - rightPaper) < 25, "\(leftPaper) vs \(rightPaper)")
        let rightInk = Int(fixed[5 * w + w - 40])
        #expect(rightPaper - rightInk > 100, "paper \(rightPaper) ink \(rightInk)")
    }
}
