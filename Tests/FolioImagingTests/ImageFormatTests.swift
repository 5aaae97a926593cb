import CLeptonica
@testable import FolioImaging
import Foundation
import Testing

/// Every raster format Folio takes decodes to the picture that was encoded: Leptonica's (WebP, GIF, BMP,
/// JPEG 2000, PNM) and libheif's (HEIC, AVIF).
@Suite struct ImageFormatTests {
    /// A colour card: paper, a dark block, a red band and a ramp of grey bars, so a decoder that swaps channels,
    /// shifts rows or drops a plane shows.
    func card(width: Int = 96, height: Int = 64) throws -> Image {
        let pix = try #require(pixCreate(Int32(width), Int32(height), 32))
        pixSetSpp(pix, 3)
        for y in 0..<height {
            for x in 0..<width {
                let level: Int32 = (8..<24).contains(y) && (8..<40).contains(x) ? 20
                    : y >= 40 ? Int32(40 + (x / 12) * 25) : 250
                let red = (28..<34).contains(y) && (50..<90).contains(x)
                pixSetRGBPixel(pix, Int32(x), Int32(y), red ? 220 : level, red ? 30 : level, red ? 30 : level)
            }
        }
        return Image(owning: pix)
    }

    /// The largest difference, over the card's regions, between the mean luma decoded and the mean luma encoded:
    /// a region's mean forgives a lossy codec's ringing at edges but not a wrong picture.
    func worstRegionDifference(_ decoded: Image, _ original: Image) throws -> Int {
        let a = try decoded.colorPlanes(), b = try original.colorPlanes()
        let regions: [(ClosedRange<Int>, ClosedRange<Int>)] = [
            (10...21, 10...37), (29...32, 55...85), (0...5, 0...95), (44...60, 2...9), (44...60, 86...93),
        ]
        return regions.map { rows, columns in
            var sumA = 0, sumB = 0, n = 0
            for y in rows { for x in columns { sumA += a.luma(y * a.width + x); sumB += b.luma(y * b.width + x); n += 1 } }
            return abs(sumA - sumB) / n
        }.max() ?? 0
    }

    @Test(arguments: LeptonicaFormat.allCases)
    func leptonicaFormatsDecodeToTheEncodedPicture(format: LeptonicaFormat) throws {
        let original = try card()
        let data = try original.encoded(as: format)
        let header = try Image.header(of: data)
        #expect(header.width == 96 && header.height == 64)
        let decoded = try Image.decode(data, maxPixels: 1_000_000)
        #expect(decoded.width == 96 && decoded.height == 64)
        #expect(try worstRegionDifference(decoded, original) <= 6, "\(format)")
        // The red band stays red (a GIF's palette, a lossy codec's chroma: still far from grey).
        let planes = try decoded.colorPlanes()
        #expect(Int(planes.red[31 * 96 + 70]) - Int(planes.green[31 * 96 + 70]) > 120, "\(format)")
    }

    @Test(arguments: [false, true])
    func heifDecodesToTheEncodedPicture(avif: Bool) throws {
        let original = try card()
        let data = try HEIFImage.encode(original, avif: avif, quality: 90)
        #expect(HEIFImage.recognises(data))
        let header = try Image.header(of: data)
        #expect(header.width == 96 && header.height == 64)
        let decoded = try Image.decode(data, maxPixels: 1_000_000)
        #expect(decoded.width == 96 && decoded.height == 64 && decoded.depth == 32)
        #expect(try worstRegionDifference(decoded, original) <= 6, avif ? "AVIF" : "HEIC")
        let planes = try decoded.colorPlanes()
        #expect(Int(planes.red[31 * 96 + 70]) - Int(planes.green[31 * 96 + 70]) > 120)
    }

    /// A phone stores a photo taken turned as the sensor saw it and says how to show it (`irot`, `imir`): the
    /// decoded page is the one shown, as with a JPEG's EXIF orientation.
    @Test(arguments: [3, 6, 8, 2])
    func heifComesBackAsShown(orientation: Int) throws {
        let original = try card()
        let data = try HEIFImage.encode(original, quality: 90, orientation: orientation)
        let shown = try original.asDisplayed(exifOrientation: orientation)
        let header = try Image.header(of: data)
        #expect(header.width == shown.width && header.height == shown.height)
        let decoded = try Image.decode(data, maxPixels: 1_000_000)
        #expect(decoded.width == shown.width && decoded.height == shown.height)
        // The dark block's centre lands where the displayed card has it.
        let a = try decoded.colorPlanes(), b = try shown.colorPlanes()
        func darkCentre(_ p: ColorPlanes) -> (Int, Int) {
            var sx = 0, sy = 0, n = 0
            for y in 0..<p.height { for x in 0..<p.width where p.luma(y * p.width + x) < 60 { sx += x; sy += y; n += 1 } }
            return (sx / max(n, 1), sy / max(n, 1))
        }
        let (dx, dy) = darkCentre(a), (sx, sy) = darkCentre(b)
        #expect(abs(dx - sx) <= 2 && abs(dy - sy) <= 2, "orientation \(orientation): (\(dx), \(dy)) against (\(sx), \(sy))")
    }

    @Test func heifOverThePixelLimitIsRefusedBeforeDecoding() throws {
        let data = try HEIFImage.encode(card(), quality: 50)
        #expect(throws: ImagingError.self) { try Image.decode(data, maxPixels: 96 * 64 - 1) }
        do {
            _ = try Image.decode(data, maxPixels: 96 * 64 - 1)
        } catch let error as ImagingError {
            #expect(error.code == .tooLarge && error.message.contains("96 × 64"))
        }
    }

    /// Leptonica reads a GIF's size only by decoding it; a small GIF declaring 30,000 × 30,000 pixels is measured
    /// from its header and refused before any decoding.
    @Test func aGIFDeclaringAHugeImageIsRefusedBeforeDecoding() throws {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        var bytes = Array("GIF89a".utf8) + u16(300) + u16(200) + [0xF0, 0, 0] + [0, 0, 0, 255, 255, 255]
        // A graphic control extension before the image, as most GIFs have.
        bytes += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
        bytes += [0x2C] + u16(0) + u16(0) + u16(30000) + u16(30000) + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
        let header = try Image.header(of: Data(bytes))
        #expect(header.width == 30000 && header.height == 30000)
        #expect {
            try Image.decode(Data(bytes), maxPixels: 150_000_000)
        } throws: { error in
            (error as? ImagingError)?.code == .tooLarge
        }
    }

    @Test func otherFormatsAreNotTakenForHEIF() throws {
        let card = try card()
        for data in [try card.pngData(), try card.jpegData(), try card.encoded(as: .webp), Data()] {
            #expect(!HEIFImage.recognises(data))
        }
    }

    /// A file cut short in any of these formats is an error saying so, never a crash or a picture of nothing.
    @Test func truncatedFilesAreRefused() throws {
        let original = try card(width: 320, height: 240)
        var files = try LeptonicaFormat.allCases.map { ("\($0)", try original.encoded(as: $0)) }
        files.append(("HEIC", try HEIFImage.encode(original, quality: 60)))
        files.append(("AVIF", try HEIFImage.encode(original, avif: true, quality: 60)))
        for (name, data) in files {
            for fraction in [0.1, 0.5] {
                let cut = data.prefix(Int(Double(data.count) * fraction))
                #expect(throws: ImagingError.self, "\(name) cut to \(fraction)") {
                    let image = try Image.decode(Data(cut), maxPixels: 1_000_000)
                    // A decoder that fills the missing rows would still have to say so; none here does.
                    Issue.record("\(name) cut to \(fraction) decoded to \(image.width) × \(image.height)")
                }
            }
        }
    }
}
