import Foundation

/// The peer baseline: the `tesseract` command over the same pages with the same number of parallel processes.
struct PeerTesseract {
    let tesseract: URL
    let pdftoppm: URL
    /// Resolution of the extracted page images.
    let dpi: Int
    /// Extra arguments for every tesseract call (e.g. `--tessdata-dir DIR`).
    let extraArguments: [String]

    /// Renders every page of `pdf` to a gray image in `directory` (`pdftoppm -r DPI -gray`), in page order.
    func extractPages(of pdf: URL, into directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try ChildProcess.run(pdftoppm, ["-r", String(dpi), "-gray", pdf.path,
                                                     directory.appendingPathComponent("page").path],
                                          stdout: directory.appendingPathComponent("pdftoppm.out"),
                                          stderr: directory.appendingPathComponent("pdftoppm.log"))
        guard result.status == 0 else {
            throw BenchError("pdftoppm failed on \(pdf.path) (status \(result.status)):\n"
                             + ChildProcess.tail(directory.appendingPathComponent("pdftoppm.log")))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("page-") && $0.hasSuffix(".pgm") }
            .sorted()
        guard !names.isEmpty else { throw BenchError("pdftoppm wrote no page images for \(pdf.path)") }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// Recognises `images` with at most `workers` tesseract processes at a time; returns the wall-clock
    /// seconds and each page's text. Output goes to `directory`.
    func recognise(_ images: [URL], workers: Int, outputs directory: URL) throws -> (seconds: Double, texts: [String]) {
        try TesseractBatch(tesseract: tesseract, extraArguments: extraArguments)
            .recognise(images, workers: workers, outputs: directory)
    }
}
