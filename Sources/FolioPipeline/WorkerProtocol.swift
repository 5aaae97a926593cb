import FolioModel
import Foundation

/// The coordinator ↔ worker protocol: one JSON object per line on the worker's stdin and stdout.
/// The first line the coordinator sends is a `WorkerHello`; the worker answers `WorkerReady`. Then each
/// `WorkerRequest` gets exactly one `WorkerResponse` with the same `id`.
public enum WorkerProtocol {
    /// Bumped when the messages change incompatibly.
    public static let version = 2

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.withoutEscapingSlashes]
        return e
    }()

    /// One message as a line of JSON (no embedded newlines: JSONEncoder escapes them).
    static func line<T: Encodable>(_ message: T) throws -> Data {
        var data = try encoder.encode(message)
        data.append(0x0A)
        return data
    }

    static func decode<T: Decodable>(_ type: T.Type, from line: Data) throws -> T {
        try JSONDecoder().decode(type, from: line)
    }
}

/// Sent once when a worker starts: the pipeline and where models are.
struct WorkerHello: Codable, Sendable {
    var version: Int
    var config: PipelineConfig
    var tessdata: String?
    /// Where to write processed page images, if anywhere.
    var savePages: String?
    /// The lock file the workers share to decode pages over the working size one at a time.
    var largePageLock: String?
}

/// The worker's answer to `WorkerHello`: ready, or why it cannot work.
struct WorkerReady: Codable, Sendable {
    var ready: Bool
    var pid: Int32
    var message: String?
    /// The worker's `OMP_THREAD_LIMIT` as it started (must be "1" for Tesseract to run at full speed).
    var ompThreadLimit: String?
}

/// One unit of work: open a document, or process one of its pages.
public struct WorkerRequest: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case probe
        case page
    }

    public var id: Int
    public var kind: Kind
    public var documentID: String
    public var path: String
    public var pageIndex: Int

    public init(id: Int, kind: Kind, documentID: String, path: String, pageIndex: Int = 0) {
        self.id = id
        self.kind = kind
        self.documentID = documentID
        self.path = path
        self.pageIndex = pageIndex
    }
}

/// The result of one request: exactly one of `probe`, `page` or `failure` is set.
public struct WorkerResponse: Codable, Sendable {
    public var id: Int
    public var probe: ProbeResult?
    public var page: Page?
    public var failure: StageFailure?
    /// Problems a page survived (a damaged JPEG whose readable part was used): the page is kept, the
    /// document becomes partial.
    public var warnings: [StageFailure]
    /// Wall-clock seconds the worker spent on the request.
    public var seconds: Double

    public init(id: Int, probe: ProbeResult? = nil, page: Page? = nil, failure: StageFailure? = nil,
                warnings: [StageFailure] = [], seconds: Double) {
        self.id = id
        self.warnings = warnings
        self.probe = probe
        self.page = page
        self.failure = failure
        self.seconds = seconds
    }
}
