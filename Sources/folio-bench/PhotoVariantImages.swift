import CLeptonica
import FolioEval
import Foundation

/// Makes `PhotoVariant`s of a photo with Leptonica and writes them as JPEG files of quality 90, without EXIF.
enum PhotoVariantImages {
    /// Writes `variant` of `source` (a photo `width` × `height` as stored, read from `name`) to
    /// `<folder>/<stem>__<variant>.jpg`; throws when Leptonica cannot make or write it or makes another size.
    static func write(_ variant: PhotoVariant, of source: FuzzPix, stem: String, name: String,
                      into folder: URL) throws -> URL {
        let changed = try image(variant, of: source)
        let size = variant.size(width: source.width, height: source.height)
        guard changed.width == size.width, changed.height == size.height else {
            throw BenchError("\(name) \(variant.rawValue): Leptonica made \(changed.width)×\(changed.height), "
                             + "expected \(size.width)×\(size.height)")
        }
        let url = folder.appendingPathComponent("\(stem)__\(variant.rawValue).jpg")
        try changed.jpeg(quality: 90).write(to: url)
        return url
    }

    /// The Leptonica image of `variant` made from `source`.
    private static func image(_ variant: PhotoVariant, of source: FuzzPix) throws -> FuzzPix {
        try source.converted(variant.rawValue) { pix in
            switch variant {
            case .resaved: return pixCopy(nil, pix)
            case .mirrored: return pixFlipLR(nil, pix)
            case .turnedRight: return pixRotateOrth(pix, 1)
            case .turned180: return pixRotate180(nil, pix)
            // To the size `PhotoVariant.size` gives (pixScale rounds an odd side down at exactly one half).
            case .half, .small:
                let size = variant.size(width: Int(pixGetWidth(pix)), height: Int(pixGetHeight(pix)))
                return pixScaleToSize(pix, Int32(size.width), Int32(size.height))
            // Levels mapped linearly: input 0…364 onto 0…255 darkens by 0.7; input -80…335 squeezes 0…255
            // into about 49…206.
            case .darker: return pixGammaTRC(nil, pix, 1, 0, 364)
            case .flatter: return pixGammaTRC(nil, pix, 1, -80, 335)
            case .cropped:
                let cut = variant.cut(width: Int(pixGetWidth(pix)), height: Int(pixGetHeight(pix)))
                var box: UnsafeMutablePointer<BOX>? = boxCreate(Int32(cut.left), Int32(cut.top),
                                                                pixGetWidth(pix) - Int32(cut.left),
                                                                pixGetHeight(pix) - Int32(cut.top))
                defer { boxDestroy(&box) }
                return pixClipRectangle(pix, box, nil)
            }
        }
    }
}
