import FolioImaging

/// A page image's grey levels, read once for the stages that look at ink (`BulletMarks`, `LineInk`).
public struct GrayPage {
    let gray: [UInt8]
    let width: Int
    let height: Int
    /// Page pixels per image pixel.
    let scale: Double

    public init(image: Image, scale: Double) throws {
        gray = try image.grayBytes()
        width = image.width
        height = image.height
        self.scale = scale
    }
}

/// A reader of a `GrayPage`: its grey levels, size and scale at hand.
protocol GrayPageReader {
    var page: GrayPage { get }
}

extension GrayPageReader {
    var gray: [UInt8] { page.gray }
    var width: Int { page.width }
    var height: Int { page.height }
    var scale: Double { page.scale }
}
