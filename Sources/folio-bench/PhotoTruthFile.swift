import CLeptonica
import FolioEval
import Foundation

/// The truth of synthetic photos written by `folio-fixtures photos`: one entry per photo with the flat scan it
/// shows and the document's corners.
struct PhotoTruthFile {
    /// One photo.
    struct Entry: Decodable {
        /// File name in the photos folder.
        var photo: String
        /// Absolute path of the flat scan.
        var scan: String
        /// TL, TR, BR, BL in photo pixels, `[x, y]` each; a held page's may lie outside the photo.
        var corners: [[Double]]
        var background: String?
        /// The hard scene's kind (`folio-fixtures photos --scenes hard`); absent for the default scenes.
        var scene: String?
        /// Photo size; read from the image when absent.
        var width: Int?
        var height: Int?
    }

    /// A photo with its validated truth.
    struct Photo {
        var name: String
        var url: URL
        var scan: URL
        var corners: [QuadGeometry.Point]
        var background: String
        /// The scene kind, `"default"` when the truth names none.
        var scene: String
        var width: Int
        var height: Int

        /// The SROIE id of the scan: its file name without extension.
        var scanID: String { scan.deletingPathExtension().lastPathComponent }
    }

    let photos: [Photo]

    /// Reads `<folder>/truth.json`; throws when it is missing, malformed, or names photos that are not there.
    init(folder: URL) throws {
        let url = folder.appendingPathComponent("truth.json")
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        } catch {
            throw BenchError("\(url.path): cannot read the photo truth (\(error)); generate photos with "
                             + "`folio-fixtures photos --scans DIR --out \(folder.path)`")
        }
        guard !entries.isEmpty else { throw BenchError("\(url.path) lists no photos") }
        photos = try entries.map { entry in
            let photoURL = folder.appendingPathComponent(entry.photo)
            guard FileManager.default.fileExists(atPath: photoURL.path) else {
                throw BenchError("\(url.path) names \(entry.photo), which is not in \(folder.path)")
            }
            guard entry.corners.count == 4, entry.corners.allSatisfy({ $0.count == 2 }) else {
                throw BenchError("\(url.path): \(entry.photo) needs four [x, y] corners")
            }
            var size = (entry.width ?? 0, entry.height ?? 0)
            if size.0 <= 0 || size.1 <= 0 { size = try Self.imageSize(photoURL) }
            return Photo(name: entry.photo, url: photoURL, scan: URL(fileURLWithPath: entry.scan),
                         corners: entry.corners.map { QuadGeometry.Point($0[0], $0[1]) },
                         background: entry.background ?? "unknown", scene: entry.scene ?? "default",
                         width: size.0, height: size.1)
        }
    }

    /// Width and height from the image file's header.
    private static func imageSize(_ url: URL) throws -> (Int, Int) {
        var format: Int32 = 0, width: Int32 = 0, height: Int32 = 0, bits: Int32 = 0, samples: Int32 = 0
        var colormap: Int32 = 0
        guard pixReadHeader(url.path, &format, &width, &height, &bits, &samples, &colormap) == 0,
              width > 0, height > 0 else {
            throw BenchError("\(url.path): cannot read the image size")
        }
        return (Int(width), Int(height))
    }
}
