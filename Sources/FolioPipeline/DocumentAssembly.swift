import FolioModel
import FolioStructure

/// Collects one document's probe and page results (in any order) and builds the `Document` when complete.
public struct DocumentAssembly: Sendable {
    public let id: String
    public let path: String
    public let byteCount: Int
    /// The type read from the file's first bytes by the coordinator, for documents that fail before a probe.
    public let sniffedType: MediaType
    public private(set) var probe: ProbeResult?
    /// Pages to process: the document's pages, or the first `limits.maxPages` of them.
    public private(set) var pagesToProcess = 0
    public private(set) var pages: [Int: Page] = [:]
    public private(set) var errors: [DocumentError] = []
    private var finishedPages = Set<Int>()

    public init(id: String, path: String, byteCount: Int, sniffedType: MediaType = .unknown) {
        self.id = id
        self.path = path
        self.byteCount = byteCount
        self.sniffedType = sniffedType
    }

    /// Whether every page has a result (or the document failed before its pages).
    public var isComplete: Bool {
        guard let probe else { return !errors.isEmpty }
        return finishedPages.count >= min(probe.pageCount, pagesToProcess)
    }

    /// Records the document's type and page count.
    /// Only the first `maxPages` pages are processed when there are more (the rest are recorded as an error).
    public mutating func setProbe(_ probe: ProbeResult, maxPages: Int = .max) {
        self.probe = probe
        pagesToProcess = min(probe.pageCount, max(0, maxPages))
        if probe.pageCount > pagesToProcess {
            errors.append(DocumentError(page: nil, stage: .load, code: "input.tooManyPages",
                                        message: "\(path): the document has \(probe.pageCount) pages; only the first "
                                            + "\(pagesToProcess) were processed (limits.maxPages)"))
        }
        if probe.pageCount == 0 {
            errors.append(DocumentError(page: nil, stage: .load, code: "input.noPages",
                                        message: "\(path): the document has no pages"))
        }
    }

    /// Records a whole-document failure (nothing more will come).
    public mutating func fail(_ failure: StageFailure) {
        errors.append(DocumentError(page: nil, stage: failure.stage, code: failure.code,
                                    message: "\(path): \(failure.message)"))
    }

    /// Records one processed page.
    public mutating func add(_ page: Page, warnings: [StageFailure] = []) {
        pages[page.index] = page
        finishedPages.insert(page.index)
        for warning in warnings {
            errors.append(DocumentError(page: page.index, stage: warning.stage, code: warning.code,
                                        message: "\(path): page \(page.index + 1): \(warning.message)"))
        }
    }

    /// Records one failed page (`index` 0-based; the message says page numbers 1-based).
    public mutating func fail(page index: Int, _ failure: StageFailure) {
        errors.append(DocumentError(page: index, stage: failure.stage, code: failure.code,
                                    message: "\(path): page \(index + 1): \(failure.message)"))
        finishedPages.insert(index)
    }

    /// The finished document, after the document steps (both `folio run` and the in-process DocumentProcessor
    /// build documents here).
    public func document(steps: DocumentSteps = DocumentSteps()) -> Document {
        let joined = steps.joined(pages.keys.sorted().compactMap { pages[$0] })
        let (receipt, ordered) = joined.isEmpty ? (nil, joined) : steps.receipt(of: joined)
        let pageCount = probe?.pageCount ?? 0
        let status = Document.status(pageCount: pageCount, processedPages: ordered.count, errorCount: errors.count)
        let source = SourceInfo(path: path, sha256: id, mediaType: probe?.mediaType ?? sniffedType,
                                byteCount: probe?.byteCount ?? byteCount, pageCount: pageCount)
        return Document(id: id, source: source, status: status,
                        errors: errors.sorted { ($0.page ?? -1) < ($1.page ?? -1) }, pages: ordered,
                        receipt: receipt)
    }
}
