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
    /// A hairline up to this thick (inches) counts as a rule when it is this many grey levels darker than the
    /// paper beside it, however light its grey. Looked for on scans and photos (`findsHairlines`), where a thin
    /// rule blurs or shrinks to grey; a born-digital page's own render draws its rules dark, and is read faster
    /// without.
    public var maximumHairline = 0.02
    public var hairlineContrast = 50
    public var findsHairlines = true
    /// A filled dark band at least this wide and at most this tall (inches) has its top and foot taken as rules.
    public var bandWidth = 1.0
    public var bandHeight = 1.5
    /// Rules may also be light lines between shaded cells: a table of tinted bands parted by white lines
    /// (camelot's background_lines_1.pdf) has no dark rule. Its frame is where the shade (pixels darker than
    /// this grey level, print left out) meets the paper.
    public var shadeThreshold = 245
    /// Widest such light rule (inches): the white line between two shaded cells, not a gap between them.
    public var maximumLightThickness = 0.03
    /// A light rule is this many grey levels lighter than the shade on either side of it.
    public var lightContrast = 10
    /// Print is thinner than this (inches): opened away, what is left of the shade is tinted areas.
    public var printStroke = 0.035
    /// Light rules are looked for only on a page whose tinted areas cover this share of it.
    public var minimumShadeShare = 0.01

    public init() {}

    /// The rules of `image`, whose pixels are `dpi` per inch, in the coordinates of a page `scale` times larger
    /// (the image may be a smaller copy of the page).
    public func rules(in image: Image, dpi: Double, scale: Double = 1) throws -> [RuleSegment] {
        let ink = try image.inkMask(below: inkThreshold)
        let length = max(8, Int(minimumLength * dpi))
        let gap = max(1, Int(bridgedGap * dpi))
        let thickest = max(2, maximumThickness * dpi)
        // A hairline drawn grey, or shrunk to grey with the page (a screenshot's 1 px rule over two pixels at
        // 185), is lighter than the ink level: thin lines darker by `hairlineContrast` than their sides count too.
        // Only away from the ink: the grey halo of print and of dark rules would widen them into their
        // neighbours (a rule into the figures set against it, then taken for text).
        var horizontalInk = ink, verticalInk = ink
        if findsHairlines {
            let across = 2 * max(2, Int((maximumHairline * dpi).rounded(.up))) + 1
            let halo = try ink.dilated(by: 2)
            horizontalInk = try ink.union(image.darkLineMask(width: 1, height: across, contrast: hairlineContrast)
                .subtracting(halo))
            verticalInk = try ink.union(image.darkLineMask(width: across, height: 1, contrast: hairlineContrast)
                .subtracting(halo))
        }
        // Filled areas (a dark heading band, holes of white print filled) are taken out before rules are told
        // apart, so a rule running into one is still a thin line of its own, and the ink between a band's white
        // letters is no rule.
        let thick = try ink.opened(Int(thickest) + 1)
        let filled = thick.count > 0 ? try thick.closed(max(3, Int(0.15 * dpi))) : nil
        func outside(_ mask: BinaryMask, width: Int, height: Int) throws -> BinaryMask {
            guard let filled else { return mask }
            return try mask.subtracting(filled).opened(width: width, height: height)
        }
        let alongX = try horizontalInk.closed(width: gap, height: 1).opened(width: length, height: 1)
        let horizontalBoxes = try outside(alongX, width: length, height: 1).componentBoxes()
            .filter { $0.height <= thickest && $0.width >= Double(length) }
        let horizontalGaps = try Self.gapShares(of: horizontalBoxes, along: .horizontal, in: horizontalInk)
        let horizontal = zip(horizontalBoxes, horizontalGaps)
            .map { RuleSegment(.horizontal, box: $0.scaled(by: scale), gapShare: $1) }
        let alongY = try verticalInk.closed(width: 1, height: gap).opened(width: 1, height: length)
        let verticalBoxes = try outside(alongY, width: 1, height: length).componentBoxes()
            .filter { $0.width <= thickest && $0.height >= Double(length) }
        let verticalGaps = try Self.gapShares(of: verticalBoxes, along: .vertical, in: verticalInk)
        let vertical = zip(verticalBoxes, verticalGaps)
            .map { RuleSegment(.vertical, box: $0.scaled(by: scale), gapShare: $1) }
        // A dark band across a table (a heading set white on black) parts its rows at its top and foot — where
        // the band runs along them, not over a bold caption touching it.
        let bands = try (filled?.componentBoxes() ?? [])
            .filter { $0.width >= max(Double(length), bandWidth * dpi) && $0.height <= bandHeight * dpi }
        var edges: [RuleSegment] = []
        if let filled, !bands.isEmpty {
            let shade = ShadeEdges(bits: filled.bits(), width: filled.width, depth: 2, minimumRun: length)
            edges = bands.flatMap { shade.frame(of: $0, sides: false) }
                .map { RuleSegment(.horizontal, box: $0.box.scaled(by: scale)) }
        }
        return horizontal + vertical + edges + (try lightRules(in: image, dpi: dpi, scale: scale))
    }

    /// For each rule box (pixels of `ink`), the share of its length where no pixel across it is ink: the gaps the
    /// closing bridged.
    static func gapShares(of boxes: [Box], along orientation: RuleSegment.Orientation, in ink: BinaryMask) throws
        -> [Double] {
        try boxes.map { box in
            try ink.emptyLineShare(x: Int(box.x), y: Int(box.y), width: Int(box.width), height: Int(box.height),
                                   alongRows: orientation == .vertical)
        }
    }

    /// Thin light lines between shaded areas, as long as a rule: lighter by `lightContrast` than what a brick
    /// across them leaves (a top-hat), so a line drawn between two pixel rows, grey on both, is found too. A light
    /// gap between letters or lines of text is bounded by print only here and there, and does not run a rule's
    /// length.
    func lightRules(in image: Image, dpi: Double, scale: Double) throws -> [RuleSegment] {
        // Most pages have no shaded area (print opened away, little is left): they are not searched.
        let fill = try image.inkMask(below: shadeThreshold).opened(max(3, Int(printStroke * dpi)))
        guard Double(fill.count) >= minimumShadeShare * Double(image.width * image.height) else { return [] }
        let length = max(8, Int(minimumLength * dpi))
        let widest = max(1, Int(maximumLightThickness * dpi))
        let across = 2 * widest + 1
        // Only where the shade is: the top-hats are the costly part.
        let closedFill = try fill.closed(widest + 1)
        let shaded = try closedFill.componentBoxes()
        guard let region = Box.enclosing(shaded.filter { $0.width >= Double(length) || $0.height >= Double(length) }) else {
            return []
        }
        let x0 = max(0, Int(region.x) - across), y0 = max(0, Int(region.y) - across)
        let part = try image.cropped(x: x0, y: y0, width: min(image.width, Int(region.maxX) + across) - x0,
                                     height: min(image.height, Int(region.maxY) + across) - y0)
        func onPage(_ box: Box) -> Box { box.moved(dx: Double(x0), dy: Double(y0)) }
        let horizontal = try part.lightLineMask(width: 1, height: across, contrast: lightContrast)
            .opened(width: length, height: 1).componentBoxes()
            .filter { $0.height <= Double(widest) && $0.width >= Double(length) }
            .map { RuleSegment(.horizontal, box: onPage($0).scaled(by: scale)) }
        let vertical = try part.lightLineMask(width: across, height: 1, contrast: lightContrast)
            .opened(width: 1, height: length).componentBoxes()
            .filter { $0.width <= Double(widest) && $0.height >= Double(length) }
            .map { RuleSegment(.vertical, box: onPage($0).scaled(by: scale)) }
        // Light lines one way only are bands (a shaded title bar, a caption strip), not a grid.
        guard !horizontal.isEmpty, !vertical.isEmpty else { return [] }
        let inside = horizontal + vertical
        // The shaded cells, joined across their light rules, end where the paper starts: that edge is the
        // table's frame — where the shade runs along it. A caption or a bold word touching the shade reaches
        // past the shaded band at one place only, and draws no frame there.
        var frames: [RuleSegment] = []
        let mask = ShadeEdges(bits: closedFill.bits(), width: closedFill.width, depth: widest + 2, minimumRun: length)
        for box in shaded where box.width >= Double(length) && box.height >= Double(length) {
            guard inside.contains(where: { box.scaled(by: scale).contains(center: $0.box) }) else { continue }
            frames += mask.frame(of: box).map { RuleSegment($0.orientation, box: $0.box.scaled(by: scale)) }
        }
        return inside + frames
    }
}
