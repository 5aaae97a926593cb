import FolioModel

/// Two specks one above the other: a colon. Printed apart from its words ("TOTAL   :   4.90", "Salesperson :")
/// it is left out by the text detector, or cut off at the edge of the line's box; each of its dots is under
/// the speck size `InkPieces` keeps, so only paired up is it found.
enum StackedDots {
    /// A dot is at most this share of the print's height (the median height of its ink: the x-height, on
    /// print in small letters).
    static let dotLimit = 0.45
    /// A pair spans at most this share of it (a colon reaches from about the x-height to the baseline).
    static let spanLimit = 1.1

    /// The pairs among `components` (ink boxes) for print `printHeight` tall, each as the box enclosing both
    /// dots: dots of like size and not far from square, the lower one under the upper with their columns
    /// overlapping by most of the narrower, each dot under 0.45 of the pair's span, which is 0.35 to
    /// `spanLimit` of the print's height.
    static func pairs(in components: [Box], printHeight: Double) -> [Box] {
        let dots = components.filter { dot in
            max(dot.height, dot.width) >= 2 && dot.height <= dotLimit * printHeight && dot.width <= dotLimit * printHeight
                && dot.width <= 3 * dot.height && dot.height <= 3 * dot.width
        }.sorted { $0.y < $1.y }
        var pairs: [Box] = []
        var used = Set<Int>()
        for (i, upper) in dots.enumerated() where !used.contains(i) {
            for j in (i + 1)..<dots.count where !used.contains(j) {
                let lower = dots[j]
                if lower.y - upper.maxY > spanLimit * printHeight { break }
                let overlap = min(upper.maxX, lower.maxX) - max(upper.x, lower.x)
                let span = lower.maxY - upper.y
                guard lower.y > upper.maxY, overlap >= 0.5 * min(upper.width, lower.width),
                      span >= 0.35 * printHeight, span <= spanLimit * printHeight,
                      max(upper.height, lower.height) <= 0.45 * span,
                      max(upper.area, lower.area) <= 2.5 * min(upper.area, lower.area)
                else { continue }
                pairs.append(Box.enclosing([upper, lower])!)
                used.formUnion([i, j])
                break
            }
        }
        return pairs
    }
}
