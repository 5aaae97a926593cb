import Foundation

extension BoundaryReport {
    /// Corner accuracy over the photos of one scene kind.
    struct SceneCorners: Codable {
        var scene: String
        var photos: Int
        var meanIoU: Double
        /// Share of the kind's photos with every corner within 2% of the diagonal.
        var withinTolerance: Double
        /// Photos left whole or failed.
        var notFound: Int
        /// Quads with a corner off by more than 2% of the diagonal.
        var wrongQuads: Int
        /// Photos whose true outline has a side wholly outside the photo (`PhotoScore.sideOffFrame`).
        var sideOffFrame: Int
        /// Photos whose true outline has a corner outside the photo, and the kind's scores on the page as the
        /// photo shows it (`Corners.visibleMeanIoU`).
        var runsOffFrame: Int
        var visibleMeanIoU: Double
        var visibleWithinTolerance: Double
    }

    /// Mean IoU and the within-tolerance share per scene kind, in order of first appearance; nil when every
    /// photo is of the default scenes (the report then reads as before).
    static func byScene(_ scores: [PhotoScore]) -> [SceneCorners]? {
        let kinds = scores.map { $0.scene ?? "default" }
        guard kinds.contains(where: { $0 != "default" }) else { return nil }
        var order: [String] = []
        for kind in kinds where !order.contains(kind) { order.append(kind) }
        return order.map { kind in
            let group = scores.filter { ($0.scene ?? "default") == kind }
            return SceneCorners(scene: kind, photos: group.count,
                                meanIoU: group.map(\.iou).reduce(0, +) / Double(group.count),
                                withinTolerance: Double(group.filter(\.withinTolerance).count) / Double(group.count),
                                notFound: group.filter { $0.outcome != .quad }.count,
                                wrongQuads: group.filter { $0.outcome == .quad && !$0.withinTolerance }.count,
                                sideOffFrame: group.filter { $0.sideOffFrame == true }.count,
                                runsOffFrame: group.filter { $0.runsOffFrame == true }.count,
                                visibleMeanIoU: group.map { $0.visibleIoU ?? 0 }.reduce(0, +) / Double(group.count),
                                visibleWithinTolerance: Double(group.filter { $0.visibleWithinTolerance == true }.count)
                                    / Double(group.count))
        }
    }

    /// The per-kind lines of the summary.
    static func sceneLines(_ scenes: [SceneCorners]) -> [String] {
        ["      by scene:"] + scenes.map { scene in
            let name = scene.scene.padding(toLength: 14, withPad: " ", startingAt: 0)
            return "        \(name) \(String(format: "%2d", scene.photos)) photos · mean IoU "
                + String(format: "%.3f", scene.meanIoU) + " · within 2%: "
                + String(format: "%.1f%%", scene.withinTolerance * 100)
                + (scene.wrongQuads > 0 ? " · \(scene.wrongQuads) wrong" : "")
                + (scene.notFound > 0 ? " · \(scene.notFound) without a quad" : "")
                + (scene.sideOffFrame > 0 ? " · \(scene.sideOffFrame) with a side off the frame" : "")
                + (scene.runsOffFrame > 0
                    ? " · as shown (\(scene.runsOffFrame) clipped): IoU " + String(format: "%.3f", scene.visibleMeanIoU)
                        + ", within 2%: " + String(format: "%.1f%%", scene.visibleWithinTolerance * 100)
                    : "")
        }
    }
}
