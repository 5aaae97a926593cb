import FolioImaging
import FolioModel

/// Reads barcodes and QR codes on a page image with ZBar, scanning every `lineSpacing`-th row and column
/// (`ZBarPass`) and keeping the reads `ReadTrust` believes. Holds nothing between pages.
public struct BarcodeReader: Sendable {
    public var lineSpacing: Int

    /// Every row and column by default, for scans and photos: at every second one, ZBar misses QR codes of under
    /// two pixels a module and blurred Code 128 (`docs/accuracy.md`, "Barcodes on real receipts").
    public init(lineSpacing: Int = 1) {
        self.lineSpacing = max(1, lineSpacing)
    }

    /// For a born-digital page rendered for its codes: its bars are sharp, so every line crossing a code reads it,
    /// and every second line finds them at half the time.
    public static let forRender = BarcodeReader(lineSpacing: 2)

    /// For a whole photo of `pixels` pixels, read for the codes its page may have lost (cut off, or blurred by
    /// the perspective correction's resampling: a QR code of under two pixels a module): every line below
    /// 4 megapixels, every second line from 4, every third from 9, every fourth from 16 — a code's bars and modules
    /// are wider in pixels the larger the photo, and a phone's 12-megapixel photo is read in a third of the time.
    public static func forPhoto(pixels: Int) -> BarcodeReader {
        BarcodeReader(lineSpacing: Int((Double(pixels) / 1_000_000).squareRoot()))
    }

    /// The codes found in `image`, with boxes in the image's pixels.
    public func read(_ image: Image) throws -> [Barcode] {
        var gray = try image.grayBytes()
        return try ZBarPass(density: Int32(lineSpacing)).read(&gray, width: image.width, height: image.height)
            .filter(ReadTrust.keeps).map(\.barcode)
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
