import Foundation

/// The pipeline `folio-bench boundary-real` runs by default: the receipts pipeline (pipelines/receipts.yml: its
/// mode and limits) with only the photo stages on — boundary, rectify, lighting — so a run measures them alone,
/// and `incremental: false` so every photo is processed afresh.
enum BoundaryRealPipeline {
    static let yaml = """
        # Written by folio-bench boundary-real: pipelines/receipts.yml with only the photo stages on.
        name: boundary-real
        description: Receipt photos through boundary, rectify and lighting only (the receipts pipeline's settings).
        mode: accurate
        incremental: false
        stages:
          boundary: true
          rectify: true
          lighting: true
          orient: false
          deskew: false
          ocr: false
          tables: false
          layout: false
          barcodes: false
          detect: false
          receipt: false
        ocr:
          languages: [eng]
        detect:
          region: US
        pdf:
          useTextLayer: true
          renderDPI: 300
        limits:
          maxMegapixels: 150
          maxRenderMegapixels: 40
          workingMegapixels: 16
          maxFileMegabytes: 256
          maxPages: 10000
          workerMemoryMegabytes: 4096
          pageTimeoutSeconds: 120

        """

    /// Writes the pipeline to `boundary-real.yml` in `directory` and returns its URL.
    static func write(in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("boundary-real.yml")
        do {
            try Data(yaml.utf8).write(to: url)
        } catch {
            throw BenchError("cannot write \(url.path): \(error)")
        }
        return url
    }
}
