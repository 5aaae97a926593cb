import CPoppler
import FolioImaging
import Foundation

/// A PDF opened with poppler-glib; owns the `PopplerDocument`.
final class PDFDocument {
    private let document: OpaquePointer
    private let path: String
    /// The same file opened for Splash, on the first page that draws images (see `SplashRenderer`).
    private lazy var splash: SplashRenderer? = SplashRenderer(path: path)
    /// Opens the PDF file at `path`. Poppler reads it from the file as pages need it, so a long document is
    /// never held in memory whole (measured: a 300-page scan held twice per worker made memory grow with the
    /// page count).
    init(path: String) throws {
        try Self.checkTrailer(Self.tail(of: path))
        guard let uri = g_filename_to_uri(path, nil, nil) else {
            throw InputError(.unreadable, "the path cannot be turned into a file URI")
        }
        defer { g_free(uri) }
        var error: UnsafeMutablePointer<GError>?
        guard let doc = poppler_document_new_from_file(uri, nil, &error) else {
            defer { g_error_free(error) }
            if folio_error_is_encrypted(error) != 0 {
                throw InputError(.encrypted, "the PDF is encrypted and needs a password; decrypt it first "
                    + "(e.g. `qpdf --decrypt --password=... in.pdf out.pdf`)")
            }
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            throw InputError(.corrupt, "the PDF cannot be opened: \(reason)")
        }
        self.document = doc
        self.path = path
    }

    deinit {
        folio_unref(UnsafeMutableRawPointer(document))
    }

    /// The last 2 KiB of the file at `path`.
    static func tail(of path: String) throws -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(.unreadable, "the file cannot be read (check it exists and its permissions)")
        }
        defer { try? handle.close() }
        do {
            let end = try handle.seekToEnd()
            try handle.seek(toOffset: end > 2048 ? end - 2048 : 0)
            return try handle.readToEnd() ?? Data()
        } catch {
            throw InputError(.unreadable, "the file cannot be read: \(error.localizedDescription)")
        }
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
            throw InputError(.truncated, "the PDF is truncated or damaged: it does not end with a %%EOF trailer "
                + "(it was cut short by an interrupted download or copy, or its bytes are out of order); get a "
                + "complete copy")
        }
    }

    var pageCount: Int { Int(poppler_document_get_n_pages(document)) }

    /// Page `index` rendered by Splash at `dpi`; nil when the file cannot be opened for Splash.
    func splashRender(page index: Int, dpi: Double) throws -> Image? {
        try splash?.render(page: index, dpi: dpi)
    }

    /// Page `index`'s words from poppler-cpp's word list (`RightToLeftWords`); nil when it cannot be read.
    func wordList(page index: Int) -> [RightToLeftWords.Piece]? {
        splash?.words(page: index)
    }

    func page(_ index: Int) throws -> PDFPage {
        guard index >= 0, index < pageCount else {
            throw InputError(.pageOutOfRange, "page \(index + 1) does not exist (the PDF has \(pageCount) pages)")
        }
        guard let page = poppler_document_get_page(document, Int32(index)) else {
            throw InputError(.corrupt, "page \(index + 1) of \(pageCount) cannot be read: the PDF's page tree is "
                + "damaged there")
        }
        return PDFPage(page)
    }
}
