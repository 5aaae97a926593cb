import CZBar
import FolioModel

/// One ZBar scan of a grey image: every symbology but the lone add-ons and DataBar, every `density`-th row and
/// column. A fresh ZBar scanner each pass, so what one page holds never depends on the pages read before it (a
/// scanner kept by a worker carries its decoders' state from page to page).
struct ZBarPass {
    /// One symbol ZBar decoded, with how many scan lines agreed on it (ZBar's quality).
    struct Read {
        var type: zbar_symbol_type_t
        var barcode: Barcode
        var lines: Int
    }

    var density: Int32

    /// The symbols in `gray` (`width × height`, one byte a pixel), boxes in its pixels.
    func read(_ gray: inout [UInt8], width: Int, height: Int) throws -> [Read] {
        guard let scanner = zbar_image_scanner_create() else {
            throw BarcodeError("ZBar's image scanner could not be created")
        }
        defer { zbar_image_scanner_destroy(scanner) }
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_ENABLE, 1)
        // EAN-2 and EAN-5 are add-ons printed beside an EAN-13 or UPC (a magazine's issue, a book's price);
        // read alone, a two- or five-digit code with a one-digit check is found in lines of text and rules.
        _ = zbar_image_scanner_set_config(scanner, ZBAR_EAN2, ZBAR_CFG_ENABLE, 0)
        _ = zbar_image_scanner_set_config(scanner, ZBAR_EAN5, ZBAR_CFG_ENABLE, 0)
        // GS1 DataBar is printed on fresh food and coupons, not on documents or till receipts, and ZBar's decoder
        // joins halves found on different lines: rows of a table read as one (pdfplumber's WARN report, eight
        // lines agreeing on a code that is not there).
        _ = zbar_image_scanner_set_config(scanner, ZBAR_DATABAR, ZBAR_CFG_ENABLE, 0)
        _ = zbar_image_scanner_set_config(scanner, ZBAR_DATABAR_EXP, ZBAR_CFG_ENABLE, 0)
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_X_DENSITY, density)
        _ = zbar_image_scanner_set_config(scanner, ZBAR_NONE, ZBAR_CFG_Y_DENSITY, density)
        guard let image = zbar_image_create() else { throw BarcodeError("ZBar could not create an image") }
        defer { zbar_image_destroy(image) }
        // FourCC "Y800": 8-bit gray.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(image, y800)
        zbar_image_set_size(image, UInt32(width), UInt32(height))
        return gray.withUnsafeMutableBytes { raw -> [Read] in
            zbar_image_set_data(image, raw.baseAddress, UInt(raw.count), nil)
            guard zbar_scan_image(scanner, image) > 0 else { return [] }
            var reads: [Read] = []
            var symbol = zbar_image_first_symbol(image)
            while let s = symbol {
                reads.append(Self.read(s))
                symbol = zbar_symbol_next(s)
            }
            return reads
        }
    }

    private static func read(_ symbol: OpaquePointer) -> Read {
        let type = zbar_symbol_get_type(symbol)
        let name = zbar_get_symbol_name(type).map { String(cString: $0) } ?? "UNKNOWN"
        let payload = zbar_symbol_get_data(symbol).map { String(cString: $0) } ?? ""
        var xs: [Double] = [], ys: [Double] = []
        for i in 0..<zbar_symbol_get_loc_size(symbol) {
            xs.append(Double(zbar_symbol_get_loc_x(symbol, i)))
            ys.append(Double(zbar_symbol_get_loc_y(symbol, i)))
        }
        let box = Box(x: xs.min() ?? 0, y: ys.min() ?? 0,
                      width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
        return Read(type: type, barcode: Barcode(symbology: name, payload: payload, box: box),
                    lines: Int(zbar_symbol_get_quality(symbol)))
    }
}
