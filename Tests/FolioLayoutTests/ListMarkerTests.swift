import FolioLayout
import Testing

@Suite struct ListMarkerTests {
    @Test(arguments: [("3.", ListMarker.Kind.decimal, 3), ("12)", .decimal, 12), ("(2)", .decimal, 2),
                      ("b.", .lowerAlpha, 2), ("C)", .upperAlpha, 3), ("iv.", .lowerRoman, 4), ("IX.", .upperRoman, 9),
                      ("•", .bullet, 0), ("-", .bullet, 0)])
    func markersAreRead(token: String, kind: ListMarker.Kind, value: Int) throws {
        let marker = try #require(ListMarker.parse(token))
        #expect(marker.kind == kind && marker.value == value)
    }

    @Test(arguments: ["12", "3.50", "2024", "Total", "e.g.", "1234.", "abc."])
    func wordsThatOpenLinesAreNotMarkers(token: String) {
        #expect(ListMarker.parse(token) == nil)
    }

    @Test func anIAfterAnHIsALetterAndAfterNothingARomanOne() throws {
        let i = try #require(ListMarker.parse("i."))
        #expect(ListMarker.settle(i, after: nil).kind == .lowerRoman)
        #expect(ListMarker.settle(i, after: (.lowerAlpha, 8)) == (.lowerAlpha, 9))
        let c = try #require(ListMarker.parse("c."))
        #expect(ListMarker.settle(c, after: nil) == (.lowerAlpha, 3))
    }

    @Test func bulletsOCRGluesToTheWordAreTakenOff() throws {
        let glued = try #require(ListMarker.gluedBullet("oOpen"))
        #expect(glued.glyph == "o" && glued.rest == "Open")
        #expect(ListMarker.gluedBullet("often") == nil)
        #expect(ListMarker.gluedBullet("。Marking")?.rest == "Marking")
        #expect(ListMarker.bullet("。").text == "◦")
    }
}

extension ListMarker.Kind: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}

func == (a: (kind: ListMarker.Kind, value: Int), b: (ListMarker.Kind, Int)) -> Bool { a.kind == b.0 && a.value == b.1 }
