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
        subcommands: [Run.self, Export.self, Show.self, Search.self, Status.self, Detect.self, Words.self, Worker.self]
    )

    static func main() {
        do {
            var command = try parseAsRoot(inputsProtected(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data("folio: \(TerminalText.safe(failure.message))\n".utf8))
            Foundation.exit(ExitStatus.nothingRan)
        } catch {
            // Bad arguments are "nothing could run" (1), as documented, not argument-parser's 64.
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.nothingRan)
            }
            exit(withError: error)
        }
    }

    /// The arguments with every single-dash word of `folio run` longer than a short option written as
    /// `./-name`: `run` has no bundled short options, so such a word is a file (`-leading-dash.png` is
    /// processed, or reported missing) instead of being read as bundled flags (its "h" used to print the help
    /// and exit 0).
    static func inputsProtected(_ arguments: [String]) -> [String] {
        guard arguments.first == "run" else { return arguments }
        var result = [arguments[0]]
        var afterDoubleDash = false
        var previousTakesValue = false
        let valued: Set<String> = ["--pipeline", "--store", "--workers", "--mode", "--tessdata", "--save-pages"]
        for argument in arguments.dropFirst() {
            defer { previousTakesValue = !afterDoubleDash && valued.contains(argument) }
            if argument == "--" { afterDoubleDash = true }
            if !afterDoubleDash, !previousTakesValue, argument.hasPrefix("-"), argument.count > 2,
               !argument.hasPrefix("--") {
                result.append("./" + argument)
            } else {
                result.append(argument)
            }
        }
        return result
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
