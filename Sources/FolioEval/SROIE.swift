import Foundation

/// The key fields of a SROIE receipt as printed (nil when the key file lacks the field).
public struct SROIEFields: Sendable, Hashable, Codable {
    public var company: String?
    public var date: String?
    public var address: String?
    public var total: String?

    /// Fields as given.
    public init(company: String? = nil, date: String? = nil, address: String? = nil, total: String? = nil) {
        self.company = company
        self.date = date
        self.address = address
        self.total = total
    }
}

/// One SROIE receipt: its scan, its transcribed text lines and its key fields.
public struct SROIESample: Sendable, Hashable {
    /// The file stem shared by `img/`, `box/` and `key/`, e.g. `"003"`.
    public var id: String
    /// The receipt scan, `img/<id>.jpg`.
    public var imageURL: URL
    /// The transcript of each annotated text line in file order, from `box/<id>.csv`.
    public var lines: [String]
    /// The key fields, from `key/<id>.json`.
    public var fields: SROIEFields

    /// A sample from its parts.
    public init(id: String, imageURL: URL, lines: [String], fields: SROIEFields) {
        self.id = id
        self.imageURL = imageURL
        self.lines = lines
        self.fields = fields
    }

    /// All transcribed lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}

/// Loader for the ICDAR 2019 SROIE receipt data set laid out as `img/NNN.jpg`, `box/NNN.csv`, `key/NNN.json`.
public enum SROIE {
    /// Every sample under `directory` (one per image in `img/`), sorted by id; throws when a box or key file is
    /// missing or malformed.
    public static func samples(in directory: URL) throws -> [SROIESample] {
        let imageDirectory = directory.appendingPathComponent("img")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: imageDirectory.path)
        } catch {
            throw EvalError(.missingFile, path: imageDirectory.path,
                            message: "no img/ directory: pass the SROIE root holding img/, box/ and key/",
                            underlying: error)
        }
        let imageExtensions: Set<String> = ["jpg", "jpeg", "png"]
        let images = names.filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        return try images.map { name in
            let id = (name as NSString).deletingPathExtension
            let boxURL = directory.appendingPathComponent("box/\(id).csv")
            let keyURL = directory.appendingPathComponent("key/\(id).json")
            return SROIESample(id: id, imageURL: imageDirectory.appendingPathComponent(name),
                               lines: try lines(fromBoxCSV: readText(boxURL), path: boxURL.path),
                               fields: try fields(fromKeyJSON: readData(keyURL), path: keyURL.path))
        }
    }

    /// The transcripts of a `box/NNN.csv` file: each row is `x1,y1,...,x4,y4,transcript`, and only the first
    /// eight fields are split off because the transcript may itself contain commas. Blank rows are skipped.
    public static func lines(fromBoxCSV text: String, path: String = "box CSV") throws -> [String] {
        var result: [String] = []
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        // Split on scalars: Swift treats "\r\n" as one Character, so a Character split on "\n" would miss it.
        let rows = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, scalars) in rows.enumerated() {
            var row = String(String.UnicodeScalarView(scalars))
            if row.hasSuffix("\r") { row.removeLast() }
            if row.allSatisfy(\.isWhitespace) { continue }
            guard let transcript = transcript(ofRow: row) else {
                throw EvalError(.malformed, path: path,
                                message: "line \(number + 1) has fewer than 9 comma-separated fields: \(row)")
            }
            result.append(transcript)
        }
        return result
    }

    /// The transcript of one box row (everything after the eighth comma), or nil when the row has fewer commas.
    public static func transcript(ofRow row: String) -> String? {
        var commas = 0
        for index in row.indices where row[index] == "," {
            commas += 1
            if commas == 8 { return String(row[row.index(after: index)...]) }
        }
        return nil
    }

    /// The fields of a `key/NNN.json` file.
    public static func fields(fromKeyJSON data: Data, path: String = "key JSON") throws -> SROIEFields {
        do {
            return try JSONDecoder().decode(SROIEFields.self, from: data)
        } catch {
            throw EvalError(.malformed, path: path, message: "not a SROIE key object", underlying: error)
        }
    }

    private static func readData(_ url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw EvalError(.missingFile, path: url.path, message: "missing; every image needs its box and key file")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw EvalError(.unreadable, path: url.path, message: "cannot read", underlying: error)
        }
    }

    private static func readText(_ url: URL) throws -> String {
        let data = try readData(url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvalError(.malformed, path: url.path, message: "not UTF-8 text")
        }
        return text
    }
}
