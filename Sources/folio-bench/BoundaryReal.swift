import ArgumentParser
import FolioEval
import Foundation

extension FolioBench {
    /// Scores Folio's document boundary on real photos: docphoto-dev's hand-labelled corners, and how often a
    /// quad is taken on receipt-photos-dev, with the photo stages' time.
    struct BoundaryReal: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "boundary-real",
            abstract: "Document-boundary accuracy and time of Folio on real photos (docphoto-dev, receipt-photos-dev).",
            discussion: """
                Runs `folio run` over docphoto-dev's photos and receipt-photos-dev's (each into its own store) with \
                a pipeline of boundary, rectify and lighting only, and reads each page's sourceQuad and timings \
                from `folio export --format json`. docphoto-dev: every photo is `within` (a quad whose every \
                corner lies within the label's tolerance_pixels, under the best rotation or reversal of the \
                corners), `wrong` (a quad, not within), `whole` (left whole) or `failed`; with the worst corner in \
                pixels, polygon IoU with the label (a page left whole counts as the whole image) and whether the \
                worst corner is within 2% of the diagonal. receipt-photos-dev has no labels: quads taken vs pages \
                left whole, and the boundary + rectify + lighting time per photo (byte-identical copies are run \
                once). Unless --no-variants: docphoto-dev's photos also changed nine ways with Leptonica (saved \
                again, mirrored, turned, scaled to 50 % and 30 %, darker, flatter, cropped; `PhotoVariant`), each \
                judged against its label moved with it, to show whether an answer holds when the same scene comes \
                in another way; and the receipt photos changed the same ways, each copy's answer compared with \
                the photo's own (the same quad within 2% of the diagonal, or both left whole). See \
                docs/bench-boundary-real.md.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "docphoto-dev: corners.json and images/.")
        var docphoto = "../shared/data/docphoto-dev"

        @Option(help: "Folder of unlabelled receipt photos (skipped with a note when absent).")
        var receiptPhotos = "../shared/data/receipt-photos-dev/images"

        @Option(help: "Pipeline (a name or a file; default: one written with only boundary, rectify, lighting on).")
        var pipeline: String?

        @Option(help: "Worker processes for each folio run.")
        var workers = 2

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Directory for stores, exports and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        @Flag(inversion: .prefixedNo,
              help: "Also run docphoto-dev's and the receipt photos changed nine ways (PhotoVariant).")
        var variants = true

        func validate() throws {
            guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
        }

        func run() throws {
            let labelled = try DocPhotoSet(folder: URL(fileURLWithPath: docphoto).standardizedFileURL)
            let folioURL = try ChildProcess.executable(folio)
            let work = try BenchIO.workDirectory(workDir, isStale: { $0.hasSuffix(".sqlite") })
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }

            let pipelineArgument = try pipeline ?? BoundaryRealPipeline.write(in: work).path
            let runner = FolioRunner(folio: folioURL, runArguments: ["--pipeline", pipelineArgument])

            BenchIO.log("folio run over \(labelled.photos.count) docphoto-dev photos (\(workers) workers)")
            let (documents, seconds) = try run(runner, labelled.photos.map(\.url), name: "docphoto", work: work)
            let scores = labelled.photos.map {
                BoundaryRealScoring.score($0, document: documents[$0.url.lastPathComponent])
            }

            var varied: BoundaryRealReport.Varied?
            if variants {
                let made = try DocPhotoVariants.write(labelled.photos, into: work.appendingPathComponent("variants"))
                BenchIO.log("folio run over \(made.count) changed docphoto-dev photos (\(workers) workers)")
                let (documents, seconds) = try run(runner, made.map(\.photo.url), name: "variants", work: work)
                varied = BoundaryRealReport.Varied(runSeconds: seconds, scored: made.map { made in
                    (made.variant, made.of,
                     BoundaryRealScoring.score(made.photo, document: documents[made.photo.url.lastPathComponent]))
                })
            }

            var receipts: BoundaryRealReport.Unlabelled?
            var steadiness: BoundaryRealReport.Steadiness?
            var note: String?
            let receiptFolder = URL(fileURLWithPath: receiptPhotos).standardizedFileURL
            let (photos, copies) = IdenticalFiles.firstOfEach(Self.images(in: receiptFolder))
            if photos.isEmpty {
                note = "no photos at \(receiptFolder.path); not run"
            } else {
                BenchIO.log("folio run over \(photos.count) receipt photos (\(workers) workers)")
                let (documents, seconds) = try run(runner, photos, name: "receipts", work: work)
                receipts = BoundaryRealReport.Unlabelled(
                    folder: receiptFolder.path, runSeconds: seconds,
                    results: photos.map { BoundaryRealScoring.result(photo: $0.lastPathComponent,
                                                                     document: documents[$0.lastPathComponent]) },
                    copiesLeftOut: copies.map { "\($0.copy.lastPathComponent) = \($0.of.lastPathComponent)" })
                if variants {
                    let made = try ReceiptPhotoVariants.write(photos,
                                                              into: work.appendingPathComponent("receipt-variants"))
                    BenchIO.log("folio run over \(made.count) changed receipt photos (\(workers) workers)")
                    let (changed, seconds) = try run(runner, made.map(\.url), name: "receipt-variants", work: work)
                    steadiness = BoundaryRealReport.Steadiness(runSeconds: seconds, compared: made.map { made in
                        let copy = changed[made.url.lastPathComponent]
                        return (made.variant, made.of.lastPathComponent,
                                ReceiptPhotoVariants.agreement(made, photo: documents[made.of.lastPathComponent],
                                                               copy: copy),
                                copy?.firstPage?.sourceQuadConfidence)
                    })
                }
            }

            let report = BoundaryRealReport(
                pipeline: pipeline ?? "boundary-real (written)", workers: workers,
                stages: BoundaryRealScoring.stages.map(\.rawValue),
                docphoto: .init(folder: labelled.folder.path, runSeconds: seconds, scores: scores),
                docphotoVariants: varied,
                receiptPhotos: receipts, receiptPhotosNote: note, receiptVariants: steadiness)
            print(report.text)
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        /// One batch run of `files` into `<work>/<name>.sqlite`; its exported documents by file name, and seconds.
        private func run(_ runner: FolioRunner, _ files: [URL], name: String, work: URL) throws
            -> ([String: ExportedPages], Double) {
            let run = try runner.runBatch(files, workers: workers, store: work.appendingPathComponent("\(name).sqlite"))
            let documents = try ExportedPages.byFileName(
                runner.exportJSON(store: run.store, into: work.appendingPathComponent("\(name)-export")))
            return (documents, run.seconds)
        }

        /// The JPEG, PNG and TIFF files directly in `folder`, by name; none when it cannot be listed.
        private static func images(in folder: URL) -> [URL] {
            let extensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff"]
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted()
                .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                .map { folder.appendingPathComponent($0) }
        }
    }
}
