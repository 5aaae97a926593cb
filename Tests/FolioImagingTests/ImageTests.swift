import CLeptonica
@testable import FolioImaging
import FolioTestSupport
import Foundation
import Testing

@Suite struct ImageTests {
    /// A gray test card: a dark square on white.
    func card(width: Int = 40, height: Int = 30) throws -> Image {
        var bytes = [UInt8](repeating: 255, count: width * height)
        for y in 10..<20 { for x in 5..<15 { bytes[y * width + x] = 17 } }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }

    @Test func grayPixelsRoundTrip() throws {
        let image = try card()
        #expect(image.width == 40 && image.height == 30 && image.depth == 8)
        let bytes = try image.grayBytes()
        #expect(bytes[15 * 40 + 7] == 17)
        #expect(bytes[0] == 255)
        #expect(bytes.filter { $0 == 17 }.count == 100)
    }

    /// Rows are packed into Leptonica's words whole (the first pixel of a word is its high byte): every pixel of
    /// a row whose width is no multiple of four lands where Leptonica reads it.
    @Test func rowsOfAnyWidthLandWhereLeptonicaReadsThem() throws {
        let width = 7, height = 3
        let image = try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = UInt8(30 * y + 3 * x + 1) }
        }
        for y in 0..<height {
            for x in 0..<width {
                var value: UInt32 = 0
                pixGetPixel(image.pix, Int32(x), Int32(y), &value)
                #expect(value == UInt32(30 * y + 3 * x + 1), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func pngEncodeDecodeKeepsPixels() throws {
        let original = try card()
        let decoded = try Image.decode(original.pngData(), maxPixels: 1_000_000)
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(try decoded.grayBytes() == original.grayBytes())
    }

    @Test func rotationSwapsSides() throws {
        let turned = try card().rotated(quarterTurns: 1)
        #expect(turned.width == 30 && turned.height == 40)
    }

    @Test func mirroringMovesEachColumnToTheOtherSide() throws {
        let mirrored = try card().mirrored()
        #expect(mirrored.width == 40 && mirrored.height == 30)
        let bytes = try mirrored.grayBytes()
        // The square over columns 5–14 now covers columns 25–34 (x → 39 − x), on the same rows.
        #expect(bytes[15 * 40 + 30] == 17 && bytes[15 * 40 + 25] == 17 && bytes[15 * 40 + 34] == 17)
        #expect(bytes[15 * 40 + 7] == 255 && bytes[15 * 40 + 24] == 255 && bytes[15 * 40 + 35] == 255)
        #expect(bytes.filter { $0 == 17 }.count == 100)
    }

    @Test func headerRefusesOversizedImageBeforeDecoding() throws {
        let png = try card().pngData()
        let header = try Image.header(of: png)
        #expect(header.width == 40 && header.height == 30)
        #expect(throws: ImagingError.self) { try Image.decode(png, maxPixels: 100) }
    }

    @Test func truncatedJPEGIsAnErrorNotAGreyPage() throws {
        let url = TestPaths.fixture("bad/truncated.jpg")
        let data = try Data(contentsOf: url)
        #expect(throws: ImagingError.self) { try Image.decode(data, maxPixels: 100_000_000) }
    }

    @Test func garbageIsAnError() {
        #expect(throws: ImagingError.self) { try Image.decode(Data("not an image at all".utf8), maxPixels: 1_000) }
    }
}

@Suite struct ImageEdgeCaseTests {
    @Test func greyImagesRefuseRowsShorterThanTheWidthAndEmptyBuffers() {
        let bytes = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeBytes { raw in
            #expect(throws: ImagingError.self) { _ = try Image.gray(width: 8, height: 2, stride: 4, bytes: raw) }
            #expect(throws: ImagingError.self) { _ = try Image.gray(width: 8, height: 4, stride: 8, bytes: raw) }
        }
        [UInt8]().withUnsafeBytes { raw -> Void in
            #expect(throws: ImagingError.self) { _ = try Image.gray(width: 1, height: 1, stride: 1, bytes: raw) }
        }
    }

    @Test func scalingAStripNeverLosesASide() throws {
        let bytes = [UInt8](repeating: 0, count: 65535)
        let strip = try bytes.withUnsafeBytes { try Image.gray(width: 65535, height: 1, stride: 65535, bytes: $0) }
        let shrunk = try strip.scaled(by: 0.0512)
        #expect(shrunk.height == 1 && shrunk.width == 3355)
        let fitted = try strip.scaled(toFit: 240)
        #expect(fitted.height == 1 && fitted.width == 240)
    }

    @Test func reductionIsTheSmallestPowerOfTwoThatFitsTheWorkingSize() {
        #expect(Image.reduction(forPixels: 8_700_000, workingPixels: 16_000_000) == 1, "A4 at 300 dpi stays whole")
        #expect(Image.reduction(forPixels: 16_000_000, workingPixels: 16_000_000) == 1)
        #expect(Image.reduction(forPixels: 34_800_000, workingPixels: 16_000_000) == 2, "A4 at 600 dpi is halved")
        #expect(Image.reduction(forPixels: 100_000_000, workingPixels: 16_000_000) == 4)
        #expect(Image.reduction(forPixels: 5_000_000_000, workingPixels: 16_000_000) == 8, "never more than 8")
    }

    @Test func aJPEGReadReducedIsDecodedSmallWithItsResolutionAndInk() throws {
        let data = try Data(contentsOf: TestPaths.fixture("samples/receipt.jpg"))
        let whole = try Image.decode(data, maxPixels: 10_000_000)
        let half = try Image.decodeKeepingDamage(data, maxPixels: 10_000_000, reduction: 2).image
        #expect(whole.width == 630 && whole.height == 992 && whole.xResolution == 200)
        #expect(half.width == 315 && half.height == 496)
        #expect(half.xResolution == 100 && half.yResolution == 100, "the resolution follows the pixels")
        // The same page, smaller: about as much ink in proportion.
        let inkShare = { (image: Image) throws -> Double in
            let bytes = try image.grayBytes()
            return Double(bytes.filter { $0 < 128 }.count) / Double(bytes.count)
        }
        #expect(abs(try inkShare(half) - inkShare(whole)) < 0.01)
    }

    @Test func otherImagesAreReducedAfterDecodingAndBilevelOnesBecomeGrey() throws {
        let page = try ImageTests().card(width: 400, height: 300)
        page.setResolution(x: 300, y: 300)
        let quarter = try Image.decodeKeepingDamage(page.pngData(), maxPixels: 1_000_000, reduction: 4).image
        #expect(quarter.width == 100 && quarter.height == 75 && quarter.xResolution == 75)
        let bilevel = Image(owning: try #require(pixThresholdToBinary(page.pix, 128)))
        let reduced = try bilevel.reduced(by: 2)
        #expect(reduced.depth == 8 && reduced.width == 200 && reduced.height == 150)
        #expect(try reduced.grayBytes().contains { $0 < 64 }, "the dark square survives")
        #expect(try page.reduced(by: 1) === page)
    }
}
