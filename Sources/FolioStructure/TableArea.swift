import FolioModel

/// A part of a page the user names as holding its tables (tabula's `--area`, camelot's `table_regions`): the
/// `tables` stage then looks for tables there only, and leaves out the rest of the page — a title or heading
/// row above the area, a footnote or a second table below it. The edges are measured from the page's top-left
/// corner as Folio stores the page (upright, and for a photo as rectified): in points (1/72 inch, at the page's
/// resolution), as tabula takes them, or in percent of the page's width and height.
public struct TableArea: Sendable, Hashable, Codable {
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case points
        case percent
    }

    /// 1-based page numbers the area applies to; nil for every page.
    public var pages: Set<Int>?
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public var unit: Unit

    public init(pages: Set<Int>? = nil, top: Double, left: Double, bottom: Double, right: Double,
                unit: Unit = .points) {
        self.pages = pages
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.unit = unit
    }

    /// Whether the area applies to the page at 0-based `index`.
    public func applies(toPageAt index: Int) -> Bool {
        pages.map { $0.contains(index + 1) } ?? true
    }

    /// The area in page pixels, for a page `width` × `height` pixels at `dpi` pixels per inch.
    public func box(width: Double, height: Double, dpi: Double) -> Box {
        let (x0, y0, x1, y1): (Double, Double, Double, Double)
        switch unit {
        case .points:
            let scale = dpi / 72
            (x0, y0, x1, y1) = (left * scale, top * scale, right * scale, bottom * scale)
        case .percent:
            (x0, y0, x1, y1) = (left * width / 100, top * height / 100, right * width / 100, bottom * height / 100)
        }
        return Box(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

extension PageEvidence {
    /// The page's evidence inside `box`: the words whose middle lies in it, and the parts of rules that cross it
    /// grown by `ruleMargin` pixels on every side (a table's frame drawn on the area's edge, or just outside it).
    public func within(_ box: Box, ruleMargin: Double = 0) -> PageEvidence {
        var part = self
        part.words = words.filter { box.contains(center: $0.box) }
        let grown = Box(x: box.x - ruleMargin, y: box.y - ruleMargin, width: box.width + 2 * ruleMargin,
                        height: box.height + 2 * ruleMargin)
        part.rules = rules.compactMap { rule in
            let x0 = max(rule.box.x, grown.x), x1 = min(rule.box.maxX, grown.maxX)
            let y0 = max(rule.box.y, grown.y), y1 = min(rule.box.maxY, grown.maxY)
            guard x1 > x0, y1 > y0 else { return nil }
            return RuleSegment(rule.orientation, box: Box(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                               gapShare: rule.gapShare)
        }
        return part
    }
}
