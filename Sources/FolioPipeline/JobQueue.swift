import Foundation

/// A blocking queue shared by the worker threads. Page jobs go before probe jobs, so documents already
/// open finish before new ones start and memory stays flat.
final class JobQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pages: [WorkerRequest] = []
    private var probes: [WorkerRequest] = []
    private var pageHead = 0
    private var probeHead = 0
    private var closed = false

    func push(_ request: WorkerRequest) {
        condition.lock()
        if request.kind == .page { pages.append(request) } else { probes.append(request) }
        condition.signal()
        condition.unlock()
    }

    /// The next job, waiting for one; nil once the queue is closed and empty.
    func take() -> WorkerRequest? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if pageHead < pages.count {
                defer { pageHead += 1; compact() }
                return pages[pageHead]
            }
            if probeHead < probes.count {
                defer { probeHead += 1; compact() }
                return probes[probeHead]
            }
            if closed { return nil }
            condition.wait()
        }
    }

    /// No more jobs will come; waiting takers return nil.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    private func compact() {
        if pageHead > 1024 && pageHead * 2 > pages.count { pages.removeFirst(pageHead); pageHead = 0 }
        if probeHead > 1024 && probeHead * 2 > probes.count { probes.removeFirst(probeHead); probeHead = 0 }
    }
}

/// A blocking mailbox of results from the worker threads to the coordinator.
final class ResultMailbox<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element] = []

    func put(_ item: Element) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    func take() -> Element {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        return items.removeFirst()
    }
}
