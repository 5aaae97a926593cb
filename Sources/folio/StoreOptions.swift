import ArgumentParser
import FolioStore

/// `--store PATH`, shared by every subcommand that reads or writes the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: "The SQLite store.")
    var store: String = "folio.sqlite"

    /// Opens (creating and migrating when needed) the store, or fails with exit code 1.
    func open() throws -> Store {
        do {
            return try Store(path: store)
        } catch {
            throw CLIFailure("\(error)")
        }
    }
}
