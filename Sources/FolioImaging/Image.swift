import CLeptonica

/// A raster image owned by Folio: a Leptonica `Pix` freed on deinit. No C pointer leaves this module's API
/// except through `withUnsafePix`, which lends it for the duration of a call.
public final class Image: @unchecked Sendable {
    let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix` (it will be destroyed with this image).
    init(owning pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
    }

    /// Width in pixels.
    public var width: Int { Int(pixGetWidth(pix)) }
    /// Height in pixels.
    public var height: Int { Int(pixGetHeight(pix)) }
    /// Bits per pixel (1, 8 or 32 after decoding).
    public var depth: Int { Int(pixGetDepth(pix)) }
    /// Horizontal resolution in pixels per inch, 0 when unknown.
    public var xResolution: Int { Int(pixGetXRes(pix)) }
    /// Vertical resolution in pixels per inch, 0 when unknown.
    public var yResolution: Int { Int(pixGetYRes(pix)) }

    /// Sets the resolution tags (pixels per inch).
    public func setResolution(x: Int, y: Int) {
        pixSetResolution(pix, Int32(x), Int32(y))
    }

    /// Lends the underlying Leptonica image to `body`, as an opaque pointer for C APIs that forward-declare `Pix`.
    public func withUnsafePix<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try body(OpaquePointer(pix))
    }

    /// Stops Leptonica printing its own diagnostics on stderr; Folio reports failures through errors.
    public static func quietDiagnostics() {
        folio_lept_quiet()
    }

    /// A deep copy.
    public func copy() throws -> Image {
        guard let c = pixCopy(nil, pix) else { throw ImagingError(.operationFailed, "could not copy image") }
        return Image(owning: c)
    }
}
