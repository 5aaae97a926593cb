import FolioInput
import FolioModel
import Foundation

/// The coordinator: finds the inputs, skips what the store already has (unchanged files without reading
/// them), spreads probe and page jobs over worker processes, assembles each document when its last page is
/// in, and hands it to the sink. `interrupt()` (from a signal handler) stops it cleanly.
public final class BatchRunner: @unchecked Sendable {
    private let config: PipelineConfig
    private let steps: DocumentSteps
    private let options: BatchOptions
    private let sink: DocumentSink
    private let progress: (@Sendable (BatchProgress) -> Void)?
    private let lock = NSLock()
    private var pool: WorkerPool?
    private var interruptions = 0

    public init(config: PipelineConfig, options: BatchOptions, sink: DocumentSink,
                progress: (@Sendable (BatchProgress) -> Void)? = nil) {
        self.config = config
        steps = DocumentSteps(config: config)
        self.options = options
        self.sink = sink
        self.progress = progress
    }

    /// Asks the run to stop: no new pages start, running ones get `options.interruptGraceSeconds` to finish
    /// (a second call stops them at once), finished documents are stored, the rest is left for the next run.
    /// Safe to call from any thread.
    public func interrupt() {
        lock.lock()
        interruptions += 1
        let now = interruptions > 1
        let current = pool
        lock.unlock()
        current?.events.put(.interrupted(now: now))
    }

    private var wasInterrupted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return interruptions > 0
    }

    /// Processes every file under `inputs`. Throws only when nothing can run (inputs missing, no worker
    /// can start, the store fails); problems with single documents end up in the documents.
    public func run(inputs: [String]) throws -> BatchSummary {
        // A worker that dies between requests must not take the coordinator with it: writes to its pipe then
        // fail with EPIPE instead of raising SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let start = Date()
        let files = try InputScanner.files(in: inputs, excluding: options.excludedPaths)
        var summary = BatchSummary()
        summary.documentsSeen = files.count
        let known = config.incremental ? try sink.knownPaths() : [:]

        var pending: [String: DocumentAssembly] = [:]
        var stamps: [String: FileStamp] = [:]
        var duplicatePaths: [String: [(path: String, stamp: FileStamp?)]] = [:]
        var order: [String] = []
        var finishedEarly: [(Document, FileStamp?)] = []
        var examined = 0
        for file in files {
            if wasInterrupted { break }
            examined += 1
            if let problem = file.problem {
                var assembly = DocumentAssembly(id: ContentHash.standInIdentity(for: file.path), path: file.path,
                                                byteCount: 0)
                assembly.fail(StageFailure(stage: .load, code: "input.notReadable", message: problem))
                finishedEarly.append((assembly.document(), nil))
                continue
            }
            if let stamp = file.stamp, let stored = known[file.path], stored.stamp == stamp,
               !needsProcessing(stored.document) {
                summary.documentsSkipped += 1
                summary.documentsUnchanged += 1
                continue
            }
            let (digest, readError) = ContentHash.identity(of: URL(fileURLWithPath: file.path))
            if pending[digest.hex] != nil {
                duplicatePaths[digest.hex, default: []].append((file.path, file.stamp))
                summary.documentsCopied += 1
                continue
            }
            let stored = try sink.state(ofDocument: digest.hex)
            if config.incremental, let stored, !needsProcessing(stored) {
                try sink.addPath(file.path, toDocument: digest.hex, stamp: file.stamp)
                summary.documentsSkipped += 1
                continue
            }
            if let stored, stored.retriesAutomatically, !options.retryFailed {
                summary.documentsRetried += 1
            }
            var assembly = DocumentAssembly(id: digest.hex, path: file.path, byteCount: digest.byteCount,
                                            sniffedType: digest.mediaType)
            if let readError {
                assembly.fail(StageFailure(stage: .load, error: readError))
                finishedEarly.append((assembly.document(), file.stamp))
                continue
            }
            pending[digest.hex] = assembly
            stamps[digest.hex] = file.stamp
            order.append(digest.hex)
        }
        for (document, stamp) in finishedEarly { try finish(document, stamp: stamp, into: &summary) }

        var tracker = ProgressTracker(documentsTotal: pending.count, start: start)
        if !pending.isEmpty && !wasInterrupted {
            try process(order: order, pending: &pending, stamps: stamps, summary: &summary, tracker: &tracker)
        }
        for (id, copies) in duplicatePaths where pending[id] == nil {
            for copy in copies { try sink.addPath(copy.path, toDocument: id, stamp: copy.stamp) }
        }
        summary.interrupted = wasInterrupted
        summary.documentsLeft = pending.count + (files.count - examined)
        summary.seconds = Date().timeIntervalSince(start)
        return summary
    }

    /// Whether a stored document is processed again: asked for (`--retry-failed`), or failed through the run.
    private func needsProcessing(_ stored: StoredDocumentState) -> Bool {
        (options.retryFailed && stored.status != .ok) || stored.retriesAutomatically
    }

    private func process(order: [String], pending: inout [String: DocumentAssembly], stamps: [String: FileStamp],
                         summary: inout BatchSummary, tracker: inout ProgressTracker) throws {
        // The workers take turns at pages over the working size, through a lock file that lives as long as the run.
        let largePageLock = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-\(getpid())-\(UUID().uuidString.prefix(8))-large-pages.lock").path
        defer { try? FileManager.default.removeItem(atPath: largePageLock) }
        let hello = WorkerHello(version: WorkerProtocol.version, config: config, tessdata: options.tessdata,
                                savePages: options.savePagesDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                                largePageLock: largePageLock)
        let pool = WorkerPool(executable: options.workerExecutable, hello: hello, timeout: config.pageTimeoutSeconds)
        var nextID = 0
        func enqueue(_ kind: WorkerRequest.Kind, _ assembly: DocumentAssembly, page: Int = 0) {
            nextID += 1
            pool.queue.push(WorkerRequest(id: nextID, kind: kind, documentID: assembly.id, path: assembly.path,
                                          pageIndex: page))
        }
        for id in order { if let assembly = pending[id] { enqueue(.probe, assembly) } }
        lock.lock()
        self.pool = pool
        let alreadyInterrupted = interruptions > 0
        lock.unlock()
        if alreadyInterrupted { pool.events.put(.interrupted(now: false)) }
        pool.start(count: min(options.workers, max(1, order.count * 4)))
        var stopped = false
        defer {
            if !stopped { pool.finish() }
            lock.lock()
            self.pool = nil
            lock.unlock()
        }

        var lostWorkers: [String] = []
        func handle(_ event: WorkerPool.Event) throws {
            switch event {
            case .interrupted, .workerLost:
                return
            case .finished(let request, let response):
                guard var assembly = pending[request.documentID] else { return }
                switch request.kind {
                case .probe:
                    if let probe = response.probe {
                        assembly.setProbe(probe, maxPages: config.maxPages)
                        tracker.pagesTotal += assembly.pagesToProcess
                        for page in 0..<assembly.pagesToProcess { enqueue(.page, assembly, page: page) }
                    } else {
                        assembly.fail(response.failure ?? StageFailure(stage: .load, code: RunFailureCodes.unreadableAnswer,
                                                                       message: "the worker gave no answer"))
                    }
                case .page:
                    if let page = response.page {
                        assembly.add(page, warnings: response.warnings)
                    } else {
                        assembly.fail(page: request.pageIndex,
                                      response.failure ?? StageFailure(stage: .worker, code: RunFailureCodes.unreadableAnswer,
                                                                       message: "the worker gave no answer"))
                        summary.pagesFailed += 1
                    }
                    tracker.pagesDone += 1
                }
                if assembly.isComplete {
                    pending[request.documentID] = nil
                    let document = assembly.document(steps: steps)
                    summary.pagesProcessed += document.pages.count
                    try finish(document, stamp: stamps[request.documentID], into: &summary)
                    tracker.documentsDone += 1
                } else {
                    pending[request.documentID] = assembly
                }
                progress?(tracker.snapshot())
            }
        }

        while !pending.isEmpty {
            let event = pool.events.take()
            switch event {
            case .interrupted(let now):
                // Stop taking work; pages already running finish within the grace period (or are killed), and
                // documents they complete are stored. Everything else is left for the next run.
                stopped = true
                pool.stop(grace: now ? 0 : options.interruptGraceSeconds)
                while let late = pool.events.poll() { try handle(late) }
                return
            case .workerLost(let message):
                lostWorkers.append(message)
                if lostWorkers.count >= pool.count {
                    throw PipelineError(.workerFailed, "no worker process could be started: \(message)")
                }
            case .finished:
                try handle(event)
            }
        }
    }

    private func finish(_ document: Document, stamp: FileStamp?, into summary: inout BatchSummary) throws {
        try sink.save(document, stamp: stamp)
        summary.documentsProcessed += 1
        switch document.status {
        case .ok: summary.documentsOK += 1
        case .partial: summary.documentsPartial += 1
        case .failed: summary.documentsFailed += 1
        }
        if document.status != .ok {
            let throughRun = !document.errors.isEmpty && document.errors.allSatisfy { $0.cause == .run }
            if throughRun { summary.documentsFailedThroughRun += 1 }
            if let first = document.errors.first {
                summary.problems.append(BatchSummary.Problem(path: document.source.path, message: first.message,
                                                             code: first.code, cause: throughRun ? .run : .file))
            }
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
