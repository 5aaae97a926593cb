import FolioBarcodes
import FolioImaging
import Foundation
import Testing

/// Draws an EAN-13 symbol (the GS1 encoding tables) so ZBar has a real barcode to read.
enum EAN13Drawing {
    static let left: [[UInt8]] = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111",
                                  "0111011", "0110111", "0001011"].map { $0.utf8.map { $0 - 48 } }
    static let parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]

    static func modules(_ digits: [Int]) -> [UInt8] {
        var bits: [UInt8] = [1, 0, 1]
        let pattern = Array(parity[digits[0]])
        for i in 1...6 {
            let l = left[digits[i]]
            bits += pattern[i - 1] == "L" ? l : l.map { 1 - $0 }.reversed()
        }
        bits += [0, 1, 0, 1, 0]
        for i in 7...12 { bits += left[digits[i]].map { 1 - $0 } }
        bits += [1, 0, 1]
        return bits
    }

    static func image(_ code: String, moduleWidth: Int = 3, height: Int = 120) throws -> Image {
        let bits = modules(code.compactMap { $0.wholeNumberValue })
        let quiet = 12 * moduleWidth
        let width = bits.count * moduleWidth + 2 * quiet
        var bytes = [UInt8](repeating: 255, count: width * height)
        for y in 10..<(height - 10) {
            for (i, bit) in bits.enumerated() where bit == 1 {
                for dx in 0..<moduleWidth { bytes[y * width + quiet + i * moduleWidth + dx] = 0 }
            }
        }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }
}

@Suite struct BarcodeReaderTests {
    @Test func readsAnEAN13WithItsBox() throws {
        let image = try EAN13Drawing.image("4006381333931")
        let codes = try BarcodeReader().read(image)
        let code = try #require(codes.first)
        #expect(code.symbology == "EAN-13")
        #expect(code.payload == "4006381333931")
        #expect(code.box.x >= 0 && code.box.maxX <= Double(image.width))
    }

    @Test func blankPageHasNoCodes() throws {
        let bytes = [UInt8](repeating: 255, count: 200 * 100)
        let blank = try bytes.withUnsafeBytes { try Image.gray(width: 200, height: 100, stride: 200, bytes: $0) }
        #expect(try BarcodeReader().read(blank).isEmpty)
    }
}
