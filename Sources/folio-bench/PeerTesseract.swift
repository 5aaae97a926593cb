import Foundation
import Synchronization

/// The peer baseline: the `tesseract` command over the same pages with the same number of parallel processes.
struct PeerTesseract {
    let tesseract: URL
    let pdftoppm: URL
    /// Resolution of the extracted page images.
    let dpi: Int
    /// Extra arguments for every tesseract call (e.g. `--tessdata-dir DIR`).
    let extraArguments: [String]

    /// Renders every page of `pdf` to a gray image in `directory` (`pdftoppm -r DPI -gray`), in page order.
    func extractPages(of pdf: URL, into directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try ChildProcess.run(pdftoppm, ["-r", String(dpi), "-gray", pdf.path,
                                                     directory.appendingPathComponent("page").path],
                                          stdout: directory.appendingPathComponent("pdftoppm.out"),
                                          stderr: directory.appendingPathComponent("pdftoppm.log"))
        guard result.status == 0 else {
            throw BenchError("pdftoppm failed on \(pdf.path) (status \(result.status)):\n"
                             + ChildProcess.tail(directory.appendingPathComponent("pdftoppm.log")))
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("page-") && $0.hasSuffix(".pgm") }
            .sorted()
        guard !names.isEmpty else { throw BenchError("pdftoppm wrote no page images for \(pdf.path)") }
        return names.map { directory.appendingPathComponent($0) }
    }

    /// Recognises `images` with at most `workers` tesseract processes at a time; returns the wall-clock
    /// seconds and each page's text. Output goes to `directory`.
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
                let arguments = [images[index].path, "-", "--oem", "1", "--psm", "3"] + extraArguments
                do {
                    let result = try ChildProcess.run(tesseract, arguments,
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
            throw BenchError("tesseract failed on \(problems.count) page(s):\n"
                             + problems.prefix(3).joined(separator: "\n"))
        }
        let texts = outputs.map { url in
            (try? String(contentsOf: url.appendingPathExtension("txt"), encoding: .utf8)) ?? ""
        }
        return (seconds, texts)
    }
}
