import Foundation

/// One barcode fixture file's truth as `barcodes/truth.json` holds it (see Fixtures/README.md): the codes a
/// reader must find in it, in reading order, with where their bars or modules are.
struct BarcodeTruth: Encodable {
    /// A code: ZBar's name for its symbology, its payload and its box.
    struct Code: Encodable {
        var symbology: String
        var payload: String
        var box: Box
    }

    /// A rectangle in the file's units, rounded to 0.01 so that the JSON is short and stable.
    struct Box: Encodable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            x = minX.rounded(places: 2)
            y = minY.rounded(places: 2)
            width = (maxX - minX).rounded(places: 2)
            height = (maxY - minY).rounded(places: 2)
        }
    }

    var file: String
    var description: String
    /// `"px"` for an image (boxes in its pixels), `"pt"` for a PDF (boxes in points from the page's top-left).
    var units: String
    /// The image's resolution; nil for a PDF.
    var dpi: Double?
    /// Rotation of the content about the image centre, degrees clockwise (0 for a PDF).
    var rotationDegrees: Double
    var codes: [Code]

    /// The truth of `sheet` written as a born-digital PDF: boxes exactly as drawn, in points.
    static func pdf(_ sheet: BarcodeSheet, file: String) -> BarcodeTruth {
        let codes = sheet.codes.map { code in
            Code(symbology: code.symbology.rawValue, payload: code.payload,
                 box: Box(minX: code.box.x, minY: code.box.y, maxX: code.box.x + code.box.width,
                          maxY: code.box.y + code.box.height))
        }
        return BarcodeTruth(file: file, description: sheet.description, units: "pt", dpi: nil, rotationDegrees: 0,
                            codes: codes)
    }

    /// The truth of `sheet` rendered by `RasterPage` into `image`: each box is the pixel bounds of the code turned
    /// as the render turned it (about the image centre).
    static func image(_ sheet: BarcodeSheet, file: String, width: Int, height: Int) -> BarcodeTruth {
        let scale = sheet.dpi / 72, radians = sheet.style.rotationDegrees * .pi / 180
        let centre = PixelPoint(Double(width) / 2, Double(height) / 2)
        let codes = sheet.codes.map { code in
            let b = code.box
            let corners = [(b.x, b.y), (b.x + b.width, b.y), (b.x + b.width, b.y + b.height), (b.x, b.y + b.height)]
                .map { centre + (PixelPoint($0.0 * scale, $0.1 * scale) - centre).rotated(radians) }
            let bounds = corners.bounds
            return Code(symbology: code.symbology.rawValue, payload: code.payload,
                        box: Box(minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY))
        }
        return BarcodeTruth(file: file, description: sheet.description, units: "px", dpi: sheet.dpi,
                            rotationDegrees: sheet.style.rotationDegrees, codes: codes)
    }

    /// Writes `entries` as a pretty-printed JSON array with sorted keys.
    static func write(_ entries: [BarcodeTruth], to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(entries) + Data("\n".utf8)).write(to: url)
        } catch {
            throw FixtureError("write \(url.path)", "\(error)")
        }
    }
}
