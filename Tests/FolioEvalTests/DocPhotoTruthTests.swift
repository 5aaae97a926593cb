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
