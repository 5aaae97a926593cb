import FolioModel
@testable import FolioPreprocess
import Testing

struct PaperColourSamplesTests {
    /// Paper is the half-plane x < 100; the side runs down x = 100 with the quad's inside to its left.
    private let paperLeftOf100: (Point) -> Bool? = { $0.x < 100 }

    @Test func pointsInsideASideAreSampledOnTheInsideAndOutsideOnTheOutside() {
        let a = Point(x: 100, y: 0), b = Point(x: 100, y: 200), inside = Point(x: 0, y: 100)
        let within = PaperColourSamples(from: a, to: b, inside: inside, offsets: [10, 20], paperLike: paperLeftOf100)
        #expect(within.total == 40 && within.known == 40 && within.like == 40)
        #expect(within.mostly(paper: true) && !within.mostly(paper: false))
        let beyond = PaperColourSamples(from: a, to: b, inside: inside, offsets: [-30, -70], paperLike: paperLeftOf100)
        #expect(beyond.like == 0 && beyond.mostly(paper: false) && !beyond.mostly(paper: true))
    }

    @Test func pointsThatCannotBeToldDoNotCountUnlessTheyAreMost() {
        let a = Point(x: 100, y: 0), b = Point(x: 100, y: 200), inside = Point(x: 0, y: 100)
        // Too dark to tell along the lower 60 % of the side: the rest is paper, but most points are unknown.
        let darkBelow: (Point) -> Bool? = { $0.y > 80 ? nil : true }
        let samples = PaperColourSamples(from: a, to: b, inside: inside, offsets: [10], paperLike: darkBelow)
        #expect(samples.like == samples.known && samples.known * 2 < samples.total)
        #expect(!samples.mostly(paper: true) && !samples.mostly(paper: false))
    }
}
