import FolioEval
import Foundation

/// Runs the detector vectors through `folio detect --lines`, one call per group of cases with the same
/// options (all the group's lines on standard input), and scores each case on the matches of its lines.
struct DetectorRunner {
    let folio: URL
    /// Where inputs, outputs and logs of the calls go.
    let work: URL
    /// Seconds one call may take before it is killed and its cases recorded as not run.
    let timeout: Double

    /// Scores `cases` into `report` (calls, rows, misses, contract violations).
    func score(_ cases: [DetectorCase], into report: inout DetectorsReport) throws {
        var board = DetectorScoreboard()
        let batches = try DetectorBatch.batches(cases)
        for (index, batch) in batches.enumerated() {
            let stem = work.appendingPathComponent("call-\(index)")
            let input = stem.appendingPathExtension("txt"), output = stem.appendingPathExtension("jsonl")
            let errors = stem.appendingPathExtension("log")
            do {
                try Data(batch.input.utf8).write(to: input)
            } catch {
                throw BenchError("cannot write \(input.path): \(error)")
            }
            let (ending, seconds) = try FuzzProcess.run(folio, batch.options.arguments,
                                                        environment: ChildProcess.environment, stdin: input,
                                                        stdout: output, stderr: errors, timeout: timeout)
            var call = DetectorsReport.Call(arguments: batch.options.arguments, cases: batch.cases.count,
                                            lines: batch.lines.count, seconds: seconds, ending: ending.description,
                                            matches: 0, error: nil)
            defer { report.calls.append(call) }
            let command = "folio " + batch.options.arguments.joined(separator: " ")
            guard ending == .exited(0) else {
                let log = ChildProcess.tail(errors, lines: 5).trimmingCharacters(in: .whitespacesAndNewlines)
                call.error = "\(command) ended with \(ending.description)\(log.isEmpty ? "" : ": " + log)"
                report.notRun += batch.cases.count
                BenchIO.log("\(call.error ?? command); its \(batch.cases.count) cases are not scored")
                continue
            }
            let matches: [DetectorMatch]
            do {
                let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
                let read = try DetectorOutput.matches(jsonLines: text, path: output.path)
                matches = read.matches
                report.violations += read.unknownKinds.map {
                    ContractViolation(arguments: batch.options.arguments.joined(separator: " "),
                                      problem: "unknown kind", match: String($0.prefix(200)))
                }
            } catch {
                call.error = "\(command): \(error)"
                report.notRun += batch.cases.count
                BenchIO.log("\(call.error ?? command); its \(batch.cases.count) cases are not scored")
                continue
            }
            call.matches = matches.count
            let (perCase, violations) = batch.distribute(matches)
            report.violations += violations
            for (testCase, caseMatches) in zip(batch.cases, perCase) {
                board.add(DetectorScoring.score(testCase, matches: caseMatches), of: testCase)
            }
            BenchIO.log("\(command): \(batch.cases.count) cases, \(matches.count) matches, "
                + "\(String(format: "%.2f", seconds)) s")
        }
        report.rows = board.rows
        report.misses = board.misses
    }
}
