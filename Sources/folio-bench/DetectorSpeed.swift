import Foundation

/// Times `folio detect --lines` (every kind) on generated text: realistic mixed text, then hostile lines at
/// 1 MB and 2 MB so that the ratio of their times shows whether the detectors stay linear.
struct DetectorSpeed {
    let folio: URL
    let work: URL
    /// Seconds one run may take before it is killed and recorded as not finished.
    let timeout: Double
    /// The size of the mixed text, in bytes.
    let mixedBytes: Int

    static let megabyte = 1_000_000

    func measure() throws -> DetectorsReport.Speed {
        var startups: [Double] = []
        for _ in 0..<3 { startups.append(try time("", name: "empty").seconds) }
        let startup = ThroughputReport.median(startups)
        let mixed = DetectorSpeedText.mixed(bytes: mixedBytes)
        BenchIO.log("timing folio detect on \(mixed.text.utf8.count) bytes of mixed text (\(mixed.lines) lines)")
        let corpus = try time(mixed.text, name: "mixed", lines: mixed.lines)
        let inputs: [(name: String, make: (Int) -> String)] = [
            ("digits", { DetectorSpeedText.digits(bytes: $0) }),
            ("punctuation", { DetectorSpeedText.punctuation(bytes: $0) }),
        ]
        let hostile = try inputs.map { input in
            BenchIO.log("timing folio detect on 1 MB and 2 MB of \(input.name)")
            let one = try time(input.make(Self.megabyte), name: "\(input.name)-1mb", lines: 1)
            // When 1 MB does not finish, 2 MB would only spend the time limit again.
            let two = one.ending == "exit 0"
                ? try time(input.make(2 * Self.megabyte), name: "\(input.name)-2mb", lines: 1)
                : DetectorsReport.Timing(bytes: 2 * Self.megabyte, lines: 1, seconds: 0, matches: 0,
                                         ending: "not run (1 MB did not finish)")
            let finished = one.ending == "exit 0" && two.ending == "exit 0"
            // Below 50 ms of work the ratio is mostly noise.
            let ratio = finished && one.seconds - startup > 0.05
                ? (two.seconds - startup) / (one.seconds - startup) : nil
            return DetectorsReport.Hostile(name: input.name, oneMB: one, twoMB: two, ratio: ratio)
        }
        return DetectorsReport.Speed(startupSeconds: startup, corpus: corpus, hostile: hostile)
    }

    /// One run on `text` as standard input.
    private func time(_ text: String, name: String, lines: Int = 0) throws -> DetectorsReport.Timing {
        let stem = work.appendingPathComponent("speed-\(name)")
        let input = stem.appendingPathExtension("txt"), output = stem.appendingPathExtension("jsonl")
        let errors = stem.appendingPathExtension("log")
        do {
            try Data(text.utf8).write(to: input)
        } catch {
            throw BenchError("cannot write \(input.path): \(error)")
        }
        let (ending, seconds) = try FuzzProcess.run(folio, ["detect", "--lines"], environment: ChildProcess.environment,
                                                    stdin: input, stdout: output, stderr: errors, timeout: timeout)
        let newline = UInt8(ascii: "\n")
        let matches = (try? Data(contentsOf: output)).map { $0.reduce(0) { $0 + ($1 == newline ? 1 : 0) } } ?? 0
        let bytes = text.utf8.count
        let finished = ending == .exited(0) && seconds > 0
        if ending != .exited(0) {
            let log = ChildProcess.tail(errors, lines: 3).trimmingCharacters(in: .whitespacesAndNewlines)
            BenchIO.log("folio detect on \(name) ended with \(ending.description)\(log.isEmpty ? "" : ": " + log)")
        }
        try? FileManager.default.removeItem(at: input)
        return DetectorsReport.Timing(
            bytes: bytes, lines: lines, seconds: seconds, matches: matches, ending: ending.description,
            megabytesPerSecond: finished ? Double(bytes) / Double(Self.megabyte) / seconds : nil,
            matchesPerSecond: finished ? Double(matches) / seconds : nil)
    }
}
