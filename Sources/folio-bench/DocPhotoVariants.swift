import FolioEval
import Foundation

/// docphoto-dev's labelled photos changed every way `PhotoVariant` lists (`PhotoVariantImages`), each with its
/// label moved onto it: the same scenes, come in another way.
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
            // The photo as displayed, its EXIF orientation applied, the frame of the label's `corners`.
            let source = try FuzzPix(displaying: photo.url)
            guard source.width == photo.width, source.height == photo.height else {
                throw BenchError("\(photo.url.path): Leptonica reads \(source.width)×\(source.height) where the "
                                 + "header says \(photo.width)×\(photo.height)")
            }
            let stem = photo.url.deletingPathExtension().lastPathComponent
            for variant in PhotoVariant.allCases where variant.applies(shorterSide: min(photo.width, photo.height)) {
                let url = try PhotoVariantImages.write(variant, of: source, stem: stem, name: photo.label.name,
                                                       into: folder)
                let size = variant.size(width: photo.width, height: photo.height)
                var label = photo.label
                label.name = url.lastPathComponent
                label.tolerancePixels *= variant.scale
                written.append(Made(variant: variant, of: photo.label.name, photo: DocPhotoSet.Photo(
                    label: label, url: url, width: size.width, height: size.height, orientation: 1,
                    corners: photo.corners.map { variant.point($0, width: photo.width, height: photo.height) })))
            }
        }
        return written
    }
}
