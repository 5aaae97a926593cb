import ArgumentParser

/// Benchmarks for Folio's batch runner.
@main
struct FolioBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio-bench",
        abstract: "Benchmarks for Folio's batch runner.",
        subcommands: [Throughput.self, Accuracy.self, Boundary.self, FitWordConfidence.self, Fuzz.self,
                      Unattended.self, Tables.self, Receipts.self, Detectors.self, Layout.self, BoundaryReal.self,
                      Orientation.self, ReceiptsReread.self]
    )
}
