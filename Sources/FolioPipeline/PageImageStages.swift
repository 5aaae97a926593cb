import FolioBarcodes
import FolioImaging
import FolioModel
import FolioOCR
import FolioPreprocess
import Foundation

/// The image stages before OCR — boundary → rectify → lighting → (grey) → orient → deskew — each switched on by
/// the pipeline, each timed; colour pages become grey after lighting. Produces the processed page image and the
/// geometry that maps it back to the source.
///
/// Orientation detection (Tesseract's OSD) costs about half an OCR pass, and nearly every page is upright, so
/// when OCR follows, it runs only for pages whose first reading looks wrong (`OrientationPolicy`), through
/// `reoriented(_:dpi:)`.
struct PageImageStages {
    /// The processed image and how it relates to the source image.
    struct Output {
        var image: Image
        var sourceQuad: [Point]?
        /// The boundary stage's confidence in `sourceQuad` (`DocumentBoundary.confidence`).
        var sourceQuadConfidence: Double?
        var rotation = 0
        var skewDegrees = 0.0
        /// The codes read on a photo before its document was cut out of it, boxes in the photo's pixels: the cut
        /// can take a code's quiet zone or a code printed at the paper's edge (`PageBarcodes`).
        var sourceBarcodes: [Barcode] = []
        var timings: [String: Double] = [:]
    }

    let stages: Set<PipelineConfig.Stage>
    let orientation: () throws -> OrientationDetector
    /// Whether the lighting stage stretches faded print (`LightingCorrector.restoresFadedInk`): for Tesseract.
    var restoresFadedInk = true

    /// Runs the switched-on stages; orientation only when `orientNow`.
    /// `source` is taken, not shared: once a stage has replaced it, it is freed.
    func prepare(_ source: consuming Image, dpi: Double?, orientNow: Bool) throws(StageFailure) -> Output {
        var output = Output(image: source)
        if stages.contains(.boundary) {
            let original = output.image
            let boundary = try Self.timed(.boundary, &output.timings) { try BoundaryDetector().detect(in: original) }
            if let boundary, stages.contains(.rectify) {
                if stages.contains(.barcodes) {
                    output.sourceBarcodes = try Self.timed(.barcodes, &output.timings) {
                        try BarcodeReader.forPhoto(pixels: original.width * original.height).read(original)
                    }
                }
                output.image = try Self.timed(.rectify, &output.timings) {
                    try PerspectiveCorrector().rectify(original, quad: boundary.corners)
                }
                output.sourceQuad = boundary.corners
                output.sourceQuadConfidence = boundary.confidence
            }
        }
        if stages.contains(.lighting) {
            let current = output.image
            let photographed = output.sourceQuad != nil
            output.image = try Self.timed(.lighting, &output.timings) {
                var corrector = LightingCorrector()
                corrector.restoresFadedInk = restoresFadedInk
                return try corrector.correct(current, photographed: photographed).image
            }
        }
        if output.image.depth != 8 {
            // Everything after here (orientation, deskew, barcodes, OCR) reads grey levels; Tesseract is ~20%
            // faster on grey than on colour pages at the same accuracy (`docs/accuracy.md`).
            do {
                output.image = try output.image.grayscale()
            } catch {
                throw StageFailure(stage: .grey, error: error)
            }
        }
        if orientNow, stages.contains(.orient), let turned = try reoriented(output, dpi: dpi, timings: &output.timings) {
            output = turned
        }
        if stages.contains(.deskew) {
            output = try deskewed(output)
        }
        return output
    }

    /// `output` turned upright (then deskewed again): by `readingTurn`, the turn its text lines were found to need
    /// (from the first reading, or from the lines alone in fast mode), when there is one; otherwise when OSD finds
    /// the page lying at 90, 180 or 270 degrees. nil when it already is upright or OSD cannot tell. The time spent
    /// is added to `timings`.
    func reoriented(_ output: Output, dpi: Double?, readingTurn: Int? = nil,
                    timings: inout [String: Double]) throws(StageFailure) -> Output? {
        var result = output
        let current = output.image
        var degrees = readingTurn
        if degrees == nil {
            degrees = try Self.timed(.orient, &timings) {
                try orientation().uprightRotation(of: current, dpi: dpi)?.degrees
            }
        }
        guard let degrees, degrees % 360 != 0 else { return nil }
        // Undo an earlier deskew before turning, so the recorded geometry composes in the documented order.
        let base = output.skewDegrees != 0
            ? try Self.timed(.orient, &timings) { try current.rotated(degrees: -output.skewDegrees) }
            : current
        result.image = try Self.timed(.orient, &timings) { try base.rotated(quarterTurns: degrees / 90) }
        result.rotation = (output.rotation + degrees) % 360
        result.skewDegrees = 0
        guard stages.contains(.deskew) else { return result }
        let straightened = try Self.timed(.deskew, &timings) { try Deskewer().deskew(result.image) }
        result.image = straightened.image
        result.skewDegrees = straightened.degrees
        return result
    }

    private func deskewed(_ output: Output) throws(StageFailure) -> Output {
        var result = output
        let current = output.image
        let straightened = try Self.timed(.deskew, &result.timings) { try Deskewer().deskew(current) }
        result.image = straightened.image
        result.skewDegrees = straightened.degrees
        return result
    }

    private static func timed<T>(_ stage: PipelineConfig.Stage, _ timings: inout [String: Double],
                                 _ body: () throws -> T) throws(StageFailure) -> T {
        let start = Date()
        defer { timings[stage.rawValue, default: 0] += Date().timeIntervalSince(start) }
        do {
            return try body()
        } catch let failure as StageFailure {
            throw failure
        } catch {
            throw StageFailure(stage: FailureStage(named: stage.rawValue), error: error)
        }
    }
}

/// When a first OCR reading suggests the page is not upright: few words, low confidence, or text Tesseract's
/// layout analysis found turned (it reads sideways text, but the page and its boxes stay sideways). Measured
/// on sroie-dev receipts turned 90° or 180°: the first reading's confidence was 0.20–0.32; upright, only 5 of
/// 104 pages read below 0.6.
enum OrientationPolicy {
    static func shouldCheck(_ page: OCRPage) -> Bool {
        let words = page.lines.reduce(0) { $0 + $1.words.count }
        return words < 4 || page.confidence < 0.5 || page.turnedTextShare > 0.5
    }

    /// Whether the reading of a turned page is kept over the reading before: it reads more surely, or it reads
    /// text upright that the reading before found turned (Tesseract reads sideways lines, but the page and its
    /// boxes stay sideways), about as surely or with more of its text read surely (characters weighted by their
    /// word's confidence: a sideways reading of five words at 0.89 gives way to an upright one of 43 at 0.24).
    static func keeps(_ turned: OCRPage, over before: OCRPage) -> Bool {
        let nowUpright = before.turnedTextShare > 0.5 && turned.turnedTextShare <= 0.5
        return turned.confidence > before.confidence
            || nowUpright && (turned.confidence >= before.confidence - 0.1
                              || surelyRead(turned) > surelyRead(before))
    }

    /// The characters of a reading's words, each weighted by its word's confidence.
    static func surelyRead(_ page: OCRPage) -> Double {
        page.lines.reduce(0) { sum, line in
            sum + line.words.reduce(0) { $0 + Double($1.text.count) * $1.confidence }
        }
    }
}
