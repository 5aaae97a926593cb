@testable import FolioImaging
import FolioTestSupport
import Foundation
import Testing

@Suite struct ExifOrientationTests {
    /// The smallest marker sequence that reads as a JPEG's header: SOI, an APP0 segment, SOS and EOI (no image).
    static let bare = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])

    @Test(arguments: [(1, true), (6, true), (6, false), (8, false), (3, true)])
    func theOrientationTagIsReadInEitherByteOrder(orientation: Int, littleEndian: Bool) {
        let jpeg = ExifOrientation.tagging(Self.bare, orientation: orientation, littleEndian: littleEndian)
        #expect(ExifOrientation.of(jpeg: jpeg) == orientation)
    }

    @Test func aMissingOrInvalidTagOrANonJPEGMeansUpright() {
        #expect(ExifOrientation.of(jpeg: ExifOrientation.tagging(Self.bare, orientation: nil)) == 1)
        #expect(ExifOrientation.of(jpeg: ExifOrientation.tagging(Self.bare, orientation: 0)) == 1)
        #expect(ExifOrientation.of(jpeg: ExifOrientation.tagging(Self.bare, orientation: 9, littleEndian: false)) == 1)
        #expect(ExifOrientation.of(jpeg: Self.bare) == 1)
        #expect(ExifOrientation.of(jpeg: Data("not a jpeg".utf8)) == 1)
        #expect(ExifOrientation.of(jpeg: Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00])) == 1)
    }

    @Test(arguments: [(6, true), (8, false), (3, true)])
    func aPNGsExifChunkIsReadInEitherByteOrder(orientation: Int, littleEndian: Bool) throws {
        let png = try Image.gray(width: 4, height: 2) { _, row in row.update(repeating: 200) }.pngData()
        let tagged = ExifOrientation.tagging(png: png, orientation: orientation, littleEndian: littleEndian)
        #expect(ExifOrientation.of(png: tagged) == orientation)
        #expect(ExifOrientation.of(png: png) == 1)
        #expect(ExifOrientation.of(png: ExifOrientation.tagging(png: png, orientation: nil)) == 1)
        #expect(ExifOrientation.of(png: Data(png.prefix(20))) == 1)
        #expect(ExifOrientation.of(png: Self.bare) == 1)
    }

    @Test(arguments: [(6, true), (8, false), (3, true)])
    func aWebPsExifChunkIsReadInEitherByteOrder(orientation: Int, littleEndian: Bool) throws {
        let webp = try Image.gray(width: 4, height: 2) { _, row in row.update(repeating: 200) }.encoded(as: .webp)
        let tagged = ExifOrientation.tagging(webp: webp, width: 4, height: 2, orientation: orientation,
                                             littleEndian: littleEndian)
        #expect(ExifOrientation.of(webp: tagged) == orientation)
        #expect(ExifOrientation.of(webp: webp) == 1)
        #expect(ExifOrientation.of(webp: ExifOrientation.tagging(webp: webp, width: 4, height: 2, orientation: nil)) == 1)
        #expect(ExifOrientation.of(webp: Data(tagged.prefix(tagged.count - 4))) == 1)
        #expect(ExifOrientation.of(webp: Self.bare) == 1)
    }

    /// The pixel of the stored `width` × `height` image shown at displayed (x, y) under each orientation, as the
    /// EXIF standard words it: e.g. 6, "the 0th row is the visual right-hand side, the 0th column the visual top".
    static func stored(x: Int, y: Int, width: Int, height: Int, orientation: Int) -> (x: Int, y: Int) {
        switch orientation {
        case 2: return (width - 1 - x, y)
        case 3: return (width - 1 - x, height - 1 - y)
        case 4: return (x, height - 1 - y)
        case 5: return (y, x)
        case 6: return (y, height - 1 - x)
        case 7: return (width - 1 - y, height - 1 - x)
        case 8: return (width - 1 - y, x)
        default: return (x, y)
        }
    }

    @Test(arguments: 1...8)
    func everyOrientationShowsThePixelsAsTheStandardSays(orientation: Int) throws {
        let width = 5, height = 3
        let image = try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = UInt8(10 * y + x + 1) }
        }
        image.setResolution(x: 300, y: 150)
        let shown = try image.asDisplayed(exifOrientation: orientation)
        let size = ExifOrientation.displayedSize(width: width, height: height, orientation: orientation)
        #expect(shown.width == size.width && shown.height == size.height)
        let pixels = try shown.grayBytes()
        for y in 0..<shown.height {
            for x in 0..<shown.width {
                let from = Self.stored(x: x, y: y, width: width, height: height, orientation: orientation)
                #expect(pixels[y * shown.width + x] == UInt8(10 * from.y + from.x + 1),
                        "orientation \(orientation) at (\(x), \(y))")
            }
        }
        let turned = (5...8).contains(orientation)
        #expect(shown.xResolution == (turned ? 150 : 300) && shown.yResolution == (turned ? 300 : 150))
    }

    /// A phone's photo, stored on its side with orientation 6 (shown turned a quarter clockwise), decodes as it is
    /// shown: taller than wide, the dark corner block stored at the bottom-left now at the top-left.
    @Test func aJPEGTaggedOnItsSideDecodesAsItIsShown() throws {
        let width = 160, height = 96
        let stored = try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = x < 40 && y >= height - 24 ? 20 : 235 }
        }
        let jpeg = try stored.jpegData()
        let plain = try Image.decode(jpeg, maxPixels: 1_000_000)
        #expect(plain.width == width && plain.height == height)
        let tagged = ExifOrientation.tagging(jpeg, orientation: 6)
        let shown = try Image.decode(tagged, maxPixels: 1_000_000)
        #expect(shown.width == height && shown.height == width)
        let pixels = try shown.grayBytes()
        func mean(_ xs: Range<Int>, _ ys: Range<Int>) -> Double {
            var sum = 0
            for y in ys { for x in xs { sum += Int(pixels[y * shown.width + x]) } }
            return Double(sum) / Double(xs.count * ys.count)
        }
        #expect(mean(2..<22, 2..<38) < 60)
        #expect(mean(shown.width - 22..<shown.width - 2, 2..<38) > 200)
        #expect(mean(2..<22, shown.height - 38..<shown.height - 2) > 200)
        // Read at half size (a large photo), it is turned the same way.
        let half = try Image.decodeKeepingDamage(tagged, maxPixels: 1_000_000, reduction: 2).image
        #expect(half.width == height / 2 && half.height == width / 2)
    }

    /// A PNG carrying the same tag in its `eXIf` chunk (which Leptonica's reader passes over) is turned too:
    /// orientation 8 shows the stored image turned a quarter anticlockwise, so the dark block stored at the
    /// top-left is shown at the bottom-left.
    @Test func aPNGTaggedOnItsSideDecodesAsItIsShown() throws {
        let width = 160, height = 96
        let stored = try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = x < 40 && y < 24 ? 20 : 235 }
        }
        let tagged = ExifOrientation.tagging(png: try stored.pngData(), orientation: 8)
        let shown = try Image.decode(tagged, maxPixels: 1_000_000)
        #expect(shown.width == height && shown.height == width)
        let pixels = try shown.grayBytes()
        #expect(pixels[(shown.height - 10) * shown.width + 10] == 20)
        #expect(pixels[10 * shown.width + 10] == 235)
        #expect(pixels[10 * shown.width + shown.width - 10] == 235)
    }

    /// A WebP in the extended format with an EXIF chunk (as an editor saves a phone's photo) is turned as
    /// browsers show it: orientation 6 puts the dark block stored at the bottom-left at the top-left.
    @Test func aWebPTaggedOnItsSideDecodesAsItIsShown() throws {
        let width = 160, height = 96
        let stored = try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width { row[x] = x < 40 && y >= height - 24 ? 20 : 235 }
        }
        let webp = try stored.encoded(as: .webp)
        let tagged = ExifOrientation.tagging(webp: webp, width: width, height: height, orientation: 6)
        let plain = try Image.decode(webp, maxPixels: 1_000_000)
        #expect(plain.width == width && plain.height == height)
        let shown = try Image.decode(tagged, maxPixels: 1_000_000)
        #expect(shown.width == height && shown.height == width)
        let pixels = try shown.grayBytes()
        #expect(pixels[10 * shown.width + 10] < 60)
        #expect(pixels[10 * shown.width + shown.width - 10] > 200)
        #expect(pixels[(shown.height - 10) * shown.width + 10] > 200)
    }

    /// Damaged extended WebPs (bytes changed, chunk sizes wrong, files cut anywhere) read as some orientation or
    /// none and decode or fail with an error: the chunk walk never reads past the file.
    @Test func damagedExtendedWebPsNeverBreakTheChunkWalk() throws {
        let image = try Image.gray(width: 32, height: 16) { y, row in
            for x in 0..<32 { row[x] = UInt8((x * 7 + y * 13) % 256) }
        }
        let tagged = [UInt8](ExifOrientation.tagging(webp: try image.encoded(as: .webp), width: 32, height: 16,
                                                     orientation: 6))
        var generator = SplitMix(seed: 32)
        for round in 0..<600 {
            var bytes = tagged
            if round % 3 == 0 {
                bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
            } else {
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
            }
            let data = Data(bytes)
            #expect((1...8).contains(ExifOrientation.of(webp: data)))
            // A slice of a larger buffer (its indices not from 0) reads the same.
            #expect(ExifOrientation.of(webp: (Data([0, 0]) + data).dropFirst(2)) == ExifOrientation.of(webp: data))
            _ = try? Image.decode(data, maxPixels: 1_000_000)
        }
    }
}

