import FolioTestSupport
import Foundation
import Testing

/// `folio detect` on a text longer than one of its batches of lines.
@Suite struct DetectCommandEndToEndTests {
    /// The matches `folio detect` prints for `text`, each as its JSON object.
    func detect(_ text: String) throws -> [[String: Any]] {
        let result = try CommandRunner.folio(["detect", text])
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// An address printed across the split between two batches (4,096 lines) is one match at its offset in the
    /// whole text, and an e-mail address in the lines read twice (the next batch starts before the split) is
    /// reported once.
    @Test func addressAcrossTheBatchSplitIsReadWholeAndNothingTwice() throws {
        var lines = (0..<4095).map { "note \(String(repeating: "a", count: $0 % 7))" }
        lines[4070] = "Write to desk@example.com today"
        lines += ["221B Baker Street", "London NW1 6XE", "the end"]
        let text = lines.joined(separator: "\n")
        let matches = try detect(text)
        let addresses = matches.filter { $0["kind"] as? String == "address" }
        #expect(addresses.count == 1)
        let street = text.unicodeScalars.count - "221B Baker Street\nLondon NW1 6XE\nthe end".unicodeScalars.count
        #expect(addresses.first?["start"] as? Int == street)
        #expect(addresses.first?["value"] as? String == "221B Baker Street, London NW1 6XE")
        #expect(matches.filter { $0["kind"] as? String == "email" }.count == 1)
    }
}
