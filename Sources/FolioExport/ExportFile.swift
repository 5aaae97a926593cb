import Foundation

/// File-system helpers shared by the exporters, reporting failures as `ExportError`.
enum ExportFile {
    /// Creates `directory` and its parents when missing.
    static func createDirectory(_ directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ExportError(.cannotCreateDirectory, path: directory.path,
                              summary: "cannot create the output directory \(directory.path)",
                              hint: "is --out a directory you can write to?", underlying: error)
        }
    }

    /// `id` checked for use as (part of) a file name: letters, digits, `-`, `_` and `.`, not starting with a dot.
    static func safeName(_ id: String, in directory: URL) throws -> String {
        let allowed = id.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
        guard allowed, !id.isEmpty, !id.hasPrefix(".") else {
            throw ExportError(.invalidFileName, path: directory.appendingPathComponent(id).path,
                              summary: "document id '\(id)' cannot name a file in \(directory.path)",
                              hint: "document ids are SHA-256 hex digests; was the document built by hand?")
        }
        return id
    }

    /// Writes `data` to `url` atomically (a reader never sees half a file).
    static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot write \(url.path)",
                              hint: "is the disk full or the directory read-only?", underlying: error)
        }
    }

    /// Moves the finished file `source` over `destination` in one step (rename(2)): a reader sees the old file
    /// or the new one, never half of one.
    static func move(_ source: URL, over destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw ExportError(.cannotWrite, path: destination.path,
                              summary: "cannot move the finished file into place at \(destination.path): \(reason)",
                              hint: "is there a directory with that name?")
        }
    }
}
