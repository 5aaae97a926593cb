import Foundation
import FolioModel

/// One stored document in a line: what `folio show` lists without an id.
public struct DocumentSummary: Sendable, Hashable, Codable {
    /// The document's id (SHA-256 of its source bytes).
    public var id: String
    /// The path it was last processed from.
    public var path: String
    /// Its media type.
    public var mediaType: MediaType
    /// The size of its source, in bytes.
    public var byteCount: Int
    /// Its number of pages.
    public var pageCount: Int
    /// How its processing ended.
    public var status: DocumentStatus
    /// How many errors it has.
    public var errorCount: Int
    /// The message of its first error, or nil when it has none.
    public var firstError: String?
    /// The mean confidence of its pages, or nil when no page is stored.
    public var confidence: Double?
    /// When it was first stored.
    public var createdAt: Date

    /// Makes a summary.
    public init(id: String, path: String, mediaType: MediaType, byteCount: Int, pageCount: Int, status: DocumentStatus,
                errorCount: Int, firstError: String?, confidence: Double?, createdAt: Date) {
        self.id = id
        self.path = path
        self.mediaType = mediaType
        self.byteCount = byteCount
        self.pageCount = pageCount
        self.status = status
        self.errorCount = errorCount
        self.firstError = firstError
        self.confidence = confidence
        self.createdAt = createdAt
    }
}
