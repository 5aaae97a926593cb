/// A change made to a labelled real photo to see whether the boundary stage's answer holds when the same scene
/// comes in another way: saved again, mirrored, turned, smaller, darker, flatter or cropped. A stage that is right
/// on a photo but wrong on its mirror image or on a second save of it was right by luck; an unseen set of the same
/// kind of photo will find that out.
/// Maps the label's corners onto the changed photo; the pixels are changed by the benchmark with Leptonica.
public enum PhotoVariant: String, CaseIterable, Codable, Sendable {
    /// The same pixels written again as a JPEG of quality 90: only the coding noise differs.
    case resaved
    /// Left and right swapped.
    case mirrored
    /// Turned a quarter clockwise.
    case turnedRight = "turned-right"
    /// Turned upside down.
    case turned180 = "turned-180"
    /// Half the width and height.
    case half
    /// 30 % of the width and height: a phone photo sent through a messenger.
    case small
    /// Every level times 0.7: underexposed.
    case darker
    /// Levels squeezed into 20–80 % of the range: a dull, low-contrast photo.
    case flatter
    /// 4 % of the width cut from the left and 4 % of the height from the top.
    case cropped

    /// How much smaller the photo gets (the label's pixel tolerance shrinks with it).
    public var scale: Double {
        switch self {
        case .half: 0.5
        case .small: 0.3
        default: 1
        }
    }

    /// The pixels cut from the left and the top of a `width` × `height` photo (`cropped` only).
    public func cut(width: Int, height: Int) -> (left: Int, top: Int) {
        self == .cropped ? (width * 4 / 100, height * 4 / 100) : (0, 0)
    }

    /// The changed photo's size, for a photo of `width` × `height` (scaled sizes round as Leptonica's `pixScale`).
    public func size(width: Int, height: Int) -> (width: Int, height: Int) {
        switch self {
        case .turnedRight: return (height, width)
        case .half, .small: return (Int(scale * Double(width) + 0.5), Int(scale * Double(height) + 0.5))
        case .cropped:
            let cut = cut(width: width, height: height)
            return (width - cut.left, height - cut.top)
        default: return (width, height)
        }
    }

    /// Where a point of a `width` × `height` photo (in pixel-edge coordinates: 0…width across) lands on the
    /// changed photo.
    public func point(_ p: QuadGeometry.Point, width: Int, height: Int) -> QuadGeometry.Point {
        let w = Double(width), h = Double(height)
        switch self {
        case .resaved, .darker, .flatter: return p
        case .mirrored: return QuadGeometry.Point(w - p.x, p.y)
        case .turnedRight: return QuadGeometry.Point(h - p.y, p.x)
        case .turned180: return QuadGeometry.Point(w - p.x, h - p.y)
        case .half, .small:
            let changed = size(width: width, height: height)
            return QuadGeometry.Point(p.x * Double(changed.width) / w, p.y * Double(changed.height) / h)
        case .cropped:
            let cut = cut(width: width, height: height)
            return QuadGeometry.Point(p.x - Double(cut.left), p.y - Double(cut.top))
        }
    }

    /// Where a point of the changed photo lies on the `width` × `height` photo it was made from: `point` undone.
    public func original(_ p: QuadGeometry.Point, width: Int, height: Int) -> QuadGeometry.Point {
        let w = Double(width), h = Double(height)
        switch self {
        case .resaved, .darker, .flatter: return p
        case .mirrored: return QuadGeometry.Point(w - p.x, p.y)
        case .turnedRight: return QuadGeometry.Point(p.y, h - p.x)
        case .turned180: return QuadGeometry.Point(w - p.x, h - p.y)
        case .half, .small:
            let changed = size(width: width, height: height)
            return QuadGeometry.Point(p.x * w / Double(changed.width), p.y * h / Double(changed.height))
        case .cropped:
            let cut = cut(width: width, height: height)
            return QuadGeometry.Point(p.x + Double(cut.left), p.y + Double(cut.top))
        }
    }

    /// Whether the variant is worth making of a photo whose shorter side is `shorterSide` pixels: scaled down
    /// below 300 px a photo is a thumbnail (docphoto-dev's 217 × 232 one is not scaled; a 750 × 1000 receipt photo
    /// is halved but not cut to 30 %).
    public func applies(shorterSide: Int) -> Bool {
        self.scale == 1 || Double(shorterSide) * scale >= 300
    }

    /// Whether the changed photo shows everything the photo shows (every variant but `cropped`, which may cut
    /// into the page): only then should an unlabelled photo's answer stay the same.
    public var showsEverything: Bool { self != .cropped }
}
