import ArgumentParser
import FolioDetect
import Foundation

extension FolioCommand {
    /// `folio detect`: the data detectors on a text or stdin, one JSON object per match per line.
    struct Detect: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find e-mail addresses, phone numbers, links, dates, times, amounts, postal addresses, tracking "
                + "numbers and flight numbers in text.",
            discussion: """
                Reads TEXT, or stdin when it is absent, and prints one JSON object per match per line:
                {"kind","text","value","confidence","start","end"} (start and end are Unicode scalar offsets,
                end exclusive). With --lines each input line is its own text and matches carry "line": n (0-based).
                """)

        @Argument(help: "The text to read (default: stdin).")
        var text: String?

        @Option(help: ArgumentHelp("Kinds to report, comma-separated: email, phone, url, date, time, money, address, "
                                   + "trackingNumber, flightNumber (default: all)."))
        var kinds: String?

        @Option(help: "ISO 3166 region for phone numbers without a country code and for \"$\" (default US).")
        var region: String = "US"

        @Option(help: "Order of ambiguous numeric dates: DMY, MDY or YMD (default: the region's usual order).")
        var dateOrder: String?

        @Option(help: "ISO 4217 currency of amounts printed without one.")
        var currency: String?

        @Flag(help: "Each input line is its own text; matches carry \"line\": n.")
        var lines = false

        @Flag(help: "Each text is one field value (a cell, a CSV column): a lone number is read as an amount.")
        var fields = false

        func run() throws {
            let options = try detectionOptions()
            let detectors = DataDetectors(options: options)
            let input: String
            if let text {
                input = text
            } else {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                input = String(decoding: data, as: UTF8.self)
            }
            var out = DetectOutput()
            var lineNumber = 0
            var offset = 0
            // A long text is read a line at a time, in batches of lines (which the phone matcher reads at once),
            // offsets kept to the whole text. Only a postal address spans lines: without --lines, a batch's lines are
            // read together, and its last `overlap` lines are read again at the start of the next batch; a batch
            // reports the matches that start before them, the next one those that start after what was reported, so
            // an address across the split is read whole, once.
            let batchSize = 4096, overlap = 32
            var batch: [ScalarText] = []
            var reportedEnd = 0
            func flush(last: Bool) {
                if lines {
                    for matches in detectors.matches(inEach: batch) {
                        for match in matches { out.write(match, offset: 0, line: lineNumber) }
                        lineNumber += 1
                    }
                    batch.removeAll(keepingCapacity: true)
                    return
                }
                let done = last ? batch.count : batch.count - overlap
                let doneLength = batch[..<done].reduce(0) { $0 + $1.count + 1 }
                let before = reportedEnd
                for match in detectors.matches(inLinesOf: batch)
                where match.start + offset >= before && (last || match.start < doneLength) {
                    out.write(match, offset: offset, line: nil)
                    reportedEnd = max(reportedEnd, match.end + offset)
                }
                offset += doneLength
                batch.removeFirst(done)
            }
            for line in input.split(separator: "\n", omittingEmptySubsequences: false) {
                batch.append(ScalarText(String(line)))
                if batch.count == batchSize { flush(last: false) }
            }
            flush(last: true)
            out.flush()
        }

        func detectionOptions() throws -> DetectionOptions {
            var wanted = Set(DataKind.detected)
            if let kinds {
                wanted = []
                for name in kinds.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                    guard let kind = DataKind(rawValue: name), DataKind.detected.contains(kind) else {
                        throw ValidationError("--kinds: unknown kind '\(name)'; allowed: "
                            + DataKind.detected.map(\.rawValue).joined(separator: ", "))
                    }
                    wanted.insert(kind)
                }
            }
            var order: DateOrder?
            if let dateOrder {
                guard let o = DateOrder(rawValue: dateOrder.uppercased()) else {
                    throw ValidationError("--date-order: '\(dateOrder)' is not DMY, MDY or YMD")
                }
                order = o
            }
            let regionCode = region.uppercased()
            guard regionCode.count == 2, regionCode.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ValidationError("--region: '\(region)' is not a two-letter ISO 3166 code such as US or GB")
            }
            if let currency {
                guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw ValidationError("--currency: '\(currency)' is not a three-letter ISO 4217 code such as USD")
                }
            }
            return DetectionOptions(kinds: wanted, region: regionCode, dateOrder: order, currency: currency,
                                    textIsOneField: fields)
        }
    }
}

/// Buffered JSON Lines on stdout; written by hand, as JSONEncoder would cost more than the detectors on 10 MB.
struct DetectOutput {
    private var buffer: [UInt8] = []

    mutating func write(_ match: TextMatch, offset: Int, line: Int?) {
        var s = "{\"kind\":\"\(match.kind.rawValue)\",\"text\":"
        s += Self.quoted(match.text)
        s += ",\"value\":" + Self.quoted(match.value)
        let hundredths = Int((match.confidence * 100).rounded())
        s += ",\"confidence\":\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
        s += ",\"start\":\(match.start + offset),\"end\":\(match.end + offset)"
        if let line { s += ",\"line\":\(line)" }
        s += "}\n"
        buffer += s.utf8
        if buffer.count > 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Foundation.write(1, raw.baseAddress! + done, raw.count - done)
                if n <= 0 { break }
                done += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
