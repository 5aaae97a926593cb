import FolioInput
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@Suite struct MediaSnifferTests {
    @Test(arguments: [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], MediaType.png),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0], .jpeg),
        ([0x49, 0x49, 0x2A, 0x00, 8, 0], .tiff),
        ([0x4D, 0x4D, 0x00, 0x2A, 0, 8], .tiff),
        (Array("%PDF-1.7\n".utf8), .pdf),
        (Array("\r\n\r\n%PDF-1.4\n".utf8), .pdf),
        (Array("GIF89a....".utf8), .gif),
        (Array("RIFF\u{10}\0\0\0WEBPVP8 ".utf8), .webp),
        ([0, 0, 0, 0x1C] + Array("ftypheic\0\0\0\0mif1heicmiaf".utf8), .heif),
        ([0, 0, 0, 0x18] + Array("ftypmif1\0\0\0\0mif1heic".utf8), .heif),
        ([0, 0, 0, 0x20] + Array("ftypavif\0\0\0\0avifmif1miafMA1B".utf8), .avif),
        ([0, 0, 0, 0x18] + Array("ftypmif1\0\0\0\0mif1avif".utf8), .avif),
        ([0, 0, 0, 0x18] + Array("ftypisom\0\0\u{2}\0isomiso2mp41".utf8), .unknown),
        (Array("P5\n# scanimage\n2480 3508\n255\n".utf8), .pnm),
        (Array("P4 640 480 ".utf8), .pnm),
        (Array("P1 is the first point.\n".utf8), .plainText),
        (Array("P5\n#".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 5000), .pnm),
        (Array("BM".utf8) + [UInt8](repeating: 0, count: 20), .bmp),
        ([0x50, 0x4B, 0x03, 0x04, 0, 0], .zip),
        (Array("Dear Sir,\nthis is text.\n".utf8), .plainText),
        ([0x00, 0x01, 0x02, 0xFE, 0xFD], .unknown),
        ([], .empty),
    ] as [([UInt8], MediaType)])
    func detectsByContent(bytes: [UInt8], expected: MediaType) {
        #expect(MediaSniffer.detect(Data(bytes)) == expected)
    }
}

@Suite struct ContentHashTests {
    @Test func knownDigest() throws {
        // SHA-256("abc") from FIPS 180-2.
        #expect(ContentHash.sha256(of: Data("abc".utf8))
            == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let dir = try TestPaths.temporaryDirectory("hash")
        let file = dir.appendingPathComponent("abc.bin")
        try Data("abc".utf8).write(to: file)
        let digest = try ContentHash.sha256(of: file)
        #expect(digest.hex == ContentHash.sha256(of: Data("abc".utf8)))
        #expect(digest.byteCount == 3)
    }

    @Test func unreadableFileGetsAStandInIdentityAndAReason() {
        let (digest, error) = ContentHash.identity(of: URL(fileURLWithPath: "/nonexistent/folio/x.pdf"))
        #expect(digest.hex.count == 64)
        #expect(error != nil)
    }
}
