import FolioModel

/// Where the document lies in a photo: its corners in source pixels (TL, TR, BR, BL) and how sure the
/// detector is (0...1).
public struct DocumentBoundary: Sendable, Hashable {
    public var corners: [Point]
    public var confidence: Double

    public init(corners: [Point], confidence: Double) {
        self.corners = corners
        self.confidence = confidence
    }
}
