import Foundation

/// A filled rotated rectangle or ellipse with an anti-aliased edge, painted onto a canvas.
struct SoftShape {
    var centre: PixelPoint
    /// Half the extent along the shape's own x axis.
    var halfWidth: Double
    /// Half the extent along the shape's own y axis.
    var halfHeight: Double
    /// The turn of the shape's x axis from the image's, in radians.
    var angle: Double
    /// An ellipse when set, a rectangle otherwise.
    var round: Bool

    /// The radius of the circle around the shape.
    var radius: Double { (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot() }

    /// Whether the shape's bounding circle comes within `margin` of the quad's bounding box.
    func comesNear(_ quad: [PixelPoint], margin: Double) -> Bool {
        let box = quad.bounds
        let dx = max(box.minX - centre.x, 0, centre.x - box.maxX), dy = max(box.minY - centre.y, 0, centre.y - box.maxY)
        return (dx * dx + dy * dy).squareRoot() < radius + margin
    }

    /// Paints the shape in one colour.
    func paint(_ canvas: inout Canvas, _ colour: RGB) {
        paint(&canvas) { _, _ in colour }
    }

    /// Paints the shape with a colour that depends on the position in the shape's own frame: `u` along its x
    /// axis, `v` along its y axis, each scaled to -1…1 at the edges.
    func paint(_ canvas: inout Canvas, colour: (_ u: Double, _ v: Double) -> RGB) {
        visit(width: canvas.width, height: canvas.height, reach: radius) { x, y, u, v, inside in
            let alpha = Float(min(max(inside + 0.5, 0), 1))
            if alpha > 0 { canvas.blend(x: x, y: y, colour(u, v), alpha: alpha) }
        }
    }

    /// Calls `body` for every canvas pixel within `reach` of the centre with its place in the shape's own frame
    /// (`u`, `v`, each -1…1 at the edges) and its distance inside the edge in pixels (negative outside;
    /// approximate for the ellipse).
    func visit(width: Int, height: Int, reach: Double,
               _ body: (_ x: Int, _ y: Int, _ u: Double, _ v: Double, _ inside: Double) -> Void) {
        let x0 = max(0, Int(centre.x - reach)), x1 = min(width - 1, Int(centre.x + reach) + 1)
        let y0 = max(0, Int(centre.y - reach)), y1 = min(height - 1, Int(centre.y + reach) + 1)
        guard x0 <= x1, y0 <= y1 else { return }
        let c = cos(angle), s = sin(angle)
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                let u = (dx * c + dy * s) / halfWidth, v = (-dx * s + dy * c) / halfHeight
                let inside = round ? (1 - (u * u + v * v).squareRoot()) * min(halfWidth, halfHeight)
                                   : min((1 - abs(u)) * halfWidth, (1 - abs(v)) * halfHeight)
                body(x, y, u, v, inside)
            }
        }
    }
}
