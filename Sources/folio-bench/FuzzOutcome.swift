/// The invariants every input must meet, lettered as in the fuzz's report.
enum FuzzInvariant: String, CaseIterable, Codable, Sendable {
    case recorded = "a"
    case explained = "b"
    case noCrash = "c"
    case noHang = "d"
    case integrity = "e"
    case runExit = "f"

    /// What it asserts.
    var summary: String {
        switch self {
        case .recorded: "every input is recorded (document_paths.path or documents.path)"
        case .explained: "every failed or partial document has an error with a message"
        case .noCrash: "no worker crash"
        case .noHang: "no hang (folio run finished within the time limit)"
        case .integrity: "PRAGMA integrity_check says ok"
        case .runExit: "folio run exits 0 or 3"
        }
    }
}

/// One broken invariant and what broke it.
struct FuzzViolation: Codable, Sendable {
    var invariant: FuzzInvariant
    var detail: String
}

/// How one input fared: its stored status, whether it crashed a worker or hung its batch, the invariants it
/// broke, and the errors stored for it.
struct FuzzOutcome: Codable, Sendable {
    var name: String
    var format: FuzzFormat
    /// `ok`, `partial` or `failed` as stored, or `unrecorded`.
    var status: String
    var crashed: Bool
    var hung: Bool
    var violations: [FuzzViolation]
    /// The stored errors of its document as `stage (page N): message`.
    var errors: [String]
    /// For a crash, the first lines of the backtrace when the input was run again alone.
    var crashTrace: String? = nil

    /// Whether it met every invariant.
    var passed: Bool { violations.isEmpty }
}
