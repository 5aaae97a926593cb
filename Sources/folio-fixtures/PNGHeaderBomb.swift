import Foundation

/// A tiny PNG whose header declares an enormous image: the signature, an IHDR chunk with a correct CRC, one
/// small IDAT holding a valid zlib stream of a few rows' worth of zeros, and IEND. Decoders that trust the
/// header would try to allocate width × height bytes.
enum PNGHeaderBomb {
    /// The file's bytes for an 8-bit grayscale image of `width` × `height` pixels.
    static func data(width: UInt32 = 100_000, height: UInt32 = 100_000) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: width)
        header.append(bigEndian: height)
        header.append(contentsOf: [8, 0, 0, 0, 0]) // bit depth 8, grayscale, deflate, adaptive filter, no interlace
        png.append(chunk: "IHDR", header)
        png.append(chunk: "IDAT", storedZlib(Data(count: 256)))
        png.append(chunk: "IEND", Data())
        return png
    }

    /// `payload` in a zlib stream of one stored (uncompressed) deflate block.
    static func storedZlib(_ payload: Data) -> Data {
        var stream = Data([0x78, 0x01, 0x01]) // zlib header; final stored block
        let length = UInt16(payload.count)
        stream.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)])
        stream.append(payload)
        stream.append(bigEndian: adler32(payload))
        return stream
    }

    /// The Adler-32 checksum zlib streams end with.
    static func adler32(_ data: Data) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// The CRC-32 (ISO 3309, as in PNG and zip) of `data`.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension Data {
    /// Appends `value` as four big-endian bytes.
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data, CRC over type and data.
    mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: PNGHeaderBomb.crc32(typed))
    }
}
