import CTesseract
import FolioImaging
import Foundation

/// Tesseract's orientation and script detection (the `osd` model): how far a page is turned. One per worker;
/// not thread-safe.
public final class OrientationDetector {
    private let handle: OpaquePointer
    /// Below this OSD confidence the page is left as it is (too little text to tell).
    public var minimumConfidence: Double = 2.0

    /// Loads `osd.traineddata` from `dataPath`.
    public init(dataPath: String) throws {
        guard FileManager.default.fileExists(atPath: dataPath + "/osd.traineddata") else {
            throw OCRError(.modelMissing, "no osd.traineddata in \(dataPath) (orientation detection); install it "
                + "with `sudo apt-get install tesseract-ocr-osd` and run `scripts/setup`")
        }
        guard let api = TessBaseAPICreate() else { throw OCRError(.initFailed, "Tesseract could not be created") }
        guard TessBaseAPIInit3(api, dataPath, "osd") == 0 else {
            TessBaseAPIDelete(api)
            throw OCRError(.initFailed, "Tesseract could not load osd.traineddata from \(dataPath)")
        }
        _ = TessBaseAPISetVariable(api, "debug_file", "/dev/null")
        TessBaseAPISetPageSegMode(api, PSM_OSD_ONLY)
        handle = api
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// The clockwise rotation (0, 90, 180 or 270) that makes `image` upright, with Tesseract's confidence;
    /// nil when the page has too little text to tell.
    public func uprightRotation(of image: Image, dpi: Double?) -> (degrees: Int, confidence: Double)? {
        image.withUnsafePix { TessBaseAPISetImage2(handle, UnsafeMutablePointer($0)) }
        if let dpi, dpi >= 70 { TessBaseAPISetSourceResolution(handle, Int32(dpi.rounded())) }
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var confidence: Float = 0
        var scriptName: UnsafePointer<CChar>?
        var scriptConfidence: Float = 0
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, &scriptName, &scriptConfidence) != 0,
              Double(confidence) >= minimumConfidence else { return nil }
        // Tesseract reports how far the page is turned clockwise; turning it back that far, i.e. the rest
        // of the circle clockwise, puts it upright (checked on Tesseract's rotated phototest images).
        return ((360 - Int(degrees) % 360) % 360, Double(confidence))
    }
}
