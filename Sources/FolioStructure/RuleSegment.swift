import FolioModel

/// A straight rule printed on a page (a table's grid line, an underline, a frame side), in page pixels.
public struct RuleSegment: Sendable, Hashable {
    public enum Orientation: Sendable, Hashable { case horizontal, vertical }

    public var orientation: Orientation
    /// The rule's extent: long along its orientation, its thickness across.
    public var box: Box
    /// The share of its length where the page shows no ink along it: the gaps a dashed or broken rule was
    /// bridged over (`RulingLineDetector.bridgedGap`), 0 for a solid rule. Letters' stems stacked from row to row
    /// make a broken rule whose gaps are the spaces between the rows.
    public var gapShare: Double

    public init(_ orientation: Orientation, box: Box, gapShare: Double = 0) {
        self.orientation = orientation
        self.box = box
        self.gapShare = gapShare
    }

    /// Where the rule lies across its length: its centre y (horizontal) or x (vertical).
    public var position: Double { orientation == .horizontal ? box.y + box.height / 2 : box.x + box.width / 2 }
    /// Where it starts and ends along its length.
    public var start: Double { orientation == .horizontal ? box.x : box.y }
    public var end: Double { orientation == .horizontal ? box.maxX : box.maxY }
    public var length: Double { end - start }

    /// How much of the span `from...to` (along the rule) the rule covers.
    public func coverage(from: Double, to: Double) -> Double {
        guard to > from else { return 0 }
        return max(0, min(end, to) - max(start, from)) / (to - from)
    }
}
