/// The checksum a PNG chunk ends with, which decoders check: writing a chunk (an `eXIf` block for tests, the
/// fuzzer's damaged PNGs whose checksums are mended so the damage reaches the decoder) needs it.
public enum PNGChecksum {
    /// The CRC-32 of ISO 3309 over `bytes` (a chunk's type and data).
    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
