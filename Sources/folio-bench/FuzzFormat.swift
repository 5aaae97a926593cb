/// The document formats the fuzz feeds to Folio, in report order.
enum FuzzFormat: String, CaseIterable, Codable, Sendable {
    case png, jpeg, tiff, pdf
    /// Read by Leptonica (libwebp, giflib, its own BMP and PNM readers, OpenJPEG).
    case webp, gif, bmp, jp2, pnm
    /// Read by libheif: HEVC through libde265, AV1 through dav1d.
    case heic, avif

    /// The file name extension of inputs of this format.
    var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .tiff: "tif"
        case .pdf: "pdf"
        case .webp: "webp"
        case .gif: "gif"
        case .bmp: "bmp"
        case .jp2: "jp2"
        case .pnm: "pnm"
        case .heic: "heic"
        case .avif: "avif"
        }
    }

    /// A stable number mixed into each input's random stream.
    var stream: UInt64 {
        switch self {
        case .png: 1
        case .jpeg: 2
        case .tiff: 3
        case .pdf: 4
        case .webp: 5
        case .gif: 6
        case .bmp: 7
        case .jp2: 8
        case .pnm: 9
        case .heic: 10
        case .avif: 11
        }
    }
}
