import FolioImaging
import FolioModel

/// The type of a scanned line measured from its ink: the height from the tops of its tall letters to the
/// baseline gives the em (tall letters stand about 0.72 em, x-height letters about 0.52), and the width of its
/// strokes, against the em, tells bold from regular. OCR boxes are too loose or too tight to say either.
public struct LineInk: GrayPageReader {
    /// The em in page pixels and the strokes' mean width over the em.
    public struct Measure: Sendable, Hashable {
        public var em: Double
        public var strokeShare: Double
    }

    /// The page image in gray, `scale` page pixels per image pixel.
    let page: GrayPage

    public init(page: GrayPage) {
        self.page = page
    }

    /// The measure of the line in `box`. When its text has `tallLetters` (capitals, digits or ascenders), its
    /// em comes from their height even where the densest band is theirs, not the x-height ("AGM.", "The key
    /// words "MUST", "MUST NOT","): capitals set close make the band as dense as lower-case letters do.
    public func measure(_ box: Box, tallLetters: Bool = false) -> Measure? {
        let x0 = max(0, Int(box.x / scale)), x1 = min(width - 1, Int(box.maxX / scale))
        let y0 = max(0, Int(box.y / scale)), y1 = min(height - 1, Int(box.maxY / scale))
        guard x1 - x0 >= 8, y1 - y0 >= 6 else { return nil }
        var rows = [Int](repeating: 0, count: y1 - y0 + 1)
        for y in y0...y1 {
            var count = 0
            let base = y * width
            for x in x0...x1 where gray[base + x] < 128 { count += 1 }
            rows[y - y0] = count
        }
        guard let peak = rows.max(), peak >= 3, let peakRow = rows.firstIndex(of: peak) else { return nil }
        // The x-height band: the dense rows around the densest.
        var bandTop = peakRow, baseline = peakRow
        while bandTop > 0, Double(rows[bandTop - 1]) >= 0.4 * Double(peak) { bandTop -= 1 }
        while baseline < rows.count - 1, Double(rows[baseline + 1]) >= 0.4 * Double(peak) { baseline += 1 }
        // Up from the band to the tops of the tall letters, stopping at an empty row (the gap to the line above).
        var top = bandTop
        while top > 0, rows[top - 1] > 0 { top -= 1 }
        let xHeight = Double(baseline - bandTop + 1), tall = Double(baseline - top + 1)
        let em = (tallLetters || tall - xHeight >= 0.25 * xHeight ? tall / 0.72 : xHeight / 0.52) * scale
        // Mean horizontal run of ink across the band: a stem's width (bars and bowls lengthen it alike in every
        // line, regular or bold).
        var ink = 0, runs = 0
        for y in (y0 + bandTop)...(y0 + baseline) {
            var inRun = false
            let base = y * width
            for x in x0...x1 {
                if gray[base + x] < 128 {
                    ink += 1
                    if !inRun { runs += 1; inRun = true }
                } else {
                    inRun = false
                }
            }
        }
        guard runs > 0, em > 0 else { return nil }
        return Measure(em: em, strokeShare: Double(ink) / Double(runs) * scale / em)
    }

    /// Whether `text` holds a letter or digit that stands above the x-height: a capital, a digit or one of
    /// "bdfhklt".
    public static func hasTallLetters(_ text: String) -> Bool {
        text.contains { $0.isUppercase || $0.isNumber || "bdfhklt".contains($0) }
    }
}
