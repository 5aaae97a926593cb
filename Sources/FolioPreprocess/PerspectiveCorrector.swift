import FolioImaging
import FolioModel
import Foundation

/// Warps a document quadrilateral onto an upright rectangle whose sides follow the quad's (the longer of each
/// pair of opposite sides, so no detail is lost), with bilinear interpolation; the result is 8-bit gray.
public struct PerspectiveCorrector: Sendable {
    public init() {}

    /// The output size for `quad` (TL, TR, BR, BL).
    public func outputSize(for quad: [Point]) -> (width: Int, height: Int) {
        let top = PolygonMath.distance(quad[0], quad[1]), bottom = PolygonMath.distance(quad[3], quad[2])
        let left = PolygonMath.distance(quad[0], quad[3]), right = PolygonMath.distance(quad[1], quad[2])
        return (max(1, Int(max(top, bottom).rounded())), max(1, Int(max(left, right).rounded())))
    }

    /// `image` with `quad` warped upright. Only the quad's bounding box is converted and warped: Leptonica's
    /// warp computes every pixel of its input, so a receipt in a large photo would otherwise cost the whole photo.
    public func rectify(_ image: Image, quad: [Point]) throws -> Image {
        let size = outputSize(for: quad)
        let margin = 2.0
        let left = max(0, Int((quad.map(\.x).min() ?? 0) - margin))
        let top = max(0, Int((quad.map(\.y).min() ?? 0) - margin))
        let right = min(image.width, Int(((quad.map(\.x).max() ?? 0) + margin).rounded(.up)) + 1)
        let bottom = min(image.height, Int(((quad.map(\.y).max() ?? 0) + margin).rounded(.up)) + 1)
        guard right > left, bottom > top, right - left < image.width || bottom - top < image.height else {
            return try image.warpedGray(quad: quad, width: size.width, height: size.height)
        }
        let window = try image.cropped(x: left, y: top, width: right - left, height: bottom - top)
        let shifted = quad.map { Point(x: $0.x - Double(left), y: $0.y - Double(top)) }
        return try window.warpedGray(quad: shifted, width: size.width, height: size.height)
    }
}
