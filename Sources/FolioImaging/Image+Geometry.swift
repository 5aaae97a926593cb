import CLeptonica
import FolioModel
import Foundation

extension Image {
    /// The quadrilateral `quad` (TL, TR, BR, BL in this image's pixels) warped onto an upright
    /// `width × height` 8-bit gray image with bilinear interpolation (Leptonica's projective transform).
    public func warpedGray(quad: [Point], width: Int, height: Int) throws -> Image {
        guard quad.count == 4, width > 0, height > 0 else {
            throw ImagingError(.operationFailed, "a perspective warp needs four corners and a positive size")
        }
        let gray = try depth == 8 ? self : grayscale()
        // Leptonica's warp keeps the input size: pad so the output rectangle fits, warp, then crop.
        let padRight = max(0, width - gray.width), padBottom = max(0, height - gray.height)
        var source = gray.pix
        var padded: UnsafeMutablePointer<PIX>?
        if padRight > 0 || padBottom > 0 {
            padded = pixAddBorderGeneral(gray.pix, 0, Int32(padRight), 0, Int32(padBottom), 255)
            guard let padded else { throw ImagingError(.operationFailed, "could not pad image for warping") }
            source = padded
        }
        defer { if padded != nil { pixDestroy(&padded) } }
        guard let destination = ptaCreate(4), let sourcePoints = ptaCreate(4) else {
            throw ImagingError(.operationFailed, "could not allocate warp points")
        }
        defer {
            var d: UnsafeMutablePointer<PTA>? = destination
            ptaDestroy(&d)
            var s: UnsafeMutablePointer<PTA>? = sourcePoints
            ptaDestroy(&s)
        }
        let corners = [(0.0, 0.0), (Double(width - 1), 0.0), (Double(width - 1), Double(height - 1)),
                       (0.0, Double(height - 1))]
        for (corner, point) in zip(corners, quad) {
            ptaAddPt(destination, Float(corner.0), Float(corner.1))
            ptaAddPt(sourcePoints, Float(point.x), Float(point.y))
        }
        guard let warped = pixProjectivePtaGray(source, destination, sourcePoints, 255) else {
            throw ImagingError(.operationFailed, "the perspective warp failed")
        }
        defer { var w: UnsafeMutablePointer<PIX>? = warped; pixDestroy(&w) }
        guard let box = boxCreate(0, 0, Int32(width), Int32(height)) else {
            throw ImagingError(.operationFailed, "could not allocate crop box")
        }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        guard let cropped = pixClipRectangle(warped, box, nil) else {
            throw ImagingError(.operationFailed, "could not crop the warped image")
        }
        let result = Image(owning: cropped)
        result.setResolution(x: xResolution, y: yResolution)
        return result
    }

    /// Rotated by `degrees` (clockwise positive) about the centre, area-mapped, white brought in, on a canvas
    /// grown by equal white borders so nothing is clipped: `Image.rotatedSize` gives its size.
    public func rotated(degrees: Double) throws -> Image {
        guard degrees != 0 else { return try copy() }
        let (bx, by) = Self.rotationBorders(width: width, height: height, degrees: degrees)
        let source = try depth == 1 ? grayscale() : self
        guard let padded = pixAddBorderGeneral(source.pix, Int32(bx), Int32(bx), Int32(by), Int32(by),
                                               source.depth == 32 ? 0xFFFF_FF00 : 255) else {
            throw ImagingError(.operationFailed, "could not pad image for rotation")
        }
        defer { var p: UnsafeMutablePointer<PIX>? = padded; pixDestroy(&p) }
        guard let p = pixRotate(padded, Float(degrees * .pi / 180), Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                                0, 0) else {
            throw ImagingError(.operationFailed, "could not rotate image by \(degrees)°")
        }
        let result = Image(owning: p)
        result.setResolution(x: xResolution, y: yResolution)
        return result
    }

    /// The borders added on each side before rotating a `width × height` image by `degrees`, so the
    /// rotated content fits.
    public static func rotationBorders(width: Int, height: Int, degrees: Double) -> (x: Int, y: Int) {
        let c = abs(cos(degrees * .pi / 180)), s = abs(sin(degrees * .pi / 180))
        let w = Double(width), h = Double(height)
        return (max(0, Int(((w * c + h * s - w) / 2).rounded(.up))), max(0, Int(((w * s + h * c - h) / 2).rounded(.up))))
    }

    /// The text skew in degrees (clockwise positive, the rotation that straightens it) and Leptonica's confidence,
    /// measured on a binarised copy by a sweep over ±`range` degrees and a binary search; nil when it cannot be
    /// measured. The default range is Leptonica's own (`pixFindSkew`).
    public func measuredSkew(range: Double = 7) throws -> (degrees: Double, confidence: Double)? {
        let gray = try depth == 8 ? self : grayscale()
        guard let binary = pixConvertTo1(gray.pix, 130) else { return nil }
        defer { var b: UnsafeMutablePointer<PIX>? = binary; pixDestroy(&b) }
        var angle: Float = 0, confidence: Float = 0
        guard pixFindSkewSweepAndSearch(binary, &angle, &confidence, 4, 2, Float(range), 1, 0.01) == 0 else {
            return nil
        }
        return (Double(angle), Double(confidence))
    }
}
