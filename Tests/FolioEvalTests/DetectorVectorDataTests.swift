import Foundation
import Testing
@testable import FolioEval

/// The shared detector vectors, read in place when this machine has them.
@Suite struct DetectorVectorDataTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/data/detectors-dev").standardizedFileURL
    static let present = FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCE.md").path)

    @Test(.enabled(if: present, "../shared/data/detectors-dev is absent; the shared detector vectors are not on this machine"))
    func everySuiteLoadsIntoRunnableCases() throws {
        let vectors = try DetectorVectors.load(Self.folder)
        let suites = Set(vectors.cases.map(\.suite))
        #expect(suites == Set(DetectorSuite.allCases))
        #expect(Set(vectors.cases.map(\.id)).count == vectors.cases.count, "case ids are unique")
        for testCase in vectors.cases {
            #expect(!testCase.lines.isEmpty, "\(testCase.id) has no line")
            #expect(!testCase.checks.isEmpty, "\(testCase.id) scores nothing")
            #expect(testCase.lines.allSatisfy { !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } },
                    "\(testCase.id) holds a line break")
        }
        _ = try DetectorBatch.batches(vectors.cases)
    }

    @Test(.enabled(if: present, "../shared/data/detectors-dev is absent; the shared detector vectors are not on this machine"))
    func eachKindHasBothThingsToFindAndThingsNotToFind() throws {
        let vectors = try DetectorVectors.load(Self.folder)
        for kind in [DetectorKind.email, .url, .phone, .date, .money] {
            let checks = vectors.cases.flatMap(\.checks).filter { $0.kind == kind }
            #expect(checks.contains { !$0.expected.isEmpty }, "\(kind) expects nothing anywhere")
            #expect(checks.contains { $0.expected.isEmpty }, "\(kind) has no must-not-find case")
        }
        #expect(vectors.cases.contains { $0.checks.contains { $0.kind == .time && !$0.expected.isEmpty } })
    }

    @Test(.enabled(if: present, "../shared/data/detectors-dev is absent; the shared detector vectors are not on this machine"))
    func knownVectorsReadAsDocumented() throws {
        let vectors = try DetectorVectors.load(Self.folder)
        let lines = { (suite: DetectorSuite) in vectors.cases.filter { $0.suite == suite }.map { $0.lines.joined(separator: "\n") } }
        #expect(lines(.linkifyLinks).contains("http://example.invalid % don't restrict root domain when schema exists"))
        #expect(lines(.linkifyNotLinks).contains("foo@bar     % Should be at second level domain & with correct tld"))
        #expect(lines(.phoneExamples).contains("Call +1 900 234 5678 today."))
        #expect(lines(.dateparserParser).contains("April 9, 2013 at 6:11 a.m."))
        #expect(!lines(.dateparserParser).contains("11 Mai 2014"))
        #expect(vectors.cases.contains { $0.suite == .priceParser && $0.subsets.contains("EXAMPLES_XFAIL") })
    }
}
