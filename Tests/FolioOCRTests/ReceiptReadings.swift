import FolioImaging
import FolioOCR
import FolioTestSupport
import Foundation

/// The receipt sample read twice with the accurate model at 200 dpi: as configured by default, then with
/// `change` applied — for tests that compare an option's reading with the plain one.
func receiptReadings(changing change: (inout OCRConfiguration) -> Void) throws -> (plain: OCRPage, changed: OCRPage) {
    let receipt = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/receipt.jpg")), maxPixels: 100_000_000)
    var configuration = OCRConfiguration(dataPath: try ModelLocator.folder(for: .accurate, languages: ["eng"]))
    let plain = try TesseractEngine(configuration: configuration).recognize(receipt, dpi: 200)
    change(&configuration)
    return (plain, try TesseractEngine(configuration: configuration).recognize(receipt, dpi: 200))
}
