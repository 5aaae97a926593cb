import Foundation

/// One file found among the inputs.
public struct InputFile: Sendable, Hashable {
    /// The path as given or found under a given folder.
    public var path: String
    public init(path: String) { self.path = path }
}

/// Expands the paths a user gave (files and folders, folders recursively) into files, in a stable order.
public enum InputScanner {
    /// The files under `paths`. Hidden files and folders (names starting with ".") inside folders are skipped;
    /// a path that does not exist throws.
    public static func files(in paths: [String]) throws -> [InputFile] {
        var result: [InputFile] = []
        var seen = Set<String>()
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError(.notFound, "\(path): no such file or folder")
            }
            if !isDirectory.boolValue {
                if seen.insert(canonical(path)).inserted { result.append(InputFile(path: absolute(path))) }
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                             options: [.skipsHiddenFiles]) else {
                throw InputError(.unreadable, "\(path): the folder cannot be listed (check its permissions)")
            }
            var found: [String] = []
            for case let url as URL in walker {
                // Symbolic links to files count as files (the walker does not follow links to folders).
                let target = url.resolvingSymlinksInPath()
                let values = try? target.resourceValues(forKeys: [.isRegularFileKey])
                if values?.isRegularFile == true { found.append(url.path) }
            }
            for file in found.sorted() where seen.insert(canonical(file)).inserted {
                result.append(InputFile(path: file))
            }
        }
        return result
    }

    /// The path made absolute against the working directory (symlinks kept), so the store does not depend on
    /// where `folio run` was started.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
