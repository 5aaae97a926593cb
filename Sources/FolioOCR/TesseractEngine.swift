import CTesseract
import FolioImaging
import FolioModel
import Foundation

/// One Tesseract instance (LSTM engine) owned by one worker and reused across pages; never shared between
/// threads.
public final class TesseractEngine {
    let handle: OpaquePointer
    /// The configuration the engine was started with.
    public let configuration: OCRConfiguration
    private let userWordsFile: URL?

    /// Starts Tesseract with the configuration's models; throws when a model is missing or will not load.
    public init(configuration: OCRConfiguration) throws {
        self.configuration = configuration
        for language in configuration.languages
        where !FileManager.default.fileExists(atPath: configuration.dataPath + "/" + language + ".traineddata") {
            throw OCRError(.modelMissing, "no \(language).traineddata in \(configuration.dataPath); "
                + ModelLocator.installHint(for: [language], mode: .fast))
        }
        // Everything that can fail happens before the stored properties are set: once they are, a throw here
        // would still run `deinit` and free the handle a second time.
        let wordsFile = try Self.writeUserWords(configuration.customWords)
        guard let api = TessBaseAPICreate() else {
            if let wordsFile { try? FileManager.default.removeItem(at: wordsFile) }
            throw OCRError(.initFailed, "Tesseract could not be created")
        }
        do {
            try Self.start(api, configuration: configuration, userWordsFile: wordsFile)
        } catch {
            TessBaseAPIEnd(api)
            TessBaseAPIDelete(api)
            if let wordsFile { try? FileManager.default.removeItem(at: wordsFile) }
            throw error
        }
        handle = api
        userWordsFile = wordsFile
    }

    /// Loads the models into `api` and applies the configuration's variables and segmentation mode.
    private static func start(_ api: OpaquePointer, configuration: OCRConfiguration, userWordsFile: URL?) throws {
        let languages = configuration.languages.joined(separator: "+")
        let rc = initialise(api, configuration: configuration, languages: languages,
                            variables: configuration.initVariables(userWordsFile: userWordsFile?.path))
        guard rc == 0 else {
            throw OCRError(.initFailed, "Tesseract could not load \(languages) from \(configuration.dataPath) "
                + "(the model file may be damaged or not an LSTM model; reinstall it with `scripts/setup`)")
        }
        _ = TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        if configuration.candidates > 0 {
            // Keep the LSTM's alternative characters so the choice iterator can offer them.
            _ = TessBaseAPISetVariable(api, "lstm_choice_mode", "2")
        }
        for (name, value) in configuration.variables.sorted(by: { $0.key < $1.key }) {
            guard TessBaseAPISetVariable(api, name, value) != 0 else {
                throw OCRError(.initFailed, "Tesseract has no variable named \(name)")
            }
        }
        TessBaseAPISetPageSegMode(api, TessPageSegMode(UInt32(configuration.segmentation.tesseractValue)))
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
        if let userWordsFile { try? FileManager.default.removeItem(at: userWordsFile) }
    }

    /// `TessBaseAPIInit4` with init-only variables (C string arrays built and freed here).
    private static func initialise(_ api: OpaquePointer, configuration: OCRConfiguration, languages: String,
                                   variables: [String: String]) -> Int32 {
        let sorted = variables.sorted { $0.key < $1.key }
        var names = sorted.map { strdup($0.key) }
        var values = sorted.map { strdup($0.value) }
        defer {
            names.forEach { free($0) }
            values.forEach { free($0) }
        }
        return names.withUnsafeMutableBufferPointer { namePointers in
            values.withUnsafeMutableBufferPointer { valuePointers in
                TessBaseAPIInit4(api, configuration.dataPath, languages, OEM_LSTM_ONLY, nil, 0,
                                 namePointers.baseAddress, valuePointers.baseAddress, sorted.count, 0)
            }
        }
    }

    /// The custom words, one per line, in a temporary file for Tesseract's `user_words_file`.
    private static func writeUserWords(_ words: [String]) throws -> URL? {
        let clean = words.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !clean.isEmpty else { return nil }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-user-words-\(getpid())-\(UUID().uuidString.prefix(8)).txt")
        do {
            try (clean.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw OCRError(.initFailed, "cannot write the custom words file \(url.path): \(error)")
        }
        return url
    }

    /// Recognises `image`. `dpi` (when known) tells Tesseract the scan resolution; otherwise it estimates it.
    /// `photographed` says the page was rectified from a photo (already smooth), which changes how an unsure
    /// page is read again.
    public func recognize(_ image: Image, dpi: Double?, photographed: Bool = false) throws -> OCRPage {
        var result = try reading(of: image, dpi: dpi)
        if configuration.retriesUnsurePages {
            result = try bestAlternativeReading(of: image, dpi: dpi, photographed: photographed, first: result)
        }
        if configuration.calibratesConfidence { result = result.calibratingConfidences(with: WordConfidenceModel.self) }
        if configuration.minimumTextHeight > 0 {
            result = result.droppingWords(shorterThan: configuration.minimumTextHeight * Double(image.height))
        }
        if configuration.transcriptMinimumConfidence > 0 {
            result = result.withReadingText(minimumConfidence: configuration.transcriptMinimumConfidence)
        }
        return result
    }

    /// One reading of `image` with the engine's settings (small text enlarged when configured), in the
    /// coordinates of `image`, before any word filtering.
    func reading(of image: Image, dpi: Double?) throws -> OCRPage {
        defer { TessBaseAPIClear(handle) }
        var input = image
        // Tesseract keeps coordinates in 16 bits: a longer side is shrunk to fit (a 65535 × 1 strip).
        let fit = min(1, Double(Self.maximumSide) / Double(max(image.width, image.height)))
        var factor = fit
        if fit < 1 { input = try image.scaled(by: fit) }
        setImage(input, dpi: dpi.map { $0 * fit })
        if let target = configuration.targetTextHeight, let height = medianLineHeight() {
            let textFactor = min(Self.textScale(lineHeight: height, target: target,
                                                enlarges: configuration.enlargesSmallText),
                                 Double(Self.maximumSide) / Double(max(input.width, input.height)))
            if textFactor != 1 {
                factor = fit * textFactor
                input = try image.scaled(by: factor)
                setImage(input, dpi: dpi.map { $0 * factor })
            }
        }
        let page = try withExtendedLifetime(input) { () throws -> OCRPage in
            guard TessBaseAPIRecognize(handle, nil) == 0 else {
                throw OCRError(.recognitionFailed, "Tesseract failed to recognise the page")
            }
            guard let iterator = TessBaseAPIGetIterator(handle) else {
                return OCRPage(lines: [], paragraphs: [], transcript: "", confidence: 0)
            }
            defer { TessResultIteratorDelete(iterator) }
            let first = TesseractLayoutReader.read(iterator, candidates: configuration.candidates)
            let filled = configuration.readsUncoveredInk ? readingUncoveredInk(of: first, in: input) : first
            return configuration.rereadsUncertainLines ? rereadingUncertainLines(of: filled, in: input) : filled
        }
        return factor == 1 ? page : page.scaled(by: 1 / factor)
    }

    /// The longest side Tesseract reads: its page coordinates are 16-bit.
    static let maximumSide = 32767

    /// The scale that brings text of median line height `lineHeight` near `target` pixels: small print is
    /// enlarged (at most 3×) towards `target`, very large print (600 dpi scans) shrunk to 1.2 × `target`,
    /// which reads as well and much faster; heights in between are left alone. Small print stays as it is
    /// unless `enlarges`.
    public static func textScale(lineHeight: Double, target: Double, enlarges: Bool = true) -> Double {
        if lineHeight < target * 0.75 { return enlarges ? min(3, target / lineHeight) : 1 }
        if lineHeight > target * 2 { return target * 1.2 / lineHeight }
        return 1
    }

    func setImage(_ image: Image, dpi: Double?) {
        image.withUnsafePix { TessBaseAPISetImage2(handle, UnsafeMutablePointer($0)) }
        if let dpi, dpi >= 70 { TessBaseAPISetSourceResolution(handle, Int32(dpi.rounded())) }
    }

    /// The median height of the text lines Tesseract's layout analysis finds (no recognition), or nil.
    private func medianLineHeight() -> Double? {
        guard let iterator = TessBaseAPIAnalyseLayout(handle) else { return nil }
        defer { TessPageIteratorDelete(iterator) }
        var heights: [Int32] = []
        repeat {
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            if TessPageIteratorBoundingBox(iterator, RIL_TEXTLINE, &left, &top, &right, &bottom) != 0,
               bottom > top, right - left > bottom - top {
                heights.append(bottom - top)
            }
        } while TessPageIteratorNext(iterator, RIL_TEXTLINE) != 0
        guard heights.count >= 3 else { return nil }
        return Double(heights.sorted()[heights.count / 2])
    }
}
