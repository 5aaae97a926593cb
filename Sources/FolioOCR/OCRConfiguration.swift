/// How the engine is set up: which models, which segmentation, which extra Tesseract variables.
public struct OCRConfiguration: Sendable, Hashable {
    /// Tesseract's page segmentation modes that Folio exposes.
    public enum Segmentation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Fully automatic layout analysis (Tesseract PSM 3).
        case auto
        /// One uniform block of text (PSM 6).
        case block
        /// As much text as possible in no particular order (PSM 11).
        case sparse
        /// A single text line (PSM 7).
        case line

        var tesseractValue: Int32 {
            switch self {
            case .auto: 3
            case .block: 6
            case .sparse: 11
            case .line: 7
            }
        }
    }

    /// Folder holding the `.traineddata` files.
    public var dataPath: String
    /// Languages in order of preference, e.g. `["eng"]`.
    public var languages: [String]
    /// Page segmentation.
    public var segmentation: Segmentation
    /// Extra Tesseract variables set after initialisation.
    public var variables: [String: String]
    /// When set, pages whose text lines are shorter than this many pixels are enlarged so they reach it before
    /// recognition (Tesseract's LSTM models read small print markedly better enlarged); boxes are reported in
    /// the original image's pixels.
    public var targetTextHeight: Double?
    /// Whether text lines shorter than `targetTextHeight` are enlarged. When false, only very large print (lines
    /// over twice the target, 600 dpi scans) is shrunk, which reads as well and several times faster.
    public var enlargesSmallText = true
    /// Like VNRecognizeTextRequest's `usesLanguageCorrection`: whether Tesseract's dictionaries guide
    /// recognition. Off suits codes, serial numbers and prices.
    public var usesLanguageCorrection: Bool
    /// Domain vocabulary favoured during recognition (Tesseract's user words).
    public var customWords: [String]
    /// Words shorter than this fraction of the page height are dropped (0 keeps everything).
    public var minimumTextHeight: Double
    /// Up to this many alternative readings per word, with confidences (0 for none).
    public var candidates: Int
    /// Read again, as single lines, the lines the page reading was unsure of, keeping the surer reading.
    public var rereadsUncertainLines = false
    /// Words below this confidence stay in `lines` (queryable, with their confidence) but are left out of the
    /// paragraph texts and the transcript as noise. 0 keeps every word.
    public var transcriptMinimumConfidence = 0.0
    /// Whether a page whose reading is unsure is read again in other ways (`ReadingAlternative`) and the
    /// surest reading kept.
    public var retriesUnsurePages = false
    /// Whether word confidences are Tesseract's own or `WordConfidenceModel`'s estimate of the chance that the
    /// word is right (what the transcript's minimum confidence then applies to).
    public var calibratesConfidence = true
    /// Whether ink that no sure word covers is read again in line pieces and its sure words added.
    public var readsUncoveredInk = false

    public init(dataPath: String, languages: [String] = ["eng"], segmentation: Segmentation = .auto,
                variables: [String: String] = [:], targetTextHeight: Double? = nil,
                usesLanguageCorrection: Bool = true, customWords: [String] = [], minimumTextHeight: Double = 0,
                candidates: Int = 0) {
        self.dataPath = dataPath
        self.languages = languages
        self.segmentation = segmentation
        self.variables = variables
        self.targetTextHeight = targetTextHeight
        self.usesLanguageCorrection = usesLanguageCorrection
        self.customWords = customWords
        self.minimumTextHeight = minimumTextHeight
        self.candidates = candidates
    }

    /// Variables Tesseract reads only while it initialises (dictionaries, user words).
    func initVariables(userWordsFile: String?) -> [String: String] {
        var vars: [String: String] = [:]
        if !usesLanguageCorrection {
            vars["load_system_dawg"] = "0"
            vars["load_freq_dawg"] = "0"
        }
        if let userWordsFile { vars["user_words_file"] = userWordsFile }
        return vars
    }
}
