import Foundation
import FolioModel

/// The JSON export: one `<document id>.json` per document, UTF-8, pretty-printed with sorted keys, in the
/// shape of DESIGN.md's schema version 1 (absent optionals such as `sourceQuad` and `receipt` are explicit nulls).
public enum JSONExport {
    /// `document` as JSON bytes.
    public static func encode(_ document: Document) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            throw ExportError(.encodingFailed, path: document.source.path,
                              summary: "cannot encode document \(document.id) (\(document.source.path)) as JSON",
                              hint: "every number must be finite; check the page confidences and boxes",
                              underlying: error)
        }
    }

    /// The name of `document`'s file: `<id>.json`.
    public static func fileName(for document: Document, in directory: URL) throws -> String {
        try ExportFile.safeName(document.id, in: directory) + ".json"
    }

    /// Writes `document` to `<directory>/<id>.json` (creating `directory` if needed, replacing an older file
    /// atomically) and returns the file's URL.
    @discardableResult
    public static func write(_ document: Document, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(try fileName(for: document, in: directory))
        let data = try encode(document)
        try ExportFile.createDirectory(directory)
        try ExportFile.write(data, to: url)
        return url
    }
}
