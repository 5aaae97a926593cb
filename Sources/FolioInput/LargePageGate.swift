import Foundation

/// Lets one process at a time decode a page over the working size. Worker processes share it through an
/// exclusive `flock` on one file: a large image can take a few hundred MiB while it is decoded (a PNG or TIFF
/// is decoded whole before it is reduced; a progressive JPEG keeps all its coefficients), and two such pages
/// decoded at once would double the batch's peak. Ordinary pages never wait.
public final class LargePageGate: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()

    /// Opens (creating it when needed) the lock file at `path`; nil when it cannot be opened, and large pages
    /// are then decoded without waiting.
    public init?(path: String) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Runs `body` while holding the gate: waits until no other holder is inside.
    public func hold<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return try body() }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }
}
