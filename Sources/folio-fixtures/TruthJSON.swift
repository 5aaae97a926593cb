import Foundation

/// The pieces the truth files are written from: one value per line as compact JSON, so a change shows as a
/// change of that line.
enum TruthJSON {
    /// One value as compact JSON with sorted keys.
    static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw FixtureError("encode truth", "\(error)")
        }
    }
}

extension Array where Element == String {
    /// The lines with a comma after every one but the last.
    func joinedWithCommas() -> [String] {
        enumerated().map { $0.offset == count - 1 ? $0.element : $0.element + "," }
    }
}
