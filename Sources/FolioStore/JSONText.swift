import Foundation

/// JSON stored in TEXT columns (run inputs, page source quads), with failures reported as `StoreError`.
enum JSONText {
    /// `value` as compact JSON text.
    static func encode<T: Encodable>(_ value: T, what: String, path: String) throws -> String {
        do {
            let data = try JSONEncoder().encode(value)
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw StoreError(.invalidDocument, path: path, summary: "cannot encode \(what) for the store at \(path)",
                             hint: "are all numbers finite?", underlying: error)
        }
    }

    /// The value encoded in `text`.
    static func decode<T: Decodable>(_ type: T.Type, from text: String, what: String, path: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(text.utf8))
        } catch {
            throw StoreError(.corruptData, path: path, summary: "cannot decode \(what) in the store at \(path)",
                             hint: "was the store edited by hand?", underlying: error)
        }
    }
}
