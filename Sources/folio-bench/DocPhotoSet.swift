import FolioEval
import FolioImaging
import Foundation

/// docphoto-dev on disk: `corners.json` and the photos it labels under `images/`, each with its pixel size read
/// from the file (Folio's export does not give the source size) and its corners turned into those pixels.
struct DocPhotoSet {
    /// One labelled photo, ready to score.
    struct Photo {
        var label: DocPhotoTruth.Photo
        var url: URL
        /// The displayed image's size (the stored one turned as its EXIF orientation says), as Folio decodes it.
        var width: Int
        var height: Int
        /// EXIF orientation (1 when absent or invalid). The label was made on the displayed photo, the frame
        /// Folio's corners are in.
        var orientation: Int
        /// The true corners in displayed-image pixels, in the labeller's order.
        var corners: [QuadGeometry.Point]
    }

    let folder: URL
    let photos: [Photo]

    /// Reads `<folder>/corners.json` and every photo it names from `<folder>/images`; throws when the labels are
    /// malformed or a photo is missing or unreadable.
    init(folder: URL) throws {
        self.folder = folder
        let cornersFile = folder.appendingPathComponent("corners.json")
        let truth: DocPhotoTruth
        do {
            truth = try DocPhotoTruth(json: Data(contentsOf: cornersFile), path: cornersFile.path)
        } catch let error as EvalError {
            throw BenchError("\(error.path): \(error.message)")
        } catch {
            throw BenchError("\(cornersFile.path): cannot read the corner labels (\(error))")
        }
        let images = folder.appendingPathComponent("images")
        photos = try truth.photos.map { label in
            let url = images.appendingPathComponent(label.name)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw BenchError("\(cornersFile.path) labels \(label.name), which cannot be read in \(images.path) "
                                 + "(\(error))")
            }
            let header: ImageHeader
            do {
                header = try Image.header(of: data)
            } catch {
                throw BenchError("\(url.path): cannot read the image size (\(error))")
            }
            let orientation = ExifOrientation.of(jpeg: data)
            let shown = ExifOrientation.displayedSize(width: header.width, height: header.height,
                                                      orientation: orientation)
            return Photo(label: label, url: url, width: shown.width, height: shown.height, orientation: orientation,
                         corners: label.corners(width: shown.width, height: shown.height))
        }
    }
}
