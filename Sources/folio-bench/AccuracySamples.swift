import FolioEval
import Foundation

/// One image of the accuracy benchmark and the text it should read as.
struct AccuracySample: Sendable {
    var image: URL
    var truth: String

    /// The image's file name, which identifies it in the report and in Folio's store.
    var name: String { image.lastPathComponent }
}

/// Where the accuracy benchmark's images and truth come from.
enum AccuracySamples {
    /// The images `ocr/tesseract-test/` holds with truth (only `phototest.tif` for now).
    static func phototest(dataRoot: URL) throws -> [AccuracySample] {
        let folder = dataRoot.appendingPathComponent("ocr/tesseract-test")
        let image = folder.appendingPathComponent("phototest.tif")
        let truth = folder.appendingPathComponent("phototest.gold.txt")
        for url in [image, truth] where !FileManager.default.fileExists(atPath: url.path) {
            throw BenchError("set phototest: \(url.path) is missing; pass --data DIR holding ocr/tesseract-test/")
        }
        return [AccuracySample(image: image, truth: try truthText(truth))]
    }

    /// The four images `ocr/tesseract-test/` holds with their own truth: phototest, eurotext (four languages),
    /// and the UNLV magazine pages 8071_093 (four columns, a photo, a title across three) and 8087_054 (two
    /// columns round a photo, a caption between them), whose truth runs column by column: word accuracy there
    /// scores the reading order.
    static func tesseractTest(dataRoot: URL) throws -> [AccuracySample] {
        let folder = dataRoot.appendingPathComponent("ocr/tesseract-test")
        let pages = [("8071_093.3B.tif", "8071_093.3B.txt"), ("8087_054.3B.tif", "8087_054.3B.txt"),
                     ("eurotext.tif", "eurotext.txt"), ("phototest.tif", "phototest.gold.txt")]
        return try pages.map { image, truth in
            let imageURL = folder.appendingPathComponent(image), truthURL = folder.appendingPathComponent(truth)
            for url in [imageURL, truthURL] where !FileManager.default.fileExists(atPath: url.path) {
                throw BenchError("set tesseract-test: \(url.path) is missing; pass --data DIR holding ocr/tesseract-test/")
            }
            return AccuracySample(image: imageURL, truth: try truthText(truthURL))
        }
    }

    /// Every `sroie-dev/img/NNN.jpg` with its `box/NNN.csv` transcript lines, in id order.
    static func sroie(dataRoot: URL) throws -> [AccuracySample] {
        let folder = dataRoot.appendingPathComponent("sroie-dev")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("img").path) else {
            throw BenchError("set sroie: \(folder.appendingPathComponent("img").path) is missing; "
                             + "pass --data DIR holding sroie-dev/{img,box,key}/")
        }
        do {
            return try SROIE.samples(in: folder).map { AccuracySample(image: $0.imageURL, truth: $0.text) }
        } catch {
            throw BenchError("set sroie: \(error)")
        }
    }

    /// Every image in `images` (PNG, JPEG, TIFF; not recursive) with its truth `<truth>/<image file name>.txt`
    /// in `TruthText` format, in name order.
    static func directory(images: URL, truth: URL) throws -> [AccuracySample] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: images.path)
        } catch {
            throw BenchError("--images \(images.path): cannot list the folder (\(error.localizedDescription))")
        }
        let extensions: Set<String> = ["png", "jpg", "jpeg", "tif", "tiff"]
        let imageNames = names.filter { !$0.hasPrefix(".") && extensions.contains(($0 as NSString).pathExtension.lowercased()) }
        guard !imageNames.isEmpty else { throw BenchError("--images \(images.path): no PNG, JPEG or TIFF images") }
        return try imageNames.sorted().map { name in
            let truthURL = truth.appendingPathComponent(name + ".txt")
            guard FileManager.default.fileExists(atPath: truthURL.path) else {
                throw BenchError("\(truthURL.path) is missing: every image needs its truth <image file name>.txt")
            }
            return AccuracySample(image: images.appendingPathComponent(name), truth: try truthText(truthURL))
        }
    }

    /// Throws unless every sample has its own file stem: Folio's store and the peer's outputs are named by them.
    static func checkDistinctStems(_ samples: [AccuracySample]) throws {
        var seen: [String: String] = [:]
        for sample in samples {
            let stem = sample.image.deletingPathExtension().lastPathComponent
            if let other = seen[stem] {
                throw BenchError("\(other) and \(sample.name) share the name \(stem); rename one")
            }
            seen[stem] = sample.name
        }
    }

    /// All pages of a `TruthText` file joined with newlines.
    private static func truthText(_ url: URL) throws -> String {
        do {
            return try TruthText.load(url).joined(separator: "\n")
        } catch {
            throw BenchError("\(error)")
        }
    }
}
