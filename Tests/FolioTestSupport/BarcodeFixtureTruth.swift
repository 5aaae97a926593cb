import Foundation

/// One file's entry in `Fixtures/barcodes/truth.json` (written by `folio-fixtures barcodes`; see
/// Fixtures/README.md): the codes printed in it, in reading order.
public struct BarcodeFixtureTruth: Decodable, Sendable {
    /// A printed code: ZBar's name for its symbology, its payload, and the box of its bars or modules.
    public struct Code: Decodable, Sendable {
        public var symbology: String
        public var payload: String
        public var box: Box
    }

    /// A rectangle in the file's units.
    public struct Box: Decodable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        /// Whether the rectangle `(x, y, width, height)` lies inside this box grown by `margin` on every side.
        public func contains(x: Double, y: Double, width: Double, height: Double, margin: Double) -> Bool {
            x >= self.x - margin && y >= self.y - margin && x + width <= self.x + self.width + margin
                && y + height <= self.y + self.height + margin
        }

        /// The box with every length multiplied by `factor` (points to pixels: dpi / 72).
        public func scaled(by factor: Double) -> Box {
            Box(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
        }
    }

    public var file: String
    /// `"px"` (boxes in the image's pixels) or `"pt"` (a PDF's points from the page's top-left corner).
    public var units: String
    public var codes: [Code]

    /// Each code as `"<symbology> <payload>"`, sorted: what a reader must report, in any order.
    public var expected: [String] { codes.map { "\($0.symbology) \($0.payload)" }.sorted() }

    /// Every entry of the truth file.
    public static func all() throws -> [BarcodeFixtureTruth] {
        try JSONDecoder().decode([BarcodeFixtureTruth].self,
                                 from: Data(contentsOf: TestPaths.fixture("barcodes/truth.json")))
    }

    /// The entry for `file`; throws when the truth does not list it.
    public static func entry(_ file: String) throws -> BarcodeFixtureTruth {
        guard let entry = try all().first(where: { $0.file == file }) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "truth.json lists no \(file)"])
        }
        return entry
    }
}
