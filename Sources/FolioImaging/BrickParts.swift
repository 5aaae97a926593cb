import CLeptonica

/// Opening and closing a binary image with a brick, in two parts whose bricks, applied one after the other,
/// erode or dilate as the whole brick does (a run eroded by lengths a and b is eroded by a + b − 1):
/// `composite`, the longest length up to the size that Leptonica's composite DWA brick makes exactly, and `rest`,
/// a plain brick for what is left (1 when nothing is). The plain brick costs a pass over the image per pixel of
/// its length; the DWA composite about two. Because an opening erodes and dilates by the same parts, it equals
/// the opening by the whole brick whatever the parts' origins. Checked pixel for pixel against `pixOpenBrick` and
/// `pixCloseSafeBrick` for every length from 2 to 260 across and down (squares to 40), on rendered table pages and on
/// shapes cut by the image's edges; `BrickPartsTests` keeps a sample of those lengths.
struct BrickParts: Equatable {
    let composite: Int
    let rest: Int

    init(_ size: Int) {
        let size = max(size, 1)
        var length = size
        while length > 3, !Self.isExact(length) { length -= 1 }
        composite = length
        rest = size - length + 1
    }

    /// Whether Leptonica's composite DWA brick of this length is exactly this long. Its decomposer rounds some
    /// lengths to a nearby product of two factors (37 becomes 6 × 6); over 63 it chains 63-long bricks and one
    /// such product, and when that last part is 2 long (64, 126, 188…) the result is not the brick's.
    static func isExact(_ length: Int) -> Bool {
        guard length > 3 else { return true }
        var first: Int32 = 0, second: Int32 = 0, actual: Int32 = 0
        if length <= 63 {
            return selectComposableSizes(Int32(length), &first, &second) == 0 && Int(first) * Int(second) == length
        }
        return getExtendedCompositeParameters(Int32(length), &first, &second, &actual) == 0 && Int(actual) == length
            && second != 2
    }

    /// `pix` opened with a `width × height` brick, as a new image.
    static func open(_ pix: UnsafeMutablePointer<PIX>, width: Int, height: Int) throws -> UnsafeMutablePointer<PIX> {
        let x = BrickParts(width), y = BrickParts(height)
        let eroded = try apply(pix, composite: pixErodeCompBrickDwa, plain: pixErodeBrick, x, y)
        defer { var p: UnsafeMutablePointer<PIX>? = eroded; pixDestroy(&p) }
        return try apply(eroded, composite: pixDilateCompBrickDwa, plain: pixDilateBrick, x, y)
    }

    /// `pix` closed with a `width × height` brick, as a new image, over a border of unset pixels wide enough that
    /// nothing near the edges is lost (as `pixCloseSafeBrick`).
    static func closeSafely(_ pix: UnsafeMutablePointer<PIX>, width: Int, height: Int) throws
        -> UnsafeMutablePointer<PIX> {
        let x = BrickParts(width), y = BrickParts(height)
        let border = Int32(32 * ((max(width, height) + 31) / 32) + 32)
        guard let framed = pixAddBorder(pix, border, 0) else {
            throw ImagingError(.operationFailed, "mask closing failed")
        }
        defer { var p: UnsafeMutablePointer<PIX>? = framed; pixDestroy(&p) }
        let grown = try apply(framed, composite: pixDilateCompBrickDwa, plain: pixDilateBrick, x, y)
        defer { var p: UnsafeMutablePointer<PIX>? = grown; pixDestroy(&p) }
        let closed = try apply(grown, composite: pixErodeCompBrickDwa, plain: pixErodeBrick, x, y)
        defer { var p: UnsafeMutablePointer<PIX>? = closed; pixDestroy(&p) }
        guard let p = pixRemoveBorder(closed, border) else {
            throw ImagingError(.operationFailed, "mask closing failed")
        }
        return p
    }

    private typealias Operation = (UnsafeMutablePointer<PIX>?, UnsafeMutablePointer<PIX>?, Int32, Int32)
        -> UnsafeMutablePointer<PIX>?

    /// One erosion or dilation by the whole brick: the composite part, then the rest.
    private static func apply(_ pix: UnsafeMutablePointer<PIX>, composite: Operation, plain: Operation,
                              _ x: BrickParts, _ y: BrickParts) throws -> UnsafeMutablePointer<PIX> {
        guard let first = composite(nil, pix, Int32(x.composite), Int32(y.composite)) else {
            throw ImagingError(.operationFailed, "mask morphology failed")
        }
        guard x.rest > 1 || y.rest > 1 else { return first }
        defer { var p: UnsafeMutablePointer<PIX>? = first; pixDestroy(&p) }
        guard let second = plain(nil, first, Int32(x.rest), Int32(y.rest)) else {
            throw ImagingError(.operationFailed, "mask morphology failed")
        }
        return second
    }
}
