import FolioBarcodes
import FolioImaging
import FolioTestSupport
import Foundation
import Testing

/// The generated barcode fixtures (`folio-fixtures barcodes`, Fixtures/barcodes): every picture decodes to
/// exactly the codes its truth lists, each found where it was printed.
@Suite struct BarcodeFixtureTests {
    /// Every PNG in Fixtures/barcodes, so that a new picture is checked without being named here.
    static let images: [String] = {
        let folder = TestPaths.fixture("barcodes").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }()

    @Test func everyPictureHasItsTruthAndEveryTruthItsPicture() throws {
        #expect(Self.images == ["code128-label.png", "delivery-note-scan.png", "ean13-label.png", "qr-label.png",
                                "receipt-foot.png"])
        let listed = try BarcodeFixtureTruth.all().filter { $0.units == "px" }.map(\.file).sorted()
        #expect(listed == Self.images)
    }

    @Test(arguments: images)
    func aPictureDecodesToExactlyItsCodes(file: String) throws {
        let truth = try BarcodeFixtureTruth.entry(file)
        let data = try Data(contentsOf: TestPaths.fixture("barcodes/\(file)"))
        let image = try Image.decode(data, maxPixels: 50_000_000)
        let found = try BarcodeReader().read(image)
        #expect(found.map { "\($0.symbology) \($0.payload)" }.sorted() == truth.expected)
        for code in found {
            let printed = try #require(truth.codes.first { $0.payload == code.payload })
            // ZBar's box joins the points where it read the code: inside the printed bars or modules, give or
            // take the blur of an edge.
            #expect(printed.box.contains(x: code.box.x, y: code.box.y, width: code.box.width,
                                         height: code.box.height, margin: 4),
                    "\(file): \(code.symbology) at \(code.box), printed at \(printed.box)")
        }
    }
}
