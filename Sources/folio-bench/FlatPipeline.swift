import Foundation

/// The pipeline the boundary benchmark runs on the original flat scans: the receipts pipeline's OCR with every
/// photo stage switched off, so the scans' word F1 is the reference the photos are measured against.
enum FlatPipeline {
    static let yaml = """
        # Written by folio-bench boundary: OCR of flat scans with the photo stages off.
        name: flat
        description: Flat scans straight to OCR (boundary, rectify, lighting, orientation and deskew off).
        mode: accurate
        incremental: true
        stages:
          boundary: false
          rectify: false
          lighting: false
          orient: false
          deskew: false
          ocr: true
          barcodes: false
        ocr:
          languages: [eng]
          segmentation: auto

        """

    /// Writes the pipeline to `flat.yml` in `directory` and returns its URL.
    static func write(in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("flat.yml")
        do {
            try Data(yaml.utf8).write(to: url)
        } catch {
            throw BenchError("cannot write \(url.path): \(error)")
        }
        return url
    }
}
