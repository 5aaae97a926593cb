import Foundation

extension TableTruth {
    /// A camelot test's call on one PDF, from INDEX.json.
    private struct CamelotCall {
        var test: String
        var pdf: String
        var expected: [String]
        var options: [String: Any]

        var flavor: String { options["flavor"] as? String ?? "lattice" }
        var pages: String { options["pages"] as? String ?? "1" }
        /// lattice (camelot's default), then stream — its two classic methods — then hybrid, then network.
        var flavorRank: Int { ["lattice", "stream", "hybrid", "network"].firstIndex(of: flavor) ?? 4 }
        /// The options as JSON (`flavor="stream" row_tol=10`), or "defaults".
        var optionsText: String {
            let parts = options.keys.sorted().map { key in
                let value = options[key].flatMap { try? JSONSerialization.data(withJSONObject: $0, options: .fragmentsAllowed) }
                return "\(key)=" + (value.map { String(decoding: $0, as: UTF8.self) } ?? "?")
            }
            return parts.isEmpty ? "defaults" : parts.joined(separator: " ")
        }

        /// The call names the area holding the table, so the truth covers that area only.
        var hasArea: Bool { options.keys.contains { camelotAreaOptions.contains($0) } }
    }

    /// Options that change the expected cell texts to camelot's own conventions (markup for superscripts,
    /// stripped characters, text split or copied across spans): a truth made with them is not the page's text.
    private static let camelotTextOptions: Set = ["strip_text", "flag_size", "split_text", "copy_text", "shift_text",
                                                  "layout_kwargs"]
    private static let camelotAreaOptions: Set = ["table_areas", "table_regions"]

    /// Calls INDEX.json does not give as they ran, taken from the suite's notes and tests:
    /// - SOURCE.md: health_protected.pdf is health.pdf with a password, expected data_stream with flavor=stream.
    /// - test_lattice_shift_text lists its three expected tables and three calls in different orders; the call
    ///   with line_scale=40 alone (camelot's default shift_text, a merged cell's text to its top-left cell, as
    ///   Folio does) is compared with data_lattice_shift_text_left_top.
    private static var camelotAddedCalls: [CamelotCall] {
        [
            CamelotCall(test: "test_password (SOURCE.md)", pdf: "health.pdf", expected: ["data_stream"],
                        options: ["flavor": "stream"]),
            CamelotCall(test: "test_lattice_shift_text", pdf: "column_span_2.pdf",
                        expected: ["data_lattice_shift_text_left_top"], options: ["line_scale": 40]),
        ]
    }

    /// camelot's expected tables (expected/*.json) for the calls of INDEX.json. One call per PDF is used: the
    /// one of the highest-ranked flavour, a whole-page call before one limited to an area, more tables before
    /// fewer. Calls whose options change the expected text are left out, and so are calls on PDFs this copy
    /// lacks. Scored pages are the call's `pages` (camelot's default is page 1). A call comparing several tables
    /// gives all the page's tables (complete); the others compare one table of the page (`tables[0]`, or
    /// `tables[1]` with process_background), so other tables found there are not errors.
    static func camelot(folder: URL, tablesRoot: URL) throws -> SuiteTruth {
        var skipped: [String] = []
        var best: [String: CamelotCall] = [:]
        for call in try camelotCalls(folder: folder, skipped: &skipped) + camelotAddedCalls {
            if let option = call.options.keys.sorted().first(where: camelotTextOptions.contains) {
                skipped.append("camelot \(call.test) on \(call.pdf): its expected text depends on \(option)")
                continue
            }
            guard let current = best[call.pdf] else {
                best[call.pdf] = call
                continue
            }
            if (call.flavorRank, call.hasArea ? 1 : 0, -call.expected.count)
                < (current.flavorRank, current.hasArea ? 1 : 0, -current.expected.count) {
                best[call.pdf] = call
            }
        }

        var truths: [TableTruth] = []
        for call in best.values.sorted(by: { $0.pdf < $1.pdf }) {
            let pdf = call.pdf.hasPrefix("tabula/")
                ? tablesRoot.appendingPathComponent("tabula-java").appendingPathComponent(URL(fileURLWithPath: call.pdf).lastPathComponent)
                : folder.appendingPathComponent("pdf").appendingPathComponent(call.pdf)
            guard FileManager.default.fileExists(atPath: pdf.path) else {
                skipped.append("camelot \(call.test): \(call.pdf) is not in this copy")
                continue
            }
            guard let pages = camelotPages(call.pages), pages.count == 1, let page = pages.first else {
                skipped.append("camelot \(call.test): pages \"\(call.pages)\" do not say which page holds which table")
                continue
            }
            let tables = try call.expected.map { name in
                try camelotExpected(folder.appendingPathComponent("expected").appendingPathComponent("\(name).json"))
            }
            truths.append(TableTruth(
                suite: .camelot, path: pdf.path,
                source: "expected/" + call.expected.joined(separator: ", ") + " (\(call.test): \(call.optionsText), "
                    + "page \(page))",
                pages: [Page(index: page - 1, tables: tables, complete: call.expected.count > 1 && !call.hasArea)]))
        }
        return SuiteTruth(truths: truths, skipped: skipped)
    }

    /// Every (test, PDF, options) of INDEX.json. A test with one call per PDF pairs them in order; a test with
    /// several calls on one PDF compares the results of different options, and INDEX.json does not say which
    /// expected table goes with which call, so it is skipped.
    private static func camelotCalls(folder: URL, skipped: inout [String]) throws -> [CamelotCall] {
        let url = folder.appendingPathComponent("INDEX.json")
        guard let data = try? Data(contentsOf: url),
              let records = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] else {
            throw BenchError("\(url.path): cannot read camelot's INDEX.json (a list of test records)")
        }
        var calls: [CamelotCall] = []
        for record in records {
            let test = record["test"] as? String ?? "?"
            let expected = record["expected"] as? [String] ?? []
            let pdfs = record["pdfs"] as? [String] ?? []
            let options = record["read_pdf_kwargs"] as? [[String: Any]] ?? []
            guard !expected.isEmpty, !pdfs.isEmpty, pdfs.count == options.count else {
                skipped.append("camelot \(test): \(options.count) calls on \(pdfs.count) PDF(s); which expected table "
                               + "belongs to which call is not recorded")
                continue
            }
            for (pdf, call) in zip(pdfs, options) {
                calls.append(CamelotCall(test: test, pdf: pdf, expected: expected, options: call.filter { !($0.value is NSNull) }))
            }
        }
        return calls
    }

    /// 1-based page numbers of camelot's `pages` ("1", "1,2", "3-5"); nil for what it cannot read ("all").
    private static func camelotPages(_ pages: String) -> [Int]? {
        var numbers: [Int] = []
        for part in pages.split(separator: ",") {
            let bounds = part.split(separator: "-").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard let first = bounds.first ?? nil, let last = bounds.last ?? nil, bounds.count <= 2, first <= last else {
                return nil
            }
            numbers += Array(first...last)
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// An expected table: a JSON list of rows of cell strings.
    private static func camelotExpected(_ url: URL) throws -> [[String]] {
        guard let data = try? Data(contentsOf: url), let rows = try? JSONDecoder().decode([[String]].self, from: data) else {
            throw BenchError("\(url.path): not a camelot expected table (a JSON list of rows of strings)")
        }
        return rows
    }
}
