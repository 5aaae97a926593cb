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
}
