import CLeptonica
import CMalloc
import FolioInput
import FolioModel
import Foundation

/// The worker process's loop: read a hello, then requests, one JSON line each, answering each on stdout.
/// Stray output from C libraries is kept off the protocol channel by moving stdout to a private descriptor
/// and pointing descriptor 1 at stderr.
public enum WorkerMain {
    /// Runs until stdin closes. Returns the process exit code.
    public static func run() -> Int32 {
        folio_lept_quiet()
        // Ctrl-C in a terminal reaches the whole process group: the coordinator decides when a worker stops
        // (it lets the running page finish, then closes stdin or kills it).
        signal(SIGINT, SIG_IGN)
        watchParent()
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
        limitMemory(megabytes: hello.config.workerMemoryMegabytes)
        let processor = PageProcessor(config: hello.config, tessdata: hello.tessdata)
        processor.savePagesDirectory = hello.savePages
        processor.largePageGate = hello.largePageLock.flatMap(LargePageGate.init(path:))
        send(WorkerReady(ready: true, pid: getpid(), message: nil, ompThreadLimit: ompLimit), to: output)

        while case .line(let line) = input.readLine(timeout: nil) {
            guard let request = try? WorkerProtocol.decode(WorkerRequest.self, from: line) else { return 2 }
            send(handle(request, with: processor), to: output)
            // A page's images are freed when it ends, but glibc keeps the freed memory mapped; give it back, so an
            // idle worker holds only what it uses while the other works on a large page.
            folio_release_free_memory()
            if request.kind == .page, FaultInjection.action(for: request.path) == .exit { return 0 }
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
            case .trap:
                preconditionFailure("injected trap on \(request.path)")
            case .exit:
                break
            case .fail:
                return WorkerResponse(id: request.id, failure: StageFailure(stage: .fault, code: "fault.injected", message: "injected failure"),
                                      seconds: 0)
            }
        }
        do {
            switch request.kind {
            case .probe:
                let probe = try processor.probe(path: request.path)
                return WorkerResponse(id: request.id, probe: probe, seconds: Date().timeIntervalSince(start))
            case .page:
                let (page, warnings) = try processor.processWithWarnings(path: request.path, page: request.pageIndex,
                                                                         documentID: request.documentID)
                return WorkerResponse(id: request.id, page: page, warnings: warnings,
                                      seconds: Date().timeIntervalSince(start))
            }
        } catch {
            return WorkerResponse(id: request.id, failure: error, seconds: Date().timeIntervalSince(start))
        }
    }

    static func send<T: Encodable>(_ message: T, to output: FileHandle) {
        guard let data = try? WorkerProtocol.line(message) else { return }
        output.write(data)
    }

    /// Sends `response`, or — when it cannot be encoded (a NaN that slipped into a page) — a failure that says
    /// so, so the coordinator never waits for an answer that will not come.
    static func send(_ response: WorkerResponse, to output: FileHandle) {
        output.write(encoded(response))
    }

    /// The response as a protocol line, or a failure line for the same request when it cannot be encoded.
    static func encoded(_ response: WorkerResponse) -> Data {
        do {
            return try WorkerProtocol.line(response)
        } catch {
            let failure = WorkerResponse(id: response.id, failure: StageFailure(
                stage: .worker, code: "pipeline.unencodableResult",
                message: "the page's result cannot be encoded (\(error)); please report it with the file"),
                seconds: response.seconds)
            return (try? WorkerProtocol.line(failure)) ?? Data("{\"id\":\(response.id),\"seconds\":0}\n".utf8)
        }
    }

    /// Exits when the coordinator is gone (killed with SIGKILL, say), instead of finishing a page nobody
    /// will read: a thread compares the parent process id once a second.
    static func watchParent() {
        let parent = getppid()
        let thread = Thread {
            while true {
                sleep(1)
                if getppid() != parent { _exit(0) }
            }
        }
        thread.stackSize = 64 * 1024
        thread.start()
    }

    /// Caps the worker's address space, so a page that needs more memory than that fails alone (and its
    /// worker is replaced) instead of pushing the machine into swap or the out-of-memory killer.
    static func limitMemory(megabytes: Int) {
        let bytes = rlim_t(megabytes) << 20
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }
}
