import FolioInput
import FolioTestSupport
import Foundation
import Testing

@Suite struct InputScannerTests {
    @Test func foldersAreWalkedRecursivelyInStableOrderWithoutHiddenFiles() throws {
        let root = try TestPaths.temporaryDirectory("scan")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("b/deeper"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        for name in ["z.png", "a.pdf", "b/deeper/c.tif", ".hidden/secret.pdf", ".dotfile"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(name))
        }
        let files = try InputScanner.files(in: [root.path]).map { String($0.path.dropFirst(root.path.count + 1)) }
        #expect(files == ["a.pdf", "b/deeper/c.tif", "z.png"])
    }

    @Test func symbolicLinksToFilesAreFollowed() throws {
        let root = try TestPaths.temporaryDirectory("scan")
        let target = root.appendingPathComponent("real.pdf")
        try Data("x".utf8).write(to: target)
        let folder = root.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.pdf"), withDestinationURL: target)
        let files = try InputScanner.files(in: [folder.path])
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["link.pdf"])
    }

    @Test func aFileGivenTwiceIsListedOnce() throws {
        let root = try TestPaths.temporaryDirectory("scan")
        let file = root.appendingPathComponent("a.pdf")
        try Data("x".utf8).write(to: file)
        #expect(try InputScanner.files(in: [file.path, root.path]).count == 1)
    }

    @Test func missingPathIsAnErrorNamingIt() {
        #expect {
            try InputScanner.files(in: ["/nonexistent/folio-input"])
        } throws: { error in
            "\(error)".contains("/nonexistent/folio-input")
        }
    }

    @Test func namesDifferingOnlyInNormalisationAreTwoFiles() throws {
        let root = try TestPaths.temporaryDirectory("scan")
        try Data("a".utf8).write(to: root.appendingPathComponent("caf\u{E9}.pdf"))
        try Data("b".utf8).write(to: root.appendingPathComponent("cafe\u{301}.pdf"))
        let files = try InputScanner.files(in: [root.path])
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.problem == nil && $0.stamp?.byteCount == 1 })
    }

    @Test func specialFilesAndUnlistableFoldersAreInputsWithAProblem() throws {
        let root = try TestPaths.temporaryDirectory("scan")
        #expect(mkfifo(root.appendingPathComponent("pipe.pdf").path, 0o644) == 0)
        let locked = root.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: locked.appendingPathComponent("inside.pdf"))
        chmod(locked.path, 0)
        defer { chmod(locked.path, 0o755) }
        let files = try InputScanner.files(in: [root.path])
        let pipe = try #require(files.first { $0.path.hasSuffix("pipe.pdf") })
        #expect(pipe.problem?.contains("FIFO") == true)
        if getuid() != 0 { // root lists any folder
            let folder = try #require(files.first { $0.path.hasSuffix("locked") })
            #expect(folder.problem?.contains("cannot be listed") == true)
        }
    }
}
