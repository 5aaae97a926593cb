import CPoppler
import Foundation

/// Counts a PDF's pages with poppler.
enum PDFPageCount {
    /// The number of pages of the PDF at `url`; throws when poppler cannot open it.
    static func pages(of url: URL) throws -> Int {
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_file(url.absoluteString, nil, &error) else {
            let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            throw BenchError("\(url.path): poppler cannot open the PDF (\(reason))")
        }
        defer { folio_unref(UnsafeMutableRawPointer(document)) }
        return Int(poppler_document_get_n_pages(document))
    }
}
