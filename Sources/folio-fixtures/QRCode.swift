import CQREncode
import Foundation

/// Encodes QR codes with libqrencode (ISO/IEC 18004): the version and mask are chosen by the library.
enum QRCode {
    /// The smallest symbol carrying `text` at error correction level M (15 % of codewords recoverable, the
    /// usual choice for printed codes); the quiet zone is the standard 4 modules.
    static func symbol(_ text: String) throws -> BarcodeSymbol {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else {
            throw FixtureError("QR code \(text)", "libqrencode failed: \(String(cString: strerror(errno)))")
        }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        guard size > 0, let data = code.pointee.data else {
            throw FixtureError("QR code \(text)", "libqrencode returned an empty symbol")
        }
        // Each byte is one module; its lowest bit is set for a dark module.
        let rows = (0..<size).map { row in (0..<size).map { column in data[row * size + column] & 1 == 1 } }
        return BarcodeSymbol(symbology: .qr, payload: text, rows: rows, quietZone: (4, 4))
    }
}
