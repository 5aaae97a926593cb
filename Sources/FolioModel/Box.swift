/// An axis-aligned rectangle in page pixels, top-left origin.
public struct Box: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The right edge (`x + width`).
    public var maxX: Double { x + width }
    /// The bottom edge (`y + height`).
    public var maxY: Double { y + height }
    /// The middle, across (`x + width / 2`).
    public var midX: Double { x + width / 2 }
    /// The middle, down (`y + height / 2`).
    public var midY: Double { y + height / 2 }
    /// Width times height.
    public var area: Double { width * height }

    /// The same box moved by `dx` across and `dy` down.
    public func moved(dx: Double, dy: Double) -> Box {
        Box(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest box holding both.
    public func union(_ other: Box) -> Box {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        return Box(x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// The area this box shares with `other` (0 when they do not meet).
    public func intersectionArea(with other: Box) -> Double {
        Swift.max(0, Swift.min(maxX, other.maxX) - Swift.max(x, other.x))
            * Swift.max(0, Swift.min(maxY, other.maxY) - Swift.max(y, other.y))
    }

    /// The smallest box holding all of `boxes`, or nil when there are none.
    public static func enclosing<S: Sequence>(_ boxes: S) -> Box? where S.Element == Box {
        boxes.reduce(nil as Box?) { partial, box in partial.map { $0.union(box) } ?? box }
    }

    /// Whether `other` lies inside this box (edges included, within floating-point rounding).
    public func contains(_ other: Box) -> Bool {
        // Boxes come back from scaling (x·f + w·f), so an edge shared exactly can differ in the last bits.
        let slack = 1e-6
        return other.x >= x - slack && other.y >= y - slack && other.maxX <= maxX + slack && other.maxY <= maxY + slack
    }

    /// Whether the middle of `other` lies in this box (edges included): a line counts as inside a table by it.
    public func holdsMiddle(of other: Box) -> Bool {
        x <= other.midX && other.midX <= maxX && y <= other.midY && other.midY <= maxY
    }

    /// This box with every coordinate multiplied by `factor`.
    public func scaled(by factor: Double) -> Box {
        Box(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }
}

/// A point in page pixels, encoded as `[x, y]`.
public struct Point: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}
