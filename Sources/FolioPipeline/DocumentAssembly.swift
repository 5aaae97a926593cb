import FolioModel

/// Collects one document's probe and page results (in any order) and builds the `Document` when complete.
public struct DocumentAssembly: Sendable {
    public let id: String
    public let path: String
    public let byteCount: Int
    public private(set) var probe: ProbeResult?
    public private(set) var pages: [Int: Page] = [:]
    public private(set) var errors: [DocumentError] = []
    private var finishedPages = Set<Int>()

    public init(id: String, path: String, byteCount: Int) {
        self.id = id
        self.path = path
        self.byteCount = byteCount
    }

    /// Whether every page has a result (or the document failed before its pages).
    public var isComplete: Bool {
        guard let probe else { return !errors.isEmpty }
        return finishedPages.count >= probe.pageCount
    }

    /// Records the document's type and page count.
    public mutating func setProbe(_ probe: ProbeResult) {
        self.probe = probe
        if probe.pageCount == 0 {
            errors.append(DocumentError(page: nil, stage: "load", message: "\(path): the document has no pages"))
        }
    }

    /// Records a whole-document failure (nothing more will come).
    public mutating func fail(_ failure: StageFailure) {
        errors.append(DocumentError(page: nil, stage: failure.stage, message: "\(path): \(failure.message)"))
    }

    /// Records one processed page.
    public mutating func add(_ page: Page) {
        pages[page.index] = page
        finishedPages.insert(page.index)
    }

    /// Records one failed page (`index` 0-based; the message says page numbers 1-based).
    public mutating func fail(page index: Int, _ failure: StageFailure) {
        errors.append(DocumentError(page: index, stage: failure.stage,
                                    message: "\(path): page \(index + 1): \(failure.message)"))
        finishedPages.insert(index)
    }

    /// The finished document.
    public func document() -> Document {
        let ordered = pages.keys.sorted().compactMap { pages[$0] }
        let pageCount = probe?.pageCount ?? 0
        let status = Document.status(pageCount: pageCount, processedPages: ordered.count, errorCount: errors.count)
        let source = SourceInfo(path: path, sha256: id, mediaType: probe?.mediaType ?? .unknown,
                                byteCount: probe?.byteCount ?? byteCount, pageCount: pageCount)
        return Document(id: id, source: source, status: status,
                        errors: errors.sorted { ($0.page ?? -1) < ($1.page ?? -1) }, pages: ordered)
    }
}
