import Foundation

/// The outcome of running a command.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs the built `folio` (or any program) and captures its output.
public enum CommandRunner {
    /// Runs `executable` with `arguments` in `directory`, with `OMP_THREAD_LIMIT=1` and `extraEnvironment` set.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           extraEnvironment: [String: String] = [:]) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        for (key, value) in extraEnvironment { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child never blocks on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs the built `folio` binary.
    public static func folio(_ arguments: [String], in directory: URL? = nil,
                             extraEnvironment: [String: String] = [:]) throws -> CommandResult {
        try run(TestPaths.folioBinary, arguments, in: directory, extraEnvironment: extraEnvironment)
    }
}
