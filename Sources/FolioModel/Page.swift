/// Where a page's text came from.
public enum TextSource: String, Codable, Sendable, Hashable {
    /// Recognised by OCR from the page image.
    case ocr
    /// Read from a born-digital PDF's text layer.
    case pdfText = "pdf-text"
}

/// One processed page: its geometry, text and structure. Coordinates are pixels of the processed
/// page image, top-left origin.
public struct Page: Codable, Sendable, Hashable {
    public var index: Int
    public var width: Int
    public var height: Int
    /// Resolution of the processed page image in pixels per inch (extra field, not in schema 1's list).
    public var dpi: Double
    /// Document corners in the source image (TL, TR, BR, BL), or nil when the page was used whole.
    public var sourceQuad: [Point]?
    /// How sure the boundary stage is of `sourceQuad` (0...1; nil when the page was used whole): the share of the
    /// outline the paper fills times the mean share of its sides backed by a paper edge. A side along the frame
    /// has no edge, so a page running off the photo (its quad clipped at the frame) scores lower. Extra field, not
    /// in schema 1's list.
    public var sourceQuadConfidence: Double?
    public var rotation: Int
    public var skewDegrees: Double
    public var textSource: TextSource
    public var transcript: String
    public var confidence: Double
    public var lines: [Line]
    public var paragraphs: [Paragraph]
    public var lists: [ListBlock]
    public var tables: [Table]
    public var barcodes: [Barcode]
    public var detectedData: [DetectedData]
    /// Seconds spent in each stage on this page (`load`, `boundary`, `rectify`, `lighting`, `orient`, `deskew`,
    /// `ocr`, `barcodes`...). Extra field, not in schema 1's list.
    public var timings: [String: Double]
    /// Nothing is printed on the page (a blank separator page, an empty PDF page): an ok page without text,
    /// not an error. Extra field, not in schema 1's list.
    public var blank: Bool

    public init(index: Int, width: Int, height: Int, dpi: Double, sourceQuad: [Point]? = nil,
                sourceQuadConfidence: Double? = nil, rotation: Int = 0, skewDegrees: Double = 0,
                textSource: TextSource, transcript: String, confidence: Double,
                lines: [Line], paragraphs: [Paragraph], lists: [ListBlock] = [], tables: [Table] = [],
                barcodes: [Barcode] = [], detectedData: [DetectedData] = [], timings: [String: Double] = [:],
                blank: Bool = false) {
        self.index = index
        self.width = width
        self.height = height
        self.dpi = dpi
        self.sourceQuad = sourceQuad
        self.sourceQuadConfidence = sourceQuadConfidence
        self.rotation = rotation
        self.skewDegrees = skewDegrees
        self.textSource = textSource
        self.transcript = transcript
        self.confidence = confidence
        self.lines = lines
        self.paragraphs = paragraphs
        self.lists = lists
        self.tables = tables
        self.barcodes = barcodes
        self.detectedData = detectedData
        self.timings = timings
        self.blank = blank
    }

    /// All words of the page in reading order.
    public var words: [Word] { lines.flatMap(\.words) }

    enum CodingKeys: String, CodingKey {
        case index, width, height, dpi, sourceQuad, sourceQuadConfidence, rotation, skewDegrees, textSource
        case transcript, confidence
        case lines, paragraphs, lists, tables, barcodes, detectedData, timings, blank
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        index = try c.decode(Int.self, forKey: .index)
        width = try c.decode(Int.self, forKey: .width)
        height = try c.decode(Int.self, forKey: .height)
        dpi = try c.decodeIfPresent(Double.self, forKey: .dpi) ?? 0
        sourceQuad = try c.decodeIfPresent([Point].self, forKey: .sourceQuad)
        sourceQuadConfidence = try c.decodeIfPresent(Double.self, forKey: .sourceQuadConfidence)
        rotation = try c.decode(Int.self, forKey: .rotation)
        skewDegrees = try c.decode(Double.self, forKey: .skewDegrees)
        textSource = try c.decode(TextSource.self, forKey: .textSource)
        transcript = try c.decode(String.self, forKey: .transcript)
        confidence = try c.decode(Double.self, forKey: .confidence)
        lines = try c.decode([Line].self, forKey: .lines)
        paragraphs = try c.decode([Paragraph].self, forKey: .paragraphs)
        lists = try c.decodeIfPresent([ListBlock].self, forKey: .lists) ?? []
        tables = try c.decodeIfPresent([Table].self, forKey: .tables) ?? []
        barcodes = try c.decodeIfPresent([Barcode].self, forKey: .barcodes) ?? []
        detectedData = try c.decodeIfPresent([DetectedData].self, forKey: .detectedData) ?? []
        timings = try c.decodeIfPresent([String: Double].self, forKey: .timings) ?? [:]
        blank = try c.decodeIfPresent(Bool.self, forKey: .blank) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(index, forKey: .index)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(dpi, forKey: .dpi)
        try c.encode(sourceQuad, forKey: .sourceQuad) // explicit null when absent
        try c.encode(sourceQuadConfidence, forKey: .sourceQuadConfidence) // explicit null when absent
        try c.encode(rotation, forKey: .rotation)
        try c.encode(skewDegrees, forKey: .skewDegrees)
        try c.encode(textSource, forKey: .textSource)
        try c.encode(transcript, forKey: .transcript)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(lines, forKey: .lines)
        try c.encode(paragraphs, forKey: .paragraphs)
        try c.encode(lists, forKey: .lists)
        try c.encode(tables, forKey: .tables)
        try c.encode(barcodes, forKey: .barcodes)
        try c.encode(detectedData, forKey: .detectedData)
        try c.encode(timings, forKey: .timings)
        try c.encode(blank, forKey: .blank)
    }
}
