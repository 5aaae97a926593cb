import FolioModel

/// A faint or wavering vertical rule — a box drawn round a page's contents, scanned grey — falls apart under a
/// threshold into a chain of thin lengths, one above the next with hardly a gap. One length beside a row of text
/// looks like a lone "1" to `PassedOverInk`; its chain, far taller than any glyph, says it is a rule.
enum BrokenRule {
    /// Lengths of one rule are at most this far apart, in print heights (epson.pdf's contents box: 1–2 px at 29).
    static let gapLimit = 0.15
    /// A chain this tall, in print heights, is a rule, not a glyph or a column of them.
    static let heightLimit = 3.0
    /// Lengths are at most this wide, in print heights.
    static let widthLimit = 0.5

    /// The ink `components` of a page thin enough to be a rule's lengths, top to bottom.
    static func lengths(among components: [Box], printHeight: Double) -> [Box] {
        components.filter { $0.width <= widthLimit * printHeight }.sorted { $0.y < $1.y }
    }

    /// Whether `piece` is part of a vertical rule among a page's `lengths` (`lengths(among:printHeight:)`).
    static func holds(_ piece: Box, among lengths: [Box], printHeight: Double) -> Bool {
        guard piece.width <= widthLimit * printHeight else { return false }
        let slack = widthLimit * printHeight / 2
        let strip = lengths.filter { $0.maxX >= piece.x - slack && $0.x <= piece.maxX + slack }
        let gap = gapLimit * printHeight
        var top = piece.y, bottom = piece.maxY
        for length in strip.reversed() where length.y < top && length.maxY >= top - gap { top = length.y }
        for length in strip where length.maxY > bottom && length.y <= bottom + gap { bottom = length.maxY }
        return bottom - top >= heightLimit * printHeight
    }
}
