import FolioModel

/// A quarter turn that brings text running down or up a page (a wide table set sideways on an upright page)
/// upright, so the finders see rows as rows; and the turn back, for the tables they find.
public struct PageTurn: Sendable {
    public enum Direction: Sendable { case upright, topToBottom, bottomToTop }

    public let direction: Direction
    /// The page's size before the turn.
    let width: Double
    let height: Double

    /// The way most of the page's text runs: lines of four or more characters taller than wide (by a fifth:
    /// a horizontal word of four letters is about twice as wide as tall) are vertical; when they are most of
    /// the lines, the order of their words says down or up.
    public static func dominant(in lines: [Line], width: Double, height: Double) -> PageTurn {
        let counted = lines.filter { $0.text.count >= 4 }
        let vertical = counted.filter { $0.box.height >= 1.2 * $0.box.width }
        guard counted.count >= 5, Double(vertical.count) >= 0.6 * Double(counted.count) else {
            return PageTurn(direction: .upright, width: width, height: height)
        }
        let downward = vertical.filter { $0.words.count >= 2 }.reduce(0.0) { total, line in
            total + (line.words[1].box.y - line.words[0].box.y)
        }
        return PageTurn(direction: downward >= 0 ? .topToBottom : .bottomToTop, width: width, height: height)
    }

    /// `page` turned so its text is upright.
    public func upright(_ page: PageEvidence) -> PageEvidence {
        guard direction != .upright else { return page }
        return PageEvidence(width: height, height: width, dpi: page.dpi,
                            words: page.words.map { var w = $0; w.box = turned($0.box); w.glyphEdges = nil; return w },
                            rules: page.rules.map {
                                RuleSegment($0.orientation == .horizontal ? .vertical : .horizontal, box: turned($0.box),
                                            gapShare: $0.gapShare)
                            },
                            drawings: page.drawings.map(turned))
    }

    /// `table`, found on the upright page, in the page's own coordinates.
    public func back(_ table: Table) -> Table {
        guard direction != .upright else { return table }
        var original = table
        original.box = unturned(table.box)
        for i in original.cells.indices { original.cells[i].box = unturned(table.cells[i].box) }
        return original
    }

    func turned(_ b: Box) -> Box {
        switch direction {
        case .upright: return b
        // Text running down: turn the page a quarter anticlockwise.
        case .topToBottom: return Box(x: b.y, y: width - b.maxX, width: b.height, height: b.width)
        // Text running up: turn it a quarter clockwise.
        case .bottomToTop: return Box(x: height - b.maxY, y: b.x, width: b.height, height: b.width)
        }
    }

    func unturned(_ b: Box) -> Box {
        switch direction {
        case .upright: return b
        case .topToBottom: return Box(x: width - b.maxY, y: b.x, width: b.height, height: b.width)
        case .bottomToTop: return Box(x: b.y, y: height - b.maxX, width: b.height, height: b.width)
        }
    }
}
