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
    private var discarded = false

    func push(_ request: WorkerRequest) {
        condition.lock()
        if discarded {
            condition.unlock()
            return
        }
        if request.kind == .page { pages.append(request) } else { probes.append(request) }
        condition.signal()
        condition.unlock()
    }

    /// Puts back a job that could not be started, to be taken next.
    func pushFront(_ request: WorkerRequest) {
        condition.lock()
        if closed && discarded {
            condition.unlock()
            return
        }
        if request.kind == .page {
            pages.insert(request, at: pageHead)
        } else {
            probes.insert(request, at: probeHead)
        }
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

    /// No more jobs will come; waiting takers return nil. With `discardingPending`, jobs not yet taken are
    /// dropped too (a batch that stops early: an error, an interruption).
    func close(discardingPending: Bool = false) {
        condition.lock()
        closed = true
        if discardingPending {
            discarded = true
            pages.removeAll()
            probes.removeAll()
            pageHead = 0
            probeHead = 0
        }
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

    /// The next item if one is waiting, without blocking.
    func poll() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        return items.isEmpty ? nil : items.removeFirst()
    }
}
