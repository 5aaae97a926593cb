import FolioImaging
import FolioModel
import FolioStructure
import Testing

@Suite struct DrawingFinderTests {
    /// A 150 dpi page (1200 × 900) with, when asked, a line chart (two axes and a zigzag series 3 px thick from
    /// (160, 600) to (900, 250)), a ruled grid of five rows and four columns holding letter-sized marks, and a
    /// solid 150 px square (a logo).
    func page(chart: Bool, grid: Bool, logo: Bool) throws -> Image {
        let series: [(Double, Double)] = [(160, 600), (300, 200), (450, 500), (600, 150), (750, 450), (900, 250)]
        func onSeries(_ x: Double, _ y: Double) -> Bool {
            zip(series, series.dropFirst()).contains { a, b in
                let dx = b.0 - a.0, dy = b.1 - a.1
                let t = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)))
                let px = a.0 + t * dx - x, py = a.1 + t * dy - y
                return px * px + py * py <= 2.25
            }
        }
        return try Image.gray(width: 1200, height: 900) { y, row in
            for x in 0..<row.count {
                var ink = false
                if chart {
                    ink = (x >= 148 && x < 151 && y >= 100 && y < 700) || (y >= 698 && y < 701 && x >= 150 && x < 1000)
                        || (x >= 155 && x <= 905 && y >= 145 && y <= 605 && onSeries(Double(x), Double(y)))
                }
                if grid, x >= 100, x <= 1100, y >= 100, y <= 600 {
                    // Rules every 100 px down and 250 px across; in each cell a row of 12 × 16 px letters.
                    if (y - 100) % 100 < 2 || (x - 100) % 250 < 2 { ink = true }
                    let cx = (x - 100) % 250, cy = (y - 100) % 100
                    if cx >= 20, cx < 180, cy >= 40, cy < 56, cx % 20 < 12 { ink = true }
                }
                if logo, x >= 1000, x < 1150, y >= 720, y < 870 { ink = true }
                row[x] = ink ? 20 : 250
            }
        }
    }

    @Test func aChartsPlottedSeriesIsADrawing() throws {
        let drawings = try DrawingFinder().drawings(in: page(chart: true, grid: false, logo: true), dpi: 150, scale: 2)
        #expect(drawings.count == 1, "\(drawings)")
        let plot = try #require(drawings.first)
        // The series, not its axes (straight runs) nor the logo (solid): 740 × 450 px, doubled to page pixels.
        #expect(abs(plot.x - 2 * 160) <= 12 && abs(plot.maxX - 2 * 900) <= 12, "\(plot)")
        #expect(abs(plot.y - 2 * 150) <= 12 && abs(plot.maxY - 2 * 600) <= 12, "\(plot)")
    }

    @Test func aRuledGridOfTextAndALogoAreNoDrawing() throws {
        #expect(try DrawingFinder().drawings(in: page(chart: false, grid: true, logo: true), dpi: 150).isEmpty)
    }
}
