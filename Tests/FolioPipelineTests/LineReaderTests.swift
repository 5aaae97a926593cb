@testable import FolioPipeline
import Foundation
import Testing

/// The coordinator reads each worker's answers line by line from a pipe: a page's answer can be hundreds of
/// kilobytes, arriving in many reads, and several short answers can arrive in one.
@Suite struct LineReaderTests {
    /// Writes `bytes` into `pipe` from another thread, in pieces of `piece` bytes, then closes its writing end.
    func write(_ bytes: [UInt8], into pipe: Pipe, inPiecesOf piece: Int) {
        let writer = pipe.fileHandleForWriting
        Thread {
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + piece)
                writer.write(Data(bytes[start..<end]))
                start = end
            }
            try? writer.close()
        }.start()
    }

    @Test func aLongLineInManyReadsAndShortLinesInOneAreEachReadWhole() {
        let long = [UInt8]((0..<300_000).map { UInt8(ascii: "a") + UInt8($0 % 26) })
        let bytes = long + [0x0A] + Array("one\ntwo\n\nthree".utf8)
        let pipe = Pipe()
        write(bytes, into: pipe, inPiecesOf: 4_096)
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        var lines: [[UInt8]] = []
        var ended = false
        for _ in 0..<6 {
            switch reader.readLine(timeout: 10) {
            case .line(let data): lines.append([UInt8](data))
            case .endOfFile: ended = true
            case .timedOut, .failed: Issue.record("the reader stopped before the end")
            }
            if ended { break }
        }
        // The last piece has no newline: it is not a line, and the reader reports the end.
        #expect(lines == [long, Array("one".utf8), Array("two".utf8), []])
        #expect(ended)
        withExtendedLifetime(pipe) {}
    }

    @Test func aReaderWaitingForALineTimesOut() {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("no newline yet".utf8))
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor)
        guard case .timedOut = reader.readLine(timeout: 0.05) else {
            Issue.record("expected a timeout")
            return
        }
        pipe.fileHandleForWriting.write(Data(" — now\n".utf8))
        guard case .line(let data) = reader.readLine(timeout: 10) else {
            Issue.record("expected the line once its newline came")
            return
        }
        #expect(String(decoding: data, as: UTF8.self) == "no newline yet — now")
    }
}
