import FolioInput
import FolioTestSupport
import Foundation
import Testing

@Suite struct LargePageGateTests {
    /// Counts the holders inside at once, from several threads.
    final class Occupancy: @unchecked Sendable {
        private let lock = NSLock()
        private var inside = 0
        private(set) var most = 0
        private(set) var entries = 0
        func enter() { lock.lock(); inside += 1; entries += 1; most = max(most, inside); lock.unlock() }
        func leave() { lock.lock(); inside -= 1; lock.unlock() }
    }

    @Test func holdersOfTheSameLockFileTakeTurns() throws {
        let path = try TestPaths.temporaryDirectory("folio-gate").appendingPathComponent("large-pages.lock").path
        // Two gates on one file are two open file descriptions, as in two worker processes: flock excludes them.
        let gates = try [LargePageGate(path: path), LargePageGate(path: path)].map { try #require($0) }
        let occupancy = Occupancy()
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        for gate in gates {
            group.enter()
            Thread.detachNewThread {
                start.wait()
                for _ in 0..<4 {
                    gate.hold {
                        occupancy.enter()
                        usleep(20_000)
                        occupancy.leave()
                    }
                }
                group.leave()
            }
        }
        usleep(50_000)
        start.signal()
        start.signal()
        group.wait()
        #expect(occupancy.entries == 8)
        #expect(occupancy.most == 1, "\(occupancy.most) holders were inside at once")
    }

    @Test func aGateCannotOpenAMissingFolder() {
        #expect(LargePageGate(path: "/nonexistent-folder/large-pages.lock") == nil)
    }
}
