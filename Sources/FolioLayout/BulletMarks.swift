import FolioImaging
import FolioModel

/// Bullets printed as marks rather than text: a PDF's vector discs and squares (a browser draws list bullets so,
/// out of the text layer), or dots on a scan the OCR left out. Looked for in the page image just left of where
/// each line's text starts.
public struct BulletMarks {
    /// The page image in gray, `scale` page pixels per image pixel.
    let gray: [UInt8]
    let width: Int
    let height: Int
    let scale: Double

    public init(image: Image, scale: Double) throws {
        gray = try image.grayBytes()
        width = image.width
        height = image.height
        self.scale = scale
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
        let right = Int((first.box.x / scale - 0.15 * h).rounded(.down))
        let left = max(0, Int((first.box.x / scale - 2.5 * h).rounded(.down)))
        let top = max(0, Int((line.box.y / scale).rounded(.down)))
        let bottom = min(height - 1, Int((line.box.maxY / scale).rounded(.up)))
        guard right - left >= 3, bottom > top, right < width else { return nil }
        // Connected dark pieces in the window, right to left; the one nearest the text must be the mark.
        let w = right - left + 1, hh = bottom - top + 1
        var label = [Int32](repeating: 0, count: w * hh)
        var pieces: [(minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int, touches: Bool)] = []
        var stack: [Int] = []
        for y in 0..<hh {
            for x in 0..<w where label[y * w + x] == 0 && gray[(top + y) * width + left + x] < 128 {
                var piece = (minX: x, maxX: x, minY: y, maxY: y, count: 0, touches: false)
                let id = Int32(pieces.count + 1)
                label[y * w + x] = id
                stack.append(y * w + x)
                while let p = stack.popLast() {
                    let px = p % w, py = p / w
                    piece.count += 1
                    piece.minX = min(piece.minX, px); piece.maxX = max(piece.maxX, px)
                    piece.minY = min(piece.minY, py); piece.maxY = max(piece.maxY, py)
                    if px == 0 || py == 0 || px == w - 1 || py == hh - 1 { piece.touches = true }
                    for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let nx = px + dx, ny = py + dy
                        guard nx >= 0, ny >= 0, nx < w, ny < hh, label[ny * w + nx] == 0,
                              gray[(top + ny) * width + left + nx] < 128 else { continue }
                        label[ny * w + nx] = id
                        stack.append(ny * w + nx)
                    }
                }
                pieces.append(piece)
            }
        }
        // Specks are ignored; the mark is the piece nearest the text, standing clear of the window's sides and
        // of anything further left (the end of a line in the column before).
        let sizable = pieces.filter { $0.count >= 3 }.sorted { $0.maxX > $1.maxX }
        guard let piece = sizable.first, !piece.touches else { return nil }
        if sizable.count > 1, Double(sizable[1].maxX) > Double(piece.minX) - 0.5 * h { return nil }
        let pw = Double(piece.maxX - piece.minX + 1), ph = Double(piece.maxY - piece.minY + 1)
        guard pw >= 0.12 * h, ph >= 0.12 * h, pw <= 0.6 * h, ph <= 0.6 * h, pw / ph < 1.5, ph / pw < 1.5 else { return nil }
        // Set at the height of the letters' middle, not on the baseline like a full stop or at the top.
        let centre = (Double(piece.minY + piece.maxY) / 2) / Double(hh)
        guard centre > 0.25, centre < 0.8 else { return nil }
        let fill = Double(piece.count) / (pw * ph)
        let cx = (piece.minX + piece.maxX) / 2, cy = (piece.minY + piece.maxY) / 2
        let hollow = gray[(top + cy) * width + left + cx] >= 128
        // A square fills its corners; a disc leaves them empty.
        let corners = [(piece.minX, piece.minY), (piece.maxX, piece.minY), (piece.minX, piece.maxY), (piece.maxX, piece.maxY)]
            .filter { gray[(top + $0.1) * width + left + $0.0] < 128 }.count
        let glyph = hollow ? "◦" : (corners >= 3 && fill > 0.8 ? "▪" : "•")
        let box = Box(x: Double(left + piece.minX) * scale, y: Double(top + piece.minY) * scale,
                      width: pw * scale, height: ph * scale)
        return (glyph, box)
    }
}
