import ArgumentParser
import Foundation

/// `folio`: turn scans, photos and PDFs into structured, searchable data.
@main
struct FolioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Turn receipt photos, scans and PDFs into structured, searchable data.",
        discussion: """
        Exit codes: 0 every document succeeded; 3 the run finished but some documents failed \
        (they are recorded with their errors); 1 nothing could run.
        """,
        version: "0.1.0",
        subcommands: [Run.self, Export.self, Show.self, Search.self, Status.self, Words.self, Worker.self]
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data("folio: \(failure.message)\n".utf8))
            Foundation.exit(ExitStatus.nothingRan)
        } catch {
            exit(withError: error)
        }
    }
}

/// The documented exit codes.
enum ExitStatus {
    static let success: Int32 = 0
    static let nothingRan: Int32 = 1
    static let someFailed: Int32 = 3
}

/// An error that stops a command before it could do its work (exit code 1), with a message for the user.
struct CLIFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
