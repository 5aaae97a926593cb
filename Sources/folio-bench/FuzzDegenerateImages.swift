import CLeptonica
import Foundation

/// Valid images of degenerate shapes and depths, generated directly: the sizes and bit depths that page
/// stages written for real pages divide by, round to zero or overflow on.
enum FuzzDegenerateImages {
    /// PNG: 1×1, 2×1, 17×1, 1×5 and 65535×1 gray images with a dark pixel or two.
    static func png() throws -> [FuzzSeed] {
        try [(1, 1), (2, 1), (17, 1), (1, 5), (65_535, 1)].map { width, height in
            FuzzSeed(name: "\(width)x\(height)", format: .png, bytes: [UInt8](try speckled(width, height).png()),
                     degenerate: true)
        }
    }

    /// JPEG: 1×1, 17×1 and 1×5.
    static func jpeg() throws -> [FuzzSeed] {
        try [(1, 1), (17, 1), (1, 5)].map { width, height in
            FuzzSeed(name: "\(width)x\(height)", format: .jpeg, bytes: [UInt8](try speckled(width, height).jpeg()),
                     degenerate: true)
        }
    }

    /// TIFF: a 1×1 1-bit image, the text page at 1 bit (G4) and at 16 bits per sample.
    static func tiff(text: FuzzPix) throws -> [FuzzSeed] {
        let dot = try FuzzPix(width: 1, height: 1, depth: 1, value: 1)
        let bilevel = try text.converted("1-bit") { pixConvertTo1($0, 128) }
        let deep = try text.converted("16-bit") { pixConvert8To16($0, 8) }
        return [
            FuzzSeed(name: "1bit-1x1", format: .tiff, bytes: [UInt8](try dot.tiff(compression: Int32(IFF_TIFF_G4))),
                     degenerate: true),
            FuzzSeed(name: "1bit-g4", format: .tiff, bytes: [UInt8](try bilevel.tiff(compression: Int32(IFF_TIFF_G4)))),
            FuzzSeed(name: "16bit", format: .tiff, bytes: [UInt8](try deep.tiff(compression: Int32(IFF_TIFF_ZIP)))),
        ]
    }

    /// Gray images of each (width, height) in `sizes` with a dark pixel or two, as `format` written by `encode`.
    static func shapes(_ sizes: [(Int, Int)], _ format: FuzzFormat, encode: (FuzzPix) throws -> Data) throws
        -> [FuzzSeed] {
        try sizes.map { width, height in
            let name = "\(width)x\(height)"
            do {
                return FuzzSeed(name: name, format: format, bytes: [UInt8](try encode(speckled(width, height))),
                                degenerate: true)
            } catch {
                throw BenchError("cannot encode the \(name) seed as \(format.rawValue): \(error)")
            }
        }
    }

    /// A white `width` × `height` gray image with its first and last pixels black.
    private static func speckled(_ width: Int, _ height: Int) throws -> FuzzPix {
        let image = try FuzzPix(width: width, height: height, value: 255)
        image.set(x: 0, y: 0, to: 0)
        image.set(x: width - 1, y: height - 1, to: 0)
        return image
    }
}
