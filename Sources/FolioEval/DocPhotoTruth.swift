import Foundation

/// Hand-marked document corners of real photos, as in docphoto-dev's `corners.json`:
/// `{"<file>": {"corners": [[x, y] × 4], "tolerance_pixels": N, "rough": true?}}`, corners relative to the
/// displayed image (x / width, y / height; slightly outside 0…1 when a corner is off the frame), clockwise from
/// the corner the labeller took as top-left.
public struct DocPhotoTruth: Sendable, Equatable {
    /// One photo's label.
    public struct Photo: Sendable, Equatable {
        /// File name in the images folder.
        public var name: String
        /// The four corners relative to the displayed image, in the labeller's order.
        public var corners: [QuadGeometry.Point]
        /// How far in pixels a found corner may lie from the label and still pass.
        public var tolerancePixels: Double
        /// Marked upstream as a temporary, approximate label.
        public var rough: Bool

        /// The corners in pixels of the image as displayed (`width` × `height`, its EXIF orientation applied,
        /// as Folio decodes it).
        public func corners(width: Int, height: Int) -> [QuadGeometry.Point] {
            corners.map { QuadGeometry.Point($0.x * Double(width), $0.y * Double(height)) }
        }
    }

    /// The photos, by name.
    public var photos: [Photo]

    private struct Entry: Decodable {
        var corners: [[Double]]
        var tolerance_pixels: Double
        var rough: Bool?
    }

    /// Reads `corners.json`'s content (`path` names it in errors); throws when it is malformed, lists no photo,
    /// or a photo lacks four `[x, y]` corners or a positive tolerance.
    public init(json data: Data, path: String) throws {
        let entries: [String: Entry]
        do {
            entries = try JSONDecoder().decode([String: Entry].self, from: data)
        } catch {
            throw EvalError(.malformed, path: path, message: "not a corners file (\(error))", underlying: error)
        }
        guard !entries.isEmpty else { throw EvalError(.malformed, path: path, message: "lists no photo") }
        photos = try entries.sorted { $0.key < $1.key }.map { name, entry in
            guard entry.corners.count == 4, entry.corners.allSatisfy({ $0.count == 2 }) else {
                throw EvalError(.malformed, path: path, message: "\(name) needs four [x, y] corners")
            }
            guard entry.tolerance_pixels > 0 else {
                throw EvalError(.malformed, path: path, message: "\(name) needs a positive tolerance_pixels")
            }
            return Photo(name: name, corners: entry.corners.map { QuadGeometry.Point($0[0], $0[1]) },
                         tolerancePixels: entry.tolerance_pixels, rough: entry.rough ?? false)
        }
    }
}
