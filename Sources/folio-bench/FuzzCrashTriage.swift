import Foundation

/// Runs one crashing input again, alone, with the worker's standard error and Swift backtraces on, and reads
/// why it crashed: the runtime failure or signal and the first frame in Folio's sources (e.g. `Swift runtime
/// failure: Double value cannot be converted to Int … at PaperSegmentation.swift:53 in
/// PaperSegmentation.init(planes:)`). Batches run without this (several workers share one standard error, and a
/// backtrace costs about a second).
struct FuzzCrashTriage {
    let folio: URL
    let pipeline: URL
    let timeout: Double

    /// The crash's signature and the backtrace's first lines, or nil when the file did not crash when run alone.
    func triage(_ file: URL, in folder: URL) throws -> (signature: String, trace: String)? {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = folder.appendingPathComponent(file.lastPathComponent)
        var environment = ChildProcess.environment
        environment["FOLIO_WORKER_STDERR"] = "1"
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,limit=16,top=0,registers=none,images=none"
        }
        let log = stem.appendingPathExtension("log")
        _ = try FuzzProcess.run(folio, ["run", file.path, "--store", stem.appendingPathExtension("sqlite").path,
                                        "--pipeline", pipeline.path, "--workers", "1"],
                                environment: environment, stdout: stem.appendingPathExtension("out"), stderr: log,
                                timeout: timeout)
        let text = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        return Self.signature(of: text)
    }

    /// The reason and first Folio frame of the first crash report in `log`, with the report's first lines.
    static func signature(of log: String) -> (signature: String, trace: String)? {
        let lines = log.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("*** ") || $0.contains("Fatal error:") }) else { return nil }
        var reason: String?
        for line in lines[start...].prefix(12) {
            if let range = line.range(of: "Swift runtime failure: ") ?? line.range(of: "Fatal error: ") {
                reason = String(line[range.lowerBound...]).replacingOccurrences(of: " ***", with: "")
                break
            }
        }
        if reason == nil, let signal = lines[start].range(of: "Signal [0-9]+", options: .regularExpression) {
            reason = String(lines[start][signal])
        }
        let frame = lines[start...].lazy.compactMap(Self.folioFrame).first
        let signature = (reason ?? "crash") + (frame.map { " at \($0)" } ?? "")
        let trace = lines[start...].prefix(24).filter { !$0.isEmpty }.joined(separator: "\n")
        return (signature, trace)
    }

    /// `file.swift:line in function` for a backtrace frame in a Swift source file, else nil.
    private static func folioFrame(_ line: String) -> String? {
        guard let at = line.range(of: " at /", options: .backwards), let plus = line.range(of: " + ") else { return nil }
        let location = line[line.index(before: at.upperBound)...].split(separator: " ").first.map(String.init) ?? ""
        guard location.contains(".swift:") else { return nil }
        let parts = location.split(separator: "/").last?.split(separator: ":") ?? []
        guard parts.count >= 2 else { return nil }
        var function = String(line[..<plus.lowerBound])
        if let address = function.range(of: "0x[0-9a-f]+ ", options: .regularExpression) {
            function = String(function[address.upperBound...])
        }
        function = function.replacingOccurrences(of: "specialized ", with: "")
        return "\(parts[0]):\(parts[1]) in \(function)"
    }
}
