import FolioEval
import Testing

@Suite struct PhotoVariantTests {
    private typealias Point = QuadGeometry.Point
    private let corners = [Point(100, 50), Point(700, 80), Point(650, 950), Point(120, 900)]

    @Test func turnsAndMirrorsKeepThePhotoOnItsFrame() {
        // 800 × 1000: a quarter turn clockwise makes it 1000 × 800, and the top-left corner goes top right.
        #expect(PhotoVariant.turnedRight.size(width: 800, height: 1000) == (1000, 800))
        #expect(PhotoVariant.turnedRight.point(Point(0, 0), width: 800, height: 1000) == Point(1000, 0))
        #expect(PhotoVariant.turnedRight.point(Point(800, 1000), width: 800, height: 1000) == Point(0, 800))
        #expect(PhotoVariant.mirrored.point(Point(100, 50), width: 800, height: 1000) == Point(700, 50))
        #expect(PhotoVariant.turned180.point(Point(100, 50), width: 800, height: 1000) == Point(700, 950))
        // Twice mirrored or twice upside down is the photo itself; four quarter turns likewise.
        for variant in [PhotoVariant.mirrored, .turned180] {
            let twice = corners.map {
                variant.point(variant.point($0, width: 800, height: 1000), width: 800, height: 1000)
            }
            #expect(twice == corners)
        }
        var turned = corners, size = (width: 800, height: 1000)
        for _ in 0..<4 {
            turned = turned.map { PhotoVariant.turnedRight.point($0, width: size.width, height: size.height) }
            size = PhotoVariant.turnedRight.size(width: size.width, height: size.height)
        }
        #expect(turned == corners)
    }

    @Test func scalingAndCroppingMoveTheCornersWithThePixels() {
        #expect(PhotoVariant.half.size(width: 2736, height: 3648) == (1368, 1824))
        #expect(PhotoVariant.half.point(Point(2736, 3648), width: 2736, height: 3648) == Point(1368, 1824))
        #expect(PhotoVariant.small.size(width: 2736, height: 3648) == (821, 1094))
        #expect(PhotoVariant.half.scale == 0.5 && PhotoVariant.darker.scale == 1)
        // 4 % off the left and the top: 32 and 40 px of 800 × 1000.
        #expect(PhotoVariant.cropped.size(width: 800, height: 1000) == (768, 960))
        #expect(PhotoVariant.cropped.point(Point(100, 50), width: 800, height: 1000) == Point(68, 10))
        // Levels change, places do not.
        #expect(PhotoVariant.darker.point(Point(100, 50), width: 800, height: 1000) == Point(100, 50))
    }

    @Test func everyChangeCanBeUndone() {
        for variant in PhotoVariant.allCases {
            for corner in corners {
                let back = variant.original(variant.point(corner, width: 800, height: 1000), width: 800, height: 1000)
                #expect(abs(back.x - corner.x) < 1e-9 && abs(back.y - corner.y) < 1e-9, "\(variant)")
            }
        }
    }

    @Test func aThumbnailIsNotScaledFurther() {
        #expect(PhotoVariant.small.applies(shorterSide: 217) == false)
        #expect(PhotoVariant.half.applies(shorterSide: 217) == false)
        #expect(PhotoVariant.mirrored.applies(shorterSide: 217))
        #expect(PhotoVariant.small.applies(shorterSide: 2736))
        // A 750 × 1000 receipt photo is halved, not cut to 225 × 300.
        #expect(PhotoVariant.half.applies(shorterSide: 750))
        #expect(PhotoVariant.small.applies(shorterSide: 750) == false)
        #expect(!PhotoVariant.cropped.showsEverything && PhotoVariant.flatter.showsEverything)
    }
}
