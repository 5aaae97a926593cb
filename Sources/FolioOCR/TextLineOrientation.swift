import FolioImaging
import FolioModel

/// How a page lies, told from its text lines without reading them: PP-OCR's text detector finds the lines and
/// its line classifier tells which way round each reads (`LineDirections`). Fast mode's orient stage asks this
/// before Tesseract's OSD, which takes a receipt's small print turned a quarter for turned the other way, or upside
/// down for upright (`folio-bench orientation`). Not thread-safe: one per worker.
public final class TextLineOrientation {
    private let detector: TextDetector
    private let classifier: LineOrientationClassifier

    public init(models: NeuralModels) throws {
        detector = TextDetector(session: try OnnxSession(model: models.detector, runtime: models.runtime))
        classifier = LineOrientationClassifier(session: try OnnxSession(model: models.classifier, runtime: models.runtime))
    }

    /// The clockwise turn (90, 180 or 270) that brings `image`'s text upright, when three quarters of its lines'
    /// length runs one way other than left to right; nil otherwise.
    public func uprightTurn(of image: Image) throws -> Int? {
        let raster = try PageRaster(image)
        var lines = try detector.regions(in: raster).map { LineRecognizer.oriented($0.corners) }
        let upsideDown = try classifier.upsideDown(lines, in: raster)
        for index in lines.indices where upsideDown[index] { lines[index] = PPOCREngine.turnedHalfway(lines[index]) }
        return LineDirections.uprightTurn(lines.map { ($0, LineRecognizer.distance($0[0], $0[1])) })
    }
}
