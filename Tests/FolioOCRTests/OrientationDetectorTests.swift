import FolioImaging
import FolioOCR
import FolioTestSupport
import Foundation
import Testing

@Suite struct OrientationDetectorTests {
    func detector() throws -> OrientationDetector {
        try OrientationDetector(dataPath: ModelLocator.fastFolders[0])
    }

    func image(_ url: URL) throws -> Image {
        try Image.decode(Data(contentsOf: url), maxPixels: 100_000_000)
    }

    @Test func sidewaysPageNeedsAQuarterTurnBack() throws {
        // Fixtures/ocr/rotated90.png is hello.png turned 90° clockwise: 270° more clockwise makes it upright.
        let turn = try #require(try detector().uprightRotation(of: image(TestPaths.fixture("ocr/rotated90.png")), dpi: 300))
        #expect(turn.degrees == 270)
    }

    @Test func uprightPageStays() throws {
        let turn = try detector().uprightRotation(of: image(TestPaths.fixture("samples/letter.png")), dpi: 300)
        #expect(turn == nil || turn?.degrees == 0)
    }

    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (Tesseract's rotated phototest)"),
          arguments: [("phototest-rotated-L.png", 90), ("phototest-rotated-R.png", 270), ("phototest-rotated-180.png", 180)])
    func tesseractsRotatedTestPages(name: String, expected: Int) throws {
        let url = TestPaths.shared("ocr/tesseract-test/" + name)
        let turn = try #require(try detector().uprightRotation(of: image(url), dpi: nil))
        #expect(turn.degrees == expected)
    }
}
