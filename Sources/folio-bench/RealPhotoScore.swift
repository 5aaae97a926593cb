import FolioEval
import FolioPipeline
import Foundation

/// How Folio's boundary stage did on one labelled docphoto-dev photo.
struct DocPhotoScore: Codable {
    var photo: String
    /// The displayed image's size in pixels, and its EXIF orientation (1 = upright or absent).
    var width: Int
    var height: Int
    var orientation: Int
    /// The label's own tolerance per corner, in pixels, and whether upstream marked it rough.
    var tolerancePixels: Double
    var rough: Bool
    var outcome: BoundaryJudgement.Outcome
    /// The worst corner's distance from its label in pixels, under the best pairing; for a page left whole, of
    /// the image's corners. Nil when failed.
    var maxCornerErrorPixels: Double?
    /// The same over the image diagonal.
    var maxCornerErrorOfDiagonal: Double?
    /// Whether the worst corner is within `BoundaryRealScoring.diagonalShare` of the diagonal.
    var withinDiagonalShare: Bool
    /// Polygon IoU of the kept quad (the whole image when left whole) with the labelled quad; 0 when failed.
    var iou: Double
    /// Folio's `sourceQuad` (nil when left whole or failed) and the label, in displayed-image pixels.
    var quad: [[Double]]?
    /// Folio's confidence in `quad` (`sourceQuadConfidence`); nil without a quad.
    var confidence: Double?
    var truth: [[Double]]
    /// Set when the corners paired best from another starting corner or the other way round.
    var cornerRotation: Int?
    var cornersReversed: Bool?
    /// Seconds in boundary + rectify + lighting from the page's timings; nil when not exported.
    var stageSeconds: Double?
}

/// What Folio did with one unlabelled receipt photo.
struct ReceiptPhotoResult: Codable {
    /// A quad was taken, the page was left whole, or no page came back.
    enum Outcome: String, Codable {
        case quad, whole, failed
    }

    var photo: String
    var outcome: Outcome
    var quad: [[Double]]?
    /// Folio's confidence in `quad` (`sourceQuadConfidence`); nil without a quad.
    var confidence: Double?
    /// Seconds in boundary + rectify + lighting from the page's timings; nil when not exported.
    var stageSeconds: Double?
}

/// Turns exported pages into scores for `folio-bench boundary-real`.
enum BoundaryRealScoring {
    /// The second, image-relative bar: a worst corner within this share of the diagonal.
    static let diagonalShare = 0.02
    /// The stages whose time is reported.
    static let stages: [PipelineConfig.Stage] = [.boundary, .rectify, .lighting]

    /// The score of a labelled photo from its exported document (nil when missing from the export).
    static func score(_ photo: DocPhotoSet.Photo, document: ExportedPages?) -> DocPhotoScore {
        let page = document?.firstPage
        let judgement = BoundaryJudgement.judge(found(page), truth: photo.corners, width: Double(photo.width),
                                                height: Double(photo.height), tolerance: photo.label.tolerancePixels,
                                                diagonalShare: diagonalShare)
        let diagonal = Double(photo.width * photo.width + photo.height * photo.height).squareRoot()
        return DocPhotoScore(
            photo: photo.label.name, width: photo.width, height: photo.height, orientation: photo.orientation,
            tolerancePixels: photo.label.tolerancePixels, rough: photo.label.rough, outcome: judgement.outcome,
            maxCornerErrorPixels: judgement.maxCornerError,
            maxCornerErrorOfDiagonal: judgement.maxCornerError.map { $0 / diagonal },
            withinDiagonalShare: judgement.withinDiagonalShare, iou: judgement.iou, quad: page?.sourceQuad,
            confidence: page?.sourceQuadConfidence,
            truth: photo.corners.map { [$0.x, $0.y] }, cornerRotation: judgement.match?.rotation,
            cornersReversed: judgement.match?.reversed, stageSeconds: page.flatMap(stageSeconds))
    }

    /// The result of an unlabelled photo from its exported document (nil when missing from the export).
    static func result(photo: String, document: ExportedPages?) -> ReceiptPhotoResult {
        let page = document?.firstPage
        let outcome: ReceiptPhotoResult.Outcome
        switch found(page) {
        case .missing: outcome = .failed
        case .whole: outcome = .whole
        case .quad: outcome = .quad
        }
        return ReceiptPhotoResult(photo: photo, outcome: outcome, quad: page?.sourceQuad,
                                  confidence: page?.sourceQuadConfidence,
                                  stageSeconds: page.flatMap(stageSeconds))
    }

    /// What the boundary stage returned for a page: its `sourceQuad`, the whole page, or no page.
    static func found(_ page: ExportedPages.Page?) -> BoundaryJudgement.Found {
        guard let page else { return .missing }
        guard let quad = page.sourceQuad else { return .whole }
        // A quad with a malformed corner has no four corners to pair, and is judged wrong.
        guard quad.allSatisfy({ $0.count == 2 }) else { return .quad([]) }
        return .quad(quad.map { QuadGeometry.Point($0[0], $0[1]) })
    }

    /// Seconds in the photo stages, summed from the page's timings; nil without timings.
    private static func stageSeconds(_ page: ExportedPages.Page) -> Double? {
        guard let timings = page.timings else { return nil }
        return stages.reduce(0) { $0 + (timings[$1.rawValue] ?? 0) }
    }
}
