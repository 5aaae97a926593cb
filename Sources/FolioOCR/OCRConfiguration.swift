/// How the engine is set up: which models, which segmentation, which extra Tesseract variables.
public struct OCRConfiguration: Sendable, Hashable {
    /// Tesseract's page segmentation modes that Folio exposes.
    public enum Segmentation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Fully automatic layout analysis (Tesseract PSM 3).
        case auto
        /// One uniform block of text (PSM 6).
        case block
        /// As much text as possible in no particular order (PSM 11).
        case sparse
        /// A single text line (PSM 7).
        case line

        var tesseractValue: Int32 {
            switch self {
            case .auto: 3
            case .block: 6
            case .sparse: 11
            case .line: 7
            }
        }
    }

    /// Folder holding the `.traineddata` files.
    public var dataPath: String
    /// Languages in order of preference, e.g. `["eng"]`.
    public var languages: [String]
    /// Page segmentation.
    public var segmentation: Segmentation
    /// Extra Tesseract variables set after initialisation.
    public var variables: [String: String]

    public init(dataPath: String, languages: [String] = ["eng"], segmentation: Segmentation = .auto,
                variables: [String: String] = [:]) {
        self.dataPath = dataPath
        self.languages = languages
        self.segmentation = segmentation
        self.variables = variables
    }
}
