import FolioStructure
import Foundation

extension FolioTables {
    /// The tool's name for the runs with the truths' areas.
    static let areaTool = "folio (areas)"

    /// Folio's tables for the items whose truth names the areas its tool was pointed at: each file alone, through
    /// the `tables` pipeline with those areas added (`tables.areas`). Not timed against the peers: one run a file.
    func extractInAreas(_ items: [TableSetItem], work: URL) throws -> ExtractionRun {
        let folder = work.appendingPathComponent("areas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = try String(contentsOf: Self.tablesPipeline, encoding: .utf8)
        var files: [String: ExtractionRun.File] = [:]
        var seconds = 0.0
        for item in items where !item.truth.areas.isEmpty {
            let name = item.input.lastPathComponent
            let stem = item.input.deletingPathExtension().lastPathComponent
            let pipeline = folder.appendingPathComponent("\(stem).yml")
            try Self.pipeline(base: base, areas: item.truth.areas).write(to: pipeline, atomically: true, encoding: .utf8)
            let runner = FolioRunner(folio: runner.folio, runArguments: ["--pipeline", pipeline.path])
            let batch = try runner.runBatch([item.input], workers: 1, store: folder.appendingPathComponent("\(stem).sqlite"))
            seconds += batch.seconds
            let documents = try ExportedTables.byFileName(
                try runner.exportJSON(store: batch.store, into: folder.appendingPathComponent("\(stem)-export")))
            files[name] = documents[name]?.extracted ?? ExtractionRun.File(error: "no document in the store")
        }
        return ExtractionRun(tool: Self.areaTool, command: "folio run FILE --pipeline tables+areas (one run a file)",
                             seconds: seconds, files: files)
    }

    /// The `tables` pipeline's text with `areas` added under `tables.areas`.
    static func pipeline(base: String, areas: [TableArea]) -> String {
        var lines = [base.hasSuffix("\n") ? String(base.dropLast()) : base, "tables:", "  areas:"]
        for area in areas {
            var entry = "    - box: [\(number(area.top)), \(number(area.left)), \(number(area.bottom)), \(number(area.right))]"
            if area.unit != .points { entry += "\n      unit: \(area.unit.rawValue)" }
            if let pages = area.pages { entry += "\n      pages: [\(pages.sorted().map(String.init).joined(separator: ", "))]" }
            lines.append(entry)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `pipelines/tables.yml` of this package (this file is `Sources/folio-bench/FolioTables+Areas.swift`).
    static var tablesPipeline: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../pipelines/tables.yml").standardizedFileURL
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
