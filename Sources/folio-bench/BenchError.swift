/// A benchmark that could not run or whose runs failed: what, and what to do.
struct BenchError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
