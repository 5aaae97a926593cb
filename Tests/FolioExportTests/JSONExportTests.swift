import Foundation
import FolioModel
import Testing
@testable import FolioExport

@Suite struct JSONExportTests {
    @Test func jsonDecodesBackToTheSameDocumentWithExplicitNulls() throws {
        let document = Samples.document(seed: 1, path: "/in/a.png", pages: 2)
        let data = try JSONExport.encode(document)
        let text = String(decoding: data, as: UTF8.self)

        #expect(try JSONDecoder().decode(Document.self, from: data) == document)
        #expect(text.contains("\"sourceQuad\" : null"))
        #expect(text.contains("\"receipt\" : null"))
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(text.contains("\"path\" : \"/in/a.png\""))
    }

    @Test func documentWithQuadAndReceiptRoundTrips() throws {
        let receipt = Receipt(merchant: "Zoë's", date: "2024-01-31", total: "9.99", items: [ReceiptItem(description: "x")])
        let document = Samples.document(seed: 2, path: "/q.png", quad: true, receipt: receipt, errors: ["e"])
        let data = try JSONExport.encode(document)
        let decoded = try JSONDecoder().decode(Document.self, from: data)
        #expect(decoded == document)
        #expect(decoded.pages.first?.sourceQuad?.count == 4)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]])
        let quad = try #require(pages.first?["sourceQuad"] as? [[Double]])
        #expect(quad.first == [1, 2])
    }

    @Test func writeCreatesIdDotJSONInTheDirectory() throws {
        let directory = try TemporaryDirectory()
        let out = directory.url.appendingPathComponent("nested/out")
        let document = Samples.document(seed: 3, path: "/w.png")
        let url = try JSONExport.write(document, to: out)
        #expect(url.lastPathComponent == "\(document.id).json")
        #expect(try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)) == document)
    }

    @Test func nonFiniteNumbersFailWithAnExportError() throws {
        var document = Samples.document(seed: 4, path: "/nan.png")
        document.pages[0].confidence = .nan
        let error = try #require(throws: ExportError.self) { try JSONExport.encode(document) }
        #expect(error.code == .encodingFailed)
        #expect(error.message.contains("/nan.png"))
    }

    @Test func unwritableDirectoryFailsNamingThePath() throws {
        let error = try #require(throws: ExportError.self) {
            try JSONExport.write(Samples.document(seed: 5, path: "/p.png"), to: URL(fileURLWithPath: "/etc/hostname/json"))
        }
        #expect(error.message.contains("/etc/hostname/json"))
    }
}
