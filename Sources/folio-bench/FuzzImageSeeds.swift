import CLeptonica
import FolioImaging
import Foundation

/// The PNG, JPEG and TIFF seeds, in the order the fuzz feeds them unmutated: the shapes most likely to break
/// something first, so that a small run (`--per-format 10`) already includes them.
struct FuzzImageSeeds {
    /// Generated pages with a few words, ~300×200 px.
    let text: FuzzPix
    /// A white page with nothing on it.
    let blank: FuzzPix
    /// Small real pages from `Fixtures/ocr`, scaled to about 300–400 px wide (empty when the folder is absent).
    let fixtures: [(name: String, pix: FuzzPix)]
    /// Folder for the scratch files multi-page TIFFs go through.
    let scratch: URL

    /// Renders the generated pages and reads the fixture pages under `fixturesDirectory` (skipping missing ones).
    init(fixturesDirectory: URL, scratch: URL) throws {
        text = try FuzzTextRaster.render()
        blank = try FuzzPix(width: 300, height: 200, value: 255)
        var fixtures: [(String, FuzzPix)] = []
        for name in ["plintrex", "hello"] {
            let url = fixturesDirectory.appendingPathComponent("ocr/\(name).png")
            guard FileManager.default.fileExists(atPath: url.path) else {
                BenchIO.log("seed \(url.path) not found; fuzzing without it")
                continue
            }
            let page = try FuzzPix(reading: url)
            let scale = Float(min(1, 400 / Double(max(page.width, 1))))
            fixtures.append((name, scale < 1 ? try page.converted("scaled \(name)") { pixScale($0, scale, scale) } : page))
        }
        self.fixtures = fixtures
        self.scratch = scratch
    }

    /// PNG seeds: 1×1, the text page, 65535×1, a blank page, other thin shapes, colour and palette pages, one stored
    /// on its side under an EXIF orientation, fixtures.
    func png() throws -> [FuzzSeed] {
        let degenerate = try FuzzDegenerateImages.png()
        let rgb = try text.converted("RGB") { pixConvertTo32($0) }
        let palette = try text.converted("palette") { pixConvertGrayToColormap($0) }
        var seeds = [degenerate[0], try seed("text", .png, text.png()), degenerate[4], try seed("blank", .png, blank.png())]
        seeds += degenerate[1...3]
        seeds += [try seed("rgb", .png, rgb.png()), try seed("palette", .png, palette.png())]
        // An eXIf chunk, so mutations reach the orientation reader.
        seeds += [try seed("exif-turned", .png, ExifOrientation.tagging(png: text.png(), orientation: 6))]
        seeds += try fixtures.map { try seed($0.name, .png, $0.pix.png()) }
        return seeds
    }

    /// JPEG seeds: 1×1, the text page, a blank page, progressive and colour pages, one stored on its side under an
    /// EXIF orientation, thin shapes, fixtures.
    func jpeg() throws -> [FuzzSeed] {
        let degenerate = try FuzzDegenerateImages.jpeg()
        let rgb = try text.converted("RGB") { pixConvertTo32($0) }
        var seeds = [degenerate[0], try seed("text", .jpeg, text.jpeg()), try seed("blank", .jpeg, blank.jpeg())]
        seeds += [try seed("progressive", .jpeg, text.jpeg(progressive: true)), try seed("rgb", .jpeg, rgb.jpeg())]
        // A phone photo's EXIF block, so mutations reach the orientation reader.
        seeds += [try seed("exif-turned", .jpeg, ExifOrientation.tagging(text.jpeg(), orientation: 6))]
        seeds += degenerate[1...]
        seeds += try fixtures.map { try seed($0.name, .jpeg, $0.pix.jpeg()) }
        return seeds
    }

    /// TIFF seeds: 1-bit 1×1, the text page, a two-page TIFF, 16-bit, 1-bit G4, blank, other compressions.
    func tiff() throws -> [FuzzSeed] {
        let degenerate = try FuzzDegenerateImages.tiff(text: text)
        let second = fixtures.last?.pix ?? blank
        let multipage = try FuzzPix.multiPageTIFF([text, second], compression: Int32(IFF_TIFF_ZIP), scratch: scratch)
        let rgb = try text.converted("RGB") { pixConvertTo32($0) }
        var seeds = [degenerate[0], try seed("text", .tiff, text.tiff(compression: Int32(IFF_TIFF_ZIP))),
                     FuzzSeed(name: "multipage", format: .tiff, bytes: [UInt8](multipage)), degenerate[2], degenerate[1],
                     try seed("blank", .tiff, blank.tiff(compression: Int32(IFF_TIFF_ZIP)))]
        seeds += [try seed("lzw", .tiff, text.tiff(compression: Int32(IFF_TIFF_LZW))),
                  try seed("raw", .tiff, text.tiff(compression: Int32(IFF_TIFF))),
                  try seed("rgb-lzw", .tiff, rgb.tiff(compression: Int32(IFF_TIFF_LZW)))]
        seeds += try fixtures.map { try seed($0.name, .tiff, $0.pix.tiff(compression: Int32(IFF_TIFF_ZIP))) }
        return seeds
    }

    /// A seed named `name` of `format` holding `data`.
    func seed(_ name: String, _ format: FuzzFormat, _ data: Data) -> FuzzSeed {
        FuzzSeed(name: name, format: format, bytes: [UInt8](data))
    }
}
