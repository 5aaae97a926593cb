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

    /// `image` with `quad` warped upright.
    public func rectify(_ image: Image, quad: [Point]) throws -> Image {
        let size = outputSize(for: quad)
        return try image.warpedGray(quad: quad, width: size.width, height: size.height)
    }
}
