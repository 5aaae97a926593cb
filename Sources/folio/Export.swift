import ArgumentParser
import FolioExport
import FolioModel
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio export`: write the store's documents as JSON files, CSV tables or XLSX workbooks.
    struct Export: ParsableCommand {
        enum Format: String, ExpressibleByArgument, CaseIterable {
            case json, csv, xlsx, markdown
        }

        static let configuration = CommandConfiguration(
            abstract: "Export documents as JSON (one file per document), CSV (documents, detected data, "
                + "receipts, one file per table), XLSX (one workbook per document, a sheet per table) or Markdown "
                + "(one .md per document).")

        @Option(help: "json, csv, xlsx or markdown.")
        var format: Format

        @Option(help: "Folder to write into (created when missing).")
        var out: String

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: "Export only this document (id or unique id prefix).")
        var document: String?

        func run() throws {
            let store = try storeOptions.open(mustExist: true)
            let directory = URL(fileURLWithPath: out)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIFailure("\(out): cannot create the output folder (\(error.localizedDescription))")
            }
            var count = 0
            var unreadable: [(id: String, reason: String)] = []
            do {
                switch format {
                case .json:
                    try forEach(in: store, { document in
                        _ = try JSONExport.write(document, to: directory)
                        count += 1
                    }, unreadable: &unreadable)
                case .csv:
                    let csv = try CSVExport(directory: directory)
                    try forEach(in: store, { document in
                        try csv.add(document)
                        count += 1
                    }, unreadable: &unreadable)
                    try csv.finish()
                case .xlsx:
                    try forEach(in: store, { document in
                        _ = try XLSXExport.write(document, to: directory)
                        count += 1
                    }, unreadable: &unreadable)
                case .markdown:
                    try forEach(in: store, { document in
                        _ = try MarkdownExport.write(document, to: directory)
                        count += 1
                    }, unreadable: &unreadable)
                }
            } catch let failure as CLIFailure {
                throw failure
            } catch let exit as ExitCode {
                throw exit
            } catch {
                throw CLIFailure("\(error)")
            }
            print("exported \(count) document\(count == 1 ? "" : "s") as \(format.rawValue) to \(out)")
            if !unreadable.isEmpty {
                FileHandle.standardError.write(Data(("folio: \(unreadable.count) document\(unreadable.count == 1 ? "" : "s") "
                    + "could not be read from the store and \(unreadable.count == 1 ? "was" : "were") not exported:\n"
                    + unreadable.map { "  \($0.id): \($0.reason)" }.joined(separator: "\n") + "\n").utf8))
                throw ExitCode(ExitStatus.someFailed)
            }
        }

        private func forEach(in store: Store, _ body: (Document) throws -> Void,
                             unreadable: inout [(id: String, reason: String)]) throws {
            if let document {
                let id = try DocumentLookup.resolve(document, in: store)
                guard let found = try store.document(id: id) else { throw CLIFailure("no document \(id)") }
                try body(found)
            } else {
                try store.forEachReadableDocument(body) { id, error in
                    unreadable.append((id, TerminalText.safe("\(error)")))
                }
            }
        }
    }
}
