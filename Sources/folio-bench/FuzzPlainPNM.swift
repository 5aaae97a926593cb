import CLeptonica
import Foundation

/// The plain (ASCII) portable anymaps scanners' tools write — P1 (bits), P2 (gray), P3 (RGB) — written by
/// Leptonica's `pixWriteStreamAsciiPnm`, which writes only to a stream: here one held in memory.
enum FuzzPlainPNM {
    /// `image` as a plain PNM: P1 for a 1-bit image, P2 for gray, P3 for 32-bit RGB; Leptonica puts a comment
    /// in the header, as those tools do.
    static func encode(_ image: FuzzPix) throws -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { throw BenchError("no memory stream for a plain PNM") }
        let written = pixWriteStreamAsciiPnm(stream, image.pix)
        fclose(stream)
        defer { free(buffer) }
        guard written == 0, let buffer, size > 0 else {
            throw BenchError("Leptonica wrote no plain PNM for a \(pixGetDepth(image.pix))-bit image")
        }
        return Data(bytes: buffer, count: size)
    }
}
