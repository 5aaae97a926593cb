import ArgumentParser
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio status`: what the store holds.
    struct Status: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Runs, documents, pages and failures in the store.")

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open(mustExist: true)
            let status: StoreStatus
            do { status = try store.status() } catch { throw CLIFailure("\(error)") }
            let d = status.documents
            print("store \(store.path)")
            print("  runs:      \(status.runCount)")
            print("  documents: \(d.total) (\(d.ok) ok · \(d.partial) partial · \(d.failed) failed)")
            print("  pages:     \(status.pageCount) · words: \(status.wordCount) · errors: \(status.errorCount)")
            if let run = status.lastRun {
                let c = run.counts
                print("  last run:  #\(run.id) \(run.pipeline) (\(run.mode)) \(Self.state(of: run, store: store.path)), "
                    + "\(c.documentsProcessed) processed, \(c.documentsSkipped) skipped, \(c.documentsFailed) failed, "
                    + "\(c.pagesProcessed) pages")
            }
            if !status.failureKinds.isEmpty {
                print("  failures by kind (first error of each failed or partial document):")
                for kind in status.failureKinds {
                    let cause = kind.cause == .run ? "the run: retried by the next run" : "the file"
                    print("    \(kind.documents)  \(kind.stage) · \(kind.code.isEmpty ? "(no code)" : kind.code)  (\(cause))")
                }
            }
            if !status.recentFailures.isEmpty {
                print("  recent failures:")
                for f in status.recentFailures { print("    \(TerminalText.safe(f.message ?? f.path))") }
            }
            let vanished: [String]
            do { vanished = try store.vanishedPaths() } catch { throw CLIFailure("\(error)") }
            if !vanished.isEmpty {
                print("  vanished:  \(vanished.count) stored path\(vanished.count == 1 ? "" : "s") no longer on disk "
                    + "(moved or deleted since stored; their documents stay in the store)")
                for path in vanished.prefix(10) { print("    \(TerminalText.safe(path))") }
                if vanished.count > 10 { print("    …") }
            }
        }

        /// A run's state as the store records it; one recorded as running is told apart by the store's run lock:
        /// still going (and who runs it), or ended without finishing (its process killed, the machine stopped).
        static func state(of run: RunRecord, store: String) -> String {
            guard run.status == .running else { return run.status.rawValue }
            let path = URL(fileURLWithPath: store).standardizedFileURL.path
            if let holder = StoreRunLock.holder(ofStore: path) { return "running now (\(holder))" }
            return "ended without finishing (its process was stopped; the next run picks up what it left)"
        }
    }
}
