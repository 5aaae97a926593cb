import Foundation

/// The parts of Folio's JSON export the boundary and orientation benchmarks read, decoded leniently:
/// `sourceQuad`, `rotation` and `timings` may be absent (older builds) and are then nil.
struct ExportedPages: Decodable {
    struct Source: Decodable {
        var path: String
    }

    struct Page: Decodable {
        var index: Int
        var width: Int
        var height: Int
        /// TL, TR, BR, BL in source-image pixels, `[x, y]` each; nil when the page was used whole (or the field
        /// is not exported yet).
        var sourceQuad: [[Double]]?
        /// How sure the boundary stage was of `sourceQuad`; nil when the page was used whole (or not exported).
        var sourceQuadConfidence: Double?
        var transcript: String
        /// The clockwise turn the orient stage gave the page; nil when not exported.
        var rotation: Int?
        /// Seconds per stage; nil when not exported yet.
        var timings: [String: Double]?
    }

    var source: Source
    var status: String
    var pages: [Page]

    /// The first page, by index.
    var firstPage: Page? { pages.min { $0.index < $1.index } }

    /// Every document in `files` (Folio JSON exports), keyed by the file name of its source path.
    static func byFileName(_ files: [URL]) throws -> [String: ExportedPages] {
        var documents: [String: ExportedPages] = [:]
        for file in files {
            let document: ExportedPages
            do {
                document = try JSONDecoder().decode(ExportedPages.self, from: Data(contentsOf: file))
            } catch {
                throw BenchError("\(file.path): not a Folio JSON document (\(error))")
            }
            documents[URL(fileURLWithPath: document.source.path).lastPathComponent] = document
        }
        return documents
    }
}
