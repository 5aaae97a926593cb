import FolioInput
import FolioModel
import Foundation

/// Processes whole documents in this process, page after page: the library entry point for Swift programs
/// ("run a pipeline on a file and get the document model back"). Batches use `BatchRunner`, which spreads
/// pages over worker processes.
///
/// Set `OMP_THREAD_LIMIT=1` in the environment before the process starts, or Tesseract's OpenMP threads
/// make each page several times slower.
public final class DocumentProcessor {
    private let pages: PageProcessor

    /// A processor for `config`; `tessdata` overrides where OCR models are looked up.
    public init(config: PipelineConfig, tessdata: String? = nil) {
        pages = PageProcessor(config: config, tessdata: tessdata)
    }

    /// Processes the file at `url`. Failures are recorded in the returned document, never thrown.
    public func process(_ url: URL) -> Document {
        let path = url.path
        let (digest, readError) = ContentHash.identity(of: url)
        var assembly = DocumentAssembly(id: digest.hex, path: path, byteCount: digest.byteCount,
                                        sniffedType: digest.mediaType)
        if let readError {
            assembly.fail(StageFailure(stage: .load, error: readError))
            return assembly.document()
        }
        do {
            let probe = try pages.probe(path: path)
            assembly.setProbe(probe, maxPages: pages.config.maxPages)
            for index in 0..<assembly.pagesToProcess {
                do {
                    let processed = try pages.processWithWarnings(path: path, page: index, documentID: digest.hex)
                    assembly.add(processed.page, warnings: processed.warnings)
                } catch {
                    assembly.fail(page: index, error)
                }
            }
        } catch {
            assembly.fail(error)
        }
        return assembly.document(steps: DocumentSteps(config: pages.config))
    }
}
