import Foundation
import Testing
@testable import FolioEval

private typealias Point = QuadGeometry.Point

@Suite struct DocPhotoTruthTests {
    private let json = Data("""
        {"b.jpg": {"corners": [[0.1, 0.2], [0.9, 0.2], [0.9, 0.8], [0.1, 0.8]], "tolerance_pixels": 50},
         "a.jpg": {"corners": [[0.5, -0.02], [1.01, 0.5], [0.5, 1], [0, 0.5]], "tolerance_pixels": 10, "rough": true}}
        """.utf8)

    @Test func photosAreReadByNameWithTheirToleranceAndRoughness() throws {
        let truth = try DocPhotoTruth(json: json, path: "corners.json")
        #expect(truth.photos.map(\.name) == ["a.jpg", "b.jpg"])
        #expect(truth.photos[0].rough && !truth.photos[1].rough)
        #expect(truth.photos[0].tolerancePixels == 10)
        #expect(truth.photos[1].corners(width: 200, height: 100)
                == [Point(20, 20), Point(180, 20), Point(180, 80), Point(20, 80)])
    }

    @Test func relativeCornersOutsideTheFrameStayOutside() throws {
        let photo = try DocPhotoTruth(json: json, path: "corners.json").photos[0]
        let corners = photo.corners(width: 1000, height: 500)
        #expect(abs(corners[0].y - -10) < 1e-9)
        #expect(abs(corners[1].x - 1010) < 1e-9)
    }

    @Test(arguments: [
        #"{"a.jpg": {"corners": [[0, 0], [1, 0], [1, 1]], "tolerance_pixels": 5}}"#,
        #"{"a.jpg": {"corners": [[0, 0], [1, 0], [1, 1], [0]], "tolerance_pixels": 5}}"#,
        #"{"a.jpg": {"corners": [[0, 0], [1, 0], [1, 1], [0, 1]], "tolerance_pixels": 0}}"#,
        #"{"a.jpg": {"corners": [[0, 0], [1, 0], [1, 1], [0, 1]]}}"#,
        #"{}"#,
        #"[1, 2]"#,
    ])
    func malformedLabelsAreRefusedNamingTheFile(text: String) {
        #expect {
            try DocPhotoTruth(json: Data(text.utf8), path: "x/corners.json")
        } throws: { error in
            (error as? EvalError)?.code == .malformed && (error as? EvalError)?.path == "x/corners.json"
        }
    }
}

@Suite struct ExifOrientationTests {
    /// A JPEG's first segments: SOI, an APP1 EXIF block whose IFD0 holds the orientation tag (or not), then SOS.
    private func jpeg(orientation: Int?, littleEndian: Bool) -> Data {
        func u16(_ v: Int) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        var tiff: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
        if let orientation {
            // One entry: width (0x0100, LONG) first, to show the tag is found among others.
            tiff += u16(2) + u16(0x0100) + u16(4) + u32(1) + u32(640)
            tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        } else {
            tiff += u16(1) + u16(0x0100) + u16(4) + u32(1) + u32(640)
        }
        tiff += u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = body.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00]
        return Data([0xFF, 0xD8] + app0 + app1 + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])
    }

    @Test(arguments: [(1, true), (6, true), (6, false), (8, false), (3, true)])
    func theOrientationTagIsReadInEitherByteOrder(orientation: Int, littleEndian: Bool) {
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: orientation, littleEndian: littleEndian)) == orientation)
    }

    @Test func aMissingOrInvalidTagOrANonJPEGMeansUpright() {
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: nil, littleEndian: true)) == 1)
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: 0, littleEndian: true)) == 1)
        #expect(ExifOrientation.of(jpeg: jpeg(orientation: 9, littleEndian: false)) == 1)
        #expect(ExifOrientation.of(jpeg: Data("not a jpeg".utf8)) == 1)
        #expect(ExifOrientation.of(jpeg: Data([0xFF, 0xD8, 0xFF, 0xE1, 0x00])) == 1)
    }

    @Test func aPhotoShownTurnedClockwiseMapsTheDisplayedTopRightToTheStoredTopLeft() {
        // Orientation 6: the stored image is turned 90° clockwise for display, so the displayed top-right
        // corner is stored at the top-left, and the displayed top-left at the bottom-left.
        #expect(ExifOrientation.storedPoint(displayed: Point(1, 0), orientation: 6) == Point(0, 0))
        #expect(ExifOrientation.storedPoint(displayed: Point(0, 0), orientation: 6) == Point(0, 1))
        #expect(ExifOrientation.storedPoint(displayed: Point(1, 0), orientation: 8) == Point(1, 1))
        #expect(ExifOrientation.storedPoint(displayed: Point(0.25, 0.5), orientation: 1) == Point(0.25, 0.5))
    }

    @Test(arguments: 1...8)
    func everyOrientationMapsTheImageCornersOntoTheImageCorners(orientation: Int) {
        let corners = [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)]
        let mapped = Set(corners.map { ExifOrientation.storedPoint(displayed: $0, orientation: orientation) })
        #expect(mapped == Set(corners))
    }
}
