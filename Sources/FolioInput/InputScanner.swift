import FolioModel
import Foundation

/// One input found among the paths a user gave: a regular file with its stamp, or something that cannot be
/// read as a document (a FIFO, a device, a folder that cannot be listed, a name that is not UTF-8), kept with
/// the reason so it is recorded as a failed document instead of being dropped without a word.
public struct InputFile: Sendable, Hashable {
    /// The path as given or found under a given folder (absolute).
    public var path: String
    /// Size and modification time, for regular files.
    public var stamp: FileStamp?
    /// Why this input cannot be read, when it cannot.
    public var problem: String?

    public init(path: String, stamp: FileStamp? = nil, problem: String? = nil) {
        self.path = path
        self.stamp = stamp
        self.problem = problem
    }
}

/// Expands the paths a user gave (files and folders, folders recursively) into inputs, in a stable order.
/// Walks with `opendir`/`lstat`, so file names are compared as bytes (two names that differ only in Unicode
/// normalisation are two files) and nothing is opened before it is known to be a regular file (a FIFO or
/// `/dev/zero` would block or never end).
public enum InputScanner {
    /// The inputs under `paths`. Hidden files and folders (names starting with ".") inside folders are
    /// skipped, and so are `excluding` paths (the store and its journal files); a path that does not exist throws.
    public static func files(in paths: [String], excluding: Set<String> = []) throws -> [InputFile] {
        var result: [InputFile] = []
        var seen = Set<[UInt8]>()
        let excluded = Set(excluding.map { Array(canonical($0).utf8) })
        func add(_ input: InputFile) {
            let key = Array(canonical(input.path).utf8)
            guard !excluded.contains(key), seen.insert(key).inserted else { return }
            result.append(input)
        }
        for path in paths {
            let absolutePath = absolute(path)
            guard let info = FileInfo(path: absolutePath, followingLinks: true) else {
                if FileInfo(path: absolutePath, followingLinks: false) != nil {
                    add(InputFile(path: absolutePath, problem: "the symbolic link points to nothing (\(errnoText()))"))
                    continue
                }
                throw InputError(.notFound, "\(path): no such file or folder")
            }
            if info.kind == .directory {
                var found: [InputFile] = []
                walk(absolutePath, into: &found)
                for input in found.sorted(by: { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }) {
                    add(input)
                }
            } else {
                add(input(at: absolutePath, info: info))
            }
        }
        return result
    }

    /// The input for a path that is not a folder.
    static func input(at path: String, info: FileInfo) -> InputFile {
        switch info.kind {
        case .regular:
            return InputFile(path: path, stamp: info.stamp)
        case .directory:
            return InputFile(path: path, problem: "is a folder")
        case .other(let what):
            return InputFile(path: path, problem: "not a regular file: it is \(what), which Folio does not read "
                + "(reading it could block or never end)")
        }
    }

    /// Every input under the folder `directory`, recursively (links to folders are not followed).
    static func walk(_ directory: String, into found: inout [InputFile]) {
        guard let handle = opendir(directory) else {
            found.append(InputFile(path: directory, problem: "the folder cannot be listed (\(errnoText())); "
                + "its files were not read: check its permissions"))
            return
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let nameBytes: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if nameBytes.first == UInt8(ascii: ".") { continue } // ".", ".." and hidden files
            let base = directory.hasSuffix("/") ? directory : directory + "/"
            guard let name = String(validating: nameBytes, as: UTF8.self) else {
                let shown = String(decoding: nameBytes, as: UTF8.self)
                found.append(InputFile(path: base + shown, problem: "the file name is not valid UTF-8 (bytes "
                    + nameBytes.map { String(format: "%02x", $0) }.joined() + "), so it cannot be stored or "
                    + "exported; rename it (e.g. `convmv -f latin1 -t utf8`)"))
                continue
            }
            let path = base + name
            guard let link = FileInfo(path: path, followingLinks: false) else {
                found.append(InputFile(path: path, problem: "cannot be examined (\(errnoText()))"))
                continue
            }
            if link.isSymbolicLink {
                // Links to files count as files; links to folders are not followed (they can loop).
                guard let target = FileInfo(path: path, followingLinks: true) else {
                    found.append(InputFile(path: path, problem: "the symbolic link points to nothing (\(errnoText()))"))
                    continue
                }
                if target.kind != .directory { found.append(input(at: path, info: target)) }
            } else if link.kind == .directory {
                walk(path, into: &found)
            } else {
                found.append(input(at: path, info: link))
            }
        }
    }

    /// The path made absolute against the working directory (symlinks kept), so the store does not depend on
    /// where `folio run` was started.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// What `stat`/`lstat` says about a path.
struct FileInfo {
    enum Kind: Equatable {
        case regular
        case directory
        /// A FIFO, a device, a socket: named for messages.
        case other(String)
    }

    var kind: Kind
    var isSymbolicLink: Bool
    var stamp: FileStamp

    init?(path: String, followingLinks: Bool) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        let type = info.st_mode & S_IFMT
        isSymbolicLink = type == S_IFLNK
        switch type {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .other("a FIFO (named pipe)")
        case S_IFCHR: kind = .other("a character device")
        case S_IFBLK: kind = .other("a block device")
        case S_IFSOCK: kind = .other("a socket")
        case S_IFLNK: kind = .other("a symbolic link")
        default: kind = .other("a special file")
        }
        stamp = FileStamp(byteCount: Int(info.st_size),
                          modifiedAt: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
    }
}
