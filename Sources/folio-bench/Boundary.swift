import ArgumentParser
import Foundation

extension FolioBench {
    /// Scores Folio's document boundary, rectification and lighting on synthetic photos with known corners.
    struct Boundary: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Corner accuracy, OCR recovery and stage time of Folio on photos made by `folio-fixtures photos`.",
            discussion: """
                Runs `folio run` with the receipts pipeline over the photos listed in <photos>/truth.json and \
                reads each page's sourceQuad and timings from `folio export --format json`. (a) Quad IoU with the \
                true corners (a page without a sourceQuad counts as the whole photo) and the share of photos whose \
                every corner is within 2% of the diagonal; for pages running off the frame, also as the photo \
                shows them (found quad and truth clipped to the frame: IoU, and their outlines within 2%); the \
                quads taken by the confidence Folio gives them (sourceQuadConfidence). (b) Word F1 (case-folded, \
                against the SROIE transcript next to each scan) on the photos over word F1 on the original flat \
                scans, which run through a pipeline with the photo stages off. (c) Time in boundary + rectify + \
                lighting over time in OCR. \
                Fields missing from the export are reported as n/a.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "Folder of photos with truth.json (from `folio-fixtures photos`).")
        var photos: String

        @Option(help: "Worker processes for each folio run.")
        var workers = 2

        @Option(help: "Pipeline for the photos (a name or a file).")
        var pipeline = "receipts"

        @Option(help: "Pipeline file for the flat scans (default: one written with the photo stages off).")
        var flatPipeline: String?

        @Flag(help: "Skip the flat-scan run (no OCR recovery).")
        var skipFlat = false

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Flag(help: "Exit with status 2 when a measured target is missed.")
        var enforceTargets = false

        @Option(help: "Directory for stores, exports and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        func validate() throws {
            guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
        }

        func run() throws {
            let folder = URL(fileURLWithPath: photos).standardizedFileURL
            let truth = try PhotoTruthFile(folder: folder)
            let folioURL = try ChildProcess.executable(folio)
            let work = try workDirectory()
            var finished = false
            defer {
                if !finished {
                    BenchIO.log("logs and stores kept in \(work.path)")
                } else if workDir == nil {
                    try? FileManager.default.removeItem(at: work)
                }
            }

            BenchIO.log("folio run over \(truth.photos.count) photos (pipeline \(pipeline), \(workers) workers)")
            let photoRunner = FolioRunner(folio: folioURL, runArguments: ["--pipeline", pipeline])
            let photoRun = try photoRunner.runBatch(truth.photos.map(\.url), workers: workers,
                                                    store: work.appendingPathComponent("photos.sqlite"))
            let photoDocuments = try ExportedPages.byFileName(
                photoRunner.exportJSON(store: photoRun.store, into: work.appendingPathComponent("photos-export")))

            var flatDocuments: [String: ExportedPages] = [:]
            var flatSeconds: Double?
            var flatNote: String? = skipFlat ? "flat scans not run (--skip-flat)" : nil
            if !skipFlat {
                do {
                    (flatDocuments, flatSeconds) = try runFlat(truth, folio: folioURL, work: work)
                } catch {
                    flatNote = "flat scans not measured: \(error)"
                    BenchIO.log(flatNote ?? "")
                }
            }

            let scores = truth.photos.map { photo in
                BoundaryScoring.score(photo, document: photoDocuments[photo.name],
                                      flat: flatDocuments[photo.scan.lastPathComponent],
                                      truthText: BoundaryScoring.sroieText(forScan: photo.scan))
            }
            let report = BoundaryReport(photosFolder: folder.path, pipeline: pipeline, workers: workers,
                                        photoRunSeconds: photoRun.seconds, flatRunSeconds: flatSeconds,
                                        scores: scores, flatNote: flatNote)
            print(report.text)
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
            if enforceTargets && !report.targets.allMeasuredMet { throw ExitCode(2) }
        }

        /// Runs the flat scans the photos were made from (each once) and returns their exports by file name.
        private func runFlat(_ truth: PhotoTruthFile, folio: URL, work: URL) throws
            -> ([String: ExportedPages], Double) {
            let pipelineFile = try flatPipeline.map { URL(fileURLWithPath: $0) } ?? FlatPipeline.write(in: work)
            var seen = Set<String>()
            let scans = truth.photos.map(\.scan).filter { seen.insert($0.path).inserted }
            BenchIO.log("folio run over \(scans.count) flat scans (pipeline \(pipelineFile.lastPathComponent))")
            let runner = FolioRunner(folio: folio, runArguments: ["--pipeline", pipelineFile.path])
            let run = try runner.runBatch(scans, workers: workers, store: work.appendingPathComponent("flat.sqlite"))
            let documents = try ExportedPages.byFileName(
                runner.exportJSON(store: run.store, into: work.appendingPathComponent("flat-export")))
            return (documents, run.seconds)
        }

        private func workDirectory() throws -> URL {
            try BenchIO.workDirectory(workDir, isStale: { $0.hasSuffix(".sqlite") })
        }


    }
}
