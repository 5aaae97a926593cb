import Foundation

/// Files with the same bytes. Folio stores a document once per content, and its export names only the first
/// path, so a benchmark that runs a byte-identical copy would find no result under the copy's name.
enum IdenticalFiles {
    /// `files` without the later copies of earlier ones (byte for byte), in order, and each copy dropped with
    /// the file it repeats. A file that cannot be read is kept (Folio will report it).
    static func firstOfEach(_ files: [URL]) -> (kept: [URL], copies: [(copy: URL, of: URL)]) {
        var kept: [URL] = []
        var copies: [(copy: URL, of: URL)] = []
        var bySize: [Int: [(url: URL, data: Data)]] = [:]
        for file in files {
            guard let data = try? Data(contentsOf: file) else {
                kept.append(file)
                continue
            }
            if let original = bySize[data.count]?.first(where: { $0.data == data }) {
                copies.append((file, original.url))
            } else {
                bySize[data.count, default: []].append((file, data))
                kept.append(file)
            }
        }
        return (kept, copies)
    }
}
