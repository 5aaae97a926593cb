import CLeptonica
import FolioModel

extension Image {
    /// The pixels darker than grey level `threshold`, as a mask (a colour page is greyed first).
    public func inkMask(below threshold: Int) throws -> BinaryMask {
        let gray = try depth == 8 ? self : grayscale()
        guard let p = pixThresholdToBinary(gray.pix, Int32(min(max(threshold, 1), 256))) else {
            throw ImagingError(.operationFailed, "could not threshold a \(width) × \(height) image")
        }
        return BinaryMask(owning: p)
    }
}

extension Image {
    /// The pixels at least `contrast` grey levels lighter than what a `width × height` brick leaves of them
    /// (Leptonica's white top-hat, thresholded): light lines thinner than the brick between darker areas, such
    /// as the paper-coloured lines parting the shaded cells of a table. Sizes are made odd.
    public func lightLineMask(width w: Int, height h: Int, contrast: Int) throws -> BinaryMask {
        try topHatMask(width: w, height: h, contrast: contrast, type: L_TOPHAT_WHITE)
    }

    /// The pixels at least `contrast` grey levels darker than what a `width × height` brick leaves of them
    /// (the black top-hat, thresholded): dark lines thinner than the brick, however light their grey, such as
    /// a hairline drawn grey or shrunk to grey with the page.
    public func darkLineMask(width w: Int, height h: Int, contrast: Int) throws -> BinaryMask {
        try topHatMask(width: w, height: h, contrast: contrast, type: L_TOPHAT_BLACK)
    }

    private func topHatMask(width w: Int, height h: Int, contrast: Int, type: Int) throws -> BinaryMask {
        let gray = try depth == 8 ? self : grayscale()
        guard let hat = pixTophat(gray.pix, Int32(max(1, w) | 1), Int32(max(1, h) | 1), Int32(type)) else {
            throw ImagingError(.operationFailed, "could not take the top-hat of a \(width) × \(height) image")
        }
        defer { var p: UnsafeMutablePointer<PIX>? = hat; pixDestroy(&p) }
        guard let weaker = pixThresholdToBinary(hat, Int32(min(max(contrast, 1), 255))),
              let stronger = pixInvert(nil, weaker) else {
            throw ImagingError(.operationFailed, "could not threshold a top-hat")
        }
        var d: UnsafeMutablePointer<PIX>? = weaker
        pixDestroy(&d)
        return BinaryMask(owning: stronger)
    }
}

extension BinaryMask {
    /// Morphological opening with a `width × height` brick: keeps only the set runs at least that long, so a
    /// long thin brick keeps the rules of a page and drops its letters. The brick is applied in parts
    /// (`BrickParts`), the same opening at a fraction of the plain brick's cost.
    public func opened(width w: Int, height h: Int) throws -> BinaryMask {
        guard w > 1 || h > 1 else { return try copy() }
        return BinaryMask(owning: try BrickParts.open(pix, width: max(w, 1), height: max(h, 1)))
    }

    /// Morphological closing with a `width × height` brick: bridges gaps shorter than the brick (a dashed or
    /// broken rule becomes one run). Nothing is lost at the edges of the mask (a "safe" closing).
    public func closed(width w: Int, height h: Int) throws -> BinaryMask {
        guard w > 1 || h > 1 else { return try copy() }
        return BinaryMask(owning: try BrickParts.closeSafely(pix, width: max(w, 1), height: max(h, 1)))
    }

    /// The mask grown by `size` pixels every way (dilation with a square brick of side 2 × size + 1).
    public func dilated(by size: Int) throws -> BinaryMask {
        guard size > 0 else { return try copy() }
        guard let p = pixDilateBrick(nil, pix, Int32(2 * size + 1), Int32(2 * size + 1)) else {
            throw ImagingError(.operationFailed, "mask dilation failed")
        }
        return BinaryMask(owning: p)
    }

    /// The pixels set here and not in `other` (a mask of the same size).
    public func subtracting(_ other: BinaryMask) throws -> BinaryMask {
        guard let p = pixSubtract(nil, pix, other.pix) else {
            throw ImagingError(.operationFailed, "mask subtraction failed")
        }
        return BinaryMask(owning: p)
    }

    /// The pixels set here or in `other` (a mask of the same size).
    public func union(_ other: BinaryMask) throws -> BinaryMask {
        guard let p = pixOr(nil, pix, other.pix) else {
            throw ImagingError(.operationFailed, "mask union failed")
        }
        return BinaryMask(owning: p)
    }

    /// The mask at half its size, a pixel set where any of the four it stands for is (Leptonica's rank reduction
    /// at level 1): a line one pixel thick stays whole.
    public func halved() throws -> BinaryMask {
        guard let p = pixReduceRankBinary2(pix, 1, nil) else {
            throw ImagingError(.operationFailed, "halving a mask failed")
        }
        return BinaryMask(owning: p)
    }

    /// The mask with only its 8-connected components at least `width` wide and `height` tall.
    public func keepingComponents(width: Int, height: Int) throws -> BinaryMask {
        guard let p = pixSelectBySize(pix, Int32(width), Int32(height), 8, Int32(L_SELECT_IF_BOTH),
                                      Int32(L_SELECT_IF_GTE), nil) else {
            throw ImagingError(.operationFailed, "selecting components by size failed")
        }
        return BinaryMask(owning: p)
    }

    /// Each 8-connected component's bounding box, in mask pixels, and how many pixels it sets.
    public func componentsWithCounts() throws -> [(box: FolioModel.Box, count: Int)] {
        var pixa: UnsafeMutablePointer<PIXA>?
        guard let boxa = pixConnComp(pix, &pixa, 8), let pixa else {
            throw ImagingError(.operationFailed, "connected components failed")
        }
        defer {
            var b: UnsafeMutablePointer<BOXA>? = boxa
            boxaDestroy(&b)
            var a: UnsafeMutablePointer<PIXA>? = pixa
            pixaDestroy(&a)
        }
        return (0..<boxaGetCount(boxa)).map { i in
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            boxaGetBoxGeometry(boxa, i, &x, &y, &w, &h)
            var n: Int32 = 0
            if let part = pixaGetPix(pixa, i, Int32(L_CLONE)) {
                pixCountPixels(part, &n, nil)
                var clone: UnsafeMutablePointer<PIX>? = part
                pixDestroy(&clone)
            }
            return (FolioModel.Box(x: Double(x), y: Double(y), width: Double(w), height: Double(h)), Int(n))
        }
    }

    /// The bounding box of each 8-connected component, in mask pixels.
    public func componentBoxes() throws -> [FolioModel.Box] {
        guard let boxa = pixConnCompBB(pix, 8) else {
            throw ImagingError(.operationFailed, "connected components failed")
        }
        defer { var b: UnsafeMutablePointer<BOXA>? = boxa; boxaDestroy(&b) }
        return (0..<boxaGetCount(boxa)).map { i in
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            boxaGetBoxGeometry(boxa, i, &x, &y, &w, &h)
            return FolioModel.Box(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
        }
    }
}
