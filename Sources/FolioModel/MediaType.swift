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
    public static let zip = MediaType(rawValue: "application/zip")
    public static let plainText = MediaType(rawValue: "text/plain")
    public static let empty = MediaType(rawValue: "application/x-empty")
    public static let unknown = MediaType(rawValue: "application/octet-stream")

    /// The types Folio reads pages from.
    public static let supported: [MediaType] = [.png, .jpeg, .tiff, .pdf]

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
