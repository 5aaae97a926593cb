import ArgumentParser
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio words --below C`: stored words recognised with low confidence, for review.
    struct Words: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List stored words recognised with confidence below a threshold (lowest first).")

        @Option(help: "Confidence threshold in 0...1.")
        var below: Double = 0.5

        @Option(help: "Most words to print.")
        var limit: Int = 100

        @OptionGroup var storeOptions: StoreOptions

        func validate() throws {
            guard (0...1).contains(below) else { throw ValidationError("--below must be from 0 to 1") }
        }

        func run() throws {
            let store = try storeOptions.open(mustExist: true)
            let hits: [WordHit]
            do { hits = try store.lowConfidenceWords(below: below, limit: limit) } catch { throw CLIFailure("\(error)") }
            if hits.isEmpty {
                print("no words below \(below)")
                return
            }
            for hit in hits {
                let box = hit.box
                print(String(format: "%.2f  %@  page %d  (%.0f, %.0f, %.0f × %.0f)  %@", hit.confidence, hit.text,
                             hit.pageIndex + 1, box.x, box.y, box.width, box.height, TerminalText.safe(hit.path)))
            }
        }
    }
}
