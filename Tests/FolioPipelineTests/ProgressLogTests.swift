@testable import FolioPipeline
import Foundation
import Testing

@Suite struct ProgressLogTests {
    static func progress(at elapsed: TimeInterval, pages: Int = 100) -> BatchProgress {
        BatchProgress(pagesDone: pages, pagesTotal: 400, documentsDone: 25, documentsTotal: 100, elapsed: elapsed)
    }

    /// A run logs nothing in its first interval, then one line per interval, however many pages finish in it; a
    /// quiet stretch over several intervals gives one line, not one for each.
    @Test func aLineEveryIntervalAndNoneBefore() {
        var log = ProgressLog(interval: 300)
        let now = Date(timeIntervalSince1970: 1_796_040_000)
        #expect(log.line(for: Self.progress(at: 10), at: now) == nil)
        #expect(log.line(for: Self.progress(at: 299.9), at: now) == nil)
        let first = log.line(for: Self.progress(at: 300.5), at: now)
        #expect(first == "folio: 2026-11-30T12:00:00Z · pages 100/400 · 0.33 pages/s · ETA 15m02s · documents 25/100")
        #expect(log.line(for: Self.progress(at: 301), at: now) == nil)
        #expect(log.line(for: Self.progress(at: 599), at: now) == nil)
        #expect(log.line(for: Self.progress(at: 600, pages: 200), at: now) != nil)
        // Nothing finished from 10 to 25 minutes: one line at 25 minutes, then the next at 30.
        #expect(log.line(for: Self.progress(at: 1500, pages: 300), at: now) != nil)
        #expect(log.line(for: Self.progress(at: 1700, pages: 310), at: now) == nil)
        #expect(log.line(for: Self.progress(at: 1800, pages: 320), at: now) != nil)
    }

    @Test func durationsReadAsMinutesAndHours() {
        #expect(BatchProgress.duration(45) == "45s")
        #expect(BatchProgress.duration(307) == "5m07s")
        #expect(BatchProgress.duration(7500) == "2h05m")
        #expect(Self.progress(at: 0).text == "pages 100/400 · 0.00 pages/s · documents 25/100")
    }
}
