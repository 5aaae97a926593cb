import FolioModel

/// What opening a document tells before its pages are processed.
public struct ProbeResult: Sendable, Codable, Hashable {
    public var mediaType: MediaType
    public var pageCount: Int
    public var byteCount: Int

    public init(mediaType: MediaType, pageCount: Int, byteCount: Int) {
        self.mediaType = mediaType
        self.pageCount = pageCount
        self.byteCount = byteCount
    }
}
