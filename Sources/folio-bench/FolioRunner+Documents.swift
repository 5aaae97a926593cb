import FolioModel
import Foundation

extension FolioRunner {
    /// Every document in `store`, read back through `folio export --format json` and decoded as
    /// `FolioModel.Document`, keyed by the file name of its `source.path`.
    func documentsByFileName(store: URL, exportDirectory: URL) throws -> [String: Document] {
        try Self.documentsByFileName(try exportJSON(store: store, into: exportDirectory))
    }

    /// The exported JSON `files` decoded as `FolioModel.Document`, keyed by the file name of their `source.path`.
    static func documentsByFileName(_ files: [URL]) throws -> [String: Document] {
        var documents: [String: Document] = [:]
        for file in files {
            let document: Document
            do {
                document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: file))
            } catch {
                throw BenchError("\(file.path): not a Folio JSON document (\(error))")
            }
            let name = URL(fileURLWithPath: document.source.path).lastPathComponent
            guard documents[name] == nil else {
                throw BenchError("two exported documents come from files named \(name)")
            }
            documents[name] = document
        }
        return documents
    }
}
