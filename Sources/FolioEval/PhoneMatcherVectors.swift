import Foundation

/// libphonenumber's `PhoneNumberMatcherTest` leniency sets (`phone/libphonenumber_matcher_cases.json`), each
/// text alone on its line, run with `--kinds phone --region <the case's region>`. Folio matches at VALID
/// leniency, so:
///
/// - IMPOSSIBLE_CASES must give no phone match: each one is a false positive;
/// - VALID_CASES, STRICT_GROUPING_CASES and EXACT_GROUPING_CASES must give a phone match anywhere in the text
///   (a true positive; none is a false negative; further matches are not counted — upstream asserts only
///   that a number is found);
/// - POSSIBLE_ONLY_CASES are not scored (found only below VALID leniency).
///
/// Upstream runs these against its small test metadata, so with real metadata a few may be decided
/// differently; they are scored as written.
public enum PhoneMatcherVectors {
    struct Record: Decodable {
        var set: String
        var text: String
        var region: String
    }

    static let mustFind: Set<String> = ["VALID_CASES", "STRICT_GROUPING_CASES", "EXACT_GROUPING_CASES"]

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "libphonenumber_matcher_cases.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        for (index, record) in try DetectorVectors.decode([Record].self, from: data, path: path).enumerated() {
            let check: DetectorCheck
            if record.set == "IMPOSSIBLE_CASES" {
                check = DetectorCheck(kind: .phone, expected: [], unexpected: .all)
            } else if mustFind.contains(record.set) {
                check = DetectorCheck(kind: .phone, expected: [.anyMatch(within: nil)], unexpected: .none)
            } else if record.set == "POSSIBLE_ONLY_CASES" {
                result.exclude(.phoneMatcher, "POSSIBLE_ONLY_CASES: found only below VALID leniency, not scored")
                continue
            } else {
                throw EvalError(.malformed, path: path, message: "record \(index + 1) has an unknown set \(record.set)")
            }
            result.cases.append(DetectorCase(
                id: "phone-matcher#\(index + 1)", suite: .phoneMatcher, subsets: [record.set], lines: [record.text],
                options: DetectOptions(kinds: [.phone], region: record.region), checks: [check]))
        }
        return result
    }
}
