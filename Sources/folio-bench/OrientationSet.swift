import CLeptonica
import Foundation

/// The pages the orientation benchmark turns: real scans (receipts) and real documents rendered from PDFs, each
/// turned a quarter clockwise, half way and a quarter anticlockwise with Leptonica, the scans also at half size
/// (a phone's or a fax's resolution), written as PNG files named `<stem>__<size>-<turn>.png`.
struct OrientationSet {
    /// One turned copy and the clockwise turn that brings it upright again.
    struct Item {
        var url: URL
        /// "scan" or "pdf page", then the size: what the report groups by.
        var kind: String
        /// The copy's clockwise turn away from upright: 90, 180 or 270.
        var turned: Int
        /// The clockwise turn that brings it back: 360 − `turned`.
        var expected: Int { (360 - turned) % 360 }
    }

    /// Copies of `scans` (full and half size) and of `pages` (as rendered), every one turned three ways, into
    /// `folder`.
    static func make(scans: [URL], pages: [URL], into folder: URL) throws -> [Item] {
        var items: [Item] = []
        for (sources, kind, sizes) in [(scans, "scan", [1.0, 0.5]), (pages, "pdf page", [1.0])] {
            for source in sources {
                let pix = try FuzzPix(reading: source)
                let stem = source.deletingPathExtension().lastPathComponent
                for size in sizes {
                    let sized = size == 1 ? pix : try pix.converted("half") { pixScale($0, Float(size), Float(size)) }
                    let sizeName = size == 1 ? "full" : "half"
                    for turned in [90, 180, 270] {
                        let copy = try sized.converted("turned") { pixRotateOrth($0, Int32(turned / 90)) }
                        let url = folder.appendingPathComponent("\(stem)__\(sizeName)-\(turned).png")
                        do {
                            try copy.png().write(to: url)
                        } catch {
                            throw BenchError("cannot write \(url.path): \(error)")
                        }
                        items.append(Item(url: url, kind: "\(kind), \(sizeName) size", turned: turned))
                    }
                }
            }
        }
        return items
    }

    /// The first page of each of `pdfs` rendered in grey at `dpi` by `pdftoppm` into `folder`.
    static func render(_ pdfs: [URL], dpi: Int, pdftoppm: URL, into folder: URL) throws -> [URL] {
        try pdfs.map { pdf in
            let stem = folder.appendingPathComponent(pdf.deletingPathExtension().lastPathComponent)
            let log = stem.appendingPathExtension("log")
            let result = try ChildProcess.run(pdftoppm, ["-r", String(dpi), "-gray", "-png", "-singlefile", "-f", "1",
                                                         "-l", "1", pdf.path, stem.path],
                                              stdout: stem.appendingPathExtension("out"), stderr: log)
            guard result.status == 0 else {
                throw BenchError("pdftoppm could not render \(pdf.path):\n" + ChildProcess.tail(log))
            }
            return stem.appendingPathExtension("png")
        }
    }
}
