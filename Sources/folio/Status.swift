import ArgumentParser
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio status`: what the store holds.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Runs, documents, pages and failures in the store.")

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open()
            let status: StoreStatus
            do { status = try store.status() } catch { throw CLIFailure("\(error)") }
            let d = status.documents
            print("store \(store.path)")
            print("  runs:      \(status.runCount)")
            print("  documents: \(d.total) (\(d.ok) ok · \(d.partial) partial · \(d.failed) failed)")
            print("  pages:     \(status.pageCount) · words: \(status.wordCount) · errors: \(status.errorCount)")
            if let run = status.lastRun {
                let c = run.counts
                print("  last run:  #\(run.id) \(run.pipeline) (\(run.mode)) \(run.status.rawValue), "
                    + "\(c.documentsProcessed) processed, \(c.documentsSkipped) skipped, \(c.documentsFailed) failed, "
                    + "\(c.pagesProcessed) pages")
            }
            if !status.recentFailures.isEmpty {
                print("  recent failures:")
                for f in status.recentFailures { print("    \(f.message ?? f.path)") }
            }
        }
    }
}
