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

    @Test func skewIsUndoneAboutTheCentre() {
        let p = page(width: 200, height: 100, quad: nil, rotation: 0, skew: 90)
        #expect(close(p.sourcePoint(for: Point(x: 100, y: 50)), Point(x: 100, y: 50)))
        // A point right of the centre came from below it (the image was turned clockwise).
        let back = p.sourcePoint(for: Point(x: 110, y: 50))
        #expect(close(back, Point(x: 100, y: 60), 1e-9) || close(back, Point(x: 100, y: 40), 1e-9))
        let box = p.sourceBox(for: Box(x: 90, y: 40, width: 20, height: 20))
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 20) < 1e-9)
    }
}
