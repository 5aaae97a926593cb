import FolioImaging
import FolioModel

/// What a page loader hands to the next stage: an image to recognise, or text read from a PDF's text layer.
public enum PageContent: Sendable {
    /// A raster page; `dpi` is nil when the file does not say.
    case image(Image, dpi: Double?)
    /// A born-digital page whose text layer was usable.
    case text(TextLayer)
    /// A page with nothing drawn on it (an empty PDF page), `width × height` pixels at `dpi`; not rendered.
    case blank(width: Int, height: Int, dpi: Double)
}

/// Text read from a PDF page, positioned in pixels at `dpi`.
public struct TextLayer: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var dpi: Double
    public var lines: [Line]
    /// The type each word is set in (parallel to `lines` and their words); nil where the PDF does not say.
    public var wordStyles: [[TextStyle?]]

    public init(width: Int, height: Int, dpi: Double, lines: [Line], wordStyles: [[TextStyle?]] = []) {
        self.width = width
        self.height = height
        self.dpi = dpi
        self.lines = lines
        self.wordStyles = wordStyles.count == lines.count ? wordStyles : lines.map { Array(repeating: nil, count: $0.words.count) }
    }
}

/// Safety limits and choices for reading documents.
public struct InputOptions: Sendable, Hashable {
    /// Largest image (width × height) decoded; larger pages fail with a message.
    public var maxPixels: Int
    /// Largest file read, in bytes.
    public var maxFileBytes: Int
    /// Resolution at which PDF pages without a usable text layer or full-page scan are rendered.
    public var renderDPI: Double
    /// Largest rendered PDF page (width × height); a huge page box is rendered at a lower resolution.
    public var maxRenderPixels: Int
    /// Whether a usable PDF text layer replaces OCR.
    public var useTextLayer: Bool
    /// Pages larger than this (width × height) are read at a lower resolution: images reduced by the power of
    /// two that brings them within it (a JPEG decoded small), PDF pages rendered at a lower dpi.
    public var workingPixels: Int

    public init(maxPixels: Int = 150_000_000, maxFileBytes: Int = 1 << 30, renderDPI: Double = 300,
                useTextLayer: Bool = true, maxRenderPixels: Int = 40_000_000, workingPixels: Int = 16_000_000) {
        self.maxRenderPixels = min(maxRenderPixels, maxPixels)
        self.workingPixels = workingPixels
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.renderDPI = renderDPI
        self.useTextLayer = useTextLayer
    }
}
