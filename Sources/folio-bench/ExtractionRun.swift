/// The tables one tool extracted from one set's input files, and the wall-clock seconds of its whole run.
struct ExtractionRun {
    /// What the tool gave for one input file.
    struct File {
        /// Tables by 0-based page index, each as rows of cell texts.
        var pages: [Int: [[[String]]]] = [:]
        /// Why the tool gave nothing (or not everything) for the file, when it says so.
        var error: String?
    }

    /// `folio` or a peer's name.
    var tool: String
    /// The command that ran, for the report.
    var command: String
    var seconds: Double
    /// By input file name.
    var files: [String: File]
}
