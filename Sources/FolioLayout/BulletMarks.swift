import FolioImaging
import FolioModel

/// Bullets printed as marks rather than text: a PDF's vector discs and squares (a browser draws list bullets so,
/// out of the text layer), or dots on a scan the OCR left out. Looked for in the page image just left of where
/// each line's text starts.
public struct BulletMarks: GrayPageReader {
    /// Gray levels under this are ink: a ring drawn in a hairline scans light grey.
    static let ink: UInt8 = 170

    /// The page image in gray, `scale` page pixels per image pixel.
    let page: GrayPage

    public init(page: GrayPage) {
        self.page = page
    }

    /// The bullet left of each line that has one, by the line's index: "•" for a filled round mark, "▪" a filled
    /// square, "◦" a ring.
    public func marks(for lines: [Line]) -> [Int: (glyph: String, box: Box)] {
        var found: [Int: (glyph: String, box: Box)] = [:]
        for (index, line) in lines.enumerated() {
            if let mark = mark(beside: line) { found[index] = mark }
        }
        return found
    }

    private func mark(beside line: Line) -> (glyph: String, box: Box)? {
        guard let first = line.words.first else { return nil }
        let h = line.box.height / scale
        guard h >= 4 else { return nil }
        // The search window: up to 2.5 line heights left of the text, the line's height.
        // OCR's word boxes may start inside the first letter: the window reaches a little into the word, and a
        // piece running into its right side is the letter.
        let right = Int((first.box.x / scale + 0.1 * h).rounded(.down))
        let left = max(0, Int((first.box.x / scale - 2.5 * h).rounded(.down)))
        let top = max(0, Int((line.box.y / scale).rounded(.down)))
        let bottom = min(height - 1, Int((line.box.maxY / scale).rounded(.up)))
        guard right - left >= 3, bottom > top, right < width else { return nil }
        // Connected dark pieces in the window, right to left; the one nearest the text must be the mark.
        let w = right - left + 1, hh = bottom - top + 1
        var label = [Int32](repeating: 0, count: w * hh)
        var pieces: [(minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int, touches: Bool, atRight: Bool)] = []
        var stack: [Int] = []
        for y in 0..<hh {
            for x in 0..<w where label[y * w + x] == 0 && gray[(top + y) * width + left + x] < Self.ink {
                var piece = (minX: x, maxX: x, minY: y, maxY: y, count: 0, touches: false, atRight: false)
                let id = Int32(pieces.count + 1)
                label[y * w + x] = id
                stack.append(y * w + x)
                while let p = stack.popLast() {
                    let px = p % w, py = p / w
                    piece.count += 1
                    piece.minX = min(piece.minX, px); piece.maxX = max(piece.maxX, px)
                    piece.minY = min(piece.minY, py); piece.maxY = max(piece.maxY, py)
                    if px == 0 || py == 0 || py == hh - 1 { piece.touches = true }
                    if px == w - 1 { piece.atRight = true }
                    for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let nx = px + dx, ny = py + dy
                        guard nx >= 0, ny >= 0, nx < w, ny < hh, label[ny * w + nx] == 0,
                              gray[(top + ny) * width + left + nx] < Self.ink else { continue }
                        label[ny * w + nx] = id
                        stack.append(ny * w + nx)
                    }
                }
                pieces.append(piece)
            }
        }
        // Specks are ignored; the mark is the piece nearest the text, standing clear of the window's sides and
        // of anything further left (the end of a line in the column before).
        let text = pieces.filter(\.atRight)
        let marks = pieces.filter { !$0.atRight }.sorted { $0.maxX > $1.maxX }
        guard var piece = marks.first, !piece.touches else { return nil }
        // A faint ring scans as several arcs: the pieces close to the rightmost make one mark.
        var rest: [(minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int, touches: Bool, atRight: Bool)] = []
        for other in marks.dropFirst() {
            let joined = (minX: min(piece.minX, other.minX), maxX: max(piece.maxX, other.maxX),
                          minY: min(piece.minY, other.minY), maxY: max(piece.maxY, other.maxY))
            if !other.touches, Double(joined.maxX - joined.minX + 1) <= 0.6 * h, Double(joined.maxY - joined.minY + 1) <= 0.6 * h {
                piece = (joined.minX, joined.maxX, joined.minY, joined.maxY, piece.count + other.count, false, false)
            } else {
                rest.append(other)
            }
        }
        guard piece.count >= 3 else { return nil }
        if let next = rest.first(where: { $0.count >= 3 }), Double(next.maxX) > Double(piece.minX) - 0.5 * h { return nil }
        // Clear of the text it stands before.
        if let letter = text.map(\.minX).min(), Double(letter - piece.maxX) < 0.15 * h { return nil }
        let pw = Double(piece.maxX - piece.minX + 1), ph = Double(piece.maxY - piece.minY + 1)
        guard pw >= 0.12 * h, ph >= 0.12 * h, pw <= 0.6 * h, ph <= 0.6 * h, pw / ph < 1.5, ph / pw < 1.5 else { return nil }
        // Set at the height of the letters' middle, not on the baseline like a full stop or at the top.
        let centre = (Double(piece.minY + piece.maxY) / 2) / Double(hh)
        guard centre > 0.25, centre < 0.8 else { return nil }
        let fill = Double(piece.count) / (pw * ph)
        let cx = (piece.minX + piece.maxX) / 2, cy = (piece.minY + piece.maxY) / 2
        let hollow = gray[(top + cy) * width + left + cx] >= Self.ink
        // A square fills its corners; a disc leaves them empty.
        let corners = [(piece.minX, piece.minY), (piece.maxX, piece.minY), (piece.minX, piece.maxY), (piece.maxX, piece.maxY)]
            .filter { gray[(top + $0.1) * width + left + $0.0] < Self.ink }.count
        let glyph = hollow ? "◦" : (corners >= 3 && fill > 0.8 ? "▪" : "•")
        let box = Box(x: Double(left + piece.minX) * scale, y: Double(top + piece.minY) * scale,
                      width: pw * scale, height: ph * scale)
        return (glyph, box)
    }
}
