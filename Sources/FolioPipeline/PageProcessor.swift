import FolioDetect
import FolioBarcodes
import FolioImaging
import FolioInput
import FolioModel
import FolioOCR
import FolioPreprocess
import FolioStructure
import Foundation

/// Runs a pipeline's page stages — load → OCR (or PDF text) → barcodes — for one page at a time.
/// Owns one Tesseract engine, created on first use and reused across pages; keeps the last opened document
/// so the pages of one file do not reopen it. Not thread-safe: one per worker.
public final class PageProcessor {
    public let config: PipelineConfig
    private let tessdata: String?
    private var engine: (any TextRecognizer)?
    private lazy var detection = PageDataDetection(options: config.detection.options)
    private var orientationDetector: OrientationDetector?
    private var lineOrientation: TextLineOrientation?
    private var lineOrientationLoaded = false
    /// When set, each processed page image is written here as `<document id>_p<index>.png`.
    public var savePagesDirectory: String?
    private var openDocument: (path: String, reader: DocumentReader)?
    /// Shared with the other workers of a batch: one of them at a time decodes a page over the working size.
    public var largePageGate: LargePageGate?

    /// `tessdata` overrides where models are looked up (`--tessdata`).
    public init(config: PipelineConfig, tessdata: String? = nil) {
        Image.quietDiagnostics()
        self.config = config
        self.tessdata = tessdata
    }

    /// Opens the document at `path` and reports its type and page count.
    public func probe(path: String) throws(StageFailure) -> ProbeResult {
        let reader = try reader(for: path)
        return ProbeResult(mediaType: reader.mediaType, pageCount: reader.pageCount, byteCount: reader.byteCount)
    }

    /// Processes page `index` (0-based) of the document at `path`.
    public func process(path: String, page index: Int, documentID: String? = nil) throws(StageFailure) -> Page {
        try processWithWarnings(path: path, page: index, documentID: documentID).page
    }

    /// Processes page `index` (0-based) of the document at `path`, with the problems the page survived (a
    /// damaged image whose readable part was used).
    public func processWithWarnings(path: String, page index: Int,
                                    documentID: String? = nil) throws(StageFailure) -> (page: Page, warnings: [StageFailure]) {
        let loadStart = Date()
        let reader = try reader(for: path)
        let content: PageContent
        var warnings: [StageFailure] = []
        do {
            let loaded = try reader.pageKeepingDamage(index)
            content = loaded.content
            if let damage = loaded.damage { warnings.append(StageFailure(stage: .load, error: damage)) }
        } catch {
            throw StageFailure(stage: .load, error: error)
        }
        let render = { (dpi: Double) throws -> Image? in try reader.renderedPDFPage(index, dpi: dpi) }
        // Handed over, not shared: the source image is freed as soon as the stages have replaced it.
        return (try process(consume content, index: index, documentID: documentID, loadStart: loadStart,
                            render: render), warnings)
    }

    /// `render` draws the page of a PDF at a resolution (for a born-digital page's rules and barcodes).
    private func process(_ content: consuming PageContent, index: Int, documentID: String?, loadStart: Date,
                         render: (Double) throws -> Image?) throws(StageFailure) -> Page {
        var timings = ["load": Date().timeIntervalSince(loadStart)]
        switch consume content {
        case .text(let layer):
            let paragraphs = LineParagraphs.group(layer.lines)
            var page = Page(index: index, width: layer.width, height: layer.height, dpi: layer.dpi,
                            textSource: .pdfText, transcript: paragraphs.map(\.text).joined(separator: "\n\n"),
                            confidence: layer.lines.isEmpty ? 0 : 1, lines: layer.lines, paragraphs: paragraphs,
                            timings: timings)
            try readStructureAndBarcodes(of: &page, pageDPI: layer.dpi, styles: layer.wordStyles, render: render)
            try detectData(on: &page)
            return page
        case .blank(let width, let height, let dpi):
            return Page(index: index, width: width, height: height, dpi: dpi, textSource: .ocr, transcript: "",
                        confidence: 0, lines: [], paragraphs: [], timings: timings, blank: true)
        case .image(let source, let dpi):
            let ocrOn = config.stages.contains(.ocr)
            var stages = PageImageStages(stages: config.stages, orientation: { try self.orientation() })
            stages.restoresFadedInk = config.resolvedEngine == .tesseract
            var prepared = try stages.prepare(consume source, dpi: dpi, orientNow: !ocrOn)
            let blank = try isBlank(prepared.image, timings: &timings)
            var reading: OCRPage?
            if ocrOn && !blank {
                let photographed = prepared.sourceQuad != nil
                var first = try recognize(prepared.image, dpi: dpi, photographed: photographed, timings: &timings)
                if config.stages.contains(.orient), OrientationPolicy.shouldCheck(first) {
                    // The turns to try: the reading's own, else the lines' (fast mode), else OSD's (nil).
                    var turns: [Int?] = first.uprightTurn.map { [$0] }
                        ?? linesTurns(prepared.image, timings: &prepared.timings)
                    if turns.isEmpty { turns = [nil] }
                    var chosen: PageImageStages.Output?
                    for turn in turns {
                        guard let turned = try stages.reoriented(prepared, dpi: dpi, readingTurn: turn,
                                                                 timings: &prepared.timings) else { continue }
                        let reading = try recognize(turned.image, dpi: dpi, photographed: photographed,
                                                    timings: &timings)
                        if OrientationPolicy.keeps(reading, over: first) {
                            chosen = turned
                            first = reading
                        }
                    }
                    if let chosen {
                        prepared.image = chosen.image
                        prepared.rotation = chosen.rotation
                        prepared.skewDegrees = chosen.skewDegrees
                    }
                }
                reading = first
            }
            let image = prepared.image
            timings.merge(prepared.timings) { $0 + $1 }
            if let directory = savePagesDirectory {
                try save(image, to: directory, name: "\(documentID ?? "page")_p\(index).png")
            }
            var page = Page(index: index, width: image.width, height: image.height, dpi: dpi ?? 0,
                            sourceQuad: prepared.sourceQuad, sourceQuadConfidence: prepared.sourceQuadConfidence,
                            rotation: prepared.rotation,
                            skewDegrees: prepared.skewDegrees, textSource: .ocr,
                            transcript: reading?.transcript ?? "", confidence: reading?.confidence ?? 0,
                            lines: reading?.lines ?? [], paragraphs: reading?.paragraphs ?? [], blank: blank)
            page.timings = timings
            if !blank {
                try PageStructureStages(stages: config.stages, minimumConfidence: config.structureMinimumConfidence,
                                        tableAreas: config.tableAreas)
                    .apply(to: &page, pageDPI: dpi ?? 0) {
                        PageStructureStages.Raster(image: image, scale: 1, dpi: dpi ?? 0)
                    }
                if ocrOn { try readEmptyCells(of: &page, in: image, dpi: dpi) }
                if config.stages.contains(.layout) {
                    try PageLayoutStage.apply(to: &page, styles: [], image: image, scale: 1,
                                              minimumConfidence: config.minimumConfidence)
                }
                if config.stages.contains(.barcodes) {
                    try readBarcodes(of: &page, in: image, scale: 1, with: BarcodeReader())
                    PageBarcodes.add(prepared.sourceBarcodes, to: &page)
                }
                try detectData(on: &page)
            }
            return page
        }
    }

    /// Table cells that hold print but no word read are read again on their own, from a box around their print
    /// (`CellInk`): the page reading misses short entries, between rules or standing alone in a column (a "1" in
    /// a column of counts). Words under the pipeline's minimum confidence are left out, as they are from the
    /// page's cells, and so are marks with no letter or digit (a speck read as ":").
    private func readEmptyCells(of page: inout Page, in image: Image, dpi: Double?) throws(StageFailure) {
        guard !page.tables.isEmpty else { return }
        // OCR work, timed apart from the structure stage that found the cells.
        let start = Date()
        defer { page.timings["tableCells", default: 0] += Date().timeIntervalSince(start) }
        do {
            var targets: [(table: Int, cell: Int, dash: Bool)] = []
            var boxes: [Box] = []
            for (t, table) in page.tables.enumerated() {
                for (c, cell) in table.cells.enumerated() where cell.text.isEmpty {
                    guard let target = try CellInk.readingTarget(of: cell.box, in: image, dpi: dpi ?? 300) else {
                        continue
                    }
                    targets.append((t, c, target.isDash))
                    boxes.append(target.box)
                }
            }
            guard !targets.isEmpty else { return }
            let read = try ocrEngine().words(in: boxes, of: image, dpi: dpi)
            for (target, words) in zip(targets, read) {
                let sure = words.filter { $0.confidence >= config.minimumConfidence }
                // A cell whose only print is a dash keeps it when the OCR reads a dash or a bar there ("-" for
                // "none" in a table of figures).
                if target.dash {
                    if sure.count == 1, let dash = CellInk.dash(readAs: sure[0].text) {
                        page.tables[target.table].cells[target.cell].text = dash
                    }
                    continue
                }
                let kept = sure.filter { word in word.text.contains { $0.isLetter || $0.isNumber } }
                page.tables[target.table].cells[target.cell].text = kept.map(\.text).joined(separator: " ")
            }
        } catch {
            throw StageFailure(stage: .tables, error: error)
        }
    }

    /// A born-digital page's tables and barcodes: the words come from its text layer, the rules and barcodes
    /// from one render of the page, made only when a stage needs it.
    private func readStructureAndBarcodes(of page: inout Page, pageDPI: Double, styles: [[TextStyle?]],
                                          render: (Double) throws -> Image?) throws(StageFailure) {
        let wantsBarcodes = config.stages.contains(.barcodes)
        let wantsLayout = config.stages.contains(.layout)
        guard config.stages.contains(.tables) || wantsBarcodes || wantsLayout else { return }
        // Barcodes need finer pixels than rules do.
        let dpi = wantsBarcodes ? 200 : PageStructureStages.ruleDPI
        var rendered: Image??
        var renderSeconds = 0.0
        defer { if rendered != nil { page.timings["render"] = renderSeconds } }
        func image() throws(StageFailure) -> Image? {
            if let rendered { return rendered }
            let start = Date()
            defer { renderSeconds += Date().timeIntervalSince(start) }
            do {
                rendered = .some(try render(dpi))
            } catch {
                throw StageFailure(stage: .load, error: error)
            }
            return rendered ?? nil
        }
        let scale = pageDPI / dpi
        try PageStructureStages(stages: config.stages, minimumConfidence: 0, tableAreas: config.tableAreas)
            .apply(to: &page, pageDPI: pageDPI) {
            try image().map { PageStructureStages.Raster(image: $0, scale: scale, dpi: dpi) }
        }
        if wantsBarcodes, let picture = try image() {
            try readBarcodes(of: &page, in: picture, scale: scale, with: .forRender)
        }
        if wantsLayout {
            try PageLayoutStage.apply(to: &page, styles: styles, image: try image(), scale: scale, minimumConfidence: 0)
        }
    }

    /// The `detect` stage: data detectors over the page's words, its table cells told apart.
    private func detectData(on page: inout Page) throws(StageFailure) {
        guard config.stages.contains(.detect) else { return }
        let start = Date()
        defer { page.timings["detect", default: 0] += Date().timeIntervalSince(start) }
        page.detectedData = detection.detectedData(on: page)
    }

    /// Reads the barcodes of `image` into `page`, boxes scaled by `scale` into page pixels.
    private func readBarcodes(of page: inout Page, in image: Image, scale: Double,
                              with reader: BarcodeReader) throws(StageFailure) {
        let start = Date()
        do {
            page.barcodes = try reader.read(image).map { barcode in
                var placed = barcode
                placed.box = barcode.box.scaled(by: scale)
                return placed
            }
        } catch {
            throw StageFailure(stage: .barcodes, error: error)
        }
        page.timings["barcodes", default: 0] += Date().timeIntervalSince(start)
    }

    /// Whether the prepared page has nothing printed on it (then OCR and barcodes are skipped).
    private func isBlank(_ image: Image, timings: inout [String: Double]) throws(StageFailure) -> Bool {
        let start = Date()
        defer { timings["blank", default: 0] += Date().timeIntervalSince(start) }
        do {
            return try BlankPageCheck().isBlank(image)
        } catch {
            throw StageFailure(stage: .blank, error: error)
        }
    }

    private func recognize(_ image: Image, dpi: Double?, photographed: Bool,
                           timings: inout [String: Double]) throws(StageFailure) -> OCRPage {
        let start = Date()
        defer { timings["ocr", default: 0] += Date().timeIntervalSince(start) }
        do {
            return try ocrEngine().recognize(image, dpi: dpi, photographed: photographed)
        } catch {
            throw StageFailure(stage: .ocr, error: error)
        }
    }

    /// Line height (pixels) small print is enlarged to in accurate mode; measured on sroie-dev (`docs/accuracy.md`,
    /// "OCR accuracy against raw Tesseract and RapidOCR").
    static let targetTextHeight = 26.0

    private func reader(for path: String) throws(StageFailure) -> DocumentReader {
        if let open = openDocument, open.path == path { return open.reader }
        openDocument = nil
        do {
            let reader = try DocumentReader(url: URL(fileURLWithPath: path), options: config.inputOptions)
            reader.largePageGate = largePageGate
            openDocument = (path, reader)
            return reader
        } catch {
            throw StageFailure(stage: .load, error: error)
        }
    }

    private func ocrEngine() throws -> any TextRecognizer {
        if let engine { return engine }
        if config.resolvedEngine == .ppocr {
            let created = try PPOCREngine(configuration: config.ocrConfiguration(dataPath: "", targetTextHeight: nil),
                                          models: try NeuralModels.locate())
            engine = created
            return created
        }
        let folder = try ModelLocator.folder(for: config.mode, languages: config.languages, explicit: tessdata)
        // Accurate mode enlarges small print before recognition; fast mode reads pages as they are.
        let created = try TesseractEngine(configuration: config.ocrConfiguration(
            dataPath: folder, targetTextHeight: Self.targetTextHeight))
        engine = created
        return created
    }

    /// The turns a page's text lines say it may need, the likelier first (`TextLineOrientation`), for a reading
    /// that cannot say it (Tesseract's); empty in accurate mode, when the lines say none, or when the accurate
    /// models are not installed (then OSD decides). The time is the orient stage's.
    private func linesTurns(_ image: Image, timings: inout [String: Double]) -> [Int] {
        guard config.resolvedEngine == .tesseract else { return [] }
        if !lineOrientationLoaded {
            lineOrientationLoaded = true
            lineOrientation = try? TextLineOrientation(models: NeuralModels.locate())
        }
        guard let lineOrientation else { return [] }
        let start = Date()
        defer { timings[PipelineConfig.Stage.orient.rawValue, default: 0] += Date().timeIntervalSince(start) }
        return (try? lineOrientation.uprightTurns(of: image)) ?? []
    }

    private func orientation() throws -> OrientationDetector {
        if let orientationDetector { return orientationDetector }
        // OSD reads osd.traineddata from the same folder as the recognition model, else Debian's.
        let folders = [try? ModelLocator.folder(for: config.mode, languages: ["osd"], explicit: tessdata)]
            + ModelLocator.fastFolders.map(Optional.some)
        guard let folder = folders.compactMap({ $0 }).first(where: {
            FileManager.default.fileExists(atPath: $0 + "/osd.traineddata")
        }) else {
            throw OCRError(.modelMissing, "osd.traineddata is not installed (orientation detection); run "
                + "`scripts/setup` or `sudo apt-get install tesseract-ocr-osd`")
        }
        let created = try OrientationDetector(dataPath: folder)
        orientationDetector = created
        return created
    }

    private func save(_ image: Image, to directory: String, name: String) throws(StageFailure) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try image.pngData().write(to: URL(fileURLWithPath: directory).appendingPathComponent(name))
        } catch {
            throw StageFailure(stage: .save, code: "pipeline.saveFailed",
                               message: "cannot write the processed page to \(directory): \(error)")
        }
    }
}
