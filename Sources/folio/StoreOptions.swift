import ArgumentParser
import FolioStore
import Foundation

/// `--store PATH`, shared by every subcommand that reads or writes the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite store.")
    var store: String = "folio.sqlite"

    /// Opens (creating and migrating when needed) the store, or fails with exit code 1. With `mustExist`
    /// (commands that only read: show, search, status, words, export) a missing file is an error, not a new
    /// empty store at a mistyped path.
    func open(mustExist: Bool = false) throws -> Store {
        if mustExist && !FileManager.default.fileExists(atPath: store) {
            throw CLIFailure("\(store): no such store (check --store; `folio run` creates one)")
        }
        do {
            return try Store(path: store)
        } catch {
            throw CLIFailure("\(error)")
        }
    }
}
