import FolioImaging

/// Tells a blank page — nothing printed on it: one grey level, or paper grain without a single dark pixel —
/// from a page with something to read, so blank separator pages are recorded as ok pages without text and
/// cost no OCR.
public struct BlankPageCheck: Sendable {
    /// A pixel is ink when it is this many grey levels darker than the paper (the page's 90th percentile).
    /// Paper grain and JPEG noise on a white page stay within ~30 levels; the faintest print that lighting
    /// leaves (faded thermal paper is stretched first) is well past 64.
    public var inkContrast = 64

    public init() {}

    /// Whether `image` holds no ink at all. A page with a single speck, a page number or a signature is not
    /// blank (its OCR simply finds little); only pages with no dark pixel at all are.
    public func isBlank(_ image: Image) throws -> Bool {
        let paper = try image.grayLevels(at: [0.9])[0]
        return try image.darkPixelCount(below: paper - inkContrast + 1) == 0
    }
}
