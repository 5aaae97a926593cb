import CLeptonica
@testable import FolioImaging
import FolioTestSupport
import Foundation
import Testing

/// Openings and closings by brick parts (`BrickParts`: Leptonica's composite DWA brick and a plain brick for the
/// rest) must give the very pixels of the whole brick: rule finding keeps or drops a rule by its length.
@Suite struct BrickPartsTests {
    /// Lengths around the composite decomposer's rounding (37 is made 36 by it), over 63 (chained bricks) and
    /// the rule lengths of 150–300 dpi pages; 64 and 126 are lengths the DWA brick gets wrong (`isExact`).
    let lengths = [2, 3, 5, 8, 13, 22, 37, 45, 46, 53, 60, 64, 90, 101, 126, 127]

    /// Real print (a page image of the project's OCR fixtures) and shapes cut by the image's edges.
    func masks() throws -> [BinaryMask] {
        var masks: [BinaryMask] = []
        for name in ["ocr/data.png", "ocr/paragraph.png"] {
            let data = try Data(contentsOf: TestPaths.fixture(name))
            masks.append(try Image.decode(data, maxPixels: 50_000_000).inkMask(below: 170))
        }
        var generator = SplitMix(state: 7)
        for _ in 0..<6 {
            let width = Int.random(in: 150...400, using: &generator)
            let height = Int.random(in: 150...400, using: &generator)
            var bits = [Bool](repeating: false, count: width * height)
            for _ in 0..<40 {
                let x0 = Int.random(in: -20..<width, using: &generator)
                let y0 = Int.random(in: -20..<height, using: &generator)
                let thin = Bool.random(using: &generator)
                let w = thin ? Int.random(in: 1...3, using: &generator) : Int.random(in: 1...120, using: &generator)
                let h = thin ? Int.random(in: 1...120, using: &generator) : Int.random(in: 1...3, using: &generator)
                for y in max(0, y0)..<min(height, max(0, y0 + h)) {
                    for x in max(0, x0)..<min(width, max(0, x0 + w)) { bits[y * width + x] = true }
                }
            }
            masks.append(try BinaryMask(width: width, height: height, bits: bits))
        }
        return masks
    }

    @Test func partsOpenAndCloseAsTheWholeBrick() throws {
        for mask in try masks() {
            for length in lengths {
                for (w, h) in [(length, 1), (1, length), (min(length, 30), min(length, 30))] {
                    let whole = try #require(pixOpenBrick(nil, mask.pix, Int32(w), Int32(h)))
                    let closedWhole = try #require(pixCloseSafeBrick(nil, mask.pix, Int32(w), Int32(h)))
                    defer { for p in [whole, closedWhole] { var q: UnsafeMutablePointer<PIX>? = p; pixDestroy(&q) } }
                    let opened = try mask.opened(width: w, height: h), closed = try mask.closed(width: w, height: h)
                    var same: Int32 = 0
                    withExtendedLifetime(opened) { _ = pixEqual(whole, opened.pix, &same) }
                    #expect(same == 1, "opening \(w) × \(h) of a \(mask.width) × \(mask.height) mask")
                    withExtendedLifetime(closed) { _ = pixEqual(closedWhole, closed.pix, &same) }
                    #expect(same == 1, "closing \(w) × \(h) of a \(mask.width) × \(mask.height) mask")
                }
            }
        }
    }

    @Test func theCompositePartIsTheLongestExactLengthAndTheRestMakesUpTheSize() {
        #expect(BrickParts(45).composite == 45 && BrickParts(45).rest == 1)
        // 37 is rounded by Leptonica to 36 (6 × 6), which it makes exactly: 36 and 2 erode as 37.
        #expect(BrickParts(37).composite == 36 && BrickParts(37).rest == 2)
        for size in 1...200 {
            let parts = BrickParts(size)
            #expect(BrickParts.isExact(parts.composite))
            #expect(parts.composite + parts.rest - 1 == size)
            #expect(parts.rest <= 8, "a long rest would cost as the plain brick does (\(size))")
        }
    }
}

/// A seeded generator, so the shapes are the same on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
