import ArgumentParser
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio search`: full-text search over stored page text.
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Full-text search over stored text (case- and accent-insensitive; word* for prefixes).")

        @Argument(help: "Words to find (all must occur on the page).")
        var query: [String]

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: "Most hits to print.")
        var limit: Int = 50

        func run() throws {
            let store = try storeOptions.open(mustExist: true)
            let hits: [SearchHit]
            do {
                hits = try store.search(query.joined(separator: " "), limit: limit)
            } catch {
                throw CLIFailure("\(error)")
            }
            if hits.isEmpty {
                print("no matches")
                throw ExitCode(ExitStatus.nothingRan)
            }
            for hit in hits {
                let snippet = hit.snippet.replacingOccurrences(of: "\n", with: " ")
                print("\(TerminalText.safe(hit.path)) · page \(hit.pageIndex + 1) · \(hit.documentID.prefix(12))\n    \(snippet)")
            }
        }
    }
}
