import CZBar
import FolioImaging
import FolioModel

/// Reads barcodes and QR codes on a page image with ZBar. One reader per worker; not thread-safe.
public final class BarcodeReader {
    private let scanner: OpaquePointer

    /// Creates a ZBar scanner with every symbology enabled.
    public init() throws {
        guard let s = zbar_image_scanner_create() else {
            throw BarcodeError("ZBar's image scanner could not be created")
        }
        scanner = s
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 1)
        // Scan every second row and column: halves the cost; printed codes are many pixels tall and wide.
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_X_DENSITY, 2)
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, 2)
    }

    deinit { zbar_image_scanner_destroy(scanner) }

    /// The codes found in `image`, with boxes in the image's pixels.
    public func read(_ image: Image) throws -> [Barcode] {
        let width = image.width, height = image.height
        var gray = try image.grayBytes()
        guard let zimage = zbar_image_create() else { throw BarcodeError("ZBar could not create an image") }
        defer { zbar_image_destroy(zimage) }
        // FourCC "Y800": 8-bit gray.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(zimage, y800)
        zbar_image_set_size(zimage, UInt32(width), UInt32(height))
        return gray.withUnsafeMutableBytes { raw -> [Barcode] in
            zbar_image_set_data(zimage, raw.baseAddress, UInt(raw.count), nil)
            let found = zbar_scan_image(scanner, zimage)
            guard found > 0 else { return [] }
            var result: [Barcode] = []
            var symbol = zbar_image_first_symbol(zimage)
            while let s = symbol {
                let name = zbar_get_symbol_name(zbar_symbol_get_type(s)).map { String(cString: $0) } ?? "UNKNOWN"
                let payload = zbar_symbol_get_data(s).map { String(cString: $0) } ?? ""
                var xs: [Double] = [], ys: [Double] = []
                for i in 0..<zbar_symbol_get_loc_size(s) {
                    xs.append(Double(zbar_symbol_get_loc_x(s, i)))
                    ys.append(Double(zbar_symbol_get_loc_y(s, i)))
                }
                let box = Box(x: xs.min() ?? 0, y: ys.min() ?? 0,
                              width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
                result.append(Barcode(symbology: name, payload: payload, box: box))
                symbol = zbar_symbol_next(s)
            }
            return result
        }
    }
}

/// Why barcode reading failed.
public struct BarcodeError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension BarcodeError: CodedError {
    public var qualifiedCode: String { "barcodes.failed" }
}
