import Foundation
import Synchronization

/// The `tesseract` CLI over many images with at most a given number of processes at a time, timed wall-clock.
struct TesseractBatch {
    let tesseract: URL
    /// Extra arguments for every tesseract call (e.g. `--tessdata-dir DIR`).
    let extraArguments: [String]

    /// The arguments of one call: `IMAGE - --oem 1 --psm 3` (text to standard output) and the extra ones.
    func arguments(for image: URL) -> [String] {
        [image.path, "-", "--oem", "1", "--psm", "3"] + extraArguments
    }

    /// Recognises `images` with at most `workers` tesseract processes at a time; returns the wall-clock
    /// seconds and each image's text. Output and logs go to `directory`, named after each image's stem.
    func recognise(_ images: [URL], workers: Int, outputs directory: URL) throws -> (seconds: Double, texts: [String]) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let next = Mutex(0)
        let failures = Mutex<[String]>([])
        let outputs = images.map { directory.appendingPathComponent($0.deletingPathExtension().lastPathComponent) }
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < images.count else { return }
                do {
                    let result = try ChildProcess.run(tesseract, arguments(for: images[index]),
                                                      stdout: outputs[index].appendingPathExtension("txt"),
                                                      stderr: outputs[index].appendingPathExtension("log"))
                    if result.status != 0 {
                        let log = ChildProcess.tail(outputs[index].appendingPathExtension("log"), lines: 5)
                        let problem = "\(images[index].lastPathComponent): status \(result.status)\n\(log)"
                        failures.withLock { $0.append(problem) }
                    }
                } catch {
                    failures.withLock { $0.append("\(images[index].lastPathComponent): \(error)") }
                }
            }
        }
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let problems = failures.withLock { $0 }
        guard problems.isEmpty else {
            throw BenchError("tesseract failed on \(problems.count) image(s):\n"
                             + problems.prefix(3).joined(separator: "\n"))
        }
        var texts: [String] = []
        for url in outputs.map({ $0.appendingPathExtension("txt") }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw BenchError("cannot read tesseract's output \(url.path)")
            }
            texts.append(text)
        }
        return (seconds, texts)
    }
}
