import Foundation
import Synchronization

/// Runs an external program like `ChildProcess.run` while sampling the resident memory of it and every
/// process it starts (`ProcessTree`), for peak-memory benchmarks.
enum SampledProcess {
    /// Peak memory of a process tree over one run, in MiB.
    struct Peaks: Codable {
        /// The largest sum of the tree's resident memory (`VmRSS`) in one sample.
        var totalMiB: Double
        /// The started process's own peak (`VmHWM` at its last sample).
        var rootMiB: Double
        /// The largest peak (`VmHWM` at its last sample) among the processes it started; 0 without any.
        var largestDescendantMiB: Double
        /// How many processes it started (directly or not) were seen.
        var descendants: Int
        /// How many times the tree was sampled.
        var samples: Int
    }

    /// What one sampled run left: exit status, wall-clock seconds and memory peaks.
    struct Outcome {
        var status: Int32
        var seconds: Double
        var peaks: Peaks
    }

    /// Runs `executable` with `arguments` (environment `ChildProcess.environment`, standard output and error
    /// to files) and samples its process tree every `interval` seconds until it exits.
    static func run(_ executable: URL, _ arguments: [String], stdout: URL, stderr: URL,
                    interval: TimeInterval) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ChildProcess.environment
        let output = try handle(for: stdout), errors = try handle(for: stderr)
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        // The end is taken when the process is reaped, not when the sampling loop next notices it.
        let end = EndTime()
        process.terminationHandler = { _ in end.instant.withLock { $0 = clock.now } }
        let start = clock.now
        do {
            try process.run()
        } catch {
            throw BenchError("cannot start \(executable.path): \(error)")
        }
        let peaks = sample(process, every: interval)
        process.waitUntilExit()
        let elapsed = start.duration(to: end.instant.withLock { $0 } ?? clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return Outcome(status: process.terminationStatus, seconds: seconds, peaks: peaks)
    }

    /// Samples the tree under `process` until it stops running.
    private static func sample(_ process: Process, every interval: TimeInterval) -> Peaks {
        let root = process.processIdentifier
        var highWater: [Int32: Int] = [:]
        var largestTotal = 0, samples = 0
        var members = [root]
        while process.isRunning {
            // Finding the tree reads every process's stat file, several times the cost of reading the members'
            // memory; workers live for the whole run, so the tree is looked for every fourth sample only.
            if samples % 4 == 0 { members = ProcessTree.members(of: root) }
            var total = 0
            for pid in members {
                guard let memory = ProcessTree.memory(of: pid) else { continue }
                total += memory.resident
                highWater[pid] = max(highWater[pid] ?? 0, memory.highWater)
            }
            largestTotal = max(largestTotal, total)
            samples += 1
            Thread.sleep(forTimeInterval: interval)
        }
        let descendants = highWater.filter { $0.key != root }
        return Peaks(totalMiB: mebibytes(largestTotal), rootMiB: mebibytes(highWater[root] ?? 0),
                     largestDescendantMiB: mebibytes(descendants.values.max() ?? 0),
                     descendants: descendants.count, samples: samples)
    }

    /// When the process was reaped, set by its termination handler.
    private final class EndTime: Sendable {
        let instant = Mutex<ContinuousClock.Instant?>(nil)
    }

    private static func mebibytes(_ kibibytes: Int) -> Double { Double(kibibytes) / 1024 }

    private static func handle(for url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: url.path) else {
            throw BenchError("cannot create \(url.path)")
        }
        return handle
    }
}
