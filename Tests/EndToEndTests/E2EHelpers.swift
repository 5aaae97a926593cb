import FolioTestSupport
import Foundation
import Testing

/// A scratch folder with a store, for one end-to-end test.
struct Scratch {
    let root: URL
    var store: String { root.appendingPathComponent("folio.sqlite").path }

    init(_ label: String) throws {
        root = try TestPaths.temporaryDirectory(label)
    }

    /// Runs `folio` with `--store` appended for the subcommands that take it.
    func folio(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try CommandRunner.folio(arguments + ["--store", store], in: root, extraEnvironment: environment)
    }

    /// Copies files into a new input folder under the scratch root.
    func inputFolder(_ name: String, files: [URL]) throws -> URL {
        let folder = root.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return folder
    }

    /// Rows of an exported `documents.csv` (header excluded).
    func documentRows() throws -> [String] {
        let out = root.appendingPathComponent("csv-\(UUID().uuidString.prefix(6))")
        let result = try folio(["export", "--format", "csv", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: out.appendingPathComponent("documents.csv"), encoding: .utf8)
        return Array(text.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty })
    }
}

/// The bad inputs of Fixtures/bad that fail whole, one per distinct content (notes-renamed.png has notes.txt's
/// bytes, so it is the same document). `truncated.jpg` is not among them: its readable part is read (partial).
let badFixtures = ["empty.pdf", "notes.txt", "half.pdf", "encrypted.pdf", "huge.png"]
    .map { TestPaths.fixture("bad/" + $0) }

/// The word F1 each sample must reach against its truth. The receipt is printed small on noisy thermal-style
/// paper and reads lower with plain Tesseract (issue 4's work raises it).
func minimumF1(for sample: String) -> Double {
    sample == "receipt.jpg" ? 0.85 : 0.9
}
