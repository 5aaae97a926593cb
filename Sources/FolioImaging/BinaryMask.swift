import CLeptonica

/// A 1-bit mask backed by a Leptonica image: morphology, hole filling and connected components come from
/// Leptonica; the bits can be read back into Swift.
public final class BinaryMask: @unchecked Sendable {
    let pix: UnsafeMutablePointer<PIX>

    init(owning pix: UnsafeMutablePointer<PIX>) {
        self.pix = pix
    }

    deinit {
        var p: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&p)
    }

    public var width: Int { Int(pixGetWidth(pix)) }
    public var height: Int { Int(pixGetHeight(pix)) }

    /// A mask from row-major booleans (`true` = set).
    public convenience init(width: Int, height: Int, bits: [Bool]) throws {
        guard width > 0, height > 0, bits.count == width * height, let p = pixCreate(Int32(width), Int32(height), 1),
              let data = pixGetData(p) else {
            throw ImagingError(.operationFailed, "could not create a \(width) × \(height) mask")
        }
        let wpl = Int(pixGetWpl(p))
        for y in 0..<height {
            let row = data + y * wpl
            for x in 0..<width where bits[y * width + x] {
                row[x >> 5] |= UInt32(1) << UInt32(31 - (x & 31))
            }
        }
        self.init(owning: p)
    }

    /// The bits, row-major.
    public func bits() -> [Bool] {
        let w = width, h = height
        var out = [Bool](repeating: false, count: w * h)
        guard let data = pixGetData(pix) else { return out }
        let wpl = Int(pixGetWpl(pix))
        for y in 0..<h {
            let row = data + y * wpl
            for x in 0..<w where (row[x >> 5] >> UInt32(31 - (x & 31))) & 1 == 1 { out[y * w + x] = true }
        }
        return out
    }

    /// Number of set pixels.
    public var count: Int {
        var n: Int32 = 0
        pixCountPixels(pix, &n, nil)
        return Int(n)
    }

    /// Morphological closing with a `size × size` brick (joins nearby set regions, fills small gaps).
    public func closed(_ size: Int) throws -> BinaryMask {
        guard size > 1 else { return try copy() }
        guard let p = pixCloseBrick(nil, pix, Int32(size), Int32(size)) else {
            throw ImagingError(.operationFailed, "mask closing failed")
        }
        return BinaryMask(owning: p)
    }

    /// Morphological opening with a `size × size` brick (removes set regions thinner than the brick).
    public func opened(_ size: Int) throws -> BinaryMask {
        try opened(width: size, height: size)
    }

    /// The mask with every hole (unset region not connected to the border) set.
    public func holesFilled() throws -> BinaryMask {
        guard let holes = pixHolesByFilling(pix, 4) else { throw ImagingError(.operationFailed, "hole filling failed") }
        defer { var h: UnsafeMutablePointer<PIX>? = holes; pixDestroy(&h) }
        guard let p = pixOr(nil, pix, holes) else { throw ImagingError(.operationFailed, "hole filling failed") }
        return BinaryMask(owning: p)
    }

    /// The 8-connected component containing pixel (x, y), or nil when that pixel is not set.
    public func component(containing x: Int, _ y: Int) throws -> BinaryMask? {
        var value: UInt32 = 0
        guard x >= 0, y >= 0, x < width, y < height, pixGetPixel(pix, Int32(x), Int32(y), &value) == 0, value == 1 else {
            return nil
        }
        guard let seed = pixCreate(Int32(width), Int32(height), 1) else {
            throw ImagingError(.operationFailed, "could not create a seed mask")
        }
        pixSetPixel(seed, Int32(x), Int32(y), 1)
        guard let filled = pixSeedfillBinary(nil, seed, pix, 8) else {
            var s: UnsafeMutablePointer<PIX>? = seed
            pixDestroy(&s)
            throw ImagingError(.operationFailed, "seed fill failed")
        }
        var s: UnsafeMutablePointer<PIX>? = seed
        pixDestroy(&s)
        return BinaryMask(owning: filled)
    }

    /// The largest 8-connected component, or nil when the mask is empty.
    public func largestComponent() throws -> BinaryMask? {
        guard let boxa = pixConnComp(pix, nil, 8) else {
            throw ImagingError(.operationFailed, "connected components failed")
        }
        defer { var b: UnsafeMutablePointer<BOXA>? = boxa; boxaDestroy(&b) }
        var best: (area: Int32, x: Int32, y: Int32)?
        for i in 0..<boxaGetCount(boxa) {
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            boxaGetBoxGeometry(boxa, i, &x, &y, &w, &h)
            if best == nil || w * h > best!.area {
                // Any set pixel of the component serves as its seed: scan the box's rows for one.
                var seedX: Int32 = -1, seedY: Int32 = -1
                var value: UInt32 = 0
                search: for yy in y..<(y + h) {
                    for xx in x..<(x + w) {
                        pixGetPixel(pix, xx, yy, &value)
                        if value == 1 { seedX = xx; seedY = yy; break search }
                    }
                }
                if seedX >= 0 { best = (w * h, seedX, seedY) }
            }
        }
        guard let best else { return nil }
        return try component(containing: Int(best.x), Int(best.y))
    }

    /// A deep copy.
    public func copy() throws -> BinaryMask {
        guard let p = pixCopy(nil, pix) else { throw ImagingError(.operationFailed, "could not copy mask") }
        return BinaryMask(owning: p)
    }
}
