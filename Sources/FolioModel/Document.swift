/// The outcome of processing a document.
public enum DocumentStatus: String, Codable, Sendable, Hashable {
    /// Every page was processed.
    case ok
    /// Some pages were processed, some failed (see `errors`).
    case partial
    /// Nothing usable came out (see `errors`).
    case failed
}

/// Where a document came from.
public struct SourceInfo: Codable, Sendable, Hashable {
    public var path: String
    public var sha256: String
    public var mediaType: MediaType
    public var byteCount: Int
    public var pageCount: Int

    public init(path: String, sha256: String, mediaType: MediaType, byteCount: Int, pageCount: Int) {
        self.path = path
        self.sha256 = sha256
        self.mediaType = mediaType
        self.byteCount = byteCount
        self.pageCount = pageCount
    }
}

/// A problem recorded on a document: which page (nil for the whole document), which stage, its code, what
/// happened.
public struct DocumentError: Codable, Sendable, Hashable {
    public var page: Int?
    public var stage: FailureStage
    /// `module.kind` of the underlying error (`input.corrupt`, `worker.crashed`); empty when not known.
    public var code: String
    public var message: String

    public init(page: Int?, stage: FailureStage, code: String = "", message: String) {
        self.page = page
        self.stage = stage
        self.code = code
        self.message = message
    }

    /// Whether the run caused it (a worker killed, a timeout) rather than the file.
    public var cause: FailureCause { RunFailureCodes.all.contains(code) ? .run : .file }

    enum CodingKeys: String, CodingKey { case page, stage, code, message, cause }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        page = try c.decodeIfPresent(Int.self, forKey: .page)
        stage = FailureStage(named: try c.decode(String.self, forKey: .stage))
        code = try c.decodeIfPresent(String.self, forKey: .code) ?? ""
        message = try c.decode(String.self, forKey: .message)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(page, forKey: .page)
        try c.encode(stage, forKey: .stage)
        try c.encode(code, forKey: .code)
        try c.encode(message, forKey: .message)
        try c.encode(cause, forKey: .cause)
    }
}

/// A processed document: the unit of the store and of the JSON export (schema version 1).
public struct Document: Codable, Sendable, Hashable {
    /// The JSON schema version this model encodes.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The SHA-256 of the source bytes, lowercase hex.
    public var id: String
    public var source: SourceInfo
    public var status: DocumentStatus
    public var errors: [DocumentError]
    public var pages: [Page]
    public var receipt: Receipt?

    public init(id: String, source: SourceInfo, status: DocumentStatus, errors: [DocumentError] = [],
                pages: [Page] = [], receipt: Receipt? = nil) {
        self.schemaVersion = Self.currentSchemaVersion
        self.id = id
        self.source = source
        self.status = status
        self.errors = errors
        self.pages = pages
        self.receipt = receipt
    }

    /// The status that follows from how many pages came out and how many errors were recorded.
    public static func status(pageCount: Int, processedPages: Int, errorCount: Int) -> DocumentStatus {
        if processedPages == 0 { return .failed }
        if processedPages < pageCount || errorCount > 0 { return .partial }
        return .ok
    }

    enum CodingKeys: String, CodingKey { case schemaVersion, id, source, status, errors, pages, receipt }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(id, forKey: .id)
        try c.encode(source, forKey: .source)
        try c.encode(status, forKey: .status)
        try c.encode(errors, forKey: .errors)
        try c.encode(pages, forKey: .pages)
        try c.encode(receipt, forKey: .receipt) // explicit null when absent
    }
}
