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

    /// The clockwise turns (90, 180 or 270) that may bring `image`'s text upright, the likelier first
    /// (`LineDirections.likelyTurns`); empty when its lines run left to right or lie no one way.
    public func uprightTurns(of image: Image) throws -> [Int] {
        let raster = try PageRaster(image)
        let lines = try detector.regions(in: raster).map { LineRecognizer.oriented($0.corners) }
        let turned = try classifier.turnedProbabilities(lines, in: raster)
        return LineDirections.likelyTurns(zip(lines, turned).map { ($0, LineRecognizer.distance($0[0], $0[1]), $1) })
    }
}
