import FolioModel

/// Where the document lies in a photo: its corners in source pixels (TL, TR, BR, BL) and how sure the
/// detector is (0...1): the share of the outline the paper's region fills (1 for an outline of straight edges
/// alone) times the mean share of its four sides' middles backed by a paper edge (`SideSupport.share`). A side
/// along the frame has no edge to show, so a page running off the photo — its quad clipped at the frame —
/// scores lower.
public struct DocumentBoundary: Sendable, Hashable {
    public var corners: [Point]
    public var confidence: Double

    public init(corners: [Point], confidence: Double) {
        self.corners = corners
        self.confidence = confidence
    }
}
