import Foundation

/// Reads newline-terminated lines from a file descriptor, with an optional timeout (poll(2)).
final class LineReader {
    enum Result {
        case line(Data)
        case endOfFile
        case timedOut
        case failed(Int32)
    }

    private let fd: Int32
    private var buffer = Data()
    /// How many bytes at the start of `buffer` are known to hold no newline: a long line arriving in many reads
    /// is searched once, not again from its start after every read.
    private var searched = 0
    private var atEnd = false

    init(fileDescriptor: Int32) {
        self.fd = fileDescriptor
    }

    /// The next line without its newline; `timeout` nil waits for ever.
    func readLine(timeout: TimeInterval?) -> Result {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let newline = nextNewline() {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                searched = 0
                return .line(Data(line))
            }
            if atEnd { return .endOfFile }
            var waitMs: Int32 = -1
            if let deadline {
                let remaining = deadline.timeIntervalSinceNow
                if remaining <= 0 { return .timedOut }
                waitMs = Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up))
            }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, waitMs)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if ready == 0 { return .timedOut }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fd, &chunk, chunk.count)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failed(errno)
            }
            if n == 0 { atEnd = true; continue }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    /// The index of the first newline in `buffer`, searched from the first byte not yet searched.
    private func nextNewline() -> Data.Index? {
        let offset = buffer.withUnsafeBytes { bytes -> Int? in
            guard searched < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + searched, 0x0A, bytes.count - searched) else { return nil }
            return UnsafeRawPointer(found) - base
        }
        guard let offset else {
            searched = buffer.count
            return nil
        }
        return buffer.startIndex + offset
    }
}
