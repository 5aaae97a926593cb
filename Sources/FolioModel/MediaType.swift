/// A file's media type as detected from its content (magic bytes), e.g. `image/png`.
public struct MediaType: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let png = MediaType(rawValue: "image/png")
    public static let jpeg = MediaType(rawValue: "image/jpeg")
    public static let tiff = MediaType(rawValue: "image/tiff")
    public static let pdf = MediaType(rawValue: "application/pdf")
    public static let gif = MediaType(rawValue: "image/gif")
    public static let bmp = MediaType(rawValue: "image/bmp")
    public static let webp = MediaType(rawValue: "image/webp")
    public static let jpeg2000 = MediaType(rawValue: "image/jp2")
    /// Portable anymap (PBM, PGM, PPM): what SANE's `scanimage` writes by default.
    public static let pnm = MediaType(rawValue: "image/x-portable-anymap")
    /// HEIF, whose HEVC-coded kind is HEIC: an iPhone camera's default.
    public static let heif = MediaType(rawValue: "image/heif")
    public static let avif = MediaType(rawValue: "image/avif")
    public static let zip = MediaType(rawValue: "application/zip")
    public static let plainText = MediaType(rawValue: "text/plain")
    public static let empty = MediaType(rawValue: "application/x-empty")
    public static let unknown = MediaType(rawValue: "application/octet-stream")

    /// The types Folio reads pages from.
    public static let supported: [MediaType] = [.png, .jpeg, .tiff, .pdf, .heif, .webp, .avif, .gif, .bmp,
                                                .jpeg2000, .pnm]

    /// The supported types that hold one image (a page); TIFF and PDF hold pages.
    public var isSingleImage: Bool { isSupported && self != .tiff && self != .pdf }

    /// Whether Folio can read pages from this type.
    public var isSupported: Bool { Self.supported.contains(self) }

    /// A short human name: "PNG", "PDF", "plain text"...
    public var displayName: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .tiff: "TIFF"
        case .pdf: "PDF"
        case .gif: "GIF"
        case .bmp: "BMP"
        case .webp: "WebP"
        case .jpeg2000: "JPEG 2000"
        case .pnm: "PNM"
        case .heif: "HEIF/HEIC"
        case .avif: "AVIF"
        case .zip: "ZIP archive"
        case .plainText: "plain text"
        case .empty: "empty file"
        default: rawValue
        }
    }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
