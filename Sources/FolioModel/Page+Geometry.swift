import Foundation

extension Page {
    /// Maps a point of the processed page back to the source image.
    ///
    /// The processed page is the source after, in order: perspective correction of `sourceQuad` onto an upright
    /// rectangle (none when `sourceQuad` is nil), rotation by `rotation` degrees clockwise (a multiple of 90),
    /// and rotation by `skewDegrees` (clockwise positive) about the image centre on a canvas grown by equal
    /// borders so nothing is clipped.
    public func sourcePoint(for point: Point) -> Point {
        // Undo the skew rotation about the centre, then drop the borders it added.
        let (w, h) = preSkewSize
        let angle = -skewDegrees * .pi / 180
        let cx = Double(width) / 2, cy = Double(height) / 2
        let dx = point.x - cx, dy = point.y - cy
        var p = Point(x: w / 2 + dx * cos(angle) - dy * sin(angle), y: h / 2 + dx * sin(angle) + dy * cos(angle))
        // Undo the quarter turns: the rectified image before rotation.
        let (rw, rh) = rectifiedSize
        switch quarterTurns {
        case 1: p = Point(x: p.y, y: rh - p.x)       // it was turned 90° clockwise
        case 2: p = Point(x: rw - p.x, y: rh - p.y)
        case 3: p = Point(x: rw - p.y, y: p.x)
        default: break
        }
        // Undo the perspective correction.
        guard let quad = sourceQuad, quad.count == 4,
              let h = Homography(from: Self.corners(width: rw, height: rh), to: quad) else { return p }
        return h.apply(p)
    }

    /// Maps a point of the source image onto the processed page: `sourcePoint(for:)` run backwards.
    public func pagePoint(forSource point: Point) -> Point {
        let (w, h) = preSkewSize
        let (rw, rh) = rectifiedSize
        // The perspective correction.
        var p = point
        if let quad = sourceQuad, quad.count == 4,
           let toRectangle = Homography(from: quad, to: Self.corners(width: rw, height: rh)) {
            p = toRectangle.apply(p)
        }
        // The quarter turns.
        switch quarterTurns {
        case 1: p = Point(x: rh - p.y, y: p.x)
        case 2: p = Point(x: rw - p.x, y: rh - p.y)
        case 3: p = Point(x: p.y, y: rw - p.x)
        default: break
        }
        // The skew rotation about the centre, onto the grown canvas.
        let angle = skewDegrees * .pi / 180
        let dx = p.x - w / 2, dy = p.y - h / 2
        return Point(x: Double(width) / 2 + dx * cos(angle) - dy * sin(angle),
                     y: Double(height) / 2 + dx * sin(angle) + dy * cos(angle))
    }

    /// `rotation` as clockwise quarter turns, 0 to 3.
    private var quarterTurns: Int { ((rotation / 90) % 4 + 4) % 4 }

    /// The size of the rectified image before the quarter turns.
    private var rectifiedSize: (Double, Double) {
        let (w, h) = preSkewSize
        return quarterTurns % 2 == 0 ? (w, h) : (h, w)
    }

    /// The corners of a `width` × `height` image, clockwise from its top-left.
    private static func corners(width: Double, height: Double) -> [Point] {
        [Point(x: 0, y: 0), Point(x: width, y: 0), Point(x: width, y: height), Point(x: 0, y: height)]
    }

    /// The page's size before the skew rotation grew it: solves W = w·|cos| + h·|sin|, H = w·|sin| + h·|cos|
    /// (exact to the pixel the borders were rounded to).
    var preSkewSize: (Double, Double) {
        let W = Double(width), H = Double(height)
        guard skewDegrees != 0 else { return (W, H) }
        let c = abs(cos(skewDegrees * .pi / 180)), s = abs(sin(skewDegrees * .pi / 180))
        let d = c * c - s * s
        guard abs(d) > 1e-6 else { return (W, H) }
        return ((W * c - H * s) / d, (H * c - W * s) / d)
    }

    /// The source-image quadrilateral (TL, TR, BR, BL of the box as seen on the processed page) of a box on the
    /// processed page.
    public func sourceQuad(for box: Box) -> [Point] {
        [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.y), Point(x: box.maxX, y: box.maxY),
         Point(x: box.x, y: box.maxY)].map(sourcePoint(for:))
    }

    /// The axis-aligned source-image box enclosing a box on the processed page.
    public func sourceBox(for box: Box) -> Box {
        let corners = sourceQuad(for: box)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Box(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
