import FolioImaging
import FolioModel

/// Accurate mode's engine: PaddleOCR's PP-OCRv6 text detector and recogniser, run in-process with ONNX
/// Runtime. The page's text lines are found by the detector, cut out along their rectangles, read by the
/// recogniser, and split into words whose boxes come from where along the line each character was read.
/// Not thread-safe: one per worker.
public final class PPOCREngine: TextRecognizer {
    public let configuration: OCRConfiguration
    private let detector: TextDetector
    let recognizer: LineRecognizer
    private let classifier: LineOrientationClassifier
    /// Lines the recogniser reads with a mean character probability below this are dropped as noise; the words
    /// of the lines kept are scored by `PPOCRWordConfidenceModel`. PP-OCR's own threshold is 0.5; on sroie-dev
    /// word F1 is 0.886 / 0.888 / 0.890 / 0.888 at 0.5 / 0.7 / 0.8 / 0.9 with the characters' mean probability
    /// as word confidence (the lines in between are mostly misreadings). With the calibrated word confidence,
    /// 0.5 scores 0.8921 and 0.8 0.8913 (cross-validated), but the lines between them also bring marks read
    /// from specks into tables (a lone "(" between two columns of a tabula-java scan joined them).
    static let minimumLineConfidence = 0.8

    public var engineName: String { "PP-OCRv6" }

    public init(configuration: OCRConfiguration, models: NeuralModels) throws {
        try Self.check(configuration)
        self.configuration = configuration
        detector = TextDetector(session: try OnnxSession(model: models.detector, runtime: models.runtime))
        recognizer = try LineRecognizer(session: try OnnxSession(model: models.recognizer, runtime: models.runtime))
        classifier = LineOrientationClassifier(session: try OnnxSession(model: models.classifier, runtime: models.runtime))
    }

    /// Refuses the OCR options that only Tesseract has, naming them.
    public static func check(_ configuration: OCRConfiguration) throws {
        var refused: [String] = []
        if configuration.segmentation != .auto {
            refused.append("segmentation \(configuration.segmentation.rawValue) (a Tesseract page segmentation mode)")
        }
        if !configuration.customWords.isEmpty {
            refused.append("customWords (the recogniser has no dictionary to add them to)")
        }
        if configuration.candidates > 0 { refused.append("candidates (alternative readings come from Tesseract only)") }
        let unsupported = configuration.languages.filter { !supportedLanguages.contains($0) }
        if !unsupported.isEmpty {
            refused.append("languages \(unsupported.joined(separator: ", ")) (its model reads Latin-script languages, "
                + "Chinese and Japanese)")
        }
        guard refused.isEmpty else {
            throw OCRError(.initFailed, "the PP-OCRv6 engine does not support "
                + refused.joined(separator: "; ") + "; use `ocr.engine: tesseract` in the pipeline for these")
        }
    }

    /// Tesseract language codes of the languages PP-OCRv6's multilingual model was trained on.
    public static let supportedLanguages: Set<String> = [
        "eng", "deu", "fra", "spa", "ita", "por", "nld", "dan", "swe", "nor", "fin", "isl", "pol", "ces", "slk",
        "slv", "hrv", "bos", "hun", "ron", "tur", "vie", "ind", "msa", "cat", "eus", "glg", "est", "lav", "lit",
        "gle", "cym", "lat", "ltz", "mlt", "sqi", "afr", "aze", "swa", "tgl", "uzb", "oci", "chi_sim", "chi_tra",
        "jpn",
    ]

    public func recognize(_ image: Image, dpi: Double?, photographed: Bool) throws -> OCRPage {
        let raster = try PageRaster(image)
        var regions = try detector.regions(in: raster)
        let oriented = regions.map { LineRecognizer.oriented($0.corners) }
        let upsideDown = try classifier.upsideDown(oriented, in: raster)
        for index in regions.indices where upsideDown[index] {
            regions[index].corners = Self.turnedHalfway(oriented[index])
        }
        var read = try recognizer.read(regions, in: raster)
        // The classifier turns some upright lines of an upright page (a centred "81300 JOHOR BAHRU." read as
        // "813 OO HRU." and dropped). A line it sets apart from most of the page's is also read the other way
        // round, and the surer reading kept.
        let mostlyUpsideDown = upsideDown.filter { $0 }.count * 2 > upsideDown.count
        let doubtful = regions.indices.filter { upsideDown[$0] != mostlyUpsideDown }
        if !doubtful.isEmpty {
            let other = doubtful.map { index in
                TextRegion(corners: upsideDown[index] ? oriented[index] : Self.turnedHalfway(oriented[index]),
                           score: regions[index].score)
            }
            for (index, line) in zip(doubtful, try recognizer.read(other, in: raster))
                where line.confidence > read[index].confidence {
                read[index] = line
            }
        }
        let passedOver = try passedOverInk(of: image, raster: raster, read: read)
        // Like the pass, the colons only add to the reading: a failure leaves it as it was.
        read = (try? readingColons(passedOver.colons, into: read, in: raster)) ?? read
        var kept = read.filter { $0.confidence >= Self.minimumLineConfidence }
            .map { (line: Line(words: $0.words), turned: $0.isTurned || $0.isUpsideDown, upsideDown: $0.isUpsideDown) }
            .filter { !$0.line.words.isEmpty }
        kept += passedOver.lines.map { (line: $0, turned: false, upsideDown: false) }
        // A page read mostly upside down is read from its bottom right.
        let order = Self.readingOrder(kept.map(\.line.box), upsideDown: kept.filter(\.upsideDown).count * 2 > kept.count)
        let lines = order.map { (kept[$0].line, kept[$0].turned) }
        var page = OCRPage(lines: lines.map(\.0), paragraphs: LineParagraphs.group(lines.map(\.0)), transcript: "",
                           confidence: 0)
        // Paragraph texts follow the lines (with calibrated word confidences when asked for).
        page = configuration.calibratesConfidence ? page.calibratingConfidences(with: PPOCRWordConfidenceModel.self)
            : page.replacingLines(page.lines)
        // The page's confidence counts the lines dropped as noise too: an upside-down page reads as a few
        // surviving lines and much noise, and its low confidence is what sends it to the orientation check.
        page.confidence = Confidence.weighted(read.map { ($0.confidence, $0.characters.count) })
        let long = lines.filter { $0.0.text.count >= 3 }
        page.turnedTextShare = long.isEmpty ? 0 : Double(long.filter(\.1).count) / Double(long.count)
        page.uprightTurn = LineDirections.uprightTurn(read.filter { $0.confidence >= Self.minimumLineConfidence }
            .map { ($0.corners, Double($0.characters.count)) })
        if configuration.minimumTextHeight > 0 {
            page = page.droppingWords(shorterThan: configuration.minimumTextHeight * Double(image.height))
        }
        if configuration.transcriptMinimumConfidence > 0 {
            page = page.withReadingText(minimumConfidence: configuration.transcriptMinimumConfidence)
        }
        return page
    }

    /// Lines read from ink the detector passed over on an upright page's rows (`PassedOverInk`), kept when the
    /// recogniser reads them at `passedOverInkMinimumConfidence` or more. Ink under a line read as noise of at
    /// most `shortNoise` characters is looked at again (a lone "0" in a tight box reads as "é" or "士"; with room
    /// either side, as "0"); ink under longer lines is not. Also the colons no word read holds, for
    /// `readingColons`.
    private func passedOverInk(of image: Image, raster: PageRaster, read: [RecognizedLine]) throws
        -> (lines: [Line], colons: [Box]) {
        let kept = read.filter { $0.confidence >= Self.minimumLineConfidence && !$0.words.isEmpty }
        let upright = kept.filter { !$0.isTurned && !$0.isUpsideDown }
        guard upright.count * 2 > kept.count else { return ([], []) }
        let covered = read.filter { $0.confidence >= Self.minimumLineConfidence || $0.characters.count > Self.shortNoise }
        // The pass only adds to the page's reading: where the page cannot be thresholded or its ink not traced,
        // the reading stands as it is (as Tesseract's uncovered ink does).
        let found = (try? PassedOverInk.find(in: image, lines: upright.map(\.bounds), covered: covered.map(\.bounds),
                                             words: kept.flatMap(\.words).map(\.box))) ?? (pieces: [], colons: [])
        let boxes = found.pieces
        guard !boxes.isEmpty else { return ([], found.colons) }
        let regions = boxes.map { box in
            TextRegion(corners: [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.y),
                                 Point(x: box.maxX, y: box.maxY), Point(x: box.x, y: box.maxY)], score: 1)
        }
        let lines = try recognizer.read(regions, in: raster)
            .filter { $0.confidence >= Self.passedOverInkMinimumConfidence }
            .map { Line(words: $0.words) }
            .filter { !$0.words.isEmpty }
        return (lines, found.colons)
    }

    /// Lines read as noise with at most this many characters leave their ink to `PassedOverInk`.
    static let shortNoise = 2
    /// Pieces of passed-over ink are kept when read at this mean character probability or more: read out of
    /// context, a piece is more often a fragment than a line is (on receipt-photos-dev, 0.8 also kept "$4" of
    /// "$4.99", a "。" and a "1Q" for "10"; on sroie-dev 0.8 and 0.9 match 10,525 and 10,520 truth words).
    static let passedOverInkMinimumConfidence = 0.9

    public func words(in boxes: [Box], of image: Image, dpi: Double?) throws -> [[Word]] {
        let raster = try PageRaster(image)
        // Every box wide and tall enough is read in one pass (boxes on canvases of one width share a batch), then
        // handed back to its box.
        var readable: [(box: Int, region: TextRegion)] = []
        for (index, box) in boxes.enumerated() {
            let left = max(0, box.x), top = max(0, box.y)
            let right = min(Double(image.width), box.maxX), bottom = min(Double(image.height), box.maxY)
            guard right - left > 4, bottom - top > 4 else { continue }
            readable.append((index, TextRegion(corners: [Point(x: left, y: top), Point(x: right, y: top),
                                                         Point(x: right, y: bottom), Point(x: left, y: bottom)],
                                               score: 1)))
        }
        var words = [[Word]](repeating: [], count: boxes.count)
        let read = try recognizer.read(readable.map(\.region), in: raster)
        for (entry, line) in zip(readable, read) { words[entry.box] = line.words }
        return words
    }

    /// A line's corners (top-left, top-right, bottom-right, bottom-left) for reading it turned half way round.
    static func turnedHalfway(_ corners: [Point]) -> [Point] { [corners[2], corners[3], corners[0], corners[1]] }

    /// The order to read `boxes` in: top to bottom; boxes whose middles lie within half a line of each other
    /// form a row, read left to right. On a page lying `upsideDown`, bottom to top and right to left.
    static func readingOrder(_ boxes: [Box], upsideDown: Bool = false) -> [Int] {
        let frame = upsideDown ? boxes.map { Box(x: -$0.maxX, y: -$0.maxY, width: $0.width, height: $0.height) } : boxes
        let sorted = frame.indices.sorted { frame[$0].y + frame[$0].height / 2 < frame[$1].y + frame[$1].height / 2 }
        var rows: [[Int]] = []
        for index in sorted {
            let box = frame[index]
            if let last = rows.last?.last,
               abs(box.y + box.height / 2 - (frame[last].y + frame[last].height / 2)) < min(box.height, frame[last].height) / 2 {
                rows[rows.count - 1].append(index)
            } else {
                rows.append([index])
            }
        }
        return rows.flatMap { $0.sorted { frame[$0].x < frame[$1].x } }
    }
}

extension RecognizedLine {
    /// Whether the line was read turned a quarter (its text ran along the page's height).
    var isTurned: Bool {
        abs(corners[1].y - corners[0].y) > abs(corners[1].x - corners[0].x)
    }

    /// The axis-aligned box around the line's corners.
    var bounds: Box {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether the line was read turned half way round (its text ran right to left, upside down).
    var isUpsideDown: Bool {
        corners[1].x - corners[0].x < -abs(corners[1].y - corners[0].y)
    }
}
