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
    private var atEnd = false

    init(fileDescriptor: Int32) {
        self.fd = fileDescriptor
    }

    /// The next line without its newline; `timeout` nil waits for ever.
    func readLine(timeout: TimeInterval?) -> Result {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
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
}
