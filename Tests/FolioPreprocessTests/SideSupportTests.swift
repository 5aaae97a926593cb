import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

@Suite struct SideSupportTests {
    let quad = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: 140, y: 860)]

    @Test func paperEdgesOnALightTableAreSupported() throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 190)
        let shares = SideSupport(view: try GrayView(photo)).shares(quad)
        // The table's blocky texture makes some edges of its own beyond the corners, which costs a little.
        #expect(shares.allSatisfy { $0 > 0.5 }, "\(shares)")
    }

    @Test func aShadowEdgeRunningOnPastTheCornersIsDiscounted() throws {
        // Lit above y = 500, darkened by half below, over document and table alike: the region above the
        // shadow's edge is quad-like, but its bottom side is the shadow's edge, which runs on across the table.
        let w = 720, h = 1000
        var gray = try SyntheticPhoto.make(width: w, height: h, quad: quad, backgroundLevel: 110).grayBytes()
        for y in 500..<h { for x in 0..<w { gray[y * w + x] /= 2 } }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        // The upper piece: TL, TR, then the points where the shadow's edge crosses the right and left sides.
        let piece = [quad[0], quad[1], Point(x: 540.3, y: 500), Point(x: 160.8, y: 500)]
        let shares = SideSupport(view: try GrayView(photo)).shares(piece)
        // The top and left sides are paper edges; the right one runs on along the paper into the shadow.
        #expect(shares[0] > 0.4 && shares[3] > 0.4, "\(shares)")
        #expect(shares[2] < 0.1, "\(shares)")
    }

    @Test func aPageHeldUpAgainstAWindowIsBackedByItsDarkerEdges() throws {
        // The page (in its own shade, 150) against a bright window (250): every edge is darker inside than out.
        let w = 720, h = 1000
        var gray = [UInt8](repeating: 250, count: w * h)
        for y in 0..<h {
            for x in 0..<w where SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad) {
                gray[y * w + x] = 150
            }
        }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let view = try GrayView(photo)
        var frontLit = SideSupport(view: view)
        frontLit.backlitContrast = .infinity
        #expect(frontLit.shares(quad).allSatisfy { $0 < 0.2 }, "\(frontLit.shares(quad))")
        let shares = SideSupport(view: view).shares(quad)
        #expect(shares.allSatisfy { $0 > 0.8 }, "\(shares)")
        // Inside the page, where nothing beyond a side is brighter, no side is backed either way.
        let inner = [Point(x: 250, y: 200), Point(x: 450, y: 200), Point(x: 450, y: 700), Point(x: 250, y: 700)]
        #expect(SideSupport(view: view).shares(inner).allSatisfy { $0 < 0.1 }, "\(SideSupport(view: view).shares(inner))")
    }

    @Test func aSideBacklitAlongPartOfItIsMeasuredPointByPoint() throws {
        // The page (150) stands against a bright window (250) above y = 400 and a dark sill (40) below it: its
        // edges are darker inside than out at the top and brighter inside below. Measured with one polarity, the
        // left side is backed along half its length at most; measured point by point, along most of it.
        let w = 720, h = 1000
        var gray = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let onPage = SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad)
                gray[y * w + x] = onPage ? 150 : (y < 400 ? 250 : 40)
            }
        }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let view = try GrayView(photo)
        var wholeSides = SideSupport(view: view)
        wholeSides.partlyBacklitShare = wholeSides.backlitShare
        let left = 3
        #expect(wholeSides.share(of: left, in: quad) < 0.7, "\(wholeSides.share(of: left, in: quad))")
        #expect(SideSupport(view: view).share(of: left, in: quad) > 0.9, "\(SideSupport(view: view).share(of: left, in: quad))")
        // A line 20 px out in the window and on the sill, tilted onto the page below, is no better backed for it.
        let tilted = [Point(x: quad[0].x - 20, y: quad[0].y), quad[1], quad[2], Point(x: quad[3].x + 15, y: quad[3].y)]
        #expect(SideSupport(view: view).share(of: left, in: tilted) < 0.6, "\(SideSupport(view: view).share(of: left, in: tilted))")
    }

    @Test func aShadowEdgeFromAPageRunningOffTheFrameIsDiscountedByItsOneContinuation() throws {
        // The page runs off the left of the photo, and the shadow's edge (y = 500) runs from the frame across
        // the page and on across the table. The upper piece's lower side has only one continuation to look at.
        let page = [Point(x: -40, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: -60, y: 860)]
        let w = 720, h = 1000
        var gray = try SyntheticPhoto.make(width: w, height: h, quad: page, backgroundLevel: 110).grayBytes()
        for y in 500..<h { for x in 0..<w { gray[y * w + x] /= 2 } }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let piece = [Point(x: 0, y: 92.7), page[1], Point(x: 540.8, y: 500), Point(x: 0, y: 500)]
        let shares = SideSupport(view: try GrayView(photo)).shares(piece)
        #expect(shares[2] < 0.3, "\(shares)")
        // The page's own lower side, whose one continuation runs over the table with no edge, keeps its support.
        let whole = [Point(x: 0, y: 92.7), page[1], page[2], Point(x: 0, y: 861.4)]
        let pageShares = SideSupport(view: try GrayView(photo)).shares(whole)
        #expect(pageShares[2] > 0.6, "\(pageShares)")
    }

    @Test func logEdgesIgnoreSmoothFalloffButFindAStep() throws {
        let w = 64, h = 16
        // Left half: a smooth ramp 120 → 200; right half: a step from 200 down to 160 (a light table).
        let pixels: [UInt8] = (0..<(w * h)).map { i in
            let x = i % w
            return x < 32 ? UInt8(120 + 80 * x / 31) : (x < 48 ? 200 : 160)
        }
        let planes = try pixels.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }.colorPlanes()
        let edges = LogEdges.mask(planes)
        let row = 8 * w
        #expect(!(2..<31).contains { edges[row + $0] })
        #expect(edges[row + 47] || edges[row + 48])
    }
}
