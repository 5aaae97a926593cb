import Foundation

/// Catches SIGINT and SIGTERM for the life of a run and hands them to `handler` (on a dispatch queue, not in
/// signal context), so the run can stop cleanly: finish the pages in progress, store what is done, mark the
/// run interrupted. `received` is the first signal caught, for the exit code (128 + signal).
final class InterruptSignals: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var first: Int32?

    init(_ handler: @escaping @Sendable (Int32) -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                lock.lock()
                if first == nil { first = number }
                lock.unlock()
                handler(number)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    /// The first signal caught, if any.
    var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }
}
