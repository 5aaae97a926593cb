import CTIFF
import Foundation

/// Facts about one page (directory) of a TIFF file, read with libtiff.
struct TIFFDirectoryInfo: Sendable, Equatable {
    var width: Int
    var height: Int
    /// Pixels per inch, nil when the file does not say.
    var dpi: Double?
}

/// Reads a TIFF file's page list with libtiff; owns the `TIFF` handle.
final class TIFFFile {
    private let tiff: OpaquePointer

    init(path: String) throws {
        folio_tiff_quiet()
        guard let handle = TIFFOpen(path, "r") else {
            throw InputError(.corrupt, "the TIFF cannot be opened (corrupt header or not really a TIFF)")
        }
        self.tiff = handle
    }

    deinit { TIFFClose(tiff) }

    /// Every page's size and resolution, in file order.
    func directories() throws -> [TIFFDirectoryInfo] {
        var result: [TIFFDirectoryInfo] = []
        guard TIFFSetDirectory(tiff, 0) != 0 else {
            throw InputError(.corrupt, "the TIFF has no readable page")
        }
        repeat {
            var w: UInt32 = 0, h: UInt32 = 0
            guard folio_tiff_get_u32(tiff, UInt32(TIFFTAG_IMAGEWIDTH), &w) != 0,
                  folio_tiff_get_u32(tiff, UInt32(TIFFTAG_IMAGELENGTH), &h) != 0, w > 0, h > 0 else {
                throw InputError(.corrupt, "page \(result.count + 1) of the TIFF has no size tags")
            }
            result.append(TIFFDirectoryInfo(width: Int(w), height: Int(h), dpi: resolution()))
            if result.count > 100_000 { throw InputError(.corrupt, "the TIFF's page list loops") }
        } while TIFFReadDirectory(tiff) != 0
        return result
    }

    /// The current directory's horizontal resolution in pixels per inch.
    private func resolution() -> Double? {
        var x: Float = 0
        var unit: UInt16 = UInt16(RESUNIT_INCH)
        guard folio_tiff_get_float(tiff, UInt32(TIFFTAG_XRESOLUTION), &x) != 0, x > 0 else { return nil }
        _ = folio_tiff_get_u16(tiff, UInt32(TIFFTAG_RESOLUTIONUNIT), &unit)
        switch Int32(unit) {
        case RESUNIT_CENTIMETER: return Double(x) * 2.54
        case RESUNIT_NONE: return nil
        default: return Double(x)
        }
    }
}
