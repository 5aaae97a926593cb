import Foundation

extension SoftShape {
    /// Darkens the canvas under the shape and a soft fringe `softness` pixels wide around it: by `depth` inside,
    /// fading smoothly to nothing at the fringe's outer edge. A shadow cast by an object on a surface.
    func shade(_ canvas: inout Canvas, depth: Float, softness: Double) {
        let reach = radius + softness
        let x0 = max(0, Int(centre.x - reach)), x1 = min(canvas.width - 1, Int(centre.x + reach) + 1)
        let y0 = max(0, Int(centre.y - reach)), y1 = min(canvas.height - 1, Int(centre.y + reach) + 1)
        guard x0 <= x1, y0 <= y1, softness > 0 else { return }
        let c = cos(angle), s = sin(angle)
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                let u = (dx * c + dy * s) / halfWidth, v = (-dx * s + dy * c) / halfHeight
                let inside = round ? (1 - (u * u + v * v).squareRoot()) * min(halfWidth, halfHeight)
                                   : min((1 - abs(u)) * halfWidth, (1 - abs(v)) * halfHeight)
                let t = min(max((inside + softness) / softness, 0), 1)
                guard t > 0 else { continue }
                let index = y * canvas.width + x
                canvas[index] = canvas[index].scaled(1 - depth * Float(t * t * (3 - 2 * t)))
            }
        }
    }
}
