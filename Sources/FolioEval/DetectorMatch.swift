import Foundation

/// One match `folio detect` printed: a JSON object on a line of its standard output.
public struct DetectorMatch: Sendable, Hashable, Codable {
    public var kind: DetectorKind
    /// The matched text as the CLI gives it (it should equal the input line's scalars `start..<end`).
    public var text: String
    /// The normalised value (lowercase email, E.164 phone, absolute URL, ISO date or time, "12.50 USD").
    public var value: String
    public var confidence: Double?
    /// Offsets in Unicode scalars into the line's text, `end` exclusive.
    public var start: Int
    public var end: Int
    /// The 0-based input line (`--lines`); nil when the CLI left it out.
    public var line: Int?

    /// A match from its parts.
    public init(kind: DetectorKind, text: String, value: String, confidence: Double? = nil, start: Int, end: Int,
                line: Int?) {
        self.kind = kind
        self.text = text
        self.value = value
        self.confidence = confidence
        self.start = start
        self.end = end
        self.line = line
    }

    /// How misses show it: `kind "text" → value`.
    public var summary: String { "\(kind.rawValue) \"\(text)\" → \(value)" }
}

/// Reading `folio detect --lines` output (JSON Lines) back into matches.
public enum DetectorOutput {
    /// The matches of `output`, one JSON object per non-blank line, and the lines whose `kind` no
    /// `DetectorKind` names (a contract breach, reported rather than fatal); throws `.malformed` naming the
    /// first line that is not a match object.
    public static func matches(jsonLines output: String, path: String = "folio detect output") throws
        -> (matches: [DetectorMatch], unknownKinds: [String]) {
        struct Kind: Decodable { var kind: String }
        let decoder = JSONDecoder()
        var matches: [DetectorMatch] = [], unknown: [String] = []
        for (number, line) in output.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { continue }
            let data = Data(trimmed.utf8)
            do {
                guard DetectorKind(rawValue: try decoder.decode(Kind.self, from: data).kind) != nil else {
                    unknown.append(trimmed)
                    continue
                }
                matches.append(try decoder.decode(DetectorMatch.self, from: data))
            } catch {
                throw EvalError(.malformed, path: path,
                                message: "line \(number + 1) is not a match object: \(trimmed.prefix(200))",
                                underlying: error)
            }
        }
        return (matches, unknown)
    }

    /// The scalars `start..<end` of `line`, or nil when the offsets do not fit it.
    public static func slice(_ line: String, start: Int, end: Int) -> String? {
        let scalars = Array(line.unicodeScalars)
        guard start >= 0, start <= end, end <= scalars.count else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return String(view)
    }
}
