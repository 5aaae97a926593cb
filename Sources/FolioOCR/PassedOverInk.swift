import FolioImaging
import FolioModel

/// Ink the text detector passed over on rows it read: a lone narrow glyph between two columns of a row — a
/// receipt's quantity "1" between a price and an amount, a "0" in a column of counts — leaves too thin a mark
/// on the detector's map to be kept. The page is thresholded (Otsu, over the pixels of the lines read, so paper
/// and ink are those of the print), and ink no line covers, of the print's height, lying on the band of a row
/// that was read and within the print's width, is grouped into pieces (`InkPieces`) for the recogniser. A length
/// of a grey rule the threshold broke up (`BrokenRule`) is no piece.
enum PassedOverInk {
    /// Rows need this many lines read on the page to judge the print's height and ink.
    static let minimumLines = 5
    /// At most this many pieces a page (bounds the cost on a noisy page).
    static let pieceLimit = 80
    /// Room left either side of a piece, in print heights: a lone "1" cut out with 0.4 of room read as "1" at
    /// 0.76 and 0.49 on sroie-dev's 285, with 1.0 at 0.99.
    static let piecePadding = 1.0
    /// A page with more ink components than this, or more than `outsideLimit` on its rows outside the lines
    /// read, is too noisy to look for lone glyphs in (grouping them into pieces grows with their square).
    static let componentLimit = 60_000
    static let outsideLimit = 3_000

    /// The boxes to read on `image` (grey or colour) whose detected lines are `covered` (the detector's boxes, in
    /// image pixels), of which `lines` were read as text and upright: each piece widened by `piecePadding` and
    /// as tall as the row's line. With them, the colons (`StackedDots`) on the rows outside every word read
    /// (`words`): lone ones, and ones at a line's end that its reading left out.
    static func find(in image: Image, lines: [Box], covered: [Box], words: [Box] = []) throws
        -> (pieces: [Box], colons: [Box]) {
        let rows = lines.filter { $0.width > $0.height && $0.height >= 4 }
        guard rows.count >= minimumLines else { return ([], []) }
        let gray = try image.depth == 8 ? image : image.grayscale()
        let threshold = try inkThreshold(of: gray, inside: rows)
        let components = try gray.inkMask(below: threshold + 1).componentBoxes()
        guard components.count <= componentLimit else { return ([], []) }
        let inside = components.map { component in
            covered.contains { $0.contains(Box(x: component.midX, y: component.midY, width: 0, height: 0)) }
        }
        let printHeights = zip(components, inside).filter { $0.1 }.map(\.0.height).filter { $0 >= 3 }.sorted()
        guard printHeights.count >= 10 else { return ([], []) }
        let printHeight = printHeights[printHeights.count / 2]
        let left = rows.map(\.x).min()!, right = rows.map(\.maxX).max()!
        // Only ink on a row's band, within the print's width; too much of it is a noisy page, not lone glyphs.
        let outside = zip(components, inside).filter { !$0.1 }.map(\.0)
            .filter { c in c.x >= left && c.maxX <= right && rows.contains { abs($0.midY - c.midY) <= $0.height / 2 } }
        guard outside.count <= outsideLimit else { return ([], []) }
        // Colons: specks on a row's band that no word read holds, paired.
        let dotSize = StackedDots.dotLimit * printHeight
        let specks = components.filter { c in
            c.height <= dotSize && c.width <= dotSize && c.x >= left && c.maxX <= right
                && rows.contains { abs($0.midY - c.midY) <= $0.height / 2 }
                && !words.contains { $0.contains(Box(x: c.midX, y: c.midY, width: 0, height: 0)) }
        }
        let colons = specks.count <= outsideLimit ? StackedDots.pairs(in: specks, printHeight: printHeight) : []
        var found: [Box] = [], taken: [Box] = []
        // The page's thin ink, once, for telling a broken rule's lengths from glyphs (last: it walks them).
        let lengths = BrokenRule.lengths(among: components, printHeight: printHeight)
        for piece in InkPieces.lines(from: outside, textHeight: printHeight) {
            guard piece.height <= 1.5 * printHeight,
                  let row = rows.filter({ abs($0.midY - piece.midY) <= 0.3 * $0.height
                                          && $0.height <= 3 * printHeight && $0.height >= piece.height })
                    .min(by: { abs($0.midY - piece.midY) < abs($1.midY - piece.midY) })
            else { continue }
            let pad = piecePadding * printHeight
            let x0 = max(0, piece.x - pad), x1 = min(Double(image.width), piece.maxX + pad)
            let box = Box(x: x0, y: row.y, width: x1 - x0, height: row.height)
            // Not over a line read already (a wide piece of rule ends took in the amount beside it, read twice).
            guard !covered.contains(where: { $0.intersectionArea(with: box) > 0.3 * min(box.area, $0.area) }),
                  !taken.contains(where: { box.contains(Box(x: $0.midX, y: $0.midY, width: 0, height: 0)) }),
                  !BrokenRule.holds(piece, among: lengths, printHeight: printHeight)
            else { continue }
            found.append(box)
            taken.append(piece)
            if found.count == pieceLimit { break }
        }
        return (found, colons)
    }

    /// Otsu's threshold over the grey levels inside `rows` (`gray` is a grey image).
    static func inkThreshold(of gray: Image, inside rows: [Box]) throws -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        for row in rows {
            let x0 = max(0, Int(row.x)), x1 = min(gray.width, Int(row.maxX))
            let y0 = max(0, Int(row.y)), y1 = min(gray.height, Int(row.maxY))
            guard x0 < x1, y0 < y1 else { continue }
            for (level, count) in try gray.grayHistogram(x: x0, y: y0, width: x1 - x0, height: y1 - y0).enumerated() {
                histogram[level] += Int(count)
            }
        }
        return Otsu.threshold(histogram)
    }
}
