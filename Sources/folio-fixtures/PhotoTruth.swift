import Foundation

/// One synthetic photo's truth as written to `truth.json`: which scan it shows and where the document's
/// corners are.
struct PhotoTruth: Codable {
    /// The photo's file name in the output folder, e.g. `"003.jpg"`.
    var photo: String
    /// Absolute path of the flat scan composited into it.
    var scan: String
    /// The document's corners in photo pixels, `[x, y]` each: top-left, top-right, bottom-right, bottom-left;
    /// in hand-held scenes one or two may lie outside the photo.
    var corners: [[Double]]
    /// The surface it lies on (`PhotoBackground` raw value).
    var background: String
    /// Photo size in pixels.
    var width: Int
    var height: Int
    /// The scan's rectangle used as the document, `[x, y, width, height]` in scan pixels (dark scanner borders
    /// left out).
    var scanCrop: [Int]
    /// In-plane rotation of the document in degrees (clockwise positive).
    var rotationDegrees: Double
    /// `linear` or `radial` fall-off, with `+shadow` when a shadow band crosses the document.
    var lighting: String
    /// Whether a thumb covers part of one edge.
    var thumb: Bool
    var blurSigma: Double
    var jpegQuality: Int
    /// The hard scene's kind (`PhotoScene` raw value); absent for the default scenes, whose truth is unchanged.
    var scene: String? = nil
    /// The hard scene's particulars, e.g. `"2 sheets"` or `"1 corner(s) outside, held on 2 edges"`.
    var sceneDetail: String? = nil
    /// How many corners lie outside the photo (hard scenes only; the corners are never clipped to the photo).
    var cornersOutside: Int? = nil

    /// Writes `entries` as a pretty-printed JSON array.
    static func write(_ entries: [PhotoTruth], to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(entries).write(to: url)
        } catch {
            throw FixtureError("write \(url.path)", "\(error)")
        }
    }
}

extension Double {
    /// This value rounded to `places` decimal places, for readable JSON.
    func rounded(places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
