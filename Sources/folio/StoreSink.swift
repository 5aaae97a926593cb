import FolioModel
import FolioPipeline
import FolioStore

/// Hands finished documents of a run to the store, tagged with the run.
final class StoreSink: DocumentSink {
    let store: Store
    let runID: Int64?
    let pipeline: String

    init(store: Store, runID: Int64?, pipeline: String) {
        self.store = store
        self.runID = runID
        self.pipeline = pipeline
    }

    func status(ofDocument id: String) throws -> DocumentStatus? {
        try store.documentStatus(id: id)
    }

    func addPath(_ path: String, toDocument id: String) throws {
        try store.addPath(path, documentID: id)
    }

    func save(_ document: Document) throws {
        try store.save(document, runID: runID, pipeline: pipeline)
    }
}
