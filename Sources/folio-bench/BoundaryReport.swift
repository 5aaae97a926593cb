import FolioEval
import Foundation

/// The boundary benchmark's results: (a) corner accuracy, (b) OCR recovery on photos against flat scans,
/// (c) the photo stages' time against OCR's; with the targets and every photo's score.
struct BoundaryReport: Codable {
    struct Corners: Codable {
        var photos: Int
        /// Pages with a `sourceQuad`, pages used whole, and photos without a page.
        var quads: Int
        /// Quads with a corner further than `tolerance` of the diagonal from the truth: wrong warps, against
        /// pages left whole.
        var wrongQuads: Int
        var whole: Int
        var failed: Int
        /// Mean IoU over all photos (failures count 0).
        var meanIoU: Double
        /// Share of photos with every corner within 2% of the diagonal.
        var withinTolerance: Double
        var tolerance: Double
        /// Photos whose corners matched only with their names rotated (a labelling problem, not a miss).
        var relabelled: Int
        /// Photos whose true outline has a side wholly outside the photo: within tolerance only by a guess, so
        /// the share within tolerance cannot pass `(photos − sideOffFrame) / photos` by finding what is there.
        var sideOffFrame: Int
        /// Photos whose true outline has a corner outside the photo (`PhotoScore.runsOffFrame`).
        var runsOffFrame: Int
        /// Mean IoU and the share within tolerance on the page as the photo shows it: photos whose true outline
        /// runs off the frame scored with it and Folio's quad clipped to the frame (`PhotoScore.visibleIoU`).
        var visibleMeanIoU: Double
        var visibleWithinTolerance: Double
        /// Quads whose clipped outline runs further than `tolerance` from the clipped truth.
        var visibleWrongQuads: Int
        /// The quads by Folio's confidence in them, right (within tolerance) or wrong.
        var confidence: [ConfidenceBand]
        /// The five photos with the lowest IoU.
        var worst: [PhotoScore]
    }

    struct Recovery: Codable {
        /// Photos with truth text and both a photo and a flat-scan result.
        var photos: Int
        var meanPhotoF1: Double?
        var meanFlatF1: Double?
        /// Mean photo F1 over mean flat-scan F1.
        var ratio: Double?
        var note: String?
    }

    struct Timing: Codable {
        /// Photos whose page has timings with an `ocr` entry.
        var photos: Int
        var stages: [String]
        var preprocessSeconds: Double?
        var ocrSeconds: Double?
        /// Preprocess seconds over OCR seconds.
        var share: Double?
        /// Seconds in every exported stage, summed over the same photos (for context: orientation, barcodes...).
        var stageTotals: [String: Double]
        var note: String?
    }

    /// Issue 16's bars for the boundary stage on generated photos.
    struct Targets: Codable {
        var meanIoU = 0.96
        var withinTolerance = 0.92
        var recovery = 0.92
        var timeShare = 0.15
        /// Whether each measured target was met; nil when it could not be measured.
        var meanIoUMet: Bool?
        var withinToleranceMet: Bool?
        var recoveryMet: Bool?
        var timeShareMet: Bool?

        /// False when any measured target was missed.
        var allMeasuredMet: Bool {
            [meanIoUMet, withinToleranceMet, recoveryMet, timeShareMet].allSatisfy { $0 != false }
        }
    }

    var photosFolder: String
    var pipeline: String
    var workers: Int
    var photoRunSeconds: Double
    var flatRunSeconds: Double?
    var corners: Corners
    var recovery: Recovery
    var timing: Timing
    var targets: Targets
    /// Corner accuracy per scene kind; nil when every photo is of the default scenes.
    var scenes: [SceneCorners]?
    var scores: [PhotoScore]

    init(photosFolder: String, pipeline: String, workers: Int, photoRunSeconds: Double, flatRunSeconds: Double?,
         scores: [PhotoScore], flatNote: String?) {
        self.photosFolder = photosFolder
        self.pipeline = pipeline
        self.workers = workers
        self.photoRunSeconds = photoRunSeconds
        self.flatRunSeconds = flatRunSeconds
        self.scores = scores
        scenes = Self.byScene(scores)

        let count = scores.count
        corners = Corners(
            photos: count, quads: scores.filter { $0.outcome == .quad }.count,
            wrongQuads: scores.filter { $0.outcome == .quad && !$0.withinTolerance }.count,
            whole: scores.filter { $0.outcome == .whole }.count, failed: scores.filter { $0.outcome == .failed }.count,
            meanIoU: Self.mean(scores.map(\.iou)) ?? 0,
            withinTolerance: count > 0 ? Double(scores.filter(\.withinTolerance).count) / Double(count) : 0,
            tolerance: BoundaryScoring.cornerTolerance, relabelled: scores.filter { $0.cornerShift != nil }.count,
            sideOffFrame: scores.filter { $0.sideOffFrame == true }.count,
            runsOffFrame: scores.filter { $0.runsOffFrame == true }.count,
            visibleMeanIoU: Self.mean(scores.map { $0.visibleIoU ?? 0 }) ?? 0,
            visibleWithinTolerance: count > 0
                ? Double(scores.filter { $0.visibleWithinTolerance == true }.count) / Double(count) : 0,
            visibleWrongQuads: scores.filter { $0.outcome == .quad && $0.visibleWithinTolerance != true }.count,
            confidence: ConfidenceBand.bands(scores.filter { $0.outcome == .quad }.map {
                (confidence: $0.confidence, right: $0.withinTolerance)
            }),
            worst: Array(scores.sorted { $0.iou < $1.iou }.prefix(5)))

        let paired = scores.filter { $0.photoF1 != nil && $0.flatF1 != nil }
        let photoF1 = Self.mean(paired.compactMap(\.photoF1)), flatF1 = Self.mean(paired.compactMap(\.flatF1))
        recovery = Recovery(photos: paired.count, meanPhotoF1: photoF1, meanFlatF1: flatF1,
                            ratio: photoF1.flatMap { p in flatF1.flatMap { $0 > 0 ? p / $0 : nil } },
                            note: flatNote ?? (paired.isEmpty ? "no photo has both results and SROIE truth text" : nil))

        let timed = scores.filter { $0.ocrSeconds != nil }
        let preprocess = timed.compactMap(\.preprocessSeconds).reduce(0, +)
        let ocr = timed.compactMap(\.ocrSeconds).reduce(0, +)
        timing = Timing(photos: timed.count, stages: BoundaryScoring.preprocessStages,
                        preprocessSeconds: timed.isEmpty ? nil : preprocess, ocrSeconds: timed.isEmpty ? nil : ocr,
                        share: !timed.isEmpty && ocr > 0 ? preprocess / ocr : nil,
                        stageTotals: timed.compactMap(\.timings).reduce(into: [:]) { totals, timings in
                            for (stage, seconds) in timings { totals[stage, default: 0] += seconds }
                        },
                        note: timed.isEmpty ? "the export has no page timings with an ocr entry" : nil)

        var targets = Targets()
        targets.meanIoUMet = count > 0 ? corners.meanIoU >= targets.meanIoU : nil
        targets.withinToleranceMet = count > 0 ? corners.withinTolerance >= targets.withinTolerance : nil
        targets.recoveryMet = recovery.ratio.map { $0 >= targets.recovery }
        targets.timeShareMet = timing.share.map { $0 < targets.timeShare }
        self.targets = targets
    }

    /// A summary for people.
    var text: String {
        var lines = ["Boundary benchmark · \(corners.photos) photos · pipeline \(pipeline) · \(workers) workers"]
        var runs = "  photos run:  \(Self.number(photoRunSeconds, 1)) s"
        if let flatRunSeconds { runs += " · flat scans run: \(Self.number(flatRunSeconds, 1)) s" }
        lines.append(runs)

        lines.append("  (a) corners: mean IoU \(Self.number(corners.meanIoU)) "
                     + "(target ≥ \(targets.meanIoU): \(Self.verdict(targets.meanIoUMet)))")
        lines.append("               within \(Self.percent(corners.tolerance)) of the diagonal: "
                     + "\(Self.percent(corners.withinTolerance)) (target ≥ \(Self.percent(targets.withinTolerance)): "
                     + "\(Self.verdict(targets.withinToleranceMet)))")
        var outcomes = "               \(corners.quads) quads (\(corners.wrongQuads) wrong: a corner off by more than "
            + "\(Self.percent(corners.tolerance))) · \(corners.whole) left whole · \(corners.failed) failed"
        if corners.relabelled > 0 { outcomes += " · \(corners.relabelled) with corners named from another side" }
        lines.append(outcomes)
        if corners.sideOffFrame > 0 {
            let reachable = Double(corners.photos - corners.sideOffFrame) / Double(corners.photos)
            lines.append("               \(corners.sideOffFrame) photos have a side wholly off the frame: their corners "
                         + "there are out of sight, so at most \(Self.percent(reachable)) can be within "
                         + "\(Self.percent(corners.tolerance)) but by a guess")
        }
        if corners.runsOffFrame > 0 {
            lines.append("               on the page as the photo shows it (the \(corners.runsOffFrame) pages running off "
                         + "the frame scored clipped to it, as Folio clips them): mean IoU "
                         + "\(Self.number(corners.visibleMeanIoU)) · within \(Self.percent(corners.tolerance)): "
                         + "\(Self.percent(corners.visibleWithinTolerance)) · \(corners.visibleWrongQuads) wrong quads")
        }
        if corners.quads > 0 {
            lines.append("               quads by Folio's confidence: " + ConfidenceBand.line(corners.confidence))
        }
        if let scenes { lines += Self.sceneLines(scenes) }

        lines.append("  (b) OCR recovery: photos F1 \(Self.number(recovery.meanPhotoF1)) / flat scans F1 "
                     + "\(Self.number(recovery.meanFlatF1)) = \(Self.number(recovery.ratio)) over \(recovery.photos) "
                     + "photos (target ≥ \(targets.recovery): \(Self.verdict(targets.recoveryMet)))")
        if let note = recovery.note { lines.append("      \(note)") }

        let stages = timing.stages.joined(separator: " + ")
        lines.append("  (c) \(stages) time / OCR time: \(Self.percent(timing.share)) "
                     + "(\(Self.number(timing.preprocessSeconds, 2)) s / \(Self.number(timing.ocrSeconds, 2)) s over "
                     + "\(timing.photos) photos; target < \(Self.percent(targets.timeShare)): "
                     + "\(Self.verdict(targets.timeShareMet)))")
        if let note = timing.note { lines.append("      \(note)") }
        if !timing.stageTotals.isEmpty {
            let totals = timing.stageTotals.sorted { $0.value > $1.value }
                .map { "\($0.key) \(Self.number($0.value, 2)) s" }
            lines.append("      all stages: " + totals.joined(separator: " · "))
        }

        lines.append("  worst photos:")
        for score in corners.worst {
            let name = score.photo.padding(toLength: 12, withPad: " ", startingAt: 0)
            lines.append("    \(name) IoU \(Self.number(score.iou)) · worst corner \(Self.percent(score.maxCornerError)) · "
                         + "\(score.outcome.rawValue) · \(score.background)"
                         + (score.scene.map { $0 == "default" ? "" : " · \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    private static func number(_ x: Double?, _ digits: Int = 3) -> String {
        x.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }

    private static func percent(_ x: Double?) -> String { x.map { String(format: "%.1f%%", $0 * 100) } ?? "n/a" }

    private static func verdict(_ met: Bool?) -> String { met.map { $0 ? "met" : "MISSED" } ?? "not measured" }

    private static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
