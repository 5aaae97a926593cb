import FolioOCR
import Foundation
import Yams

/// Reads and validates `pipelines/*.yml`. Unknown keys and bad values are errors naming the file, the key
/// and the allowed values.
public enum PipelineLoader {
    /// The pipeline used when none is named.
    public static let defaultName = "archive"

    /// Folders searched for `NAME.yml`: `$FOLIO_PIPELINES`, `./pipelines`, and the package's own `pipelines/`.
    public static func searchFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var folders: [String] = []
        if let custom = environment["FOLIO_PIPELINES"], !custom.isEmpty { folders.append(custom) }
        folders.append(FileManager.default.currentDirectoryPath + "/pipelines")
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        // .build/<config>/folio → the package root's pipelines/
        folders.append(executable.deletingLastPathComponent().appendingPathComponent("../../pipelines").standardized.path)
        folders.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../pipelines").standardized.path)
        return folders
    }

    /// Loads a pipeline by name (`receipts`) or by file path (`my.yml`).
    public static func load(_ nameOrPath: String?) throws -> PipelineConfig {
        let wanted = nameOrPath ?? defaultName
        if wanted.hasSuffix(".yml") || wanted.hasSuffix(".yaml") || wanted.contains("/") {
            return try load(file: URL(fileURLWithPath: wanted))
        }
        for folder in searchFolders() {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(wanted + ".yml")
            if FileManager.default.fileExists(atPath: url.path) { return try load(file: url) }
        }
        throw PipelineError(.pipelineNotFound, "no pipeline named \(wanted) (looked for \(wanted).yml in "
            + "\(searchFolders().joined(separator: ", "))); the built-in ones are receipts, tables and archive")
    }

    /// Loads and validates one pipeline file.
    public static func load(file url: URL) throws -> PipelineConfig {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw PipelineError(.pipelineNotFound, "\(url.path): cannot read the pipeline file (\(error.localizedDescription))")
        }
        return try parse(text, file: url.path)
    }

    /// Parses pipeline YAML; `file` names it in error messages.
    public static func parse(_ yaml: String, file: String) throws -> PipelineConfig {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            throw PipelineError(.invalidPipeline, "\(file): not valid YAML: \(error)")
        }
        guard let root = node?.mapping else {
            throw PipelineError(.invalidPipeline, "\(file): the pipeline must be a mapping of keys to values")
        }
        return try PipelineSchema(file: file).read(root)
    }
}
