import CLeptonica
import FolioModel
import Foundation

/// The worker process's loop: read a hello, then requests, one JSON line each, answering each on stdout.
/// Stray output from C libraries is kept off the protocol channel by moving stdout to a private descriptor
/// and pointing descriptor 1 at stderr.
public enum WorkerMain {
    /// Runs until stdin closes. Returns the process exit code.
    public static func run() -> Int32 {
        folio_lept_quiet()
        let protocolFD = dup(STDOUT_FILENO)
        guard protocolFD >= 0 else { return 1 }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let output = FileHandle(fileDescriptor: protocolFD, closeOnDealloc: true)
        let input = LineReader(fileDescriptor: STDIN_FILENO)

        guard case .line(let helloLine) = input.readLine(timeout: nil),
              let hello = try? WorkerProtocol.decode(WorkerHello.self, from: helloLine) else {
            return 2
        }
        guard hello.version == WorkerProtocol.version else {
            send(WorkerReady(ready: false, pid: getpid(), message: "worker speaks protocol \(WorkerProtocol.version), "
                + "coordinator \(hello.version)", ompThreadLimit: ompLimit), to: output)
            return 2
        }
        let processor = PageProcessor(config: hello.config, tessdata: hello.tessdata)
        processor.savePagesDirectory = hello.savePages
        send(WorkerReady(ready: true, pid: getpid(), message: nil, ompThreadLimit: ompLimit), to: output)

        while case .line(let line) = input.readLine(timeout: nil) {
            guard let request = try? WorkerProtocol.decode(WorkerRequest.self, from: line) else { return 2 }
            send(handle(request, with: processor), to: output)
        }
        return 0
    }

    static var ompLimit: String? { ProcessInfo.processInfo.environment["OMP_THREAD_LIMIT"] }

    static func handle(_ request: WorkerRequest, with processor: PageProcessor) -> WorkerResponse {
        let start = Date()
        if request.kind == .page, let fault = FaultInjection.action(for: request.path) {
            switch fault {
            case .crash: kill(getpid(), SIGKILL)
            case .hang: while true { sleep(3600) }
            case .fail:
                return WorkerResponse(id: request.id, failure: StageFailure(stage: "fault", message: "injected failure"),
                                      seconds: 0)
            }
        }
        do {
            switch request.kind {
            case .probe:
                let probe = try processor.probe(path: request.path)
                return WorkerResponse(id: request.id, probe: probe, seconds: Date().timeIntervalSince(start))
            case .page:
                let page = try processor.process(path: request.path, page: request.pageIndex,
                                                 documentID: request.documentID)
                return WorkerResponse(id: request.id, page: page, seconds: Date().timeIntervalSince(start))
            }
        } catch {
            return WorkerResponse(id: request.id, failure: error, seconds: Date().timeIntervalSince(start))
        }
    }

    static func send<T: Encodable>(_ message: T, to output: FileHandle) {
        guard let data = try? WorkerProtocol.line(message) else { return }
        output.write(data)
    }
}
