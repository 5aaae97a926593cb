import FolioEval
import Foundation

extension BoundaryRealReport {
    /// A summary for people: totals, then one line per labelled photo.
    var text: String {
        var lines = ["Boundary on real photos · pipeline \(pipeline) (\(stages.joined(separator: ", "))) · "
                     + "\(workers) workers"]
        let labelled = docphoto
        lines.append("docphoto-dev: \(labelled.photos) labelled photos (\(labelled.roughLabels) labels rough) · "
                     + "run \(Self.number(labelled.runSeconds, 1)) s")
        lines.append("  within tolerance \(labelled.within) · wrong quad \(labelled.wrong) · left whole "
                     + "\(labelled.whole) · failed \(labelled.failed)")
        lines.append("  mean IoU \(Self.number(labelled.meanIoU)) · worst corner within "
                     + "\(Self.percent(labelled.diagonalShare)) of the diagonal: \(labelled.withinDiagonalShare) of "
                     + "\(labelled.photos) · \(stages.joined(separator: " + ")) mean "
                     + "\(Self.number(labelled.meanStageSeconds, 3)) s")
        lines.append("  quads by Folio's confidence: " + ConfidenceBand.line(labelled.confidence))
        let rows = labelled.scores.map { score -> [String] in
            let worst = score.maxCornerErrorPixels.map {
                "\(Self.number($0, 0)) px (\(Self.percent(score.maxCornerErrorOfDiagonal)))"
            } ?? "n/a"
            return [score.photo + (score.rough ? " *" : ""), "\(score.width)×\(score.height)",
                    Self.number(score.tolerancePixels, 0), score.outcome.rawValue, worst, Self.number(score.iou)]
        }
        lines += ReportColumns.render(header: ["photo", "size", "tolerance", "outcome", "worst corner", "IoU"],
                                      rows: rows).map { "  " + $0 }
        lines.append("  * label marked rough upstream: trust the photo over the label")
        if let varied = docphotoVariants { lines += Self.text(varied) }

        guard let receipts = receiptPhotos else {
            lines.append("receipt-photos-dev: \(receiptPhotosNote ?? "not run")")
            return lines.joined(separator: "\n")
        }
        var heading = "receipt-photos-dev: \(receipts.photos) unlabelled photos · run "
            + "\(Self.number(receipts.runSeconds, 1)) s"
        if !receipts.copiesLeftOut.isEmpty {
            heading += " · byte-identical copies left out: " + receipts.copiesLeftOut.joined(separator: ", ")
        }
        lines.append(heading)
        lines.append("  quad taken \(receipts.quads) · left whole \(receipts.whole) · failed \(receipts.failed)")
        lines.append("  quads by Folio's confidence: " + ConfidenceBand.line(receipts.confidence))
        let median = receipts.medianPhoto.map {
            "\($0) \(Self.number(receipts.medianStageSeconds, 3)) s"
        } ?? "n/a"
        lines.append("  \(stages.joined(separator: " + ")) per photo: mean "
                     + "\(Self.number(receipts.meanStageSeconds, 3)) s · median photo \(median) (\(receipts.timedPhotos) timed)")
        lines.append("  no labels: whether a quad is right is judged by eye on scripts/contact-sheet's sheet")
        if let steadiness = receiptVariants { lines += Self.text(steadiness) }
        return lines.joined(separator: "\n")
    }

    /// The variants' lines: totals, one row per way of changing the photos, one per labelled photo.
    private static func text(_ varied: Varied) -> [String] {
        let ways = varied.byVariant.map(\.variant.rawValue).joined(separator: ", ")
        var lines = ["docphoto-dev changed \(varied.byVariant.count) ways (\(ways)): \(varied.photos) photos · run "
                     + "\(number(varied.runSeconds, 1)) s"]
        lines.append("  within tolerance \(varied.within) · wrong quad \(varied.wrong) · left whole \(varied.whole) · "
                     + "failed \(varied.failed)")
        lines.append("  quads by Folio's confidence: " + ConfidenceBand.line(varied.confidence))
        lines += ReportColumns.render(
            header: ["variant", "within", "wrong", "whole", "failed"],
            rows: varied.byVariant.map { row in
                [row.variant.rawValue, "\(row.within) of \(row.photos)", "\(row.wrong)", "\(row.whole)",
                 "\(row.failed)"]
            }).map { "  " + $0 }
        // The variants a photo missed, as text after its aligned columns (their lists differ too much in length).
        let misses = varied.byPhoto.map { row -> String in
            let parts = [("wrong", row.wrongIn), ("whole", row.wholeIn), ("failed", row.failedIn)]
                .filter { !$0.1.isEmpty }
                .map { "\($0.0): " + $0.1.map(\.rawValue).joined(separator: ", ") }
            return parts.isEmpty ? "-" : parts.joined(separator: " · ")
        }
        let table = ReportColumns.render(header: ["photo", "within"], rows: varied.byPhoto.map { row in
            [row.photo, "\(row.within) of \(row.variants)"]
        })
        lines += zip(table, ["not within"] + misses).map { "  \($0)  \($1)" }
        return lines
    }

    /// The receipt copies' lines: totals, one row per way of changing the photos, one per photo whose answer
    /// changed.
    private static func text(_ steadiness: Steadiness) -> [String] {
        let kinds = QuadAgreement.allCases.filter { $0 != .same }
        var lines = ["receipt-photos-dev changed \(steadiness.byVariant.count) ways: \(steadiness.copies) copies · "
                     + "run \(number(steadiness.runSeconds, 1)) s"]
        let share = steadiness.copies > 0 ? Double(steadiness.same) / Double(steadiness.copies) : nil
        let others = kinds.map { "\($0.rawValue) \(steadiness.agreements[$0.rawValue] ?? 0)" }
        lines.append("  the photo's own answer: \(steadiness.same) (\(percent(share))) · "
                     + others.joined(separator: " · "))
        lines += ReportColumns.render(
            header: ["variant", "same"] + kinds.map(\.rawValue),
            rows: steadiness.byVariant.map { row in
                [row.variant.rawValue, "\(row.agreements[QuadAgreement.same.rawValue] ?? 0) of \(row.copies)"]
                    + kinds.map { "\(row.agreements[$0.rawValue] ?? 0)" }
            }).map { "  " + $0 }
        var order: [String] = []
        for change in steadiness.changes where !order.contains(change.photo) { order.append(change.photo) }
        lines.append("  photos whose answer changes (\(order.count)); judge the copies' quads by eye:")
        for photo in order {
            let changes = steadiness.changes.filter { $0.photo == photo }
                .map { "\($0.variant.rawValue) \($0.agreement.rawValue)" }
            lines.append("    \(photo): " + changes.joined(separator: ", "))
        }
        return lines
    }

    private static func number(_ x: Double?, _ digits: Int = 3) -> String {
        x.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }

    private static func percent(_ x: Double?) -> String { x.map { String(format: "%.1f%%", $0 * 100) } ?? "n/a" }
}
