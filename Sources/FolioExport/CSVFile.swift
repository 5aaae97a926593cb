import Foundation

/// A CSV file being written row by row through a small buffer, so memory stays flat however many rows.
final class CSVFile {
    /// Where the file is.
    let url: URL
    /// How many bytes to gather before writing them out.
    private static let bufferLimit = 64 * 1024
    /// The open file, nil once closed.
    private var handle: FileHandle?
    /// Encoded rows not yet written.
    private var buffer = Data()
    /// Data rows written (the header not counted).
    private(set) var rowCount = 0

    /// Creates (or truncates) the file at `url` and writes `header` as its first row.
    init(url: URL, header: [String]) throws {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot create \(url.path)",
                              hint: "is the output directory writable, and is there no directory with that name?")
        }
        do {
            handle = try FileHandle(forWritingTo: url)
        } catch {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot open \(url.path) for writing",
                              hint: "is the output directory writable?", underlying: error)
        }
        buffer.append(contentsOf: CSVWriter.row(header).utf8)
    }

    /// Appends one data row.
    func write(_ fields: [String]) throws {
        buffer.append(contentsOf: CSVWriter.row(fields).utf8)
        rowCount += 1
        if buffer.count >= Self.bufferLimit { try flush() }
    }

    /// Writes out the buffered rows.
    func flush() throws {
        guard !buffer.isEmpty else { return }
        guard let handle else {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot write to \(url.path): it is already closed",
                              hint: "this is a bug in the caller: rows were added after finish()")
        }
        do {
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        } catch {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot write to \(url.path)",
                              hint: "is the disk full?", underlying: error)
        }
    }

    /// Writes out the buffered rows and closes the file; closing twice does nothing.
    func close() throws {
        guard let open = handle else { return }
        try flush()
        handle = nil
        do {
            try open.close()
        } catch {
            throw ExportError(.cannotWrite, path: url.path, summary: "cannot finish writing \(url.path)",
                              hint: "is the disk full?", underlying: error)
        }
    }

    deinit {
        try? close()
    }
}
