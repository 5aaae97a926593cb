import Foundation
import Testing
@testable import FolioStore

@Suite struct StoreRunLockTests {
    /// While one run holds a store, a second is refused, told who holds it; once the first lets go (its process
    /// ends, or here its lock is released), the next takes it.
    @Test func aSecondRunIsRefusedUntilTheFirstLetsGo() throws {
        let directory = try TemporaryDirectory()
        let store = directory.path("folio.sqlite")
        var first: StoreRunLock? = try StoreRunLock(storePath: store)
        first?.record(runID: 7)
        let error = try #require(throws: StoreError.self) { _ = try StoreRunLock(storePath: store) }
        #expect(error.code == .busy)
        #expect(error.message.contains("the store \(store) is in use by another folio run: run 7, pid \(getpid()), since "),
                "\(error.message)")
        #expect(error.message.contains("give this run another --store"))
        // Another store is not held.
        #expect(throws: Never.self) { _ = try StoreRunLock(storePath: directory.path("other.sqlite")) }
        first = nil
        let second = try StoreRunLock(storePath: store)
        #expect(second.isHeld && second.path == store + "-run.lock")
        #expect(FileManager.default.fileExists(atPath: second.path))
    }

    /// Looking at who holds a store neither creates the lock file nor keeps a run from taking it.
    @Test func theHolderIsToldWithoutTakingTheLock() throws {
        let directory = try TemporaryDirectory()
        let store = directory.path("folio.sqlite")
        #expect(StoreRunLock.holder(ofStore: store) == nil)
        #expect(!FileManager.default.fileExists(atPath: StoreRunLock.path(forStore: store)))
        var lock: StoreRunLock? = try StoreRunLock(storePath: store)
        lock?.record(runID: 3)
        #expect(StoreRunLock.holder(ofStore: store)?.hasPrefix("run 3, pid \(getpid()), since ") == true)
        lock = nil
        #expect(StoreRunLock.holder(ofStore: store) == nil)
        #expect(throws: Never.self) { _ = try StoreRunLock(storePath: store) }
    }

    /// A folder that cannot take the lock file does not stop the run: it goes ahead unlocked.
    @Test func aStoreWhoseFolderCannotTakeTheLockFileRunsUnlocked() throws {
        let lock = try StoreRunLock(storePath: "/nonexistent-folder-\(UUID().uuidString)/folio.sqlite")
        #expect(!lock.isHeld)
        lock.record(runID: 1)
    }
}
