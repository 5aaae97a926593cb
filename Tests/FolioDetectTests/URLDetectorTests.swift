@testable import FolioDetect
import Testing

@Suite struct URLDetectorTests {
    func links(_ text: String) -> [String] {
        URLDetector().matches(in: ScalarText(text), options: DetectionOptions()).map(\.text)
    }

    @Test func bareDomainsWithAKnownTopLevelDomainAreLinks() {
        #expect(links("see example.com/x.") == ["example.com/x"])
        #expect(links("www.abc.com.my") == ["www.abc.com.my"])
        #expect(links("GOOGLE.COM.") == ["GOOGLE.COM"])
    }

    @Test func abbreviationsAndFileNamesAreNotLinks() {
        #expect(links("Tel.No 0123") == [])
        #expect(links("show image.jpg") == [])
        #expect(links("node.js and io.js") == [])
        #expect(links("1.2.3.400") == [])
        #expect(links("run release.py and read CHANGES.md") == [])
        #expect(links("see www.example.md or github.com/x/release.py") == ["www.example.md", "github.com/x/release.py"])
    }

    @Test func closingBracketsStayOnlyWhenOpenedInside() {
        #expect(links("(Scoped http://example.com/foo_bar)") == ["http://example.com/foo_bar"])
        #expect(links("http://example.com/foo_bar_(wiki)") == ["http://example.com/foo_bar_(wiki)"])
        #expect(links("http://example.com/foo_bar...") == ["http://example.com/foo_bar"])
    }

    @Test func aBadPortIsNoLink() {
        #expect(links("google.com:500000") == [])
        #expect(links("http://localhost:8000?") == ["http://localhost:8000"])
    }
}
