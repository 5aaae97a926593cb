import CLeptonica
import FolioImaging
import Foundation

/// The seeds of the formats Folio reads through Leptonica besides PNG, JPEG and TIFF — WebP, GIF, BMP, JPEG 2000
/// and PNM — written as Folio writes them in its tests (`Image.encoded(as:)`), plus what only Leptonica's own
/// writers make (a colour map, 16 bits, lossless WebP, chosen JPEG 2000 levels). Degenerate shapes, the text page
/// and a blank page come first, as for PNG.
extension FuzzImageSeeds {
    /// The text page with blue ink: a real colour image (GIF quantises it, BMP keeps 24 bits).
    func colour() throws -> FuzzPix { try text.converted("colour") { pixColorizeGray($0, 0x2040_C000, 0) } }

    /// WebP seeds: 1×1, the text page, 16383×1 (WebP's widest), blank, lossless, colour, colour with
    /// transparency (VP8X and ALPH chunks), thin shapes, fixtures.
    func webp() throws -> [FuzzSeed] {
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (16_383, 1), (17, 1), (1, 5)], .webp) {
            try $0.image().encoded(as: .webp)
        }
        let colour = try colour()
        let translucent = try colour.converted("alpha") { pixSetAlphaOverWhite($0) }
        var seeds = [shapes[0], try leptonica("text", .webp, text), shapes[1], try leptonica("blank", .webp, blank)]
        seeds += [seed("lossless", .webp, try text.webp(lossless: true)), try leptonica("colour", .webp, colour),
                  seed("alpha", .webp, try translucent.webp(lossless: false)),
                  seed("alpha-lossless", .webp, try translucent.webp(lossless: true))]
        seeds += shapes[2...]
        seeds += try fixtures.map { try leptonica($0.name, .webp, $0.pix) }
        return seeds
    }

    /// GIF seeds: 1×1, the text page, 65535×1, blank, colour (quantised), 1-bit, thin shapes, fixtures.
    func gif() throws -> [FuzzSeed] {
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (65_535, 1), (17, 1), (1, 5)], .gif) {
            try $0.image().encoded(as: .gif)
        }
        var seeds = [shapes[0], try leptonica("text", .gif, text), shapes[1], try leptonica("blank", .gif, blank)]
        seeds += [try leptonica("colour", .gif, colour()), try leptonica("1bit", .gif, bilevel())]
        seeds += shapes[2...]
        seeds += try fixtures.map { try leptonica($0.name, .gif, $0.pix) }
        return seeds
    }

    /// BMP seeds: 1×1, the text page, 65535×1, blank, a colour-mapped page, 1-bit, 24-bit colour, thin shapes,
    /// fixtures.
    func bmp() throws -> [FuzzSeed] {
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (65_535, 1), (17, 1), (1, 5)], .bmp) {
            try $0.image().encoded(as: .bmp)
        }
        let palette = try text.converted("palette") { pixConvertGrayToColormap($0) }
        var seeds = [shapes[0], try leptonica("text", .bmp, text), shapes[1], try leptonica("blank", .bmp, blank)]
        seeds += [seed("palette", .bmp, try palette.written(Int32(IFF_BMP), "BMP")),
                  try leptonica("1bit", .bmp, bilevel()), try leptonica("colour", .bmp, colour())]
        seeds += shapes[2...]
        seeds += try fixtures.map { try leptonica($0.name, .bmp, $0.pix) }
        return seeds
    }

    /// JPEG 2000 seeds: 1×1, the text page, a bare codestream (J2K, no JP2 boxes), blank, lossless, colour,
    /// one wavelet level, thin shapes, fixtures. The shapes have one level: OpenJPEG refuses more resolutions than
    /// a side has halvings.
    func jp2() throws -> [FuzzSeed] {
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (17, 1), (1, 5), (4_096, 1)], .jp2) {
            try $0.jp2(quality: 34, levels: 1)
        }
        let text = try leptonica("text", .jp2, self.text)
        guard let codestream = FuzzBoxes.payload(of: "jp2c", in: text.bytes) else {
            throw BenchError("the JPEG 2000 text seed has no jp2c box")
        }
        var seeds = [shapes[0], text, FuzzSeed(name: "codestream", format: .jp2, bytes: codestream),
                     try leptonica("blank", .jp2, blank)]
        seeds += [seed("lossless", .jp2, try self.text.jp2(quality: 100, levels: 5)),
                  try leptonica("colour", .jp2, colour()), seed("1level", .jp2, try self.text.jp2(quality: 34, levels: 1))]
        seeds += shapes[1...]
        seeds += try fixtures.map { try leptonica($0.name, .jp2, $0.pix) }
        return seeds
    }

    /// PNM seeds: 1×1, the text page (P5), 65535×1, blank, colour (P6), 1-bit (P4), plain P2, P1 and P3 with a
    /// header comment, 16-bit gray, thin shapes, fixtures.
    func pnm() throws -> [FuzzSeed] {
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (65_535, 1), (17, 1), (1, 5)], .pnm) {
            try $0.image().encoded(as: .pnm)
        }
        let colour = try colour(), bilevel = try bilevel()
        let deep = try text.converted("16-bit") { pixConvert8To16($0, 8) }
        var seeds = [shapes[0], try leptonica("text", .pnm, text), shapes[1], try leptonica("blank", .pnm, blank)]
        seeds += [try leptonica("colour", .pnm, colour), try leptonica("1bit", .pnm, bilevel),
                  seed("plain-gray", .pnm, try FuzzPlainPNM.encode(text)),
                  seed("plain-1bit", .pnm, try FuzzPlainPNM.encode(bilevel)),
                  seed("plain-colour", .pnm, try FuzzPlainPNM.encode(colour)),
                  seed("16bit", .pnm, try deep.written(Int32(IFF_PNM), "PNM"))]
        seeds += shapes[2...]
        seeds += try fixtures.map { try leptonica($0.name, .pnm, $0.pix) }
        return seeds
    }

    /// The text page at 1 bit per pixel.
    func bilevel() throws -> FuzzPix { try text.converted("1-bit") { pixConvertTo1($0, 128) } }

    /// `pix` as `format`, written by `Image.encoded(as:)`.
    private func leptonica(_ name: String, _ format: FuzzFormat, _ pix: FuzzPix) throws -> FuzzSeed {
        let kind: LeptonicaFormat
        switch format {
        case .webp: kind = .webp
        case .gif: kind = .gif
        case .bmp: kind = .bmp
        case .jp2: kind = .jpeg2000
        case .pnm: kind = .pnm
        default: throw BenchError("\(format.rawValue) is not written through Image.encoded(as:)")
        }
        do {
            return seed(name, format, try pix.image().encoded(as: kind))
        } catch {
            throw BenchError("cannot encode the \(name) seed as \(format.rawValue): \(error)")
        }
    }
}
