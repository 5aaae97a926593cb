import Foundation

/// A scanned PDF a benchmark made: one image per page.
struct ScanPDF: Codable {
    var path: String
    var pages: Int
    /// How many different images its pages hold (fewer than `pages` when they repeat).
    var distinctImages: Int
    var bytes: Int
    /// The resolution every page's image is placed at.
    var dpi: Int
}

/// Makes scanned PDFs from images with `img2pdf`: one image per page, its bytes embedded unchanged (a JPEG is
/// copied, not decoded and encoded again), every page sized so its image lies at `dpi`, so a reader that takes a
/// page's image at its own resolution sees the scan's own pixels.
struct ScanPDFBuilder {
    let img2pdf: URL
    /// 300: inside the 100–600 dpi range in which Folio takes a full-page image as it is (outside it Folio
    /// renders the page at 300 dpi); img2pdf's own default for JPEGs that give no resolution is 96.
    var dpi = 300

    /// Writes a PDF of `pages` pages to `pdf`: `images` in order, starting again from the first when there
    /// are fewer images than pages. Logs go next to it. Throws when img2pdf fails or the PDF has another
    /// page count.
    func build(from images: [URL], pages: Int, into pdf: URL) throws -> ScanPDF {
        guard !images.isEmpty, pages >= 1 else { throw BenchError("a scanned PDF needs images and a page count") }
        let pageImages = (0..<pages).map { images[$0 % images.count].path }
        let log = pdf.deletingPathExtension()
        let size = "\(dpi)dpix\(dpi)dpi"
        let result = try ChildProcess.run(img2pdf, ["--imgsize", size, "--output", pdf.path] + pageImages,
                                          stdout: log.appendingPathExtension("img2pdf.out"),
                                          stderr: log.appendingPathExtension("img2pdf.log"))
        guard result.status == 0 else {
            throw BenchError("img2pdf failed making \(pdf.path) (status \(result.status)):\n"
                             + ChildProcess.tail(log.appendingPathExtension("img2pdf.log")))
        }
        let counted = try PDFPageCount.pages(of: pdf)
        guard counted == pages else { throw BenchError("\(pdf.path) has \(counted) pages; expected \(pages)") }
        let bytes = (try? pdf.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        return ScanPDF(path: pdf.path, pages: pages, distinctImages: min(pages, images.count), bytes: bytes, dpi: dpi)
    }
}
