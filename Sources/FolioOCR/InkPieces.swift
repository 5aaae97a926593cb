import FolioModel

/// Groups ink components (connected-component boxes) into pieces of text line: components of text height that
/// sit side by side on a shared band, as Tesseract's full-page layout would have grouped them had it kept them.
public enum InkPieces {
    /// The line pieces among `components`, for text whose median word height is `textHeight`. Specks (under
    /// 0.3 of the text height), rules and pictures (over 2.5 of it, or wider than 15 text heights) are left out,
    /// and so is a piece with no component at least 0.6 of the text height.
    public static func lines(from components: [Box], textHeight: Double) -> [Box] {
        let candidates = components
            .filter { $0.height >= 0.3 * textHeight && $0.height <= 2.5 * textHeight && $0.width <= 15 * textHeight }
            .sorted { $0.x < $1.x }
        var groups: [[Box]] = []
        for box in candidates {
            let home = groups.firstIndex { group in
                guard let last = group.last, let band = Box.enclosing(group) else { return false }
                let overlap = min(band.maxY, box.maxY) - max(band.y, box.y)
                let gap = box.x - last.maxX
                return overlap >= 0.5 * min(band.height, box.height) && gap <= 1.2 * textHeight && gap >= -textHeight
            }
            if let home { groups[home].append(box) } else { groups.append([box]) }
        }
        return groups.filter { $0.contains { $0.height >= 0.6 * textHeight } }.compactMap { Box.enclosing($0) }
    }
}
