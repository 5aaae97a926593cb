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
        // Shapes spread by fixed strides, the same on every run: thin bars across and down, some cut by the edges.
        for shape in 0..<6 {
            let width = 150 + (shape * 83) % 251, height = 150 + (shape * 137) % 251
            var bits = [Bool](repeating: false, count: width * height)
            for i in 0..<40 {
                let x0 = (i * 97 + shape * 13) % (width + 20) - 20, y0 = (i * 61 + shape * 29) % (height + 20) - 20
                let long = 1 + (i * 53 + shape * 7) % 120, thin = 1 + (i + shape) % 3
                let (w, h) = (i + shape) % 2 == 0 ? (thin, long) : (long, thin)
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
