import Foundation

/// Every format's seeds, generated deterministically (plus two small fixture pages read from the repository).
enum FuzzSeeds {
    /// The seeds per format, in feeding order.
    static func make(fixturesDirectory: URL, scratch: URL) throws -> [FuzzFormat: [FuzzSeed]] {
        let images = try FuzzImageSeeds(fixturesDirectory: fixturesDirectory, scratch: scratch)
        return [
            .png: try images.png(),
            .jpeg: try images.jpeg(),
            .tiff: try images.tiff(),
            .pdf: try FuzzPDFSeeds.all(scan: images.text, scratch: scratch),
            .webp: try images.webp(),
            .gif: try images.gif(),
            .bmp: try images.bmp(),
            .jp2: try images.jp2(),
            .pnm: try images.pnm(),
            .heic: try images.heic(),
            .avif: try images.avif(),
        ]
    }
}
