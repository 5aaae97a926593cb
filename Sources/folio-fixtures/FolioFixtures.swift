import ArgumentParser

/// Generates Folio's own test fixtures (rendered pages with their exact text) and benchmark inputs.
@main
struct FolioFixtures: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-fixtures",
        abstract: "Generate Folio's fixtures: rendered documents with their truth text, barcodes, broken files, benchmark PDFs.",
        subcommands: [Samples.self, Tables.self, Layouts.self, Barcodes.self, ScannedPDF.self, Photos.self, ContactSheet.self]
    )
}
