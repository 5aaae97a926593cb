import FolioEval
import Foundation

/// The results of `folio-bench boundary-real`: the boundary stage on docphoto-dev's labelled photos, and on
/// receipt-photos-dev's unlabelled ones (counts and time only).
struct BoundaryRealReport: Codable {
    /// docphoto-dev: outcomes against the labels.
    struct Labelled: Codable {
        var folder: String
        var photos: Int
        var roughLabels: Int
        var within: Int
        var wrong: Int
        var whole: Int
        var failed: Int
        /// Mean polygon IoU over all photos (a page left whole counts as the whole image, a failure as 0).
        var meanIoU: Double?
        /// Photos whose worst corner lies within `diagonalShare` of the image diagonal (pages left whole
        /// included: their corners are the image's).
        var withinDiagonalShare: Int
        var diagonalShare: Double
        /// Mean boundary + rectify + lighting seconds per photo, over the photos with timings.
        var meanStageSeconds: Double?
        var runSeconds: Double
        /// The quads by Folio's confidence in them, within tolerance or wrong.
        var confidence: [ConfidenceBand]
        var scores: [DocPhotoScore]

        init(folder: String, runSeconds: Double, scores: [DocPhotoScore]) {
            self.folder = folder
            self.runSeconds = runSeconds
            self.scores = scores
            photos = scores.count
            roughLabels = scores.filter(\.rough).count
            func count(_ outcome: BoundaryJudgement.Outcome) -> Int { scores.filter { $0.outcome == outcome }.count }
            within = count(.within)
            wrong = count(.wrong)
            whole = count(.whole)
            failed = count(.failed)
            meanIoU = BoundaryRealReport.mean(scores.map(\.iou))
            withinDiagonalShare = scores.filter(\.withinDiagonalShare).count
            diagonalShare = BoundaryRealScoring.diagonalShare
            meanStageSeconds = BoundaryRealReport.mean(scores.compactMap(\.stageSeconds))
            confidence = ConfidenceBand.bands(scores.filter { $0.quad != nil }.map {
                (confidence: $0.confidence, right: $0.outcome == .within)
            })
        }
    }

    /// receipt-photos-dev: no labels; how many photos got a quad, and the photo stages' time.
    struct Unlabelled: Codable {
        var folder: String
        var photos: Int
        var quads: Int
        var whole: Int
        var failed: Int
        /// Photos whose page has timings.
        var timedPhotos: Int
        /// Mean boundary + rectify + lighting seconds per timed photo.
        var meanStageSeconds: Double?
        /// The timed photo in the middle when sorted by those seconds (the lower of the two middle ones for an
        /// even count), and its seconds.
        var medianPhoto: String?
        var medianStageSeconds: Double?
        var runSeconds: Double
        /// The quads by Folio's confidence in them (no labels to judge them by).
        var confidence: [ConfidenceBand]
        /// Byte-identical copies of photos already run, left out (`copy = original`): Folio stores one document
        /// per content, so a copy has no result of its own.
        var copiesLeftOut: [String]
        var results: [ReceiptPhotoResult]

        init(folder: String, runSeconds: Double, results: [ReceiptPhotoResult], copiesLeftOut: [String]) {
            self.folder = folder
            self.runSeconds = runSeconds
            self.results = results
            self.copiesLeftOut = copiesLeftOut
            photos = results.count
            quads = results.filter { $0.outcome == .quad }.count
            whole = results.filter { $0.outcome == .whole }.count
            failed = results.filter { $0.outcome == .failed }.count
            let timed = results.compactMap { result in result.stageSeconds.map { (result.photo, $0) } }
                .sorted { $0.1 < $1.1 }
            timedPhotos = timed.count
            meanStageSeconds = BoundaryRealReport.mean(timed.map(\.1))
            let median = timed.isEmpty ? nil : timed[(timed.count - 1) / 2]
            medianPhoto = median?.0
            medianStageSeconds = median?.1
            confidence = ConfidenceBand.bands(results.filter { $0.outcome == .quad }.map {
                (confidence: $0.confidence, right: nil)
            })
        }
    }

    /// docphoto-dev's photos changed every way `PhotoVariant` lists: whether the answer holds.
    struct Varied: Codable {
        /// One way of changing the photos, over every photo it was made of.
        struct ByVariant: Codable {
            var variant: PhotoVariant
            var photos: Int
            var within: Int
            var wrong: Int
            var whole: Int
            var failed: Int
        }

        /// One labelled photo over its variants: how many came out within tolerance, and which did not.
        struct ByPhoto: Codable {
            var photo: String
            var variants: Int
            var within: Int
            var wrongIn: [PhotoVariant]
            var wholeIn: [PhotoVariant]
            var failedIn: [PhotoVariant]
        }

        var photos: Int
        var within: Int
        var wrong: Int
        var whole: Int
        var failed: Int
        var runSeconds: Double
        /// The quads by Folio's confidence in them, within tolerance or wrong.
        var confidence: [ConfidenceBand]
        var byVariant: [ByVariant]
        var byPhoto: [ByPhoto]
        var scores: [DocPhotoScore]

        /// `scored` pairs each variant photo's score with its variant and the labelled photo it was made of.
        init(runSeconds: Double, scored: [(variant: PhotoVariant, of: String, score: DocPhotoScore)]) {
            self.runSeconds = runSeconds
            scores = scored.map(\.score)
            photos = scored.count
            func count(_ outcome: BoundaryJudgement.Outcome, in items: [DocPhotoScore]) -> Int {
                items.filter { $0.outcome == outcome }.count
            }
            within = count(.within, in: scores)
            wrong = count(.wrong, in: scores)
            whole = count(.whole, in: scores)
            failed = count(.failed, in: scores)
            confidence = ConfidenceBand.bands(scores.filter { $0.quad != nil }.map {
                (confidence: $0.confidence, right: $0.outcome == .within)
            })
            byVariant = PhotoVariant.allCases.compactMap { variant in
                let items = scored.filter { $0.variant == variant }.map(\.score)
                guard !items.isEmpty else { return nil }
                return ByVariant(variant: variant, photos: items.count, within: count(.within, in: items),
                                 wrong: count(.wrong, in: items), whole: count(.whole, in: items),
                                 failed: count(.failed, in: items))
            }
            var order: [String] = []
            for item in scored where !order.contains(item.of) { order.append(item.of) }
            byPhoto = order.map { photo in
                let items = scored.filter { $0.of == photo }
                func variants(_ outcome: BoundaryJudgement.Outcome) -> [PhotoVariant] {
                    items.filter { $0.score.outcome == outcome }.map(\.variant)
                }
                return ByPhoto(photo: photo, variants: items.count, within: variants(.within).count,
                               wrongIn: variants(.wrong), wholeIn: variants(.whole), failedIn: variants(.failed))
            }
        }
    }

    /// receipt-photos-dev's photos changed every way `PhotoVariant` lists: whether each copy's answer is the
    /// photo's own (`QuadAgreement`).
    struct Steadiness: Codable {
        /// One way of changing the photos, over every photo it was made of.
        struct ByVariant: Codable {
            var variant: PhotoVariant
            var copies: Int
            var agreements: [String: Int]
        }

        /// A copy whose answer is not the photo's.
        struct Change: Codable {
            var photo: String
            var variant: PhotoVariant
            var agreement: QuadAgreement
            /// The copy's `sourceQuadConfidence`, when it has a quad.
            var confidence: Double?
        }

        var copies: Int
        var same: Int
        /// Copies by agreement, every kind listed.
        var agreements: [String: Int]
        var runSeconds: Double
        var byVariant: [ByVariant]
        var changes: [Change]

        init(runSeconds: Double, compared: [(variant: PhotoVariant, photo: String, agreement: QuadAgreement,
                                             confidence: Double?)]) {
            self.runSeconds = runSeconds
            copies = compared.count
            same = compared.filter { $0.agreement == .same }.count
            func counts(_ items: [QuadAgreement]) -> [String: Int] {
                Dictionary(uniqueKeysWithValues: QuadAgreement.allCases.map { kind in
                    (kind.rawValue, items.filter { $0 == kind }.count)
                })
            }
            agreements = counts(compared.map(\.agreement))
            byVariant = PhotoVariant.allCases.compactMap { variant in
                let items = compared.filter { $0.variant == variant }
                guard !items.isEmpty else { return nil }
                return ByVariant(variant: variant, copies: items.count, agreements: counts(items.map(\.agreement)))
            }
            changes = compared.filter { $0.agreement != .same }.map {
                Change(photo: $0.photo, variant: $0.variant, agreement: $0.agreement, confidence: $0.confidence)
            }
        }
    }

    var pipeline: String
    var workers: Int
    var stages: [String]
    var docphoto: Labelled
    /// Nil when not run (`--no-variants`).
    var docphotoVariants: Varied?
    /// Nil when the receipt photos were not there; `receiptPhotosNote` says so.
    var receiptPhotos: Unlabelled?
    var receiptPhotosNote: String?
    /// Nil when not run (`--no-variants`, or no receipt photos).
    var receiptVariants: Steadiness?

    static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
