import FolioImaging

/// Measures the text's residual skew and straightens it when the measurement is confident, or when a less
/// confident one is borne out by both halves of the page.
public struct Deskewer: Sendable {
    /// Skews smaller than this (degrees) are left alone.
    public var minimumDegrees = 1.0
    /// The largest skew searched for and removed (degrees). Wide enough for photos whose document was not
    /// found, or found with a poor quad (generated photos: mean F1 0.664 → 0.671 against Leptonica's default
    /// ±7°); flat scans read the same (sroie-dev F1 0.7812 either way, archive pipeline) at no measurable cost.
    public var maximumDegrees = 30.0
    /// Leptonica's skew confidence (the sweep's best score over its worst) at which a skew is taken as measured:
    /// Leptonica's own threshold, made for scanned pages.
    public var minimumConfidence = 3.0
    /// A skew measured with less confidence, down to this, is taken when the page's top and bottom halves each
    /// measure it too, within `halvesAgreement` degrees. A photographed receipt, rectified, scores 1–3 with its
    /// lines turned 2–5° (a receipt running off the frame is cut along the frame's edges, not its own lines); a
    /// crumpled one, whose lines turn one way at the top and another at the foot, has halves that disagree.
    public var minimumAgreedConfidence = 1.0
    /// How far (degrees) each half's skew may lie from the whole page's for the halves to agree.
    public var halvesAgreement = 1.0
    /// ... and only from this skew up (degrees): a page turned less reads as well as it is, and resampled by a
    /// degree it may read worse (sroie-dev scans 045, 249 and 255, about 1° at confidence under 3, turned straight:
    /// an address and a total lost over the set).
    public var minimumAgreedDegrees = 1.5

    public init() {}

    /// The straightened image and the rotation applied (degrees, clockwise positive; 0 when none).
    public func deskew(_ image: Image) throws -> (image: Image, degrees: Double) {
        guard let skew = try image.measuredSkew(range: maximumDegrees), skew.confidence >= minimumAgreedConfidence,
              abs(skew.degrees) >= minimumDegrees, abs(skew.degrees) <= maximumDegrees else {
            return (image, 0)
        }
        if skew.confidence < minimumConfidence {
            guard abs(skew.degrees) >= minimumAgreedDegrees else { return (image, 0) }
            let half = image.height / 2
            guard half >= 1 else { return (image, 0) }
            let top = try image.cropped(x: 0, y: 0, width: image.width, height: half)
                .measuredSkew(range: maximumDegrees)
            let bottom = try image.cropped(x: 0, y: half, width: image.width, height: image.height - half)
                .measuredSkew(range: maximumDegrees)
            guard Self.halvesAgree(skew.degrees, top: top?.degrees, bottom: bottom?.degrees,
                                   within: halvesAgreement) else {
                return (image, 0)
            }
        }
        // Leptonica reports the angle to rotate by, counter-clockwise positive in its convention;
        // pixRotate with a positive angle turns clockwise, so the same sign straightens the page.
        return (try image.rotated(degrees: skew.degrees), skew.degrees)
    }

    /// Whether the skews measured on a page's top and bottom halves are both within `tolerance` degrees of the
    /// whole page's `degrees` (a half that cannot be measured does not agree).
    static func halvesAgree(_ degrees: Double, top: Double?, bottom: Double?, within tolerance: Double) -> Bool {
        guard let top, let bottom else { return false }
        return abs(top - degrees) <= tolerance && abs(bottom - degrees) <= tolerance
    }
}
