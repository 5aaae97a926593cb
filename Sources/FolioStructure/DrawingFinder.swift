import FolioImaging
import FolioModel

/// Where a page holds line art rather than print: a chart's plotted lines, a diagram, a map's roads. The page's
/// straight horizontal and vertical runs (rules, axes, grid lines) are taken out of its ink; what is left in
/// pieces at least `strokeSize` inches across both ways is strokes, not letters (a letter of body text is a
/// tenth of an inch tall). Strokes a grid line cut apart are joined again (a closing of `rejoin` inches), and a
/// drawing is a run of strokes at least `minimumSize` inches across both ways whose ink covers at most
/// `maximumFill` of its box: a photo, a logo or a shaded band is dense. The words round a drawing line up as a
/// table's do (a chart's tick labels beside its legend) without being one (`AlignedTableFinder.drawingShare`).
public struct DrawingFinder: Sendable {
    /// Grey level below which a pixel is ink.
    public var inkThreshold = 170
    /// Shortest straight run taken out first (inches): a rule, an axis or a grid line.
    public var straightRun = 0.3
    /// A stroke is at least this wide and this tall (inches).
    public var strokeSize = 0.2
    /// Strokes this close (inches) are one piece.
    public var rejoin = 0.06
    /// A drawing is at least this wide and this tall (inches).
    public var minimumSize = 0.5
    /// A drawing's ink covers at most this share of its box.
    public var maximumFill = 0.2
    /// Drawings are looked for at about this resolution (pixels per inch): strokes and their gaps are coarse.
    public var workingDPI = 75.0

    public init() {}

    /// The boxes of the drawings on `image` (`dpi` pixels per inch), in the coordinates of a page `scale`
    /// times larger.
    public func drawings(in image: Image, dpi imageDPI: Double, scale imageScale: Double = 1) throws -> [Box] {
        // Its ink halved while that keeps `workingDPI` or more (any ink pixel of four keeps the halved one set).
        var ink = try image.inkMask(below: inkThreshold)
        var dpi = imageDPI, scale = imageScale
        while dpi / 2 >= workingDPI {
            ink = try ink.halved()
            dpi /= 2
            scale *= 2
        }
        let run = max(8, Int(straightRun * dpi))
        let straight = try ink.opened(width: run, height: 1).union(ink.opened(width: 1, height: run))
        let stroke = max(4, Int(strokeSize * dpi))
        let strokes = try ink.subtracting(straight).keepingComponents(width: stroke, height: stroke)
        guard strokes.count > 0 else { return [] }
        let smallest = minimumSize * dpi
        return try strokes.closed(max(3, Int(rejoin * dpi))).componentsWithCounts()
            .filter { part in
                part.box.width >= smallest && part.box.height >= smallest
                    && Double(part.count) <= maximumFill * part.box.width * part.box.height
            }
            .map { $0.box.scaled(by: scale) }
    }
}
