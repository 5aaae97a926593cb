import CTesseract
import FolioImaging
import FolioModel
import Foundation

/// One Tesseract instance (LSTM engine) owned by one worker and reused across pages; never shared between
/// threads.
public final class TesseractEngine {
    private let handle: OpaquePointer
    /// The configuration the engine was started with.
    public let configuration: OCRConfiguration

    /// Starts Tesseract with the configuration's models; throws when a model is missing or will not load.
    public init(configuration: OCRConfiguration) throws {
        self.configuration = configuration
        for language in configuration.languages
        where !FileManager.default.fileExists(atPath: configuration.dataPath + "/" + language + ".traineddata") {
            throw OCRError(.modelMissing, "no \(language).traineddata in \(configuration.dataPath); "
                + ModelLocator.installHint(for: [language], mode: .fast))
        }
        guard let api = TessBaseAPICreate() else {
            throw OCRError(.initFailed, "Tesseract could not be created")
        }
        let languages = configuration.languages.joined(separator: "+")
        let rc = TessBaseAPIInit2(api, configuration.dataPath, languages, OEM_LSTM_ONLY)
        guard rc == 0 else {
            TessBaseAPIDelete(api)
            throw OCRError(.initFailed, "Tesseract could not load \(languages) from \(configuration.dataPath) "
                + "(the model file may be damaged or not an LSTM model; reinstall it with `scripts/setup`)")
        }
        handle = api
        _ = TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        for (name, value) in configuration.variables.sorted(by: { $0.key < $1.key }) {
            guard TessBaseAPISetVariable(api, name, value) != 0 else {
                TessBaseAPIEnd(api)
                TessBaseAPIDelete(api)
                throw OCRError(.initFailed, "Tesseract has no variable named \(name)")
            }
        }
        TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(configuration.segmentation.tesseractValue)))
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Recognises `image`. `dpi` (when known) tells Tesseract the scan resolution; otherwise it estimates it.
    public func recognize(_ image: Image, dpi: Double?) throws -> OCRPage {
        image.withUnsafePix { TessBaseAPISetImage2(handle, UnsafeMutablePointer($0)) }
        if let dpi, dpi >= 70 { TessBaseAPISetSourceResolution(handle, Int32(dpi.rounded())) }
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw OCRError(.recognitionFailed, "Tesseract failed to recognise the page")
        }
        guard let iterator = TessBaseAPIGetIterator(handle) else {
            return OCRPage(lines: [], paragraphs: [], transcript: "", confidence: 0)
        }
        defer { TessResultIteratorDelete(iterator) }
        return TesseractLayoutReader.read(iterator)
    }
}
