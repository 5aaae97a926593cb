import FolioModel
import Foundation
import Testing

@Suite struct GeometryTests {
    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func homographyMapsTheFourCornersAndTheCentreConsistently() throws {
        let square = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 200), Point(x: 0, y: 200)]
        let quad = [Point(x: 10, y: 20), Point(x: 130, y: 5), Point(x: 150, y: 260), Point(x: 0, y: 240)]
        let h = try #require(Homography(from: square, to: quad))
        for (a, b) in zip(square, quad) { #expect(close(h.apply(a), b)) }
        // Lines map to lines: the intersection of the diagonals maps to the intersection of the quad's diagonals.
        let centre = h.apply(Point(x: 50, y: 100))
        let inverse = try #require(Homography(from: quad, to: square))
        #expect(close(inverse.apply(centre), Point(x: 50, y: 100), 1e-6))
    }

    @Test func degenerateCornersHaveNoHomography() {
        let line = [Point(x: 0, y: 0), Point(x: 1, y: 1), Point(x: 2, y: 2), Point(x: 3, y: 3)]
        #expect(Homography(from: line, to: line) == nil)
    }

    func page(width: Int, height: Int, quad: [Point]?, rotation: Int, skew: Double) -> Page {
        Page(index: 0, width: width, height: height, dpi: 0, sourceQuad: quad, rotation: rotation, skewDegrees: skew,
             textSource: .ocr, transcript: "", confidence: 0, lines: [], paragraphs: [])
    }

    @Test func processedCornersMapToTheSourceQuad() {
        let quad = [Point(x: 40, y: 30), Point(x: 420, y: 60), Point(x: 400, y: 700), Point(x: 20, y: 650)]
        let p = page(width: 400, height: 650, quad: quad, rotation: 0, skew: 0)
        #expect(close(p.sourcePoint(for: Point(x: 0, y: 0)), quad[0]))
        #expect(close(p.sourcePoint(for: Point(x: 400, y: 0)), quad[1]))
        #expect(close(p.sourcePoint(for: Point(x: 400, y: 650)), quad[2]))
        #expect(close(p.sourcePoint(for: Point(x: 0, y: 650)), quad[3]))
    }

    @Test(arguments: [90, 180, 270])
    func quarterTurnsAreUndone(rotation: Int) {
        // Source 300 × 200; turned clockwise by `rotation`.
        let (w, h) = rotation == 180 ? (300, 200) : (200, 300)
        let p = page(width: w, height: h, quad: nil, rotation: rotation, skew: 0)
        // The source's top-left corner ends up at a known corner of the turned image.
        let turnedTopLeft: Point = switch rotation {
        case 90: Point(x: Double(w), y: 0)
        case 180: Point(x: Double(w), y: Double(h))
        default: Point(x: 0, y: Double(h))
        }
        #expect(close(p.sourcePoint(for: turnedTopLeft), Point(x: 0, y: 0)))
    }

    @Test(arguments: [3.0, -2.5, 10.0])
    func skewIsUndoneOnTheGrownCanvas(degrees: Double) {
        // A 300 × 200 page turned by `degrees` onto a canvas grown so nothing is clipped.
        let w = 300.0, h = 200.0, t = degrees * .pi / 180
        let W = (w * abs(cos(t)) + h * abs(sin(t))).rounded(.up), H = (w * abs(sin(t)) + h * abs(cos(t))).rounded(.up)
        let p = page(width: Int(W), height: Int(H), quad: nil, rotation: 0, skew: degrees)
        func forward(_ q: Point) -> Point {
            let dx = q.x - w / 2, dy = q.y - h / 2
            return Point(x: W / 2 + dx * cos(t) - dy * sin(t), y: H / 2 + dx * sin(t) + dy * cos(t))
        }
        for corner in [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h), Point(x: 120, y: 45)] {
            #expect(close(p.sourcePoint(for: forward(corner)), corner, 1.0), "\(corner)")
        }
        let box = p.sourceBox(for: Box(x: W / 2 - 10, y: H / 2 - 10, width: 20, height: 20))
        #expect(abs(box.x + box.width / 2 - w / 2) < 1 && abs(box.y + box.height / 2 - h / 2) < 1)
    }

    /// A source point carried onto the page and back lands where it started, through a perspective correction,
    /// every quarter turn and a skew.
    @Test(arguments: [0, 90, 180, 270])
    func sourcePointsComeBackFromThePage(rotation: Int) {
        let quad = [Point(x: 40, y: 30), Point(x: 420, y: 60), Point(x: 400, y: 700), Point(x: 20, y: 650)]
        let degrees = 4.0, t = degrees * .pi / 180
        // The rectified 400 × 650 page, turned, then grown by the skew.
        let (w, h) = rotation % 180 == 0 ? (400.0, 650.0) : (650.0, 400.0)
        let W = (w * cos(t) + h * sin(t)).rounded(.up), H = (w * sin(t) + h * cos(t)).rounded(.up)
        let p = page(width: Int(W), height: Int(H), quad: quad, rotation: rotation, skew: degrees)
        for source in quad + [Point(x: 200, y: 300), Point(x: 395, y: 680)] {
            #expect(close(p.sourcePoint(for: p.pagePoint(forSource: source)), source, 1.0), "\(source)")
        }
        // A point of the page maps out and back too.
        let onPage = Point(x: W / 3, y: H / 4)
        #expect(close(p.pagePoint(forSource: p.sourcePoint(for: onPage)), onPage, 1.0))
    }
}

@Suite struct BoxContainmentTests {
    @Test func aBoxSharingAnEdgeStaysInsideAfterScaling() {
        // A paragraph enclosing its last line shares that line's bottom edge; scaled back from an enlarged
        // reading, the two sums round differently in the last bits.
        let paragraph = Box(x: 49, y: 137.75, width: 715, height: 169.1).scaled(by: 1 / 1.3)
        let line = Box(x: 253.65, y: 284.05, width: 305.9, height: 22.8).scaled(by: 1 / 1.3)
        #expect(paragraph.contains(line))
        #expect(!paragraph.contains(Box(x: 40, y: 230, width: 10, height: 6.5)), "half a pixel below is outside")
    }
}
