import FolioModel
import Testing

@Suite struct PartitioningIndexTests {
    /// Sorted values with runs of repeats, searched for every value in them, between them and past both ends: the
    /// binary search gives the index a scan from the start gives, for "at or past" and for "past".
    @Test func findsTheFirstIndexAScanFinds() {
        var generator = SystemRandomNumberGenerator()
        for count in 0...40 {
            let values = (0..<count).map { _ in Double(Int.random(in: 0...12, using: &generator)) }.sorted()
            for probe in stride(from: -1.0, through: 13.5, by: 0.5) {
                #expect(values.partitioningIndex { $0 >= probe } == (values.firstIndex { $0 >= probe } ?? count))
                #expect(values.partitioningIndex { $0 > probe } == (values.firstIndex { $0 > probe } ?? count))
            }
        }
    }

    @Test func searchesASliceByItsOwnIndices() {
        let slice = [1.0, 2, 3, 4, 5, 6][2...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 4)
        #expect(slice.partitioningIndex { $0 >= 0 } == 2)
        #expect(slice.partitioningIndex { $0 > 6 } == 6)
    }
}
