import FolioModel

/// A match the CLI printed that breaks its contract (no `line`, a line past the input, or `text` that is not
/// the line's scalars `start..<end`).
public struct ContractViolation: Sendable, Hashable, Codable {
    public var arguments: String
    public var problem: String
    public var match: String

    public init(arguments: String, problem: String, match: String) {
        self.arguments = arguments
        self.problem = problem
        self.match = match
    }
}

/// The cases that share one `folio detect --lines` call: their lines back to back on standard input.
public struct DetectorBatch: Sendable {
    public var options: DetectOptions
    public var cases: [DetectorCase]
    /// The input line each case starts at.
    public var firstLines: [Int]
    /// Every case's lines in case order.
    public var lines: [String]

    /// Standard input for the call: the lines joined by `\n`, with a final `\n`.
    public var input: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// One batch per distinct options (in a stable order), cases in the order given; throws `.malformed` when
    /// a case line holds a line break (it would split into two input lines).
    public static func batches(_ cases: [DetectorCase]) throws -> [DetectorBatch] {
        var grouped: [DetectOptions: [DetectorCase]] = [:]
        for testCase in cases {
            if let bad = testCase.lines.first(where: { $0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }) {
                throw EvalError(.malformed, path: testCase.id,
                                message: "a case line holds a line break: \(bad.debugDescription)")
            }
            grouped[testCase.options, default: []].append(testCase)
        }
        return grouped.keys.sorted().map { options in
            let members = grouped[options] ?? []
            var firstLines: [Int] = [], lines: [String] = []
            for member in members {
                firstLines.append(lines.count)
                lines += member.lines
            }
            return DetectorBatch(options: options, cases: members, firstLines: firstLines, lines: lines)
        }
    }

    /// `matches` (lines numbered over the whole input) handed to their cases with lines relative to the case,
    /// and the contract violations seen; a match without a usable line is dropped.
    public func distribute(_ matches: [DetectorMatch])
        -> (perCase: [[DetectorMatch]], violations: [ContractViolation]) {
        var perCase = Array(repeating: [DetectorMatch](), count: cases.count)
        var violations: [ContractViolation] = []
        let arguments = options.arguments.joined(separator: " ")
        for match in matches {
            guard let line = match.line else {
                violations.append(.init(arguments: arguments, problem: "no \"line\" under --lines",
                                        match: match.summary))
                continue
            }
            guard lines.indices.contains(line) else {
                violations.append(.init(arguments: arguments,
                                        problem: "line \(line) is past the \(lines.count) input lines",
                                        match: match.summary))
                continue
            }
            if DetectorOutput.slice(lines[line], start: match.start, end: match.end) != match.text {
                violations.append(.init(arguments: arguments,
                                        problem: "text is not scalars \(match.start)..<\(match.end) of line \(line)",
                                        match: match.summary))
            }
            // The last case starting at or before the line.
            let low = max(0, firstLines.partitioningIndex { $0 > line } - 1)
            var relative = match
            relative.line = line - firstLines[low]
            perCase[low].append(relative)
        }
        return (perCase, violations)
    }
}
