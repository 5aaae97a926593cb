import Foundation

/// Writes fixture files and reports what was written.
struct FixtureFiles {
    let root: URL

    /// Creates `folder` under the root and returns its URL.
    func folder(_ name: String) throws -> URL {
        let url = root.appendingPathComponent(name, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw FixtureError("create \(url.path)", "\(error)")
        }
        return url
    }

    /// Writes `data` to `name` in `folder`, replacing any old file, and prints its size.
    @discardableResult
    func write(_ data: Data, _ name: String, in folder: String) throws -> URL {
        let url = try self.folder(folder).appendingPathComponent(name)
        do {
            try data.write(to: url)
        } catch {
            throw FixtureError("write \(url.path)", "\(error)")
        }
        report(url)
        return url
    }

    /// Writes `text` as UTF-8.
    @discardableResult
    func write(text: String, _ name: String, in folder: String) throws -> URL {
        try write(Data(text.utf8), name, in: folder)
    }

    /// Prints the path and size of a written file.
    func report(_ url: URL) {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let relative = url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
        print("\(relative.padding(toLength: 36, withPad: " ", startingAt: 0)) \(size) bytes")
    }

    /// Removes a file if present (before appending pages to it).
    func remove(_ url: URL) throws {
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw FixtureError("remove \(url.path)", "\(error)")
            }
        }
    }
}
