import Foundation

/// Makes the scanned copy of a born-digital PDF: every page rasterised by poppler's `pdftoppm` at 200 dpi unless
/// told otherwise (PNG, lossless, as the page shows with its rotation), the images put back one per page by `img2pdf` at the
/// same resolution. The copy has no text layer, so every tool must read it as an image.
struct ScanRenderer {
    let pdftoppm: URL
    let builder: ScanPDFBuilder
    /// Render in grey (`pdftoppm -gray`), as an office scanner delivers text pages, rather than in colour.
    let gray: Bool
    /// The resolution of the page images, and of the PDF made of them.
    let dpi: Int
    /// The benchmarks' resolution unless told otherwise: an office scanner's text setting.
    static let dpi = 200

    init(pdftoppm: URL, img2pdf: URL, gray: Bool = false, dpi: Int = ScanRenderer.dpi) {
        self.pdftoppm = pdftoppm
        self.gray = gray
        self.dpi = dpi
        builder = ScanPDFBuilder(img2pdf: img2pdf, dpi: dpi)
    }

    /// Writes `pdf`'s scanned copy to `output`; page images and logs go in `scratch`. Throws when a tool fails.
    func render(_ pdf: URL, pages: Int, to output: URL, scratch: URL) throws {
        let folder = scratch.appendingPathComponent(output.deletingPathExtension().lastPathComponent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("pdftoppm.log")
        let result = try ChildProcess.run(pdftoppm, ["-r", String(dpi), "-png"] + (gray ? ["-gray"] : [])
                                                    + [pdf.path, folder.appendingPathComponent("page").path],
                                          stdout: folder.appendingPathComponent("pdftoppm.out"), stderr: log)
        guard result.status == 0 else {
            throw BenchError("pdftoppm could not render \(pdf.path) (status \(result.status)):\n" + ChildProcess.tail(log))
        }
        // pdftoppm names pages page-1.png or page-01.png (as many digits as the last page number has).
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("page-") && $0.hasSuffix(".png") }
            .sorted { pageNumber($0) < pageNumber($1) }
            .map { folder.appendingPathComponent($0) }
        guard images.count == pages else {
            throw BenchError("pdftoppm made \(images.count) page images of \(pdf.path); it has \(pages) pages")
        }
        let scan = folder.appendingPathComponent(output.lastPathComponent)
        _ = try builder.build(from: images, pages: pages, into: scan)
        do {
            try FileManager.default.moveItem(at: scan, to: output)
        } catch {
            throw BenchError("cannot move \(scan.path) to \(output.path): \(error.localizedDescription)")
        }
    }

    private func pageNumber(_ name: String) -> Int {
        Int(name.dropFirst("page-".count).dropLast(".png".count)) ?? 0
    }
}
