import Foundation

/// Worker processes, one thread each, pulling jobs from a shared queue. A worker that crashes or hangs costs
/// the job it was on (reported as a failure) and is replaced; the batch goes on.
final class WorkerPool: @unchecked Sendable {
    /// What comes back for each job.
    enum Event: Sendable {
        case finished(WorkerRequest, WorkerResponse)
        /// No worker could be started: the batch cannot run.
        case fatal(String)
    }

    let queue = JobQueue()
    let events = ResultMailbox<Event>()
    private let executable: URL
    private let hello: WorkerHello
    private let timeout: TimeInterval
    private var threads: [Thread] = []
    private let done = DispatchGroup()

    init(executable: URL, hello: WorkerHello, timeout: TimeInterval) {
        self.executable = executable
        self.hello = hello
        self.timeout = timeout
    }

    /// Starts `count` workers.
    func start(count: Int) {
        for index in 0..<max(1, count) {
            done.enter()
            let thread = Thread { [self] in
                self.serve()
                self.done.leave()
            }
            thread.name = "folio-worker-\(index)"
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
    }

    /// Closes the queue and waits for every worker to exit.
    func finish() {
        queue.close()
        done.wait()
    }

    private func serve() {
        var connection: WorkerConnection?
        var startFailures = 0
        while let request = queue.take() {
            if connection == nil {
                do {
                    connection = try WorkerConnection(executable: executable, hello: hello)
                    startFailures = 0
                } catch {
                    startFailures += 1
                    events.put(.fatal("\(error)"))
                    if startFailures >= 3 { return }
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
                events.put(.finished(request, failure(request, stage: "worker", "\(reason); the rest of the batch goes on")))
            case .timedOut:
                connection = nil
                events.put(.finished(request, failure(request, stage: "worker",
                    "no result after \(Int(limit)) s; the worker was stopped (raise limits.pageTimeoutSeconds "
                    + "if pages this large need longer)")))
            }
        }
        connection?.shutdown()
    }

    private func failure(_ request: WorkerRequest, stage: String, _ message: String) -> WorkerResponse {
        WorkerResponse(id: request.id, failure: StageFailure(stage: stage, message: message), seconds: 0)
    }
}
