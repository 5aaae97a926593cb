import Foundation

/// The coordinator's handle on one worker process: starts it with `OMP_THREAD_LIMIT=1`, sends requests,
/// waits for answers with a timeout, and reports crashes and hangs instead of hanging the batch.
final class WorkerConnection {
    enum Outcome {
        case response(WorkerResponse)
        /// The worker died (crashed or was killed) before answering.
        case crashed(String)
        /// No answer within the time limit; the worker was killed.
        case timedOut
    }

    private let process = Process()
    private let stdinPipe = Pipe()
    private let stdoutPipe = Pipe()
    private let reader: LineReader
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
        process.standardError = environment["FOLIO_WORKER_STDERR"] == "1" ? FileHandle.standardError : FileHandle.nullDevice
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
            throw PipelineError(.workerFailed, "cannot talk to a worker process: \(error)")
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
            terminate()
            throw PipelineError(.workerFailed, "a worker process did not start (\(executable.path) worker)")
        }
    }

    deinit { terminate() }

    /// Sends `request` and waits up to `timeout` seconds for its answer.
    func perform(_ request: WorkerRequest, timeout: TimeInterval) -> Outcome {
        do {
            try stdinPipe.fileHandleForWriting.write(contentsOf: WorkerProtocol.line(request))
        } catch {
            return .crashed(deathReason())
        }
        while true {
            switch reader.readLine(timeout: timeout) {
            case .line(let line):
                guard let response = try? WorkerProtocol.decode(WorkerResponse.self, from: line) else {
                    terminate()
                    return .crashed("the worker sent an unreadable answer")
                }
                if response.id != request.id { continue } // a stale answer to a request already given up on
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

    private func terminate() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
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
        switch process.terminationReason {
        case .uncaughtSignal:
            return "the worker process crashed (signal \(process.terminationStatus))"
        default:
            return "the worker process exited unexpectedly (status \(process.terminationStatus))"
        }
    }
}
