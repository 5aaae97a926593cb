import Foundation

/// The boxes of an ISO base media file (HEIF, AVIF) or a JP2 file: a 32-bit size (1: a 64-bit size follows the
/// type; 0: to the end of the enclosing box), a four-character type, then the payload, which for container boxes
/// is more boxes. For the HEIF and JPEG 2000 damage.
enum FuzzBoxes {
    /// One box: where it starts, its type, its header size (8, or 16 with a 64-bit size), its total size, where
    /// its payload starts (after a full box's version and flags for full boxes) and its parent's index.
    struct Box {
        var offset: Int
        var type: String
        var headerSize: Int
        var size: Int
        var parent: Int?
        /// The offset of the size field.
        var sizeField: Int { offset }
        /// The offset of the payload (after the header; a full box's version and flags are part of it).
        var payload: Int { offset + headerSize }
        var end: Int { offset + size }
    }

    /// Containers and the bytes between their header and their first child (a full box's version and flags, an
    /// entry count).
    private static let containers: [String: Int] = [
        "meta": 4, "iprp": 0, "ipco": 0, "dinf": 0, "iref": 4, "grpl": 0,
        "jp2h": 0, "res ": 0, "uinf": 0,
    ]

    /// Every box of `bytes`, parents before their children (at most 4,096; stops at the first box that does not
    /// fit its parent).
    static func parse(_ bytes: [UInt8]) -> [Box] {
        var boxes: [Box] = []
        walk(bytes, from: 0, to: bytes.count, parent: nil, into: &boxes)
        return boxes
    }

    private static func walk(_ bytes: [UInt8], from start: Int, to end: Int, parent: Int?, into boxes: inout [Box]) {
        var offset = start
        while offset + 8 <= end, boxes.count < 4_096, let size32 = bytes.uint32BE(at: offset) {
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            var header = 8, size = size32
            if size32 == 1 {
                guard let high = bytes.uint32BE(at: offset + 8), let low = bytes.uint32BE(at: offset + 12) else { return }
                header = 16
                size = high << 32 | low
            } else if size32 == 0 {
                size = end - offset
            }
            guard size >= header, size <= end - offset else { return }
            let index = boxes.count
            boxes.append(Box(offset: offset, type: type, headerSize: header, size: size, parent: parent))
            if let skip = containers[type] {
                walk(bytes, from: offset + header + skip, to: offset + size, parent: index, into: &boxes)
            } else if type == "iinf", offset + header < offset + size {
                // An item information box counts its entries in 16 bits (version 0) or 32.
                walk(bytes, from: offset + header + 4 + (bytes[offset + header] == 0 ? 2 : 4), to: offset + size,
                     parent: index, into: &boxes)
            }
            offset += size
        }
    }

    /// The payload of the first top-level box of `type` (e.g. a JP2's `jp2c` codestream), or nil.
    static func payload(of type: String, in bytes: [UInt8]) -> [UInt8]? {
        parse(bytes).first { $0.parent == nil && $0.type == type }.map { Array(bytes[$0.payload..<$0.end]) }
    }

    /// A box's size field rewritten: 0 (to the end), 1 (a 64-bit size that is not there), below its header, one
    /// off, past its parent or the file, or the largest value; with its label (`box-ispe-size=0`).
    static func resized(_ bytes: [UInt8], _ box: Box, random: inout FuzzRandom) -> (bytes: [UInt8], label: String) {
        let values = [0, 1, 7, 8, box.size - 1, box.size + 1, box.size + random.within(2...4_096), bytes.count,
                      0x7FFF_FFFF, 0xFFFF_FFFF]
        let value = random.pick(values) ?? 0
        var result = bytes
        result.put(value, at: box.sizeField, width: 4)
        return (result, "box-\(label(box.type))-size=\(value)")
    }

    /// A box or chunk type as it reads in a label: lower case, spaces dropped (`res `, `VP8 ` → `res`, `vp8`).
    static func label(_ type: String) -> String { type.lowercased().replacingOccurrences(of: " ", with: "") }
}
