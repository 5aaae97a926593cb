import CPoppler
import Foundation

/// A PDF opened with poppler-glib; owns the `PopplerDocument`.
final class PDFDocument {
    private let document: OpaquePointer
    /// GBytes backing the document: poppler reads from it lazily, so it lives as long as the document.
    private let bytes: OpaquePointer

    init(data: Data) throws {
        try Self.checkTrailer(data)
        let gbytes: OpaquePointer? = data.withUnsafeBytes { raw in
            g_bytes_new(raw.baseAddress, gsize(raw.count))
        }
        guard let gbytes else { throw InputError(.unreadable, "cannot hold the PDF in memory") }
        var error: UnsafeMutablePointer<GError>?
        guard let doc = poppler_document_new_from_bytes(gbytes, nil, &error) else {
            defer { g_error_free(error); g_bytes_unref(gbytes) }
            if folio_error_is_encrypted(error) != 0 {
                throw InputError(.encrypted, "the PDF is encrypted and needs a password; decrypt it first "
                    + "(e.g. `qpdf --decrypt --password=... in.pdf out.pdf`)")
            }
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            throw InputError(.corrupt, "the PDF cannot be opened: \(reason)")
        }
        self.document = doc
        self.bytes = gbytes
    }

    deinit {
        folio_unref(UnsafeMutableRawPointer(document))
        g_bytes_unref(bytes)
    }

    /// A complete PDF ends with `%%EOF` (some writers add a little trailing junk). Poppler silently
    /// reconstructs files cut short, returning fewer or broken pages, so a missing trailer is a failure.
    static func checkTrailer(_ data: Data) throws {
        let tail = [UInt8](data.suffix(2048))
        let marker = Array("%%EOF".utf8)
        var found = false
        if tail.count >= marker.count {
            for i in 0...(tail.count - marker.count) where tail[i] == 0x25 && Array(tail[i..<i + marker.count]) == marker {
                found = true
                break
            }
        }
        if !found {
            throw InputError(.truncated, "the PDF is truncated: it has no %%EOF trailer (the file was cut short, "
                + "e.g. an interrupted download or copy); get a complete copy")
        }
    }

    var pageCount: Int { Int(poppler_document_get_n_pages(document)) }

    func page(_ index: Int) throws -> PDFPage {
        guard index >= 0, index < pageCount, let page = poppler_document_get_page(document, Int32(index)) else {
            throw InputError(.pageOutOfRange, "page \(index + 1) does not exist (the PDF has \(pageCount) pages)")
        }
        return PDFPage(page)
    }
}
