import Foundation

/// One `folio run` at a time on a store. Two runs over the same store would both take every new document (neither
/// has stored it yet when the other looks), doing the work twice on the same cores: a nightly job that overlaps
/// the night before's, or a run started by hand during it. The lock is an exclusive `flock` on a file beside the
/// store (`<store>-run.lock`), which the kernel lets go when the process ends however it ends, so a crash or a
/// kill leaves no stale lock. The file holds who has it (process, start, run), for the message a second run
/// gets. Reading the store (show, export, search, status) never waits for it.
public final class StoreRunLock {
    /// The lock file.
    public let path: String
    /// Whether this run holds the lock. A store whose folder cannot take the lock file, or whose file system has
    /// no `flock`, is run unlocked: the lock keeps runs from doubling work, and is no reason to refuse one.
    public var isHeld: Bool { descriptor >= 0 }
    private let descriptor: Int32

    /// The lock file of the store at `storePath`.
    public static func path(forStore storePath: String) -> String { storePath + "-run.lock" }

    /// Takes the lock of the store at `storePath` without waiting, or throws `StoreError.Code.busy` naming the
    /// run that holds it.
    public init(storePath: String) throws {
        path = Self.path(forStore: storePath)
        // Close-on-exec: worker processes must not inherit it and hold it past the run.
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            descriptor = -1
            return
        }
        // Tried a few times over a tenth of a second: `folio status` looking at the lock holds it for an instant.
        var taken = false
        for attempt in 0..<5 {
            if attempt > 0 { usleep(25_000) }
            taken = flock(fd, LOCK_EX | LOCK_NB) == 0
            while !taken && errno == EINTR { taken = flock(fd, LOCK_EX | LOCK_NB) == 0 }
            if taken || errno != EWOULDBLOCK { break }
        }
        guard taken else {
            let busy = errno == EWOULDBLOCK
            let holder = Self.holder(fd)
            close(fd)
            guard busy else {
                descriptor = -1
                return
            }
            throw StoreError(.busy, path: storePath,
                             summary: "the store \(storePath) is in use by another folio run"
                                 + (holder.isEmpty ? "" : ": \(holder)"),
                             hint: "wait for it to finish or give this run another --store; show, export, search "
                                 + "and status can read the store meanwhile")
        }
        descriptor = fd
        write("pid \(getpid()), since \(Self.timestamp(Date()))")
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Who holds the lock of the store at `storePath` now ("run 7, pid 1234, since …"), or nil when no run does.
    /// Looks without taking it for longer than the look (a shared lock tried and let go at once), and never
    /// creates the lock file.
    public static func holder(ofStore storePath: String) -> String? {
        let fd = open(path(forStore: storePath), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        if flock(fd, LOCK_SH | LOCK_NB) == 0 {
            _ = flock(fd, LOCK_UN)
            return nil
        }
        guard errno == EWOULDBLOCK else { return nil }
        let text = holder(fd)
        return text.isEmpty ? "a run" : text
    }

    /// Adds the run's number to what the lock file says of its holder.
    public func record(runID: Int64) {
        write("run \(runID), pid \(getpid()), since \(Self.timestamp(Date()))")
    }

    private func write(_ holder: String) {
        guard isHeld else { return }
        let bytes = Array((holder + "\n").utf8)
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// What the lock file says of its holder (one line), or "" when it says nothing readable.
    private static func holder(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return "" }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        return String(text.prefix { $0 != "\n" }.filter(\.isPrintable))
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

private extension Character {
    /// A character a terminal shows as itself (no control character).
    var isPrintable: Bool { !(asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
}
