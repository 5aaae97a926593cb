import Foundation

/// The PDF seeds, in the order the fuzz feeds them unmutated: cairo text-layer and scanned pages, a blank
/// page, hand-built text, scan and object-stream files, and a two-page mix.
enum FuzzPDFSeeds {
    /// The seeds, with `scan` as the scanned page image.
    static func all(scan: FuzzPix, scratch: URL) throws -> [FuzzSeed] {
        let jpeg = [UInt8](try scan.jpeg())
        let handText = FuzzPDFSpec(layout: .text)
        let handScan = FuzzPDFSpec(layout: .scan, jpeg: jpeg)
        let objectStream = FuzzPDFSpec(layout: .objectStream)
        return [
            FuzzSeed(name: "text", format: .pdf, bytes: try FuzzCairoPDF.pdf([.text], scratch: scratch)),
            FuzzSeed(name: "scan", format: .pdf, bytes: try FuzzCairoPDF.pdf([.scan(scan)], scratch: scratch)),
            FuzzSeed(name: "blank", format: .pdf, bytes: try FuzzCairoPDF.pdf([.blank], scratch: scratch)),
            FuzzSeed(name: "hand-text", format: .pdf, bytes: FuzzPDFBuilder.build(handText), pdf: handText),
            FuzzSeed(name: "hand-scan", format: .pdf, bytes: FuzzPDFBuilder.build(handScan), pdf: handScan),
            FuzzSeed(name: "objstm", format: .pdf, bytes: FuzzPDFBuilder.build(objectStream), pdf: objectStream),
            FuzzSeed(name: "two-page", format: .pdf, bytes: try FuzzCairoPDF.pdf([.text, .scan(scan)], scratch: scratch)),
        ]
    }
}
