import CZBar
@testable import FolioBarcodes
import FolioImaging
import FolioModel
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

    /// A GS1 two-digit add-on (the issue number beside a magazine's EAN-13), printed alone.
    static func addOnModules(_ digits: [Int]) -> [UInt8] {
        let parity = ["LL", "LG", "GL", "GG"][(digits[0] * 10 + digits[1]) % 4].map { $0 }
        var bits: [UInt8] = [1, 0, 1, 1]
        for (i, digit) in digits.enumerated() {
            if i > 0 { bits += [0, 1] }
            bits += parity[i] == "L" ? left[digit] : left[digit].map { 1 - $0 }.reversed()
        }
        return bits
    }

    static func image(_ code: String, moduleWidth: Int = 3, height: Int = 120) throws -> Image {
        try image(bits: modules(code.compactMap { $0.wholeNumberValue }), moduleWidth: moduleWidth, height: height)
    }

    /// `bits` as bars `height - 20` pixels tall, 10 white pixels above and below, a quiet zone either side.
    static func image(bits: [UInt8], moduleWidth: Int = 3, height: Int = 120) throws -> Image {
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

    /// A pattern that decodes as an EAN-13 but is crossed by two scan lines is a stroke of print, not a barcode
    /// (EAN's one check digit lets such strokes through); the same code with bars a dozen pixels tall is read.
    @Test func aWeaklyCheckedCodeMustBeReadOnThreeLines() throws {
        #expect(try BarcodeReader().read(EAN13Drawing.image("4006381333931", height: 22)).isEmpty)
        let tall = try BarcodeReader().read(EAN13Drawing.image("4006381333931", height: 32))
        #expect(tall.map(\.payload) == ["4006381333931"])
    }

    /// A two-digit add-on read alone (every one found in the dev sets was text or a rule) is not reported.
    @Test func aLoneAddOnIsNotReported() throws {
        let addOn = try EAN13Drawing.image(bits: EAN13Drawing.addOnModules([1, 2]), height: 120)
        #expect(try BarcodeReader().read(addOn).isEmpty)
    }

    /// ZBar's reads of codes with a strong check are believed from one scan line; others need three.
    @Test func theLinesAReadNeedsFollowItsCheck() {
        let code128 = ZBarPass.Read(type: ZBAR_CODE128, barcode: Barcode(symbology: "CODE-128", payload: "A1",
                                                                           box: Box(x: 0, y: 0, width: 9, height: 0)),
                                    lines: 1)
        #expect(ReadTrust.keeps(code128))
        var i25 = code128
        i25.type = ZBAR_I25
        #expect(!ReadTrust.keeps(i25))
        i25.lines = 3
        #expect(ReadTrust.keeps(i25))
    }

    @Test func blankPageHasNoCodes() throws {
        let bytes = [UInt8](repeating: 255, count: 200 * 100)
        let blank = try bytes.withUnsafeBytes { try Image.gray(width: 200, height: 100, stride: 200, bytes: $0) }
        #expect(try BarcodeReader().read(blank).isEmpty)
    }
}
