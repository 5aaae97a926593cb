import FolioModel
import Foundation
import Testing

@testable import FolioOCR

/// The pure parts of the neural engine: CTC decoding, rotated rectangles, the detector map's regions, word
/// boxes from time steps.
@Suite struct NeuralReadingPartsTests {
    /// Probabilities for `classes` classes where step t's likeliest class is `best[t]` at 0.9.
    func steps(_ best: [Int], classes: Int) -> [Float] {
        var values = [Float](repeating: 0.1 / Float(classes - 1), count: best.count * classes)
        for (t, c) in best.enumerated() { values[t * classes + c] = 0.9 }
        return values
    }

    @Test func ctcMergesRepeatsDropsBlanksAndKeepsSteps() {
        let decoder = CTCDecoder(characterList: "a\nb\n:")
        #expect(decoder.classCount == 5)
        // a a _ a b b _ space :  → "aab :" with "a" (0-1), "a" (3), "b" (4-5), " " (7), ":" (8)
        let values = steps([1, 1, 0, 1, 2, 2, 0, 4, 3], classes: 5)
        let decoded = values.withUnsafeBufferPointer { decoder.decode($0, steps: 9, classes: 5) }
        #expect(decoded.map(\.text).joined() == "aab :")
        #expect(decoded.map(\.firstStep) == [0, 3, 4, 7, 8])
        #expect(decoded.map(\.lastStep) == [1, 3, 5, 7, 8])
        #expect(decoded.allSatisfy { abs($0.probability - 0.9) < 1e-6 })
    }

    @Test func theSmallestRectangleOfARotatedBoxIsThatBox() throws {
        // A 40 × 10 rectangle turned 30 degrees about (100, 50), sampled along its outline.
        let angle = Double.pi / 6
        let u = Point(x: cos(angle), y: sin(angle)), v = Point(x: -sin(angle), y: cos(angle))
        var points: [Point] = []
        for s in stride(from: -20.0, through: 20, by: 2) {
            for t in [-5.0, 5] { points.append(Point(x: 100 + s * u.x + t * v.x, y: 50 + s * u.y + t * v.y)) }
        }
        let box = try #require(RotatedRectangle.enclosing(points))
        #expect(abs(box.length * box.thickness - 400) < 1)
        #expect(abs(max(box.length, box.thickness) - 40) < 0.01 && abs(box.shortSide - 10) < 0.01)
        #expect(abs(box.center.x - 100) < 1e-6 && abs(box.center.y - 50) < 1e-6)
        let grown = box.grown(by: 2)
        #expect(abs(grown.shortSide - 14) < 0.01)
        let corners = box.corners
        #expect(corners[0].x < corners[1].x && corners[3].x < corners[2].x)
        #expect(corners[0].y < corners[3].y && corners[1].y < corners[2].y)
    }

    @Test func aProbabilityMapGivesOneRegionPerLineInImagePixels() {
        // A 100 × 40 map with two bars of text (rows 5-9 and 25-31), the second one fainter than the score floor.
        let width = 100, height = 40
        var map = [Float](repeating: 0, count: width * height)
        for y in 5...9 { for x in 10...69 { map[y * width + x] = 0.9 } }
        for y in 25...31 { for x in 20...89 { map[y * width + x] = 0.35 } }
        for x in 30...34 { map[20 * width + x] = 0.9 } // a speck thinner than the minimum size
        let regions = map.withUnsafeBufferPointer {
            TextRegionFinder().regions(in: $0, width: width, height: height, imageWidth: 200, imageHeight: 80)
        }
        #expect(regions.count == 1)
        let region = regions[0]
        let xs = region.corners.map(\.x), ys = region.corners.map(\.y)
        // The bar spans x 10...70, y 5...10 in the map; doubled and grown by the unclip margin.
        #expect(xs.min()! < 20 && xs.min()! > 5 && xs.max()! > 140 && xs.max()! < 152)
        #expect(ys.min()! < 10 && ys.max()! > 20 && ys.max()! < 30)
        // The dilated rim (probability 0) is inside the rectangle: 5 × 60 of 6 × 61 pixels at 0.9.
        #expect(region.score > 0.7)
    }

    @Test func aTallLineIsReadTurnedAQuarter() {
        let tall = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 100), Point(x: 0, y: 100)]
        let turned = LineRecognizer.oriented(tall)
        #expect(turned == [Point(x: 10, y: 0), Point(x: 10, y: 100), Point(x: 0, y: 100), Point(x: 0, y: 0)])
        let wide = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 10), Point(x: 0, y: 10)]
        #expect(LineRecognizer.oriented(wide) == wide)
    }

    @Test func wordsSplitAtSpacesAndAreBoxedFromTheirSteps() {
        func character(_ text: String, _ step: Int, _ probability: Double = 0.9) -> CTCDecoder.Character {
            CTCDecoder.Character(text: text, firstStep: step, lastStep: step, probability: probability)
        }
        // A line 200 × 20 pixels at (100, 50), read as 20 steps of 10 input pixels over 200 input pixels.
        let line = RecognizedLine(
            corners: [Point(x: 100, y: 50), Point(x: 300, y: 50), Point(x: 300, y: 70), Point(x: 100, y: 70)],
            characters: [character("T", 1), character("o", 2), character("t", 3, 0.6), character(" ", 5),
                         character("9", 12), character(".", 13), character("5", 14)],
            stepWidth: 10, inputWidth: 200)
        let words = line.words
        #expect(words.map(\.text) == ["Tot", "9.5"])
        #expect(abs(words[0].confidence - 0.8) < 1e-9)
        #expect(words[0].box.y == 50 && words[0].box.height == 20)
        #expect(words[0].box.x >= 100 && words[0].box.maxX <= words[1].box.x)
        #expect(words[1].box.x > 200 && words[1].box.maxX <= 300)
    }
}
