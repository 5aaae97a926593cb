import FolioImaging
import FolioModel
import Foundation

/// Separates paper from background on a small, smoothed photo: each pixel's distance to the paper colour
/// (sampled from the bright pixels at the centre; brightness as a ratio, so shading matters less than hue),
/// thresholded with Otsu's method.
struct PaperSegmentation {
    let width: Int
    let height: Int
    /// Pixels close to the paper colour.
    let paper: [Bool]
    /// Whether each pixel has the paper's chromaticity at any brightness (paper in shadow, but also a gray
    /// table under white paper); nil where it is too dark to tell (ink, a dark surface).
    let paperChroma: [Bool?]
    /// The same, loosely: paper in the shade of something lit by another light (its colour shifted towards the
    /// shade's, down to a fifth of the paper's brightness).
    let shadedPaperChroma: [Bool?]
    /// Whether each pixel is at least as bright as the paper and of its colour: white paper whose colour was
    /// taken darker than it is (a page of shaded table rows under the centre).
    let whiterThanPaper: [Bool]

    init(planes: ColorPlanes) {
        width = planes.width
        height = planes.height
        let n = width * height
        // Paper colour: the brighter half of the central window (text is dark, so it is left out).
        var central: [(luma: Int, index: Int)] = []
        // At least the centre pixel, however small the image.
        let rows = (height * 3 / 10)..<max(height * 7 / 10, height * 3 / 10 + 1)
        let columns = (width * 3 / 10)..<max(width * 7 / 10, width * 3 / 10 + 1)
        for y in rows where y < height {
            for x in columns where x < width {
                let i = y * width + x
                central.append((planes.luma(i), i))
            }
        }
        central.sort { $0.luma < $1.luma }
        let bright = central.suffix(max(1, central.count / 2))
        var r = 0.0, g = 0.0, b = 0.0
        for item in bright {
            r += Double(planes.red[item.index])
            g += Double(planes.green[item.index])
            b += Double(planes.blue[item.index])
        }
        let count = Double(max(1, bright.count))
        let (pr, pg, pb) = (r / count, g / count, b / count)
        let paperLuma = max(1, (pr * 77 + pg * 150 + pb * 29) / 256)
        let paperSum = max(1, pr + pg + pb)
        let (prc, pgc) = (pr / paperSum, pg / paperSum)

        var distance = [UInt8](repeating: 0, count: n)
        var chroma = [Bool?](repeating: nil, count: n)
        var shaded = [Bool?](repeating: nil, count: n)
        var whiter = [Bool](repeating: false, count: n)
        var histogram = [Int](repeating: 0, count: 256)
        for i in 0..<n {
            let R = Double(planes.red[i]), G = Double(planes.green[i]), B = Double(planes.blue[i])
            let luma = Double(planes.luma(i))
            let brightness = abs(1 - luma / paperLuma) * 255 * 0.7
            let sum = max(1, R + G + B)
            let hue = (abs(R / sum - prc) + abs(G / sum - pgc)) * 255 * 3
            if luma >= paperLuma * 0.35 { chroma[i] = hue <= 25 }
            if luma >= paperLuma * 0.2 { shaded[i] = hue <= 60 }
            whiter[i] = luma >= paperLuma && hue <= 25
            let d = min(255, Int(brightness + hue))
            distance[i] = UInt8(d)
            histogram[d] += 1
        }
        let threshold = min(90, max(20, Otsu.threshold(histogram)))
        paper = distance.map { Int($0) <= threshold }
        paperChroma = chroma
        shadedPaperChroma = shaded
        whiterThanPaper = whiter
    }

    /// The index of the pixel under point `p` of an image `scale` times as large, or nil outside the image.
    func index(at p: Point, scale: Double) -> Int? {
        let x = Int(p.x / scale), y = Int(p.y / scale)
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return y * width + x
    }

    /// `paperChroma` under point `p` of an image `scale` times as large; nil outside the image or where too dark
    /// to tell.
    func hasPaperChroma(at p: Point, scale: Double) -> Bool? {
        index(at: p, scale: scale).flatMap { paperChroma[$0] }
    }

    /// A flat scan or born-digital page has paper right up to its edges; a photo has background there. Paper
    /// whiter than the paper colour taken under the centre counts (a page of shaded table rows).
    var looksLikeFlatScan: Bool {
        let band = max(2, min(width, height) / 33)
        var total = 0, paperCount = 0
        for y in 0..<height {
            for x in 0..<width where x < band || x >= width - band || y < band || y >= height - band {
                total += 1
                if paper[y * width + x] || whiterThanPaper[y * width + x] { paperCount += 1 }
            }
        }
        return total > 0 && Double(paperCount) / Double(total) > 0.6
    }

    /// The cleaned-up paper region under the centre (or, without `cut`, the largest one): its area, outline
    /// points and pixels. `base` defaults to the colour mask; `cut` pixels (sharp edges) are removed after closing, so a
    /// paper edge separates the paper from a surface of nearly its colour.
    func documentRegion(minimumAreaFraction: Double, base: [Bool]? = nil,
                        cut: [Bool]? = nil) throws -> (area: Int, outline: [Point], bits: [Bool])? {
        var mask = try BinaryMask(width: width, height: height, bits: base ?? paper).closed(max(3, width / 60))
        if let cut {
            let bits = zip(try mask.holesFilled().bits(), cut).map { $0 && !$1 }
            mask = try BinaryMask(width: width, height: height, bits: bits)
        }
        mask = try mask.holesFilled().opened(max(3, min(width, height) / 30))
        let centre = try mask.component(containing: width / 2, height / 2)
        guard let region = try centre ?? (cut == nil ? mask.largestComponent() : nil) else { return nil }
        let area = region.count
        guard Double(area) >= minimumAreaFraction * Double(width * height) else { return nil }
        let bits = region.bits()
        return (area, Self.outline(of: bits, width: width, height: height), bits)
    }

    /// The extreme set pixels of every row and column: enough for the convex hull.
    static func outline(of bits: [Bool], width: Int, height: Int) -> [Point] {
        var points: [Point] = []
        for y in 0..<height {
            let row = y * width
            if let first = (0..<width).first(where: { bits[row + $0] }),
               let last = (0..<width).last(where: { bits[row + $0] }) {
                points.append(Point(x: Double(first), y: Double(y)))
                points.append(Point(x: Double(last) + 1, y: Double(y)))
                points.append(Point(x: Double(first), y: Double(y) + 1))
                points.append(Point(x: Double(last) + 1, y: Double(y) + 1))
            }
        }
        return points
    }
}
