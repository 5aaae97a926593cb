import FolioImaging
import Foundation

/// The HEIC and AVIF seeds, written by `HEIFImage.encode` (x265 and libaom through libheif): 1×1, the text page,
/// 4096×1 (x265 refuses 8192×1), blank, colour, pages stored turned (`irot`) and mirrored (`imir`), a heavily
/// compressed page, thin shapes, fixtures.
extension FuzzImageSeeds {
    /// HEIC seeds (HEVC).
    func heic() throws -> [FuzzSeed] { try heif(.heic) }

    /// AVIF seeds (AV1).
    func avif() throws -> [FuzzSeed] { try heif(.avif) }

    private func heif(_ format: FuzzFormat) throws -> [FuzzSeed] {
        let avif = format == .avif
        let shapes = try FuzzDegenerateImages.shapes([(1, 1), (4_096, 1), (17, 1), (1, 5)], format) {
            try HEIFImage.encode($0.image(), avif: avif)
        }
        func seed(_ name: String, _ pix: FuzzPix, quality: Int = 85, orientation: Int = 1) throws -> FuzzSeed {
            do {
                let data = try HEIFImage.encode(pix.image(), avif: avif, quality: quality, orientation: orientation)
                return self.seed(name, format, data)
            } catch {
                throw BenchError("cannot encode the \(name) seed as \(format.rawValue): \(error)")
            }
        }
        var seeds = [shapes[0], try seed("text", text), shapes[1], try seed("blank", blank)]
        // Orientation 6 is written as `irot` and 2 as `imir`, as a phone stores a photo taken with the phone turned.
        seeds += [try seed("colour", colour()), try seed("irot-turned", text, orientation: 6),
                  try seed("mirrored", text, orientation: 2), try seed("quality10", text, quality: 10)]
        seeds += shapes[2...]
        seeds += try fixtures.map { try seed($0.name, $0.pix) }
        return seeds
    }
}
