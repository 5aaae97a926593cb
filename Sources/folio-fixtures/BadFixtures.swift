import Foundation

/// Broken, mislabelled and hostile inputs: each must cost one document, never the batch.
enum BadFixtures {
    /// Writes every file of `Fixtures/bad/`; `sourcePDF` and `sourceJPEG` are real files to damage.
    static func write(to files: FixtureFiles, measurer: TextMeasurer) throws {
        try files.write(Data(), "empty.pdf", in: "bad")

        var random = SeededRandom(seed: 7)
        let receipt = ReceiptDocument.pages(measurer: measurer)[0]
        let jpeg = try RasterPage.render(receipt, dpi: 200, style: .office(), random: &random).jpegData(quality: 80)
        try files.write(jpeg.prefix(jpeg.count * 2 / 5), "truncated.jpg", in: "bad")

        try files.write(text: notes, "notes.txt", in: "bad")
        try files.write(text: notes, "notes-renamed.png", in: "bad")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("folio-fixtures-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fullPDF = scratch.appendingPathComponent("report-4-pages.pdf")
        let writer = try PDFWriter(url: fullPDF, title: "Quarterly Operations Report")
        for page in ReportDocument.pages(measurer: measurer, extraPages: 2) { try writer.addTextPage(page) }
        try writer.finish()
        let full = try Data(contentsOf: fullPDF)
        try files.write(full.prefix(full.count / 2), "half.pdf", in: "bad")

        try files.write(PNGHeaderBomb.data(), "huge.png", in: "bad")
        try writeEncrypted(to: files, measurer: measurer, scratch: scratch)
    }

    /// The user password of `encrypted.pdf`.
    static let userPassword = "folio-user"
    /// The owner password of `encrypted.pdf`.
    static let ownerPassword = "folio-owner"

    /// Encrypts a one-page letter with qpdf (AES-128, user password required). Without qpdf the committed
    /// file is kept and a note is printed.
    private static func writeEncrypted(to files: FixtureFiles, measurer: TextMeasurer, scratch: URL) throws {
        guard let qpdf = executable(named: "qpdf") else {
            print("bad/encrypted.pdf                    kept (qpdf not installed; apt-get install qpdf to regenerate)")
            return
        }
        let plain = scratch.appendingPathComponent("letter.pdf")
        let writer = try PDFWriter(url: plain, title: "Letter")
        for page in LetterDocument.pages(measurer: measurer) { try writer.addTextPage(page) }
        try writer.finish()
        let target = try files.folder("bad").appendingPathComponent("encrypted.pdf")
        let process = Process()
        process.executableURL = qpdf
        // AES-128 with qpdf's static ID and IV (its testing options) gives identical bytes on every regeneration;
        // AES-256 would not, because its password salts are random.
        process.arguments = ["--static-id", "--static-aes-iv", "--encrypt", userPassword, ownerPassword, "128",
                             "--use-aes=y", "--", plain.path, target.path]
        do {
            try process.run()
        } catch {
            throw FixtureError("qpdf", "cannot start \(qpdf.path): \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError("qpdf", "exited with status \(process.terminationStatus)")
        }
        files.report(target)
    }

    /// The first executable called `name` on the PATH.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let notes = """
        Notes from the planning meeting, 9 April 2024

        - Scan the 2019 supplier invoices before the archive room closes.
        - Ask the bank for statements in PDF rather than on paper.
        - Receipts for the conference trip: total 312.40, due with the expense claim by 30 April.

        This file is plain text. A copy named notes-renamed.png has the wrong extension on purpose.

        """
}
