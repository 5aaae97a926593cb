import FolioInput
import FolioModel
import Foundation

/// The coordinator: finds the inputs, skips what the store already has, spreads probe and page jobs over
/// worker processes, assembles each document when its last page is in, and hands it to the sink.
public final class BatchRunner {
    private let config: PipelineConfig
    private let options: BatchOptions
    private let sink: DocumentSink
    private let progress: (@Sendable (BatchProgress) -> Void)?

    public init(config: PipelineConfig, options: BatchOptions, sink: DocumentSink,
                progress: (@Sendable (BatchProgress) -> Void)? = nil) {
        self.config = config
        self.options = options
        self.sink = sink
        self.progress = progress
    }

    /// Processes every file under `inputs`. Throws only when nothing can run (inputs missing, no worker
    /// can start, the store fails); problems with single documents end up in the documents.
    public func run(inputs: [String]) throws -> BatchSummary {
        let start = Date()
        let files = try InputScanner.files(in: inputs)
        var summary = BatchSummary()
        summary.documentsSeen = files.count

        var pending: [String: DocumentAssembly] = [:]
        var duplicatePaths: [String: [String]] = [:]
        var order: [String] = []
        var finishedEarly: [Document] = []
        for file in files {
            let (digest, readError) = ContentHash.identity(of: URL(fileURLWithPath: file.path))
            if pending[digest.hex] != nil {
                duplicatePaths[digest.hex, default: []].append(file.path)
                continue
            }
            if config.incremental, let stored = try sink.status(ofDocument: digest.hex),
               !(options.retryFailed && stored != .ok) {
                try sink.addPath(file.path, toDocument: digest.hex)
                summary.documentsSkipped += 1
                continue
            }
            var assembly = DocumentAssembly(id: digest.hex, path: file.path, byteCount: digest.byteCount)
            if let readError {
                assembly.fail(StageFailure(stage: "load", message: readError.message))
                finishedEarly.append(assembly.document())
                continue
            }
            pending[digest.hex] = assembly
            order.append(digest.hex)
        }
        for document in finishedEarly { try finish(document, into: &summary) }

        var tracker = ProgressTracker(documentsTotal: pending.count, start: start)
        if !pending.isEmpty {
            try process(order: order, pending: &pending, summary: &summary, tracker: &tracker)
        }
        for (id, paths) in duplicatePaths {
            for path in paths { try sink.addPath(path, toDocument: id) }
        }
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    private func process(order: [String], pending: inout [String: DocumentAssembly], summary: inout BatchSummary,
                         tracker: inout ProgressTracker) throws {
        let hello = WorkerHello(version: WorkerProtocol.version, config: config, tessdata: options.tessdata,
                                savePages: options.savePagesDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let pool = WorkerPool(executable: options.workerExecutable, hello: hello, timeout: config.pageTimeoutSeconds)
        var nextID = 0
        func enqueue(_ kind: WorkerRequest.Kind, _ assembly: DocumentAssembly, page: Int = 0) {
            nextID += 1
            pool.queue.push(WorkerRequest(id: nextID, kind: kind, documentID: assembly.id, path: assembly.path,
                                          pageIndex: page))
        }
        for id in order { if let assembly = pending[id] { enqueue(.probe, assembly) } }
        pool.start(count: min(options.workers, max(1, order.count * 4)))
        defer { pool.finish() }

        while !pending.isEmpty {
            switch pool.events.take() {
            case .fatal(let message):
                throw PipelineError(.workerFailed, message)
            case .finished(let request, let response):
                guard var assembly = pending[request.documentID] else { continue }
                switch request.kind {
                case .probe:
                    if let probe = response.probe {
                        assembly.setProbe(probe)
                        tracker.pagesTotal += probe.pageCount
                        for page in 0..<probe.pageCount { enqueue(.page, assembly, page: page) }
                    } else {
                        assembly.fail(response.failure ?? StageFailure(stage: "load", message: "no answer"))
                    }
                case .page:
                    if let page = response.page {
                        assembly.add(page)
                    } else {
                        assembly.fail(page: request.pageIndex,
                                      response.failure ?? StageFailure(stage: "worker", message: "no answer"))
                        summary.pagesFailed += 1
                    }
                    tracker.pagesDone += 1
                }
                if assembly.isComplete {
                    pending[request.documentID] = nil
                    let document = assembly.document()
                    summary.pagesProcessed += document.pages.count
                    try finish(document, into: &summary)
                    tracker.documentsDone += 1
                } else {
                    pending[request.documentID] = assembly
                }
                progress?(tracker.snapshot())
            }
        }
    }

    private func finish(_ document: Document, into summary: inout BatchSummary) throws {
        try sink.save(document)
        summary.documentsProcessed += 1
        switch document.status {
        case .ok: summary.documentsOK += 1
        case .partial: summary.documentsPartial += 1
        case .failed: summary.documentsFailed += 1
        }
        if document.status != .ok, let first = document.errors.first {
            summary.problems.append((document.source.path, first.message))
        }
    }
}

/// Counts for progress reports.
struct ProgressTracker {
    var pagesDone = 0
    var pagesTotal = 0
    var documentsDone = 0
    var documentsTotal: Int
    let start: Date

    init(documentsTotal: Int, start: Date) {
        self.documentsTotal = documentsTotal
        self.start = start
    }

    func snapshot() -> BatchProgress {
        BatchProgress(pagesDone: pagesDone, pagesTotal: pagesTotal, documentsDone: documentsDone,
                      documentsTotal: documentsTotal, elapsed: Date().timeIntervalSince(start))
    }
}
