/// The document formats the fuzz feeds to Folio, in report order.
enum FuzzFormat: String, CaseIterable, Codable, Sendable {
    case png, jpeg, tiff, pdf

    /// The file name extension of inputs of this format.
    var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        case .tiff: "tif"
        case .pdf: "pdf"
        }
    }

    /// A stable number mixed into each input's random stream.
    var stream: UInt64 {
        switch self {
        case .png: 1
        case .jpeg: 2
        case .tiff: 3
        case .pdf: 4
        }
    }
}
