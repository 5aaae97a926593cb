import Foundation

extension SoftShape {
    /// Darkens the canvas under the shape and a soft fringe `softness` pixels wide around it: by `depth` inside,
    /// fading smoothly to nothing at the fringe's outer edge. A shadow cast by an object on a surface.
    func shade(_ canvas: inout Canvas, depth: Float, softness: Double) {
        guard softness > 0 else { return }
        visit(width: canvas.width, height: canvas.height, reach: radius + softness) { x, y, _, _, inside in
            let t = min(max((inside + softness) / softness, 0), 1)
            guard t > 0 else { return }
            let index = y * canvas.width + x
            canvas[index] = canvas[index].scaled(1 - depth * Float(t * t * (3 - 2 * t)))
        }
    }
}
