import FolioImaging
import FolioModel

/// Finds the horizontal and vertical rules of a page image with Leptonica's morphology: ink pixels are closed
/// along each direction (a dashed or broken rule becomes one run), opened with a long thin brick (letters,
/// whose strokes are short, vanish), and what is left is taken component by component.
public struct RulingLineDetector: Sendable {
    /// Grey level below which a pixel is ink.
    public var inkThreshold = 170
    /// A second, lighter level: light grey rules (web tables' #a2a9b1 border prints at grey 168–170) are found
    /// there too. A shaded band turns into a thick area at this level and is dropped, so the rules that border
    /// it come from the first level. Only long rules count there (`lightMinimumLength`, inches): at that level
    /// the baselines of a dense row of text also join into short runs.
    public var lightInkThreshold = 215
    public var lightMinimumLength = 1.0
    /// Shortest rule, in inches: longer than any letter stroke, shorter than a narrow table column.
    public var minimumLength = 0.3
    /// Gaps in a rule up to this long (inches) are bridged: dashes, dots, breaks in a scanned rule.
    public var bridgedGap = 0.04
    /// Rules thicker than this (inches) are filled areas (a shaded band, a photo), not rules.
    public var maximumThickness = 0.08

    public init() {}

    /// The rules of `image`, whose pixels are `dpi` per inch, in the coordinates of a page `scale` times larger
    /// (the image may be a smaller copy of the page).
    public func rules(in image: Image, dpi: Double, scale: Double = 1) throws -> [RuleSegment] {
        let dark = try rules(in: image, below: inkThreshold, length: minimumLength, dpi: dpi, scale: scale)
        // Rules the lighter level adds: those no dark one already lies along.
        let light = try rules(in: image, below: lightInkThreshold, length: lightMinimumLength, dpi: dpi,
                              scale: scale).filter { rule in
            !dark.contains { $0.orientation == rule.orientation && abs($0.position - rule.position) <= 3 * scale
                && min($0.end, rule.end) - max($0.start, rule.start) > 0.5 * rule.length }
        }
        return dark + light
    }

    private func rules(in image: Image, below threshold: Int, length inches: Double, dpi: Double,
                       scale: Double) throws -> [RuleSegment] {
        let ink = try image.inkMask(below: threshold)
        let length = max(8, Int(inches * dpi))
        let gap = max(1, Int(bridgedGap * dpi))
        let thickest = max(2, maximumThickness * dpi)
        let horizontal = try ink.closed(width: gap, height: 1).opened(width: length, height: 1).componentBoxes()
            .filter { $0.height <= thickest && $0.width >= Double(length) }
            .map { RuleSegment(.horizontal, box: $0.scaled(by: scale)) }
        let vertical = try ink.closed(width: 1, height: gap).opened(width: 1, height: length).componentBoxes()
            .filter { $0.width <= thickest && $0.height >= Double(length) }
            .map { RuleSegment(.vertical, box: $0.scaled(by: scale)) }
        return horizontal + vertical
    }
}
