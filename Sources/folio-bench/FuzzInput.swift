/// One generated input: its bytes and the recipe that made them, spelled out in its file name
/// (`<format>-s<seed>-<index>-<seed document>-<damage>.<ext>`, e.g. `png-s1-007-text-ihdr-w=0.png`), so that
/// `folio-bench fuzz --seed S --only NAME` regenerates exactly this file.
struct FuzzInput: Sendable {
    var format: FuzzFormat
    var index: Int
    /// The seed document it came from (`text`, `1x1`, `hand-scan`…).
    var origin: String
    /// `valid` for an unmutated seed, else the damage labels joined by `+`.
    var recipe: String
    var bytes: [UInt8]
    /// The file name: format, session seed, index, origin and recipe (characters outside `[A-Za-z0-9=@+._-]`
    /// become `_`).
    let name: String

    /// An input of `format`, number `index` of session `seed`.
    init(format: FuzzFormat, index: Int, seed: UInt64, origin: String, recipe: String, bytes: [UInt8]) {
        self.format = format
        self.index = index
        self.origin = origin
        self.recipe = recipe
        self.bytes = bytes
        let number = String(repeating: "0", count: max(0, 3 - String(index).count)) + String(index)
        let stem = "\(format.rawValue)-s\(seed)-\(number)-\(origin)-\(recipe)"
        let safe = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || "=@+._-".contains($0)) ? $0 : "_" })
        name = String(safe.prefix(180)) + "." + format.fileExtension
    }

    /// The prefix naming this input without its recipe (`png-s1-007`), enough for `--only`.
    var key: String { String(name.split(separator: "-").prefix(3).joined(separator: "-")) }
}
