import FolioEval
import Foundation

/// Another sheet lying under the document: white or off-white, turned differently, larger or smaller, often
/// printed with lines of text, partly showing around the document, with a thin contact shadow on the surface.
struct UnderSheet {
    var shape: SoftShape
    var paper: RGB
    /// Distance between printed lines in pixels; nil for a blank sheet.
    var linePitch: Double?
    /// Ink of the printed lines.
    var ink: RGB
    var text: PixelHash

    /// Draws one to three sheets under the document `corners` in a `width × height` photo: each overlaps the
    /// document and shows at least 6% of the document's area around it inside the photo.
    static func drawStack(under corners: [PixelPoint], width: Int, height: Int,
                          random: inout SeededRandom) -> [UnderSheet] {
        let count = 1 + Int(random.next() % 3)
        let centre = corners.reduce(PixelPoint(0, 0), +) * 0.25
        let top = corners[1] - corners[0], side = corners[3] - corners[0]
        let docWidth = (top.x * top.x + top.y * top.y).squareRoot()
        let docHeight = (side.x * side.x + side.y * side.y).squareRoot()
        let docAngle = atan2(top.y, top.x)
        let document = corners.map(\.quadPoint)
        let photo = QuadGeometry.rectangle(width: Double(width), height: Double(height))
        let docArea = corners.polygonArea
        var sheets: [UnderSheet] = []
        while sheets.count < count {
            var placed: UnderSheet?
            for _ in 0..<30 {
                // A letter or A4 page (wider than most receipts) or another receipt.
                let receipt = random.unit() < 0.3
                let sheetWidth = receipt ? docWidth * (0.8 + random.unit() * 0.4)
                                         : max(docWidth, docHeight * 0.5) * (0.9 + random.unit() * 0.8)
                let sheetHeight = receipt ? docHeight * (0.6 + random.unit() * 0.6)
                                          : sheetWidth * (1.29 + random.unit() * 0.16)
                let turn = (random.unit() < 0.5 ? -1.0 : 1.0) * (5 + random.unit() * 30) * Double.pi / 180
                let shift = PixelPoint((random.unit() * 2 - 1) * 0.35 * docWidth,
                                       (random.unit() * 2 - 1) * 0.3 * docHeight)
                let shape = SoftShape(centre: centre + shift.rotated(docAngle), halfWidth: sheetWidth / 2,
                                      halfHeight: sheetHeight / 2, angle: docAngle + turn, round: false)
                let outline = shape.outline.map(\.quadPoint)
                let shown = QuadGeometry.area(QuadGeometry.clip(outline, to: photo))
                let hidden = QuadGeometry.area(QuadGeometry.clip(QuadGeometry.clip(outline, to: document), to: photo))
                guard hidden > 0, shown - hidden >= 0.06 * docArea else { continue }
                let level = Float(232 + random.unit() * 20)
                let warm = Float(random.unit() * 0.05)
                placed = UnderSheet(shape: shape, paper: RGB(level, level * (1 - warm / 3), level * (1 - warm)),
                                    linePitch: random.unit() < 0.7 ? 9 + random.unit() * 10 : nil,
                                    ink: RGB(gray: Float(40 + random.unit() * 60)), text: PixelHash(random: &random))
                break
            }
            guard let placed else { break }
            sheets.append(placed)
        }
        return sheets
    }

    /// Paints the sheet with its contact shadow (before the document, lower sheets first).
    func paint(_ canvas: inout Canvas) {
        shape.shade(&canvas, depth: 0.2, softness: 4)
        let width = 2 * shape.halfWidth, height = 2 * shape.halfHeight
        let marginX = 0.1 * width, marginY = 0.08 * height
        shape.paint(&canvas) { u, v in
            guard let pitch = linePitch else { return paper }
            // Position on the sheet in pixels from its top-left corner.
            let x = (u + 1) * shape.halfWidth, y = (v + 1) * shape.halfHeight
            guard x > marginX, x < width - marginX, y > marginY, y < height - marginY else { return paper }
            let row = Int((y - marginY) / pitch)
            let inRow = (y - marginY) / pitch - Double(row)
            // Each line ends somewhere in the right half; a line in eight is left blank (a paragraph break).
            let end = marginX + (width - 2 * marginX) * (0.45 + 0.55 * text.unit(row, -1))
            guard text.unit(row, -2) > 0.12, x < end, inRow > 0.3, inRow < 0.75 else { return paper }
            // Words of 3–9 letter widths with gaps; strokes within a word.
            let letter = pitch * 0.45
            let cell = Int(x / (letter * 6))
            guard text.unit(row, cell) > 0.18 else { return paper }
            let stroke = text.unit(row * 7919 + Int(x / (letter * 0.5)), cell)
            return stroke < 0.55 ? paper.mixed(with: ink, Float(0.5 + stroke * 0.6)) : paper
        }
    }
}

extension SoftShape {
    /// The corners of the rectangle (for an ellipse, of its bounding rectangle) in the image.
    var outline: [PixelPoint] {
        let c = cos(angle), s = sin(angle)
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { u, v in
            centre + PixelPoint(u * halfWidth * c - v * halfHeight * s, u * halfWidth * s + v * halfHeight * c)
        }
    }
}
