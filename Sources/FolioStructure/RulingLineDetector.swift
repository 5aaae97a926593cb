import FolioImaging
import FolioModel

/// Finds the horizontal and vertical rules of a page image with Leptonica's morphology: ink pixels are closed
/// along each direction (a dashed or broken rule becomes one run), opened with a long thin brick (letters,
/// whose strokes are short, vanish), and what is left is taken component by component.
public struct RulingLineDetector: Sendable {
    /// Grey level below which a pixel is ink.
    public var inkThreshold = 170
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
        let ink = try image.inkMask(below: inkThreshold)
        let length = max(8, Int(minimumLength * dpi))
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
