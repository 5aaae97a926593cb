/// What a file looked like when it was read: its size and modification time. An incremental run skips a file
/// whose path and stamp are unchanged since it was stored, without reading it.
public struct FileStamp: Sendable, Hashable, Codable {
    public var byteCount: Int
    /// Seconds since 1970, with the file system's sub-second part.
    public var modifiedAt: Double

    public init(byteCount: Int, modifiedAt: Double) {
        self.byteCount = byteCount
        self.modifiedAt = modifiedAt
    }
}

/// What the store knows of a document when a run meets it again.
public struct StoredDocumentState: Sendable, Hashable {
    public var id: String
    public var status: DocumentStatus
    /// Every recorded error was caused by the run (a worker killed, a timeout), not the file.
    public var failedThroughRun: Bool
    /// Consecutive runs that stored it as failed or partial.
    public var attempts: Int

    public init(id: String, status: DocumentStatus, failedThroughRun: Bool, attempts: Int) {
        self.id = id
        self.status = status
        self.failedThroughRun = failedThroughRun
        self.attempts = attempts
    }

    /// Runs that fail a document through no fault of its file are retried this many times in all.
    public static let automaticAttempts = 3

    /// Whether a run processes it again without being asked: it failed through the run, not its file, and
    /// has not failed that way `automaticAttempts` times already.
    public var retriesAutomatically: Bool {
        status != .ok && failedThroughRun && attempts < Self.automaticAttempts
    }
}
