/// Writes a `FuzzPDFSpec` as PDF bytes: a catalog, a one-page tree, Helvetica text or a JPEG image, and a
/// classic xref table or (object-stream layout) an object stream and a cross-reference stream.
enum FuzzPDFBuilder {
    /// The text drawn on text pages (the same words as the image seeds).
    static let content = "BT /F1 16 Tf 14 110 Td (Folio fuzz receipt) Tj 0 -22 Td (Coffee 2 x 3.40) Tj "
        + "0 -22 Td (TOTAL 6.80 GBP) Tj ET"

    /// The PDF bytes of `spec`.
    static func build(_ spec: FuzzPDFSpec) -> [UInt8] {
        let scan = spec.layout == .scan
        let stream = scan ? "q 216 0 0 144 0 0 cm /Im1 Do Q" : content
        let resources = scan ? "<< /XObject << /Im1 6 0 R >> >>" : "<< /Font << /F1 4 0 R >> >>"
        let catalog = "<< /Type /Catalog /Pages 2 0 R >>"
        let pages = "<< /Type /Pages /Kids \(spec.kids) /Count \(spec.count) >>"
        let page = "<< /Type /Page /Parent 2 0 R /MediaBox \(spec.mediaBox) \(spec.pageExtras)"
            + "/Resources \(resources) /Contents 5 0 R >>"
        let font = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
        let contents = streamObject("", Array(stream.utf8), length: spec.contentLength)
        switch spec.layout {
        case .text, .scan:
            var objects = [text(catalog), text(pages), text(page), text(font), contents]
            if scan {
                let dictionary = "/Type /XObject /Subtype /Image /Width \(spec.imageWidth) /Height \(spec.imageHeight) "
                    + "/ColorSpace \(spec.colorSpace) /BitsPerComponent \(spec.bitsPerComponent) /Filter \(spec.imageFilter) "
                objects.append(streamObject(dictionary, spec.jpeg, length: spec.imageLength))
            }
            return classic(objects)
        case .objectStream:
            return withObjectStream(catalog: text(catalog), inStream: [pages, page, font], contents: contents)
        }
    }

    private static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    private static func streamObject(_ dictionary: String, _ data: [UInt8], length: String?) -> [UInt8] {
        text("<< \(dictionary)/Length \(length ?? String(data.count)) >>\nstream\n") + data + text("\nendstream")
    }

    private static let header: [UInt8] = Array("%PDF-1.5\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]

    /// Objects 1…n with a classic xref table and trailer.
    private static func classic(_ objects: [[UInt8]]) -> [UInt8] {
        var file = header
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(file.count)
            file += text("\(index + 1) 0 obj\n") + body + text("\nendobj\n")
        }
        let xref = file.count
        file += text("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n")
        for offset in offsets { file += text(String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n") }
        file += text("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n")
        return file
    }

    /// Catalog (1) and contents (5) as plain objects; pages, page and font (2–4) in object stream 6; xref
    /// stream 7 with fields of 1, 4 and 2 bytes.
    private static func withObjectStream(catalog: [UInt8], inStream: [String], contents: [UInt8]) -> [UInt8] {
        var bodies: [UInt8] = []
        var pairs: [String] = []
        for (index, object) in inStream.enumerated() {
            pairs.append("\(index + 2) \(bodies.count)")
            bodies += text(object + "\n")
        }
        let prefix = text(pairs.joined(separator: " ") + "\n")
        let objectStream = text("<< /Type /ObjStm /N \(inStream.count) /First \(prefix.count) /Length \(prefix.count + bodies.count) >>\nstream\n")
            + prefix + bodies + text("\nendstream")
        var file = header
        var offsets: [Int: Int] = [:]
        for (number, body) in [(1, catalog), (5, contents), (6, objectStream)] {
            offsets[number] = file.count
            file += text("\(number) 0 obj\n") + body + text("\nendobj\n")
        }
        let xrefOffset = file.count
        offsets[7] = xrefOffset
        var rows: [UInt8] = [0, 0, 0, 0, 0, 0xFF, 0xFF]
        for number in 1...7 {
            if (2...4).contains(number) {
                rows += [2, 0, 0, 0, 6, 0, UInt8(number - 2)]
            } else {
                let offset = offsets[number] ?? 0
                rows += [1] + (0..<4).map { UInt8(truncatingIfNeeded: offset >> (8 * (3 - $0))) } + [0, 0]
            }
        }
        file += text("7 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length \(rows.count) >>\nstream\n")
            + rows + text("\nendstream\nendobj\n")
        file += text("startxref\n\(xrefOffset)\n%%EOF\n")
        return file
    }
}
