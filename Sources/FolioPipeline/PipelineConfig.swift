import FolioDetect
import FolioInput
import FolioOCR
import FolioStructure

/// A pipeline: which stages run and with which options. Read from `pipelines/*.yml`; sent to workers as JSON.
public struct PipelineConfig: Sendable, Codable, Hashable {
    /// The page stages a pipeline can switch on or off (loading always runs).
    public enum Stage: String, Sendable, Codable, CaseIterable, Comparable {
        /// Find the document's quadrilateral in a photo (left whole when none stands out).
        case boundary
        /// Warp the found quadrilateral onto an upright rectangle (needs `boundary`).
        case rectify
        /// Flatten uneven background and shadows, restore faded contrast (stays gray).
        case lighting
        /// Turn pages lying at 90, 180 or 270 degrees upright (Tesseract's OSD model).
        case orient
        /// Remove small residual skew.
        case deskew
        /// Text recognition with Tesseract (pages without a usable PDF text layer).
        case ocr
        /// Tables from the page's rules and the alignment of its words (OCR or text layer).
        case tables
        /// Paragraph roles (titles, headings, page furniture), lists and reading order across columns, from the
        /// page's lines whichever way they came.
        case layout
        /// Barcode and QR code reading with ZBar.
        case barcodes
        /// Data detectors (e-mail, phone, link, date, time, money) on every page's words and table cells.
        case detect
        /// Receipt fields (merchant, date, totals, line items) for documents that read as receipts; a document
        /// step after the pages (needs `detect`).
        case receipt

        public static func < (a: Stage, b: Stage) -> Bool {
            (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
        }
    }

    public var name: String
    public var description: String
    public var mode: OCRMode
    /// The OCR engine named by the pipeline (`ocr.engine`); nil takes the mode's (`OCREngineKind.default`).
    public var engine: OCREngineKind?
    /// The engine that reads the pipeline's pages.
    public var resolvedEngine: OCREngineKind { engine ?? .default(for: mode) }
    /// Only new or changed files are processed (documents already in the store are skipped).
    public var incremental: Bool
    public var stages: Set<Stage>
    public var languages: [String]
    public var segmentation: OCRConfiguration.Segmentation
    /// In accurate mode, enlarge small print before recognition.
    public var enlargeSmallText: Bool
    /// Whether Tesseract's dictionaries guide recognition (VNRecognizeTextRequest's `usesLanguageCorrection`).
    public var usesLanguageCorrection = true
    /// Domain vocabulary favoured during recognition.
    public var customWords: [String] = []
    /// Words shorter than this fraction of the page height are dropped.
    public var minimumTextHeight = 0.0
    /// Alternative readings kept per word (0 for none).
    public var candidates = 0
    /// Words below this confidence are left out of transcripts (kept in lines and words).
    public var minimumConfidence = 0.5
    /// Read uncertain lines again on their own (measured on sroie-dev: +0.003 word F1 for 22% more time, so off
    /// by default).
    public var rereadUncertainLines = false
    /// Accurate mode: read unsure pages again in other ways (smoothed, as one block) and keep the surest.
    public var retryUnsurePages = true
    /// Accurate mode: read ink that no sure word covers (text the page layout dropped) in line pieces.
    public var readUncoveredInk = true
    /// Word confidences are the estimated chance that the word is right (`WordConfidenceModel`) rather than
    /// Tesseract's own score.
    public var calibrateConfidence = true
    public var useTextLayer: Bool
    public var renderDPI: Double
    /// Conventions of the documents' origin for the data detectors (`detect:` in the pipeline file).
    public var detection = DetectionSettings()
    /// Parts of pages the `tables` stage reads (`tables.areas` in the pipeline file); none: whole pages.
    public var tableAreas: [TableArea] = []
    public var maxMegapixels: Int
    public var maxFileMegabytes: Int
    /// Largest rendered PDF page in megapixels: a huge page box is rendered at a lower resolution to fit.
    public var maxRenderMegapixels = 40
    /// Pages larger than this many megapixels are read at a lower resolution (halved, quartered…; a PDF page
    /// rendered at a lower dpi): 16 keeps A4 up to 400 dpi whole and reads a 600 dpi A4 scan at 300 dpi, where
    /// its print is still over twice the height Tesseract reads best.
    public var workingMegapixels = 16
    /// Pages processed per document; the rest are recorded as not processed (the document is partial).
    public var maxPages = 10_000
    /// Address-space ceiling of each worker process (MiB): a page needing more fails alone, its worker is
    /// replaced, instead of the machine swapping.
    public var workerMemoryMegabytes = 4096
    /// A page still running after this long is abandoned (its worker is restarted) and recorded as failed.
    public var pageTimeoutSeconds: Double

    public init(name: String, description: String = "", mode: OCRMode = .accurate, incremental: Bool = true,
                stages: Set<Stage> = Set(Stage.allCases), languages: [String] = ["eng"],
                segmentation: OCRConfiguration.Segmentation = .auto, enlargeSmallText: Bool = true,
                useTextLayer: Bool = true,
                renderDPI: Double = 300, maxMegapixels: Int = 150, maxFileMegabytes: Int = 1024,
                pageTimeoutSeconds: Double = 300) {
        self.name = name
        self.description = description
        self.mode = mode
        self.incremental = incremental
        self.stages = stages
        self.languages = languages
        self.segmentation = segmentation
        self.enlargeSmallText = enlargeSmallText
        self.useTextLayer = useTextLayer
        self.renderDPI = renderDPI
        self.maxMegapixels = maxMegapixels
        self.maxFileMegabytes = maxFileMegabytes
        self.pageTimeoutSeconds = pageTimeoutSeconds
    }

    /// OCR words under this confidence are left out of the structure stages. A misread word still fills its
    /// cell, so the bar is lower than the transcript's: Tesseract's words under 0.3 are mostly marks read from
    /// rules and specks; PP-OCRv6's noise is dropped with its lines, and its (calibrated) word confidence says
    /// whether the text was read right, not whether it is text, so every word it keeps is placed (on the
    /// tabula-java scans, leaving out its unsure words emptied misread first cells, and those rows were joined
    /// to the row above: schools, indictb1h_14).
    public var structureMinimumConfidence: Double {
        resolvedEngine == .ppocr ? 0 : min(minimumConfidence, 0.3)
    }

    /// The OCR engine settings for models in `dataPath`.
    public func ocrConfiguration(dataPath: String, targetTextHeight: Double?) -> OCRConfiguration {
        var configuration = OCRConfiguration(dataPath: dataPath, languages: languages, segmentation: segmentation,
                         targetTextHeight: enlargeSmallText ? targetTextHeight : nil,
                         usesLanguageCorrection: usesLanguageCorrection, customWords: customWords,
                         minimumTextHeight: minimumTextHeight, candidates: candidates)
        // Fast mode reads small print as it is; very large print it shrinks too (the time it saves).
        configuration.enlargesSmallText = mode == .accurate
        configuration.rereadsUncertainLines = rereadUncertainLines
        configuration.retriesUnsurePages = mode == .accurate && retryUnsurePages
        configuration.readsUncoveredInk = mode == .accurate && readUncoveredInk
        configuration.transcriptMinimumConfidence = minimumConfidence
        configuration.calibratesConfidence = calibrateConfidence
        return configuration
    }

    /// The input-reading options these settings imply.
    public var inputOptions: InputOptions {
        InputOptions(maxPixels: maxMegapixels * 1_000_000, maxFileBytes: maxFileMegabytes * 1_048_576,
                     renderDPI: renderDPI, useTextLayer: useTextLayer,
                     maxRenderPixels: maxRenderMegapixels * 1_000_000, workingPixels: workingMegapixels * 1_000_000)
    }
}

/// The `detect:` settings: where the documents come from, for what they leave unsaid.
public struct DetectionSettings: Sendable, Hashable, Codable {
    /// ISO 3166 region for phone numbers without a country code and for "$" ("US", "MY", "GB").
    public var region = "US"
    /// Order of ambiguous numeric dates; nil takes the region's usual order.
    public var dateOrder: DateOrder?
    /// ISO 4217 currency of amounts printed without one; nil leaves them without a code.
    public var currency: String?

    public init(region: String = "US", dateOrder: DateOrder? = nil, currency: String? = nil) {
        self.region = region
        self.dateOrder = dateOrder
        self.currency = currency
    }

    /// The detector options these settings give.
    public var options: DetectionOptions {
        DetectionOptions(region: region, dateOrder: dateOrder, currency: currency)
    }
}
