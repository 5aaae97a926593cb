import FolioModel
import Foundation
import Testing

@Suite struct DocumentJSONTests {
    func sampleDocument(quad: [Point]?) -> Document {
        let word = Word(text: "Total", box: Box(x: 10, y: 20, width: 50, height: 12), confidence: 0.9)
        let page = Page(index: 0, width: 800, height: 1000, dpi: 300, sourceQuad: quad,
                        sourceQuadConfidence: quad == nil ? nil : 0.875, textSource: .ocr,
                        transcript: "Total", confidence: 0.9, lines: [Line(words: [word])],
                        paragraphs: [Paragraph(order: 0, text: "Total", box: word.box)])
        return Document(id: "abc", source: SourceInfo(path: "/x/r.jpg", sha256: "abc", mediaType: .jpeg,
                                                      byteCount: 10, pageCount: 1),
                        status: .ok, pages: [page])
    }

    func json(_ document: Document) throws -> [String: Any] {
        let data = try JSONEncoder().encode(document)
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func absentOptionalsAreExplicitNulls() throws {
        let object = try json(sampleDocument(quad: nil))
        #expect(object["receipt"] is NSNull)
        let pages = try #require(object["pages"] as? [[String: Any]])
        #expect(pages[0]["sourceQuad"] is NSNull)
        #expect(pages[0]["sourceQuadConfidence"] is NSNull)
        for key in ["lists", "tables", "barcodes", "detectedData"] {
            #expect((pages[0][key] as? [Any])?.isEmpty == true, "\(key) should be an empty array")
        }
    }

    @Test func schemaShapeAndPointsAsPairs() throws {
        let quad = [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6), Point(x: 7, y: 8)]
        let object = try json(sampleDocument(quad: quad))
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["status"] as? String == "ok")
        let source = try #require(object["source"] as? [String: Any])
        #expect(source["mediaType"] as? String == "image/jpeg")
        let page = try #require((object["pages"] as? [[String: Any]])?.first)
        #expect(page["textSource"] as? String == "ocr")
        let corners = try #require(page["sourceQuad"] as? [[Double]])
        #expect(corners == [[1, 2], [3, 4], [5, 6], [7, 8]])
        #expect(page["sourceQuadConfidence"] as? Double == 0.875)
        let line = try #require((page["lines"] as? [[String: Any]])?.first)
        let box = try #require(line["box"] as? [String: Double])
        #expect(Set(box.keys) == ["x", "y", "width", "height"])
    }

    @Test func roundTrips() throws {
        let quad = [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6), Point(x: 7, y: 8)]
        for document in [sampleDocument(quad: nil), sampleDocument(quad: quad)] {
            let decoded = try JSONDecoder().decode(Document.self, from: JSONEncoder().encode(document))
            #expect(decoded == document)
        }
    }
}

@Suite struct ModelRulesTests {
    @Test(arguments: [
        (3, 3, 0, DocumentStatus.ok), (3, 2, 1, .partial), (3, 0, 3, .failed), (0, 0, 1, .failed), (2, 2, 1, .partial),
    ])
    func statusFollowsPagesAndErrors(pageCount: Int, processed: Int, errors: Int, expected: DocumentStatus) {
        #expect(Document.status(pageCount: pageCount, processedPages: processed, errorCount: errors) == expected)
    }

    @Test func lineFromWordsJoinsTextAndEnclosesBoxes() {
        let a = Word(text: "ab", box: Box(x: 0, y: 10, width: 10, height: 5), confidence: 1)
        let b = Word(text: "cdef", box: Box(x: 20, y: 8, width: 30, height: 9), confidence: 0.25)
        let line = Line(words: [a, b])
        #expect(line.text == "ab cdef")
        #expect(line.box == Box(x: 0, y: 8, width: 50, height: 9))
        // Confidence is weighted by characters: (1·2 + 0.25·4) / 6 = 0.5.
        #expect(abs(line.confidence - 0.5) < 1e-9)
    }

    @Test func mediaTypeSupport() {
        #expect(MediaType.pdf.isSupported && MediaType.tiff.isSupported && MediaType.heif.isSupported)
        #expect(!MediaType.plainText.isSupported && !MediaType.zip.isSupported && !MediaType.unknown.isSupported)
        // A TIFF or PDF holds pages; every other supported type is one image.
        #expect(MediaType.heif.isSingleImage && MediaType.png.isSingleImage && MediaType.webp.isSingleImage)
        #expect(!MediaType.tiff.isSingleImage && !MediaType.pdf.isSingleImage && !MediaType.zip.isSingleImage)
        #expect(MediaType.plainText.displayName == "plain text")
    }

    @Test func tablesCarryHeaderRowsAndPageRangeAndReadOlderJSONWithout() throws {
        let box = Box(x: 1, y: 2, width: 3, height: 4)
        let table = Table(order: 0, box: box, rowCount: 1, columnCount: 1, ruled: false,
                          cells: [TableCell(row: 0, column: 0, text: "a", box: box)])
        let json = try #require(String(data: try JSONEncoder().encode(table), encoding: .utf8))
        #expect(json.contains("\"headerRowCount\":0") && json.contains("\"pageRange\":null"))
        let older = Data(#"{"order":0,"box":{"x":1,"y":2,"width":3,"height":4},"rowCount":1,"columnCount":1,"ruled":true,"cells":[]}"#.utf8)
        let decoded = try JSONDecoder().decode(Table.self, from: older)
        #expect(decoded.headerRowCount == 0 && decoded.pageRange == nil && decoded.ruled)
        var continued = table
        continued.headerRowCount = 1
        continued.pageRange = [2, 3]
        #expect(try JSONDecoder().decode(Table.self, from: JSONEncoder().encode(continued)) == continued)
    }

    @Test func receiptsCarryTheirDiscountAndPaymentAndReadOlderJSONWithout() throws {
        let plain = try #require(String(data: try JSONEncoder().encode(Receipt(total: "5.00")), encoding: .utf8))
        for key in ["discount", "paymentMethod", "cardBrand", "cardLast4"] {
            #expect(plain.contains("\"\(key)\":null"))
        }
        let older = Data(#"{"merchant":"Cafe","subtotal":"10.00","tax":"1.00","tip":null,"total":"11.00","items":[]}"#.utf8)
        let decoded = try JSONDecoder().decode(Receipt.self, from: older)
        #expect(decoded.discount == nil && decoded.total == "11.00" && decoded.confidence.isEmpty)
        #expect(decoded.paymentMethod == nil && decoded.cardBrand == nil && decoded.cardLast4 == nil)
        let discounted = Receipt(subtotal: "10.00", discount: "2.00", tax: "0.80", total: "8.80", paymentMethod: "card",
                                 cardBrand: "amex", cardLast4: "1005")
        #expect(try JSONDecoder().decode(Receipt.self, from: JSONEncoder().encode(discounted)) == discounted)
    }
}
