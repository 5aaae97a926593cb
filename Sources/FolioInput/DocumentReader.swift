import FolioImaging
import FolioModel
import Foundation

/// Opens one input file, says what it is and how many pages it has, and loads its pages.
/// Every failure is an `InputError` whose message explains the reason (the caller adds the path).
public final class DocumentReader {
    /// The detected media type.
    public let mediaType: MediaType
    /// Number of pages.
    public let pageCount: Int
    /// The file's size in bytes.
    public let byteCount: Int

    private let url: URL
    private let data: Data
    private let options: InputOptions
    private let pdf: PDFDocument?
    private let tiffPages: [TIFFDirectoryInfo]
    private var lastDamage: InputError?
    /// Held while a page over the working size is decoded, when set (worker processes share one).
    public var largePageGate: LargePageGate?

    /// Reads and opens the file at `url`.
    public init(url: URL, options: InputOptions = InputOptions()) throws {
        self.url = url
        self.options = options
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= options.maxFileBytes else {
            throw InputError(.tooLarge, "the file is \(size / 1_048_576) MiB, over the limit of "
                + "\(options.maxFileBytes / 1_048_576) MiB (raise limits.maxFileMegabytes in the pipeline)")
        }
        let prefix: Data
        do {
            guard let handle = FileHandle(forReadingAtPath: url.path) else {
                throw InputError(.unreadable, "the file cannot be read (check it exists and its permissions)")
            }
            defer { try? handle.close() }
            prefix = try handle.read(upToCount: MediaSniffer.prefixLength) ?? Data()
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(.unreadable, "the file cannot be read: \(error.localizedDescription)")
        }
        byteCount = size
        mediaType = MediaSniffer.detect(prefix)
        // PDF and TIFF pages are read from the file as they are needed; an image (PNG, JPEG, HEIC...) is one
        // page, read whole.
        if mediaType.isSingleImage {
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw InputError(.unreadable, "the file cannot be read: \(error.localizedDescription)")
            }
        } else {
            data = Data()
        }
        switch mediaType {
        case .empty:
            throw InputError(.empty, "the file is empty (0 bytes)")
        case .pdf:
            let document = try PDFDocument(path: url.path)
            pdf = document
            pageCount = document.pageCount
            tiffPages = []
            guard pageCount > 0 else { throw InputError(.corrupt, "the PDF has no pages") }
        case .tiff:
            tiffPages = try TIFFFile(path: url.path).directories()
            pageCount = tiffPages.count
            pdf = nil
        case _ where mediaType.isSingleImage:
            let header: ImageHeader
            do { header = try Image.header(of: data) } catch let error as ImagingError {
                throw InputError(.corrupt, "the \(mediaType.displayName) is corrupt: \(error.message)")
            }
            guard header.pixelCount <= options.maxPixels else {
                throw InputError(.tooLarge, "the image is \(header.width) × \(header.height) pixels, over the safe "
                    + "limit of \(options.maxPixels / 1_000_000) megapixels (raise limits.maxMegapixels to allow it)")
            }
            pageCount = 1
            pdf = nil
            tiffPages = []
        default:
            let supported = MediaType.supported.map(\.displayName).joined(separator: ", ")
            // A type with no name of its own (application/octet-stream: no format recognised) is given once.
            let content = mediaType.displayName == mediaType.rawValue
                ? "no format Folio recognises (\(mediaType.rawValue))"
                : "\(mediaType.displayName) (\(mediaType.rawValue))"
            throw InputError(.unsupportedType, "not a supported document: its content is \(content); Folio reads "
                + supported)
        }
    }

    /// Loads page `index` (0-based); a damaged image (see `pageKeepingDamage`) is an error here.
    public func page(_ index: Int) throws -> PageContent {
        let loaded = try pageKeepingDamage(index)
        if let damage = loaded.damage { throw damage }
        return loaded.content
    }

    /// Loads page `index` (0-based), keeping a damaged image's readable part: `damage` says what was wrong.
    public func pageKeepingDamage(_ index: Int) throws -> (content: PageContent, damage: InputError?) {
        lastDamage = nil
        let content = try loadPage(index)
        return (content, lastDamage)
    }

    private func loadPage(_ index: Int) throws -> PageContent {
        guard index >= 0, index < pageCount else {
            throw InputError(.pageOutOfRange, "page \(index + 1) does not exist (the file has \(pageCount))")
        }
        switch mediaType {
        case .pdf:
            guard let pdf else { throw InputError(.corrupt, "the PDF is not open") }
            return try pdfPage(pdf.page(index), index: index, of: pdf)
        case .tiff:
            let info = tiffPages[index]
            guard info.width * info.height <= options.maxPixels else {
                throw InputError(.tooLarge, "page \(index + 1) is \(info.width) × \(info.height) pixels, over the "
                    + "safe limit of \(options.maxPixels / 1_000_000) megapixels")
            }
            do {
                let pixels = info.width * info.height
                let reduction = Image.reduction(forPixels: pixels, workingPixels: options.workingPixels)
                let image = try whileLarge(pixels > options.workingPixels) {
                    try Image.decodeTIFF(path: url.path, page: index, pixels: pixels, maxPixels: options.maxPixels,
                                         reduction: reduction)
                }
                return .image(image, dpi: info.dpi.map { $0 / Double(reduction) })
            } catch let error as ImagingError {
                throw InputError(error.code == .tooLarge ? .tooLarge : .corrupt,
                                 "the TIFF page cannot be decoded: \(error.message)")
            }
        default:
            let image = try decode(page: 0)
            let dpi = image.xResolution > 0 ? Double(image.xResolution) : nil
            return .image(image, dpi: dpi)
        }
    }

    private func decode(page: Int) throws -> Image {
        do {
            let pixels = try Image.header(of: data).pixelCount
            let decoded = try whileLarge(pixels > options.workingPixels) {
                try Image.decodeKeepingDamage(data, page: page, maxPixels: options.maxPixels,
                    reduction: Image.reduction(forPixels: pixels, workingPixels: options.workingPixels))
            }
            lastDamage = decoded.damage.map { InputError(.damaged, $0) }
            return decoded.image
        } catch let error as ImagingError {
            let code: InputError.Code = error.code == .tooLarge ? .tooLarge : .corrupt
            throw InputError(code, "the \(mediaType.displayName) cannot be decoded: \(error.message)")
        }
    }

    /// PDF page `index` (0-based) rendered at `dpi` on white, whatever its content (a born-digital page's
    /// rules and barcodes are read from it); nil for other files.
    public func renderedPDFPage(_ index: Int, dpi: Double) throws -> Image? {
        guard let pdf, index >= 0, index < pageCount else { return nil }
        return try pdf.page(index).render(dpi: dpi)
    }

    /// Resolution of the thumbnail that tells an empty PDF page: anything drawn, even a hairline, leaves
    /// antialiased grey at 36 dpi.
    static let blankCheckDPI = 36.0

    private func pdfPage(_ page: PDFPage, index: Int, of pdf: PDFDocument) throws -> PageContent {
        let (pw, ph) = page.size
        let pointsToPixels = options.renderDPI / 72
        if options.useTextLayer, let (text, rects) = page.textWithLayout(), PDFTextLayer.isUsable(text) {
            // poppler-glib's text leaves out most lines set right to left; its bidirectional marks tell such a
            // page, whose words are then read from poppler-cpp's word list.
            let lines: [Line], styles: [[TextStyle?]]
            if text.unicodeScalars.contains(where: { PDFTextLayer.bidiControls.contains($0.value) }),
               let words = pdf.wordList(page: index) {
                (lines, styles) = RightToLeftWords.lines(of: words, scale: pointsToPixels)
            } else {
                (lines, styles) = PDFTextLayer.styledLines(text: text, rects: rects, styles: page.textStyleRuns(),
                                                           scale: pointsToPixels)
            }
            if !lines.isEmpty {
                return .text(TextLayer(width: Int((pw * pointsToPixels).rounded()),
                                       height: Int((ph * pointsToPixels).rounded()),
                                       dpi: options.renderDPI, lines: lines, wordStyles: styles))
            }
        }
        let areaInches = (pw / 72) * (ph / 72)
        guard areaInches > 0, areaInches.isFinite else {
            throw InputError(.corrupt, "the page has no area (its page box is \(pw) × \(ph) points)")
        }
        // A scanned page is read at its own resolution, reduced like an image file when that is over the working
        // size. A page box too large for the working size at the render dpi (a poster, a scan labelled with too
        // low a resolution) is rendered smaller instead: poppler then shrinks the scan as it decodes it, where
        // extracting it whole holds two full-size copies at once.
        let images = page.imageAreas()
        if areaInches * options.renderDPI * options.renderDPI <= Double(options.workingPixels),
           let scan = try page.fullPageScan(areas: images, maxPixels: options.maxPixels), scan.dpi >= 100,
           scan.dpi <= 600 {
            let reduction = Image.reduction(forPixels: scan.image.width * scan.image.height,
                                            workingPixels: options.workingPixels)
            return .image(try scan.image.reduced(by: reduction), dpi: scan.dpi / Double(reduction))
        }
        // Render at the chosen dpi, lowered for very large pages so the image stays under the working size.
        let limitDPI = (Double(options.maxRenderPixels) / areaInches).squareRoot().rounded(.down)
        guard limitDPI >= 1 else {
            throw InputError(.tooLarge, "the page box is \(Int(pw)) × \(Int(ph)) points, too large to render "
                + "under the limit of \(options.maxRenderPixels / 1_000_000) megapixels (limits.maxRenderMegapixels)")
        }
        let workingDPI = max(1, (Double(options.workingPixels) / areaInches).squareRoot().rounded(.down))
        let dpi = min(options.renderDPI, limitDPI, workingDPI)
        // An empty page (a blank separator, nothing drawn) shows in a thumbnail: every pixel stays white, and the
        // full render is skipped. A page with an image is rendered whole without one (the thumbnail would decode
        // the image too); the blank-page check after rendering still finds it empty when it is.
        let thumbnailDPI = min(dpi, Self.blankCheckDPI, (1_000_000 / areaInches).squareRoot())
        if images.isEmpty, try page.render(dpi: thumbnailDPI).darkPixelCount(below: 255) == 0 {
            return .blank(width: Int((pw * dpi / 72).rounded(.up)), height: Int((ph * dpi / 72).rounded(.up)), dpi: dpi)
        }
        // A page that draws images goes through Splash, which shrinks a scan as it decodes it (cairo would hold
        // it whole at its native size); a page over the working size still takes its turn at the gate.
        guard !images.isEmpty else { return .image(try page.render(dpi: dpi), dpi: dpi) }
        let large = areaInches * options.renderDPI * options.renderDPI > Double(options.workingPixels)
        // Where Splash cannot open the file or draw the page, cairo still may.
        return .image(try whileLarge(large) { try (try? pdf.splashRender(page: index, dpi: dpi)) ?? page.render(dpi: dpi) },
                      dpi: dpi)
    }

    /// Runs `body` holding `largePageGate` when `large` (and a gate is set).
    private func whileLarge<T>(_ large: Bool, _ body: () throws -> T) rethrows -> T {
        guard large, let gate = largePageGate else { return try body() }
        return try gate.hold(body)
    }
}
