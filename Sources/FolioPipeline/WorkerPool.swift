import FolioModel
import Foundation

/// Worker processes, one thread each, pulling jobs from a shared queue. A worker that crashes or hangs costs
/// the job it was on (reported as a failure) and is replaced; the batch goes on. A worker that cannot be
/// started gives its job back and is tried again; only when no worker at all can run does the batch stop.
final class WorkerPool: @unchecked Sendable {
    /// What comes back for each job.
    enum Event: Sendable {
        case finished(WorkerRequest, WorkerResponse)
        /// A worker slot gave up after failing to start a process several times in a row.
        case workerLost(String)
        /// The run was asked to stop (SIGINT, SIGTERM); `now`: do not wait for running pages.
        case interrupted(now: Bool)
    }

    let queue = JobQueue()
    let events = ResultMailbox<Event>()
    private let executable: URL
    private let hello: WorkerHello
    private let timeout: TimeInterval
    private var threads: [Thread] = []
    private let done = DispatchGroup()
    private let lock = NSLock()
    private var live: [Int: WorkerConnection] = [:]
    /// Consecutive start failures after which a worker slot gives up.
    static let startAttempts = 3

    init(executable: URL, hello: WorkerHello, timeout: TimeInterval) {
        self.executable = executable
        self.hello = hello
        self.timeout = timeout
    }

    /// Number of worker slots started.
    var count: Int { threads.count }

    /// Starts `count` workers.
    func start(count: Int) {
        for index in 0..<max(1, count) {
            done.enter()
            let thread = Thread { [self] in
                self.serve(slot: index)
                self.done.leave()
            }
            thread.name = "folio-worker-\(index)"
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
    }

    /// Drops the jobs not yet started, lets the running ones finish, and waits for every worker to exit.
    func finish() {
        queue.close(discardingPending: true)
        done.wait()
    }

    /// Drops the jobs not yet started and waits up to `grace` seconds for the running ones; kills the workers
    /// still busy after that. Returns whether every running page finished in time.
    @discardableResult
    func stop(grace: TimeInterval) -> Bool {
        queue.close(discardingPending: true)
        if done.wait(timeout: .now() + grace) == .success { return true }
        lock.lock()
        let busy = Array(live.values)
        lock.unlock()
        for connection in busy { connection.kill() }
        done.wait()
        return false
    }

    private func serve(slot: Int) {
        var connection: WorkerConnection?
        var startFailures = 0
        defer {
            connection?.shutdown()
            setLive(nil, slot: slot)
        }
        // The worker starts with its slot, not at the slot's first job: that job may come only once another worker
        // has probed a document, and every worker would then start one after the other. A worker that fails to
        // start here is started again, and its failures counted, at the first job.
        if let started = try? WorkerConnection(executable: executable, hello: hello) {
            connection = started
            setLive(started, slot: slot)
        }
        while let request = queue.take() {
            if connection == nil {
                do {
                    connection = try WorkerConnection(executable: executable, hello: hello)
                    setLive(connection, slot: slot)
                    startFailures = 0
                } catch {
                    // Give the job back for another worker (or this one, once it starts).
                    queue.pushFront(request)
                    startFailures += 1
                    if startFailures >= Self.startAttempts {
                        events.put(.workerLost("\(error)"))
                        return
                    }
                    usleep(UInt32(200_000 * startFailures))
                    continue
                }
            }
            guard let worker = connection else { continue }
            let limit = request.kind == .probe ? min(timeout, 120) : timeout
            switch worker.perform(request, timeout: limit) {
            case .response(let response):
                events.put(.finished(request, response))
            case .crashed(let reason):
                connection = nil
                events.put(.finished(request, failure(request, code: RunFailureCodes.workerCrashed,
                                                      "\(reason); the rest of the batch goes on")))
            case .unreadableAnswer(let reason):
                connection = nil
                events.put(.finished(request, failure(request, code: RunFailureCodes.unreadableAnswer, reason)))
            case .timedOut:
                connection = nil
                events.put(.finished(request, failure(request, code: RunFailureCodes.timedOut,
                    "no result after \(Int(limit)) s; the worker was stopped (raise limits.pageTimeoutSeconds "
                    + "if pages this large need longer)")))
            }
            if connection == nil { setLive(nil, slot: slot) }
        }
    }

    private func setLive(_ connection: WorkerConnection?, slot: Int) {
        lock.lock()
        live[slot] = connection
        lock.unlock()
    }

    private func failure(_ request: WorkerRequest, code: String, _ message: String) -> WorkerResponse {
        WorkerResponse(id: request.id, failure: StageFailure(stage: .worker, code: code, message: message), seconds: 0)
    }
}
