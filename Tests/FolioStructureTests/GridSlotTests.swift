@testable import FolioStructure
import Testing

/// `GridLayout.slot`: which interval between a grid's lines holds a value.
struct GridSlotTests {
    @Test func aValueFallsInTheIntervalItsLinesBound() {
        let lines: [Double] = [0, 10, 20, 35]
        #expect(GridLayout.slot(-1, in: lines) == nil)
        #expect(GridLayout.slot(36, in: lines) == nil)
        #expect(GridLayout.slot(0, in: lines) == 0)
        #expect(GridLayout.slot(9.9, in: lines) == 0)
        #expect(GridLayout.slot(10, in: lines) == 1)
        #expect(GridLayout.slot(34, in: lines) == 2)
        // On the last line, the last interval: a cell's right or bottom edge is still inside the grid.
        #expect(GridLayout.slot(35, in: lines) == 2)
        #expect(GridLayout.slot(5, in: [5]) == 0)
        #expect(GridLayout.slot(5, in: []) == nil)
    }
}
