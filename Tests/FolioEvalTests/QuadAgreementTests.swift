import FolioEval
import Testing

@Suite struct QuadAgreementTests {
    private typealias Point = QuadGeometry.Point
    private let quad = [Point(100, 50), Point(700, 80), Point(650, 950), Point(120, 900)]

    @Test func quadsAgreeWithinTheShareOfTheDiagonalWhicheverCornerComesFirst() {
        // 2 % of a 1000 px diagonal is 20 px: 15 px off agrees, 25 px off does not.
        let near = [Point(700, 95), Point(650, 950), Point(120, 900), Point(100, 50)]
        #expect(QuadAgreement.of(photo: .quad(quad), copy: .quad(near), diagonal: 1000) == .same)
        let far = [Point(100, 50), Point(700, 80), Point(675, 950), Point(120, 900)]
        #expect(QuadAgreement.of(photo: .quad(quad), copy: .quad(far), diagonal: 1000) == .otherQuad)
    }

    @Test func wholeAndQuadDisagreeEitherWay() {
        #expect(QuadAgreement.of(photo: .whole, copy: .whole, diagonal: 1000) == .same)
        #expect(QuadAgreement.of(photo: .whole, copy: .quad(quad), diagonal: 1000) == .quadWhereWhole)
        #expect(QuadAgreement.of(photo: .quad(quad), copy: .whole, diagonal: 1000) == .wholeWhereQuad)
        #expect(QuadAgreement.of(photo: .quad(quad), copy: .missing, diagonal: 1000) == .failed)
        // A malformed quad pairs with nothing.
        #expect(QuadAgreement.of(photo: .quad(quad), copy: .quad([]), diagonal: 1000) == .otherQuad)
    }
}
