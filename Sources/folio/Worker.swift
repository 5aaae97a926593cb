import ArgumentParser
import FolioPipeline
import Foundation

extension FolioCommand {
    /// The worker process the coordinator starts (one per core); speaks JSON lines on stdin/stdout.
    struct Worker: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Internal: a page worker started by `folio run`.", shouldDisplay: false)

        func run() throws {
            let code = WorkerMain.run()
            if code != 0 { throw ExitCode(code) }
        }
    }
}
