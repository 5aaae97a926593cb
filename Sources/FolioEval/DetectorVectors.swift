import Foundation

/// Vectors of a suite the benchmark does not score, and why.
public struct DetectorExclusion: Sendable, Hashable, Codable {
    public var suite: DetectorSuite
    public var reason: String
    public var count: Int

    public init(suite: DetectorSuite, reason: String, count: Int) {
        self.suite = suite
        self.reason = reason
        self.count = count
    }
}

/// Scored cases and what was left out, from one suite or all of them.
public struct LoadedVectors: Sendable {
    public var cases: [DetectorCase] = []
    public var excluded: [DetectorExclusion] = []

    public init(cases: [DetectorCase] = [], excluded: [DetectorExclusion] = []) {
        self.cases = cases
        self.excluded = excluded
    }

    /// Adds `count` vectors of `suite` left out for `reason` (merged with an earlier entry of the same reason).
    mutating func exclude(_ suite: DetectorSuite, _ reason: String, count: Int = 1) {
        if let index = excluded.firstIndex(where: { $0.suite == suite && $0.reason == reason }) {
            excluded[index].count += count
        } else {
            excluded.append(DetectorExclusion(suite: suite, reason: reason, count: count))
        }
    }

    mutating func append(_ other: LoadedVectors) {
        cases += other.cases
        for exclusion in other.excluded { exclude(exclusion.suite, exclusion.reason, count: exclusion.count) }
    }

    /// These vectors without a case whose suite, lines, options and checks repeat an earlier one's (the
    /// suites repeat some strings across test functions); each dropped copy is recorded.
    func deduplicated() -> LoadedVectors {
        struct Key: Hashable {
            var suite: DetectorSuite
            var lines: [String]
            var options: DetectOptions
            var checks: [DetectorCheck]
        }
        var seen = Set<Key>()
        var result = LoadedVectors(excluded: excluded)
        for testCase in cases {
            if seen.insert(Key(suite: testCase.suite, lines: testCase.lines, options: testCase.options,
                               checks: testCase.checks)).inserted {
                result.cases.append(testCase)
            } else {
                result.exclude(testCase.suite, "repeats an earlier case of the suite (same input, options and truth)")
            }
        }
        return result
    }
}

/// The detector test vectors under `detectors-dev/` (see its SOURCE.md), read into scored cases.
///
/// docs/bench-detect.md says how each suite's expectations are read; each loader's doc comment says it too.
public enum DetectorVectors {
    /// The files each suite reads, relative to the `detectors-dev` folder.
    public static let files: [DetectorSuite: String] = [
        .isemail: "email/isemail_tests.json",
        .linkifyLinks: "url/linkify_links.txt",
        .linkifyNotLinks: "url/linkify_not_links.txt",
        .phoneExamples: "phone/libphonenumber_example_numbers.csv",
        .phoneMatcher: "phone/libphonenumber_matcher_cases.json",
        .datefinder: "date/datefinder_cases.json",
        .dateparserSearch: "date/dateparser_search_cases.json",
        .dateparserParser: "date/dateparser_date_parser_cases.json",
        .priceParser: "money/price_parser_examples.json",
    ]

    /// Every suite's cases under `folder` (the `detectors-dev` folder), repeats within a suite removed; throws
    /// when a file is missing or malformed.
    public static func load(_ folder: URL) throws -> LoadedVectors {
        var all = LoadedVectors()
        for suite in DetectorSuite.allCases {
            guard let file = files[suite] else { continue }
            let path = folder.appendingPathComponent(file).path
            let data = try read(folder.appendingPathComponent(file))
            let loaded: LoadedVectors
            switch suite {
            case .isemail: loaded = try IsEmailVectors.load(data, path: path)
            case .linkifyLinks: loaded = try LinkifyVectors.links(text(data, path: path))
            case .linkifyNotLinks: loaded = try LinkifyVectors.notLinks(text(data, path: path))
            case .phoneExamples: loaded = try PhoneExampleVectors.load(text(data, path: path), path: path)
            case .phoneMatcher: loaded = try PhoneMatcherVectors.load(data, path: path)
            case .datefinder: loaded = try DatefinderVectors.load(data, path: path)
            case .dateparserSearch: loaded = try DateparserSearchVectors.load(data, path: path)
            case .dateparserParser: loaded = try DateparserParserVectors.load(data, path: path)
            case .priceParser: loaded = try PriceParserVectors.load(data, path: path)
            }
            all.append(loaded.deduplicated())
        }
        return all
    }

    static func read(_ url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EvalError(.missingFile, path: url.path,
                            message: "missing; the detector vectors need it (see SOURCE.md)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw EvalError(.unreadable, path: url.path, message: "cannot read", underlying: error)
        }
    }

    static func text(_ data: Data, path: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvalError(.unreadable, path: path, message: "not UTF-8")
        }
        return text
    }

    /// `data` decoded as `T`, or `.malformed` naming the file.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw EvalError(.malformed, path: path, message: "not the expected JSON records", underlying: error)
        }
    }
}
