import CLeptonica
import FolioEval
import Foundation

/// docphoto-dev's labelled photos changed every way `PhotoVariant` lists, written with Leptonica as JPEG files
/// (quality 90) into a work folder, each with its label moved onto it: the same scenes, come in another way.
enum DocPhotoVariants {
    /// One variant written: how it was made, of which labelled photo, and the photo to score it as.
    struct Made {
        var variant: PhotoVariant
        /// The labelled photo's file name.
        var of: String
        var photo: DocPhotoSet.Photo
    }

    /// Writes every variant that `applies` of every photo into `folder` as `<photo>__<variant>.jpg`, each to be
    /// scored with the label's corners moved and its tolerance scaled with the photo. Throws when Leptonica
    /// cannot read a photo or make or write a variant.
    static func write(_ photos: [DocPhotoSet.Photo], into folder: URL) throws -> [Made] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [Made] = []
        for photo in photos {
            // Leptonica reads the stored pixels, EXIF orientation ignored, as the label's `corners` are given.
            let source = try FuzzPix(reading: photo.url)
            guard source.width == photo.width, source.height == photo.height else {
                throw BenchError("\(photo.url.path): Leptonica reads \(source.width)×\(source.height) where the "
                                 + "header says \(photo.width)×\(photo.height)")
            }
            let stem = photo.url.deletingPathExtension().lastPathComponent
            for variant in PhotoVariant.allCases where variant.applies(shorterSide: min(photo.width, photo.height)) {
                let changed = try made(variant, of: source)
                let size = variant.size(width: photo.width, height: photo.height)
                guard changed.width == size.width, changed.height == size.height else {
                    throw BenchError("\(photo.url.lastPathComponent) \(variant.rawValue): Leptonica made "
                                     + "\(changed.width)×\(changed.height), expected \(size.width)×\(size.height)")
                }
                let name = "\(stem)__\(variant.rawValue).jpg"
                let url = folder.appendingPathComponent(name)
                try changed.jpeg(quality: 90).write(to: url)
                var label = photo.label
                label.name = name
                label.tolerancePixels *= variant.scale
                written.append(Made(variant: variant, of: photo.label.name, photo: DocPhotoSet.Photo(
                    label: label, url: url, width: size.width, height: size.height, orientation: 1,
                    corners: photo.corners.map { variant.point($0, width: photo.width, height: photo.height) })))
            }
        }
        return written
    }

    /// The Leptonica image of `variant` made from `source`.
    private static func made(_ variant: PhotoVariant, of source: FuzzPix) throws -> FuzzPix {
        try source.converted(variant.rawValue) { pix in
            switch variant {
            case .resaved: return pixCopy(nil, pix)
            case .mirrored: return pixFlipLR(nil, pix)
            case .turnedRight: return pixRotateOrth(pix, 1)
            case .turned180: return pixRotate180(nil, pix)
            case .half, .small: return pixScale(pix, Float(variant.scale), Float(variant.scale))
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
