import Foundation
import FolioModel
import GRDB

extension Store {
    /// Saves `document` in one write transaction, replacing whole any stored document with the same id (so
    /// nothing is stored twice), and records its path among the paths its content was seen at.
    /// `runID` is the run that produced it (nil outside a run), `pipeline` the pipeline's name.
    /// `stamp` is the size and modification time of the file at the document's path when it was read.
    public func save(_ document: Document, runID: Int64?, pipeline: String?, stamp: FileStamp? = nil) throws {
        guard document.id == document.source.sha256 else {
            throw StoreError(.invalidDocument, path: path,
                             summary: "cannot save document \(document.id) (\(document.source.path)) to the store at \(path): its id differs from its source sha256 \(document.source.sha256)",
                             hint: "a document's id must be the SHA-256 of its source bytes")
        }
        try writing("document \(document.id) (\(document.source.path))") { db in
            try DocumentWriter(db: db, path: path).replace(document, runID: runID, pipeline: pipeline, stamp: stamp,
                                                                 now: Date())
        }
    }

    /// Records that the stored document `documentID` was also seen at `path` (e.g. a copy skipped by an
    /// incremental run). Throws `StoreError.Code.notFound` when the document is not stored.
    /// With a `stamp`, the file's size and modification time at `path` are recorded too.
    public func addPath(_ path: String, documentID: String, stamp: FileStamp? = nil) throws {
        try writing("path \(path) of document \(documentID)") { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM documents WHERE id = ?)",
                                    arguments: [documentID]) == true else {
                throw StoreError(.notFound, path: self.path,
                                 summary: "no document \(documentID) in the store at \(self.path) to add path \(path) to",
                                 hint: "save the document before adding paths to it")
            }
            try DocumentWriter(db: db, path: self.path).insertPath(path, documentID: documentID, stamp: stamp)
        }
    }

    /// Every path the content of document `documentID` was seen at, in the order first seen.
    public func paths(documentID: String) throws -> [String] {
        try reading("the paths of document \(documentID)") { db in
            try String.fetchAll(db, sql: "SELECT path FROM document_paths WHERE documentId = ? ORDER BY rowid",
                                arguments: [documentID])
        }
    }
}
