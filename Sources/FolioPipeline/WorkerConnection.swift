import Foundation

/// The coordinator's handle on one worker process: starts it with `OMP_THREAD_LIMIT=1`, sends requests,
/// waits for answers with a timeout, and reports crashes and hangs instead of hanging the batch. The worker's
/// stderr goes to a private file whose last lines explain a crash.
final class WorkerConnection {
    enum Outcome {
        case response(WorkerResponse)
        /// The worker died (crashed or was killed) before answering; the reason includes its last words.
        case crashed(String)
        /// The worker answered something that is not a response; it was stopped.
        case unreadableAnswer(String)
        /// No answer within the time limit; the worker was killed.
        case timedOut
    }

    private let process = Process()
    private let stdinPipe = Pipe()
    private let stdoutPipe = Pipe()
    private let reader: LineReader
    private let stderrLog: WorkerStderrLog?
    /// What the worker reported as its `OMP_THREAD_LIMIT`.
    private(set) var ompThreadLimit: String?

    /// Starts `executable worker` with `baseEnvironment` plus `OMP_THREAD_LIMIT=1` and completes the hello handshake.
    init(executable: URL, hello: WorkerHello, startTimeout: TimeInterval = 120,
         baseEnvironment: [String: String] = ProcessInfo.processInfo.environment) throws {
        process.executableURL = executable
        process.arguments = ["worker"]
        var environment = baseEnvironment
        // Must be in the environment before the process starts: OpenMP reads it once, at load.
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        if environment["FOLIO_WORKER_STDERR"] == "1" {
            stderrLog = nil
            process.standardError = FileHandle.standardError
        } else {
            let log = try? WorkerStderrLog()
            stderrLog = log
            process.standardError = log?.handle ?? FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw PipelineError(.workerFailed, "cannot start a worker process (\(executable.path) worker): \(error)")
        }
        reader = LineReader(fileDescriptor: stdoutPipe.fileHandleForReading.fileDescriptor)
        do {
            try stdinPipe.fileHandleForWriting.write(contentsOf: WorkerProtocol.line(hello))
        } catch {
            terminate()
            throw PipelineError(.workerFailed, "cannot talk to a worker process: \(deathReason())")
        }
        switch reader.readLine(timeout: startTimeout) {
        case .line(let line):
            guard let ready = try? WorkerProtocol.decode(WorkerReady.self, from: line), ready.ready else {
                let reason = (try? WorkerProtocol.decode(WorkerReady.self, from: line))?.message ?? "unexpected answer"
                terminate()
                throw PipelineError(.workerFailed, "a worker process refused to start: \(reason)")
            }
            ompThreadLimit = ready.ompThreadLimit
        default:
            let reason = deathReason()
            terminate()
            throw PipelineError(.workerFailed, "a worker process did not start (\(executable.path) worker): \(reason)")
        }
    }

    deinit { terminate() }

    /// The worker's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Sends `request` and waits up to `timeout` seconds for its answer.
    func perform(_ request: WorkerRequest, timeout: TimeInterval) -> Outcome {
        do {
            try stdinPipe.fileHandleForWriting.write(contentsOf: WorkerProtocol.line(request))
        } catch {
            // The worker died between requests (the write failed with EPIPE: SIGPIPE is ignored).
            return .crashed(deathReason())
        }
        while true {
            switch reader.readLine(timeout: timeout) {
            case .line(let line):
                guard let response = try? WorkerProtocol.decode(WorkerResponse.self, from: line) else {
                    terminate()
                    let sample = String(decoding: line.prefix(120), as: UTF8.self)
                    return .unreadableAnswer("the worker sent an answer that is not a response (\(sample)…); "
                        + "it was stopped and the page abandoned")
                }
                if response.id != request.id { continue } // a stale answer to a request already given up on
                stderrLog?.clear()
                return .response(response)
            case .endOfFile, .failed:
                return .crashed(deathReason())
            case .timedOut:
                terminate()
                return .timedOut
            }
        }
    }

    /// Asks the worker to finish (closes its stdin) and waits briefly; kills it if it does not.
    func shutdown() {
        try? stdinPipe.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        terminate()
    }

    /// Kills the worker now (an interrupted run whose grace period is over).
    func kill() {
        terminate()
    }

    private func terminate() {
        if process.isRunning {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    private func deathReason() -> String {
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            terminate()
            return "the worker stopped answering"
        }
        let lastWords = stderrLog?.lastLine().map { ": \($0)" } ?? ""
        switch process.terminationReason {
        case .uncaughtSignal:
            let status = process.terminationStatus
            return "the worker process crashed (signal \(status)\(Self.signalMeaning(status)))\(lastWords)"
        default:
            return "the worker process exited unexpectedly (status \(process.terminationStatus))\(lastWords)"
        }
    }

    /// What a signal that ended a worker usually means.
    static func signalMeaning(_ signal: Int32) -> String {
        switch signal {
        case SIGKILL: return ", SIGKILL: killed from outside, e.g. by the out-of-memory killer"
        case SIGSEGV: return ", SIGSEGV: a C library read memory it does not own"
        case SIGABRT: return ", SIGABRT: a library aborted"
        case SIGILL, SIGTRAP: return ", a runtime trap in Folio: please report it with the file"
        case SIGBUS: return ", SIGBUS: the file changed or vanished while mapped"
        default: return ""
        }
    }
}

/// A worker's stderr, kept in an unlinked temporary file (appended to, so it can be emptied between pages);
/// its last line tells why a worker crashed ("Fatal error: …", a library's last complaint).
final class WorkerStderrLog {
    let handle: FileHandle

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/folio-worker-stderr-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw PipelineError(.workerFailed, "cannot create a temporary file for worker output") }
        let path = String(cString: template.map { UInt8(bitPattern: $0) } + [0])
        unlink(path)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_APPEND)
        handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    }

    /// Empties the log (after a page answered: what it printed is no longer of interest).
    func clear() {
        _ = ftruncate(handle.fileDescriptor, 0)
    }

    /// The last non-empty line written, at most 300 characters, without Swift's backtrace that follows a trap.
    func lastLine() -> String? {
        let fd = handle.fileDescriptor
        let size = lseek(fd, 0, SEEK_END)
        guard size > 0 else { return nil }
        let length = Int(min(size, 64 * 1024))
        var buffer = [UInt8](repeating: 0, count: length)
        let read = pread(fd, &buffer, length, off_t(size) - off_t(length))
        guard read > 0 else { return nil }
        let text = String(decoding: buffer[0..<read], as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        // A Swift runtime trap prints "Fatal error: …" and then a long backtrace: the fatal line is the reason.
        let chosen = lines.last { $0.contains("Fatal error") } ?? lines.last { !$0.isEmpty }
        return chosen.map { String($0.prefix(300)) }
    }
}
