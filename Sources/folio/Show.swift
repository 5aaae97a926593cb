import ArgumentParser
import FolioExport
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio show`: list stored documents, or print one as JSON.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List stored documents, or print one document as JSON on stdout.")

        @Argument(help: "A document id (or unique prefix). Without it, a summary of every document.")
        var id: String?

        @OptionGroup var storeOptions: StoreOptions

        func run() throws {
            let store = try storeOptions.open(mustExist: true)
            do {
                if let id {
                    let resolved = try DocumentLookup.resolve(id, in: store)
                    guard let document = try store.document(id: resolved) else {
                        throw CLIFailure("no document \(id)")
                    }
                    FileHandle.standardOutput.write(try JSONExport.encode(document))
                    print()
                    return
                }
                let summaries = try store.summaries()
                if summaries.isEmpty {
                    print("no documents in \(store.path) (add some with `folio run FILE...`)")
                    return
                }
                print("id            status   pages  conf  type              path")
                for s in summaries {
                    let conf = s.confidence.map { String(format: "%.2f", $0) } ?? "  - "
                    let id = String(s.id.prefix(12))
                    // Padded, never cut: "image/x-portable-anymap" and "application/octet-stream" are longer.
                    let type = s.mediaType.rawValue + String(repeating: " ", count: max(0, 17 - s.mediaType.rawValue.count))
                    let status = s.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                    print("\(id)  \(status) \(String(format: "%5d", s.pageCount))  \(conf)  \(type) \(TerminalText.safe(s.path))")
                    if let error = s.firstError, s.status != .ok { print("              ↳ \(TerminalText.safe(error))") }
                }
            } catch let failure as CLIFailure {
                throw failure
            } catch {
                throw CLIFailure("\(error)")
            }
        }
    }
}
