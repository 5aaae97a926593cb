import CZBar

/// Which of ZBar's reads are kept. A code whose check is strong (a QR code's or PDF417's error correction,
/// Code 128's and Code 93's mandatory checksums) is kept from one scan line; a code with a weak check or none
/// (EAN and UPC's one digit, Interleaved 2 of 5, Code 39, Codabar) must be read the same on
/// `weakCheckLines` scan lines. A printed barcode is crossed by many lines; a run of text or a rule that happens to
/// decode does so on one. ZBar applies the same rule to EAN and UPC itself, but only when it scans every line.
enum ReadTrust {
    static let weakCheckLines = 3

    static func keeps(_ read: ZBarPass.Read) -> Bool {
        strongCheck(read.type) || read.lines >= weakCheckLines
    }

    static func strongCheck(_ type: zbar_symbol_type_t) -> Bool {
        [ZBAR_QRCODE, ZBAR_SQCODE, ZBAR_PDF417, ZBAR_CODE128, ZBAR_CODE93].contains(type)
    }
}
