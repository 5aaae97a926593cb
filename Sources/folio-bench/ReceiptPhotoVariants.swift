import FolioEval
import Foundation

/// receipt-photos-dev's photos changed every way `PhotoVariant` lists (`PhotoVariantImages`). They have no labels;
/// each copy's answer is compared with the photo's own (`QuadAgreement`).
enum ReceiptPhotoVariants {
    /// One variant written: how it was made, of which photo (its displayed size), and where.
    struct Made {
        var variant: PhotoVariant
        var of: URL
        var width: Int
        var height: Int
        var url: URL
    }

    /// Writes every variant that `applies` and `showsEverything` of every photo into `folder` as
    /// `<photo>__<variant>.jpg`. Throws when Leptonica cannot read a photo or make or write a variant.
    static func write(_ photos: [URL], into folder: URL) throws -> [Made] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [Made] = []
        for photo in photos {
            // The photo as displayed, its EXIF orientation applied: Folio's corners are in that frame too.
            let source = try FuzzPix(displaying: photo)
            let stem = photo.deletingPathExtension().lastPathComponent
            for variant in PhotoVariant.allCases
            where variant.showsEverything && variant.applies(shorterSide: min(source.width, source.height)) {
                let url = try PhotoVariantImages.write(variant, of: source, stem: stem, name: photo.lastPathComponent,
                                                       into: folder)
                written.append(Made(variant: variant, of: photo, width: source.width, height: source.height, url: url))
            }
        }
        return written
    }

    /// Whether the copy `made` got the same answer as its photo, the copy's quad mapped back onto the photo.
    static func agreement(_ made: Made, photo: ExportedPages?, copy: ExportedPages?) -> QuadAgreement {
        let diagonal = Double(made.width * made.width + made.height * made.height).squareRoot()
        var back = BoundaryRealScoring.found(copy?.firstPage)
        if case .quad(let corners) = back {
            back = .quad(corners.map { made.variant.original($0, width: made.width, height: made.height) })
        }
        return QuadAgreement.of(photo: BoundaryRealScoring.found(photo?.firstPage), copy: back, diagonal: diagonal)
    }
}
