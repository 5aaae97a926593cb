import FolioImaging
import Foundation

/// Where the log brightness of a small, smoothed photo changes sharply: the central difference of ln(luma + 4)
/// across x or y. A ratio of brightness, not a difference, so a paper edge against a light table is as strong
/// in a shadow as in full light, while smooth lighting fall-off stays below the threshold.
enum LogEdges {
    /// Pixels whose log-brightness step (over two pixels, either axis) is at least `threshold`.
    static func mask(_ planes: ColorPlanes, threshold: Double = 0.06) -> [Bool] {
        let w = planes.width, h = planes.height
        guard w >= 3, h >= 3 else { return [Bool](repeating: false, count: w * h) }
        let logLuma = (0..<(w * h)).map { log(Double(planes.luma($0)) + 4) }
        var edges = [Bool](repeating: false, count: w * h)
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                let i = y * w + x
                let dx = abs(logLuma[i + 1] - logLuma[i - 1]), dy = abs(logLuma[i + w] - logLuma[i - w])
                edges[i] = max(dx, dy) >= threshold
            }
        }
        return edges
    }
}
