import Foundation
import GRDB

/// The Folio store: documents with their pages, text and structure in one SQLite file (WAL mode),
/// with runs, errors and full-text search over page transcripts. Safe to share between threads.
public final class Store: Sendable {
    /// The path of the store file, as given to `init(path:)`.
    public let path: String
    /// The connection pool: one writer, concurrent readers.
    let pool: DatabasePool

    /// Opens the store at `path`, creating the file and its parent directories when missing, and brings its
    /// schema up to date. Throws `StoreError` naming `path` when that cannot be done.
    public init(path: String) throws {
        self.path = path
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(.cannotOpen, path: path,
                             summary: "cannot create the directory \(directory.path) for the store at \(path)",
                             hint: "is every parent a directory you can write to?", underlying: error)
        }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(30)
        configuration.label = "FolioStore"
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw StoreError(.cannotOpen, path: path, summary: "cannot open store at \(path)",
                             hint: "is it a Folio store? is the directory writable?", underlying: error)
        }
        try Schema.migrate(pool, path: path)
    }

    /// Runs `body` in a read transaction, turning database failures into `StoreError.Code.readFailed`.
    func reading<T>(_ what: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.readFailed, path: path, summary: "cannot read \(what) from the store at \(path)",
                             hint: "is it a Folio store, readable, and not damaged?", underlying: error)
        }
    }

    /// Runs `body` in one write transaction (rolled back on error), turning database failures into
    /// `StoreError.Code.writeFailed`.
    func writing<T>(_ what: String, _ body: (Database) throws -> T) throws -> T {
        do {
            return try pool.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.writeFailed, path: path, summary: "cannot write \(what) to the store at \(path)",
                             hint: "is the disk full or the file read-only? nothing of this write was kept",
                             underlying: error)
        }
    }
}
