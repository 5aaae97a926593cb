import Foundation

/// Where tests find the package's fixtures, the shared evaluation data and the built `folio` binary.
public enum TestPaths {
    /// The package root (this file is Tests/FolioTestSupport/TestPaths.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file under `Fixtures/`.
    public static func fixture(_ relative: String) -> URL {
        packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relative)
    }

    /// `../shared/data` beside the repository (third-party evaluation sets; absent on some machines).
    public static let sharedData: URL = {
        if let custom = ProcessInfo.processInfo.environment["FOLIO_SHARED_DATA"] {
            return URL(fileURLWithPath: custom)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/data")
    }()

    /// Whether the shared data is there; tests that need it are skipped with a message when not.
    public static var hasSharedData: Bool {
        FileManager.default.fileExists(atPath: sharedData.appendingPathComponent("sroie-dev").path)
    }

    /// A file under the shared data.
    public static func shared(_ relative: String) -> URL {
        sharedData.appendingPathComponent(relative)
    }

    /// The built `folio` executable (`FOLIO_BIN`, else `.build/debug/folio`).
    public static var folioBinary: URL {
        if let custom = ProcessInfo.processInfo.environment["FOLIO_BIN"] { return URL(fileURLWithPath: custom) }
        return packageRoot.appendingPathComponent(".build/debug/folio")
    }

    /// A fresh, empty temporary folder, under the test process's own folder (`processScratch`), which goes when
    /// the process exits: a run of the suite leaves nothing behind in the system's temporary folder.
    public static func temporaryDirectory(_ label: String = "folio-test") throws -> URL {
        let url = processScratch.appendingPathComponent("\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// `folio-tests-<pid>` in the system's temporary folder, removed with everything in it when the test process
    /// exits normally (a crashed run leaves it for the next look).
    public static let processScratch: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("folio-tests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: TestPaths.processScratch) }
        return url
    }()
}
