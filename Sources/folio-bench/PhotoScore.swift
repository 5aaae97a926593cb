import FolioEval
import Foundation

/// How Folio did on one synthetic photo: the document's corners, and the words read compared with the flat scan.
struct PhotoScore: Codable {
    /// What Folio returned for the photo.
    enum Outcome: String, Codable {
        /// A page with a `sourceQuad`.
        case quad
        /// A page without one: the whole photo was used as the page.
        case whole
        /// No page: the document failed or is missing from the export.
        case failed
    }

    var photo: String
    var scan: String
    var background: String
    /// The photo's scene kind (`"default"` unless made with `--scenes hard`).
    var scene: String?
    var outcome: Outcome
    /// The quad Folio found (`sourceQuad`), TL, TR, BR, BL; nil when it used the whole photo or failed.
    var quad: [[Double]]?
    /// Folio's confidence in `quad` (`sourceQuadConfidence`); nil without a quad.
    var confidence: Double?
    /// Intersection over union of the found quad (or the whole photo) with the true one; 0 when failed.
    var iou: Double
    /// The worst corner's distance from its true position over the photo's diagonal; nil when failed.
    var maxCornerError: Double?
    /// Every corner within `BoundaryScoring.cornerTolerance` of the diagonal.
    var withinTolerance: Bool
    /// Set when the corners matched best with their names rotated by this many places (e.g. TL named BR).
    var cornerShift: Int?
    /// Set when a side of the true outline lies wholly outside the photo (a page held with a side off the frame):
    /// the corners at its ends cannot be placed from the photo, so no quad is within tolerance but by a guess.
    var sideOffFrame: Bool?
    /// Set when a corner of the true outline lies outside the photo (a page running off the frame).
    var runsOffFrame: Bool?
    /// On the page as the photo shows it: for a true outline running off the frame, the IoU of what Folio kept
    /// and of the truth, both clipped to the frame (Folio clips such a page at the frame, keeping a corner
    /// outside it only where its visible sides meet within 6 % of the photo's size); otherwise `iou`. 0 when
    /// failed.
    var visibleIoU: Double?
    /// For a true outline running off the frame, the Hausdorff distance between the clipped outlines
    /// (`QuadGeometry.outlineDistance`) over the photo's diagonal; otherwise `maxCornerError`.
    var visibleError: Double?
    /// `visibleError` within `BoundaryScoring.cornerTolerance`.
    var visibleWithinTolerance: Bool?
    /// Case-folded word F1 of the photo's transcript against the SROIE transcript; nil without truth text.
    var photoF1: Double?
    /// The same for the flat scan; nil without truth text or a flat run.
    var flatF1: Double?
    /// Seconds in boundary + rectify + lighting, and in OCR, from the page's timings; nil when not exported.
    var preprocessSeconds: Double?
    var ocrSeconds: Double?
    /// Every stage's seconds on the page, as exported.
    var timings: [String: Double]?
}

/// Scores photos against their truth.
enum BoundaryScoring {
    /// A corner passes within this share of the photo's diagonal.
    static let cornerTolerance = 0.02
    /// The stages whose time is compared with OCR's.
    static let preprocessStages = ["boundary", "rectify", "lighting"]

    /// The score of one photo from its truth, its exported document (nil when missing), the exported flat scan
    /// (nil when not run or missing) and the scan's truth text (nil when unknown).
    static func score(_ photo: PhotoTruthFile.Photo, document: ExportedPages?, flat: ExportedPages?,
                      truthText: String?) -> PhotoScore {
        var score = PhotoScore(photo: photo.name, scan: photo.scan.path, background: photo.background,
                               scene: photo.scene, outcome: .failed, quad: nil, iou: 0, maxCornerError: nil, withinTolerance: false)
        // A property of the truth, counted whatever Folio returned (a failed photo too).
        if QuadGeometry.sidesOutside(photo.corners, width: Double(photo.width), height: Double(photo.height)) > 0 {
            score.sideOffFrame = true
        }
        let offFrame = QuadGeometry.runsOffFrame(photo.corners, width: Double(photo.width), height: Double(photo.height))
        if offFrame { score.runsOffFrame = true }
        score.visibleIoU = 0
        score.visibleWithinTolerance = false
        if let truthText, let flatPage = flat?.firstPage {
            score.flatF1 = WordMetrics.f1(predicted: flatPage.transcript, truth: truthText, caseFold: true).f1
        }
        guard let page = document?.firstPage else {
            if truthText != nil { score.photoF1 = 0 }
            return score
        }
        let width = Double(photo.width), height = Double(photo.height)
        let found: [QuadGeometry.Point]
        if let quad = page.sourceQuad, quad.count == 4, quad.allSatisfy({ $0.count == 2 }) {
            score.outcome = .quad
            score.quad = quad
            score.confidence = page.sourceQuadConfidence
            found = quad.map { QuadGeometry.Point($0[0], $0[1]) }
        } else {
            score.outcome = .whole
            found = QuadGeometry.rectangle(width: width, height: height)
        }
        score.iou = QuadGeometry.iou(found, photo.corners)
        let corner = QuadGeometry.maxCornerError(found, photo.corners)
        let error = corner.distance / (width * width + height * height).squareRoot()
        score.maxCornerError = error
        score.withinTolerance = error <= cornerTolerance
        if corner.shift != 0 { score.cornerShift = corner.shift }
        if offFrame {
            let seen = QuadGeometry.visiblePart(found, width: width, height: height)
            let page = QuadGeometry.visiblePart(photo.corners, width: width, height: height)
            score.visibleIoU = seen.isEmpty || page.isEmpty ? 0 : QuadGeometry.iou(seen, page)
            let distance = QuadGeometry.outlineDistance(seen, page) / (width * width + height * height).squareRoot()
            // Nothing of the quad inside the photo has no distance to give (JSON has no infinity).
            score.visibleError = distance.isFinite ? distance : nil
        } else {
            score.visibleIoU = score.iou
            score.visibleError = error
        }
        score.visibleWithinTolerance = (score.visibleError ?? .infinity) <= cornerTolerance
        if let truthText {
            score.photoF1 = WordMetrics.f1(predicted: page.transcript, truth: truthText, caseFold: true).f1
        }
        score.timings = page.timings
        if let timings = page.timings, let ocr = timings["ocr"] {
            score.ocrSeconds = ocr
            score.preprocessSeconds = preprocessStages.reduce(0) { $0 + (timings[$1] ?? 0) }
        }
        return score
    }

    /// The SROIE transcript of a scan (`<root>/box/<id>.csv` next to `<root>/img/<id>.jpg`), lines joined;
    /// nil when there is no box file.
    static func sroieText(forScan scan: URL) -> String? {
        let root = scan.deletingLastPathComponent().deletingLastPathComponent()
        let box = root.appendingPathComponent("box/\(scan.deletingPathExtension().lastPathComponent).csv")
        guard let data = FileManager.default.contents(atPath: box.path),
              let text = String(data: data, encoding: .utf8),
              let lines = try? SROIE.lines(fromBoxCSV: text, path: box.path) else { return nil }
        return lines.joined(separator: "\n")
    }
}
