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

    func state(ofDocument id: String) throws -> StoredDocumentState? {
        try store.documentState(id: id)
    }

    func knownPaths() throws -> [String: StoredPath] {
        try store.knownPaths().mapValues { StoredPath(stamp: $0.stamp, document: $0.document) }
    }

    func addPath(_ path: String, toDocument id: String, stamp: FileStamp?) throws {
        try store.addPath(path, documentID: id, stamp: stamp)
    }

    func save(_ document: Document, stamp: FileStamp?) throws {
        try store.save(document, runID: runID, pipeline: pipeline, stamp: stamp)
    }
}
