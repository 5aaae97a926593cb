import Foundation

/// Runs external programs for the benchmark with Tesseract's OpenMP limited to one thread per process.
enum ChildProcess {
    /// The environment given to children: this process's, with `OMP_THREAD_LIMIT=1` (it must be set before a
    /// child starts; setting it inside a running process has no effect).
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        return environment
    }()

    /// The executable for `name`: a path containing `/` as given, otherwise the first match on `PATH`.
    static func executable(_ name: String) throws -> URL {
        if name.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: name) else {
                throw BenchError("\(name) is not an executable file")
            }
            return URL(fileURLWithPath: name)
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw BenchError("\(name) was not found on PATH; install it or pass its path")
    }

    /// Runs `executable` with `arguments`, standard output to `stdout` and standard error to `stderr` (files,
    /// created or truncated), and returns its exit status and wall-clock seconds.
    static func run(_ executable: URL, _ arguments: [String], stdout: URL, stderr: URL) throws
        -> (status: Int32, seconds: Double) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let output = try handle(for: stdout), errors = try handle(for: stderr)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            throw BenchError("cannot start \(executable.path): \(error)")
        }
        process.waitUntilExit()
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (process.terminationStatus, seconds)
    }

    /// The last `count` lines of a log file, for error messages.
    static func tail(_ url: URL, lines count: Int = 15) -> String {
        guard let data = try? Data(contentsOf: url) else { return "" }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
    }

    private static func handle(for url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path) else {
            throw BenchError("cannot create \(url.path)")
        }
        return handle
    }
}
