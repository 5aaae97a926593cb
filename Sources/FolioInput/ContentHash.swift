import CPoppler
import FolioModel
import Foundation

/// A file's identity: the SHA-256 of its bytes and its size.
public struct ContentDigest: Sendable, Hashable {
    /// Lowercase hex SHA-256.
    public var hex: String
    public var byteCount: Int
    /// The type its first bytes show (so a file that fails before it is opened still says what it is).
    public var mediaType: MediaType

    public init(hex: String, byteCount: Int, mediaType: MediaType = .unknown) {
        self.hex = hex
        self.byteCount = byteCount
        self.mediaType = mediaType
    }
}

/// SHA-256 of a file's bytes through GLib's GChecksum, read in chunks so memory stays flat.
public enum ContentHash {
    /// The lowercase hex SHA-256 of the file at `url` and its size in bytes.
    public static func sha256(of url: URL) throws -> ContentDigest {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw InputError(.unreadable, "cannot open the file for reading (check it exists and its permissions)")
        }
        defer { try? handle.close() }
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else {
            throw InputError(.unreadable, "cannot create a SHA-256 checksum")
        }
        defer { g_checksum_free(checksum) }
        var total = 0
        var prefix = Data()
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw InputError(.unreadable, "reading failed after \(total) bytes: \(error.localizedDescription)")
            }
            if chunk.isEmpty { break }
            total += chunk.count
            if prefix.count < MediaSniffer.prefixLength { prefix.append(chunk.prefix(MediaSniffer.prefixLength - prefix.count)) }
            chunk.withUnsafeBytes { raw in
                if let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                    g_checksum_update(checksum, base, raw.count)
                }
            }
        }
        guard let cString = g_checksum_get_string(checksum) else {
            throw InputError(.unreadable, "cannot compute the checksum")
        }
        return ContentDigest(hex: String(cString: cString), byteCount: total, mediaType: MediaSniffer.detect(prefix))
    }

    /// The file's digest, or — when it cannot be read — a stand-in identity derived from its path, so an
    /// unreadable file can still be recorded as a failed document.
    public static func identity(of url: URL) -> (digest: ContentDigest, readError: InputError?) {
        do {
            return (try sha256(of: url), nil)
        } catch let error as InputError {
            return (ContentDigest(hex: standInIdentity(for: url.path), byteCount: 0), error)
        } catch {
            return (ContentDigest(hex: standInIdentity(for: url.path), byteCount: 0), InputError(.unreadable, "\(error)"))
        }
    }

    /// The id of a document that could not be read at `path`: derived from the path, so the failure is
    /// recorded once per path (and replaced once the file is read).
    public static func standInIdentity(for path: String) -> String {
        sha256(of: Data(("unreadable:" + path).utf8))
    }

    /// The lowercase hex SHA-256 of bytes in memory.
    public static func sha256(of data: Data) -> String {
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "" }
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { raw in
            if let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                g_checksum_update(checksum, base, raw.count)
            }
        }
        return g_checksum_get_string(checksum).map { String(cString: $0) } ?? ""
    }
}
