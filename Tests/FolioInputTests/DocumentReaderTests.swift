import FolioImaging
import FolioInput
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@Suite struct DocumentReaderTests {
    func reader(_ fixture: String, options: InputOptions = InputOptions()) throws -> DocumentReader {
        try DocumentReader(url: TestPaths.fixture(fixture), options: options)
    }

    @Test func multiPageTIFFHasEveryPageWithItsResolution() throws {
        let r = try reader("samples/two-page-memo.tif")
        #expect(r.mediaType == .tiff)
        #expect(r.pageCount == 2)
        for index in 0..<2 {
            guard case .image(let image, let dpi) = try r.page(index) else {
                Issue.record("page \(index) of a TIFF should be an image")
                continue
            }
            #expect(dpi == 200)
            #expect(image.width > 1000)
        }
    }

    @Test func bornDigitalPDFUsesItsTextLayer() throws {
        let r = try reader("samples/report.pdf")
        #expect(r.mediaType == .pdf)
        guard case .text(let layer) = try r.page(0) else {
            Issue.record("report.pdf page 1 should come from its text layer")
            return
        }
        #expect(layer.dpi == 300)
        #expect(!layer.lines.isEmpty)
        let truthFirstPage = try String(contentsOf: TestPaths.fixture("truth/report.pdf.txt"), encoding: .utf8)
            .components(separatedBy: "\u{0C}")[0]
        let firstTruthWord = try #require(truthFirstPage.split(whereSeparator: \.isWhitespace).first)
        #expect(layer.lines.first?.words.first?.text == String(firstTruthWord))
        // Word boxes lie on the page.
        for word in layer.lines.flatMap(\.words) {
            #expect(word.box.x >= 0 && word.box.maxX <= Double(layer.width) + 1)
            #expect(word.box.y >= 0 && word.box.maxY <= Double(layer.height) + 1)
        }
    }

    @Test func scannedPDFGivesItsEmbeddedImageAtNativeResolution() throws {
        let r = try reader("samples/invoice-scan.pdf")
        #expect(r.pageCount == 2)
        guard case .image(let image, let dpi) = try r.page(0) else {
            Issue.record("a scanned page should give an image")
            return
        }
        let nativeDPI = try #require(dpi)
        #expect(nativeDPI >= 150 && nativeDPI <= 400)
        #expect(image.width > 1000)
    }

    /// poppler runs a table row's cells together in its text ("January12,480"); the gaps between their
    /// characters split them.
    @Test func textLayerWordsSplitAtWideGapsBetweenCharacters() throws {
        guard case .text(let layer) = try reader("samples/report.pdf").page(0) else {
            Issue.record("report.pdf page 1 should come from its text layer")
            return
        }
        let words = layer.lines.flatMap(\.words).map(\.text)
        #expect(words.contains("January") && words.contains("12,480") && words.contains("61,904"))
        #expect(!words.contains { $0.hasPrefix("January") && $0 != "January" })
    }

    @Test func textLayerCanBeIgnored() throws {
        let r = try reader("samples/report.pdf", options: InputOptions(renderDPI: 100, useTextLayer: false))
        guard case .image(let image, let dpi) = try r.page(0) else {
            Issue.record("with the text layer off, the page should be rendered")
            return
        }
        #expect(dpi == 100)
        #expect(abs(image.width - 827) <= 1) // A4 (595.28 pt) at 100 dpi
    }

    @Test(arguments: [
        ("bad/empty.pdf", InputError.Code.empty, "empty"),
        ("bad/notes.txt", .unsupportedType, "plain text"),
        ("bad/notes-renamed.png", .unsupportedType, "plain text"),
        ("bad/half.pdf", .truncated, "truncated"),
        ("bad/encrypted.pdf", .encrypted, "password"),
        ("bad/huge.png", .tooLarge, "megapixels"),
    ])
    func badFilesFailWithTheirReason(fixture: String, code: InputError.Code, phrase: String) {
        #expect {
            _ = try reader(fixture)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.code == code && error.message.contains(phrase)
        }
    }

    /// Bytes of no format (a PNG's name over noise) are refused as such, the type named once.
    @Test func bytesOfNoKnownFormatAreRefusedSayingSo() throws {
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<3000).map { _ in UInt8.random(in: 0...255, using: &generator) | 0x80 })
        let file = try TestPaths.temporaryDirectory("noise").appendingPathComponent("noise.png")
        try noise.write(to: file)
        #expect {
            _ = try DocumentReader(url: file, options: InputOptions())
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.code == .unsupportedType
                && error.message.contains("its content is no format Folio recognises (application/octet-stream)")
        }
    }

    /// The receipt sample re-encoded in each other image format Folio takes reads as a one-page image of the
    /// same size, and reduced to the working size like a JPEG; cut short, it fails naming its format.
    @Test(arguments: [("webp", MediaType.webp, LeptonicaFormat?.some(.webp)), ("gif", .gif, .gif), ("bmp", .bmp, .bmp),
                      ("jp2", .jpeg2000, .jpeg2000), ("pnm", .pnm, .pnm), ("heic", .heif, nil), ("avif", .avif, nil)])
    func everyImageFormatReadsAsOnePage(suffix: String, type: MediaType, format: LeptonicaFormat?) throws {
        let image = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/receipt.jpg")), maxPixels: 1 << 24)
        let data = try format.map { try image.encoded(as: $0) }
            ?? HEIFImage.encode(image, avif: type == .avif, quality: 70)
        let directory = try TestPaths.temporaryDirectory("formats")
        let file = directory.appendingPathComponent("receipt.\(suffix)")
        try data.write(to: file)
        let whole = try DocumentReader(url: file, options: InputOptions())
        #expect(whole.mediaType == type && whole.pageCount == 1)
        guard case .image(let page, _) = try whole.page(0) else {
            Issue.record("a \(type.displayName) page should be an image")
            return
        }
        #expect(page.width == 630 && page.height == 992)
        let reduced = try DocumentReader(url: file, options: InputOptions(workingPixels: 200_000))
        guard case .image(let small, _) = try reduced.page(0) else { return }
        #expect(small.width == 315 && small.height == 496)

        let cut = directory.appendingPathComponent("cut.\(suffix)")
        try data.prefix(data.count / 3).write(to: cut)
        #expect {
            _ = try DocumentReader(url: cut, options: InputOptions()).page(0)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.code == .corrupt && error.message.contains(type.displayName)
        }
    }

    @Test func anImageOverTheWorkingSizeIsReadReduced() throws {
        // 630 × 992 at 200 dpi; a working size of 0.2 megapixels halves it.
        let r = try reader("samples/receipt.jpg", options: InputOptions(workingPixels: 200_000))
        guard case .image(let image, let dpi) = try r.page(0) else {
            Issue.record("a JPEG page should be an image")
            return
        }
        #expect(image.width == 315 && image.height == 496)
        #expect(dpi == 100)
        let whole = try reader("samples/receipt.jpg")
        guard case .image(let full, _) = try whole.page(0) else { return }
        #expect(full.width == 630, "under the working size the image is read whole")
    }

    @Test func aScannedPDFPageTooLargeForTheWorkingSizeIsRenderedSmaller() throws {
        let native = try reader("samples/invoice-scan.pdf")
        guard case .image(let scan, let nativeDPI?) = try native.page(0) else {
            Issue.record("a scanned page should give an image")
            return
        }
        // A4 at the 300 dpi render resolution is 8.7 megapixels: over a 2 megapixel working size, the page is
        // rendered at the dpi that fits instead of the scan being extracted whole.
        let small = try reader("samples/invoice-scan.pdf", options: InputOptions(workingPixels: 2_000_000))
        guard case .image(let image, let dpi?) = try small.page(0) else {
            Issue.record("a scanned page should give an image")
            return
        }
        #expect(image.width * image.height <= 2_000_000)
        #expect(dpi < nativeDPI && dpi >= 100, "rendered at \(dpi) dpi, scan \(nativeDPI)")
        #expect(abs(Double(image.width) / Double(scan.width) - dpi / nativeDPI) < 0.01)
        #expect(try image.darkPixelCount(below: 128) > 1000, "the scan's print is on the rendered page")
    }

    @Test func aPageThatDrawsAScanIsRenderedBySplashLikeCairoWould() throws {
        // Over a 2 megapixel working size the scanned page is rendered; pages that draw images go through Splash
        // (which shrinks the scan as it decodes it). The result must be the page poppler's cairo backend draws.
        let small = try reader("samples/invoice-scan.pdf", options: InputOptions(workingPixels: 2_000_000))
        guard case .image(let splash, let dpi?) = try small.page(0),
              let cairo = try small.renderedPDFPage(0, dpi: dpi) else {
            Issue.record("a scanned page should give an image")
            return
        }
        #expect(abs(splash.width - cairo.width) <= 1 && abs(splash.height - cairo.height) <= 1,
                "Splash \(splash.width) × \(splash.height), cairo \(cairo.width) × \(cairo.height)")
        // The ink falls in the same places: dark pixels per cell of a 4 × 4 grid agree within 10% (or 200 pixels).
        let w = min(splash.width, cairo.width) / 4, h = min(splash.height, cairo.height) / 4
        var inkedCells = 0
        for row in 0..<4 {
            for column in 0..<4 {
                let a = try splash.cropped(x: column * w, y: row * h, width: w, height: h).darkPixelCount(below: 128)
                let b = try cairo.cropped(x: column * w, y: row * h, width: w, height: h).darkPixelCount(below: 128)
                #expect(abs(a - b) <= max(200, b / 10), "cell \(row), \(column): Splash \(a), cairo \(b)")
                if b > 200 { inkedCells += 1 }
            }
        }
        #expect(inkedCells >= 4, "the scan's print is spread over the page")
    }

    @Test func truncatedJPEGOpensButItsPageFails() throws {
        let r = try reader("bad/truncated.jpg")
        #expect(r.mediaType == .jpeg)
        #expect(throws: InputError.self) { try r.page(0) }
    }
}

@Suite struct PageLimitTests {
    /// A one-page PDF whose page box is `points` square, with a diagonal line on it (so it is not blank).
    func hugePDF(points: Int) throws -> URL {
        let content = "0 0 m \(points) \(points) l 50 w S"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(points) \(points)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var pdf = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { pdf += String(format: "%010d 00000 n \n", offset) }
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        let url = try TestPaths.temporaryDirectory("folio-huge-pdf").appendingPathComponent("huge.pdf")
        try Data(pdf.utf8).write(to: url)
        return url
    }

    @Test func aHugePageBoxIsRenderedUnderTheRenderLimit() throws {
        // 14,400 points (200 inches) square at 300 dpi would be 3.6 gigapixels.
        let reader = try DocumentReader(url: try hugePDF(points: 14_400),
                                        options: InputOptions(maxRenderPixels: 20_000_000, workingPixels: 40_000_000))
        guard case .image(let image, let dpi) = try reader.page(0) else {
            Issue.record("expected a rendered page")
            return
        }
        #expect(image.width * image.height <= 20_000_000)
        #expect(image.width > 4000, "rendered as large as the limit allows: \(image.width)")
        #expect((dpi ?? 0) < 25)
    }

    @Test func anEmptyPDFPageIsBlankWithoutARender() throws {
        let url = try TestPaths.temporaryDirectory("folio-blank-pdf").appendingPathComponent("blank.pdf")
        let pdf = """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
            trailer << /Root 1 0 R >>
            %%EOF

            """
        try Data(pdf.utf8).write(to: url)
        let reader = try DocumentReader(url: url)
        guard case .blank(let width, let height, let dpi) = try reader.page(0) else {
            Issue.record("expected a blank page")
            return
        }
        #expect(width == 2550 && height == 3300 && dpi == 300)
    }
}

@Suite struct RightToLeftTextLayerTests {
    /// layout-dev's wasm design rationale, page 2: poppler sets the code span "f16" (another font, its own
    /// baseline) apart as a line of its own, standing in the gap between "of" and "only" of its line; it goes back
    /// into that line. Lines of the other column, level with the first, stay apart.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (layout-dev's wasm-design_rationale.pdf)"))
    func aCodeSpanPopplerSetsApartGoesBackIntoItsLine() throws {
        let reader = try DocumentReader(url: TestPaths.shared("layout-dev/pdf/wasm-design_rationale.pdf"))
        guard case .text(let layer) = try reader.page(1) else {
            Issue.record("a born-digital page should give its text layer")
            return
        }
        let texts = layer.lines.map(\.text)
        #expect(texts.contains("load/store of f16 only whereas other"))
        #expect(!texts.contains("f16"))
        #expect(texts.contains("The ideal semantics is for out-of-bounds accesses"))
    }

    /// tabula-java's indictb1h_14.pdf: a Hebrew statistical table. poppler writes a bidirectional control
    /// around every right-to-left run (956 of the page's 2,356 characters) and gives those no rectangle; counted
    /// as characters, they shifted every later character onto another's rectangle and scrambled the figures.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (tabula-java's indictb1h_14.pdf)"))
    func figuresOfAHebrewTableKeepTheirPlaces() throws {
        let reader = try DocumentReader(url: TestPaths.shared("tables/tabula-java/indictb1h_14.pdf"))
        guard case .text(let layer) = try reader.page(0) else {
            Issue.record("a born-digital page should give its text layer")
            return
        }
        let words = layer.lines.flatMap(\.words)
        #expect(!words.contains { $0.text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) } })
        // The first row of figures ("סך הכל", in total), one word each, left to right at one height as printed.
        let first = try #require(words.first { $0.text == "2.6" })
        let middle = first.box.y + first.box.height / 2
        let row = words.filter { word in
            abs(word.box.y + word.box.height / 2 - middle) < first.box.height / 2
                && (word.text.first?.isNumber == true || word.text.hasPrefix("-"))
        }
        #expect(row.sorted { $0.box.x < $1.box.x }.map(\.text) == ["2.6", "3.2", "3.0", "4.2", "5.8", "1.9"])
    }

    /// tabula-java's arabic.pdf: a ruled table of Arabic phrases. poppler-glib's page text (a selection over the
    /// page) keeps one of its six lines; the page is read from poppler-cpp's word list instead, each word turned
    /// into the order it is read and each line read from the right where it is mostly Arabic.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (tabula-java's arabic.pdf)"))
    func everyLineOfAnArabicPageIsReadInReadingOrder() throws {
        let reader = try DocumentReader(url: TestPaths.shared("tables/tabula-java/arabic.pdf"))
        guard case .text(let layer) = try reader.page(0) else {
            Issue.record("a born-digital page should give its text layer")
            return
        }
        let lines = layer.lines.map { $0.words.map(\.text).joined(separator: " ") }
        #expect(lines.count == 5, "\(lines)")
        // "My name is Sultan ... Hello": the first word read is the rightmost; the tanween poppler sets apart
        // above the last letter of "Hello" is part of that word.
        #expect(lines.first == "ﺍﺳﻤﻲ ﺳﻠﻄﺎﻥ ﻣﺮﺣﺒﺎً", "\(lines)")
        #expect(lines.contains("ﻋﻨﺪﻱ 47 ﻗﻄﻂ 1234"), "\(lines)")
        // A mostly English line reads from the left, its Arabic word in reading order.
        #expect(lines.last == "Jeremy is ﺟﺮﻣﻲ in Arabic", "\(lines)")
        // Words lie left to right on the page in the opposite order they are read on an Arabic line.
        let first = layer.lines[0].words
        #expect(first[0].box.x > first[1].box.x && first[1].box.x > first[2].box.x)
    }

    /// indictb1h_14.pdf's row of years (2014 … 2009) heads its table; poppler-glib's text leaves it out.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (tabula-java's indictb1h_14.pdf)"))
    func theHebrewTablesRowOfYearsIsRead() throws {
        let reader = try DocumentReader(url: TestPaths.shared("tables/tabula-java/indictb1h_14.pdf"))
        guard case .text(let layer) = try reader.page(0) else {
            Issue.record("a born-digital page should give its text layer")
            return
        }
        let years = try #require(layer.lines.first { $0.words.contains { $0.text == "2014" } })
        // Figures alone hold no letters of either script: the line is read from the left.
        #expect(years.words.map(\.text) == ["2014", "2013", "2012", "2011", "2010", "2009"],
                "\(years.words.map(\.text))")
    }
}

