import Testing

@testable import FolioOCR

/// Spaces the recogniser left out, put back where the line's ink leaves one.
@Suite struct LineInkGapsTests {
    /// A monospaced line on a 16-column pitch read at 8 columns a step: `cells` holds one character per cell
    /// ("_" for a blank cell, read as nothing) and `read` says which blank cells the recogniser read as a space.
    /// A letter's ink fills columns 2…13 of its cell; punctuation's only 4…7.
    func line(_ cells: String, readSpaces read: Set<Int>) -> (characters: [CTCDecoder.Character], gaps: LineInkGaps) {
        var characters: [CTCDecoder.Character] = []
        var inked = [Bool](repeating: false, count: 16 * cells.count)
        for (cell, symbol) in cells.enumerated() {
            if symbol == "_" {
                if read.contains(cell) {
                    characters.append(.init(text: " ", firstStep: 2 * cell, lastStep: 2 * cell + 1, probability: 0.9))
                }
                continue
            }
            characters.append(.init(text: String(symbol), firstStep: 2 * cell, lastStep: 2 * cell + 1, probability: 0.9))
            let ink = symbol.isLetter || symbol.isNumber ? 2..<14 : 4..<8
            for column in ink { inked[16 * cell + column] = true }
        }
        return (characters, LineInkGaps(inked: inked))
    }

    func text(_ characters: [CTCDecoder.Character]) -> String { characters.map(\.text).joined() }

    @Test func aBlankCellAfterACommaIsASpace() {
        let (characters, gaps) = line("AB_CD,_EF", readSpaces: [2])
        #expect(text(characters) == "AB CD,EF")
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "AB CD, EF")
    }

    @Test func lettersAndPunctuationSideBySideStayTogether() {
        // "P.T." on a monospaced pitch: the full stops' cells are mostly blank, but only a cell wide.
        let (characters, gaps) = line("LOT_P.T._2811", readSpaces: [3, 8])
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "LOT P.T. 2811")
    }

    @Test func aCapitalBeforeSmallLettersStartsAWord() {
        let (characters, gaps) = line("AB_CD_L_ot", readSpaces: [2, 5])
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "AB CD Lot")
        let (hyphened, hyphenGaps) = line("AB_CD_Paid-_up", readSpaces: [2, 5])
        #expect(text(hyphenGaps.spaced(hyphened, stepWidth: 8, inkHeight: 24)) == "AB CD Paid-up")
    }

    @Test func aBracketHoldsOnToTheWordsInsideIt() {
        // A narrow bracket a blank cell from its word leaves as much blank as a space.
        let (characters, gaps) = line("MR_(_KUCHAI_)_SDN", readSpaces: [2, 13])
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "MR (KUCHAI) SDN")
        // Other marks that far from their words are set apart.
        let (marks, markGaps) = line("MR_,_KUCHAI_._SDN", readSpaces: [2, 13])
        #expect(text(markGaps.spaced(marks, stepWidth: 8, inkHeight: 24)) == "MR , KUCHAI . SDN")
    }

    @Test func aPointOrCommaBetweenDigitsHoldsOnToThem() {
        // A narrow point or comma a blank cell from its digits (a receipt photo's "$28 .40").
        let (characters, gaps) = line("AT_07_$28_._40_1_,_204", readSpaces: [2, 5, 14])
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "AT 07 $28.40 1,204")
        // Beside a letter the same marks that far away are set apart, and a hyphen is between digits too
        // (print spaces some: "TEL: 03- 55423228").
        let (marks, markGaps) = line("AT_07_-_06_._B6_,_CODES", readSpaces: [2])
        #expect(text(markGaps.spaced(marks, stepWidth: 8, inkHeight: 24)) == "AT 07 - 06 . B6 , CODES")
    }

    @Test func aLineWithNoSpaceReadHasNoMeasureAndIsLeftAlone() {
        let (characters, gaps) = line("ABCD,_EF", readSpaces: [])
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "ABCD,EF")
    }

    @Test func aColonACellApartFromItsWordsIsSpacedInALineWithNoSpaceRead() {
        let (characters, gaps) = line("TEL_:_03", readSpaces: [])
        #expect(text(characters) == "TEL:03")
        #expect(text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24)) == "TEL : 03")
        // Attached, it stays so; so do the colons of a time, even a blank cell from their digits.
        for (cells, expected) in [("DATE:_1", "DATE: 1"), ("10:27:03", "10:27:03"), ("12_:_53", "12:53")] {
            let (characters, gaps) = line(cells, readSpaces: [])
            let spaced = text(gaps.spaced(characters, stepWidth: 8, inkHeight: 24))
            #expect(spaced == expected, "\(cells): \(spaced)")
        }
    }

    @Test func onlyInkInsideTheLinesBandCounts() {
        // A 10-row strip, 6 columns: column 1 inked on row 0 (a neighbour's descender), column 4 on row 5.
        var values = [Float](repeating: 1, count: 60)
        values[0 * 6 + 1] = -1
        values[5 * 6 + 4] = -1
        let gaps = values.withUnsafeBufferPointer {
            LineInkGaps(strip: $0.baseAddress!, width: 6, height: 10, rowLength: 6, rows: 0.3...0.8)
        }
        #expect(gaps.inked == [false, false, false, false, true, false])
        #expect(gaps.widestBlank(from: 0, to: 6) == 4)
    }

    @Test func aRuleCrossingTheStripIsNoInkAndAWordEndsAtItsOwnInk() {
        // A 10-row strip, 12 columns: print on rows 3…6 of columns 2…6, a column rule down column 9.
        var values = [Float](repeating: 1, count: 120)
        for row in 3...6 { for column in 2...6 { values[row * 12 + column] = -1 } }
        for row in 0..<10 { values[row * 12 + 9] = -1 }
        let gaps = values.withUnsafeBufferPointer {
            LineInkGaps(strip: $0.baseAddress!, width: 12, height: 10, rowLength: 12, rows: 0.2...0.8)
        }
        #expect(gaps.inked.indices.filter { gaps.inked[$0] } == [2, 3, 4, 5, 6])
        // The steps placed the word over columns 1…10, onto the rule: its box ends at its print, a column kept.
        let word = gaps.tightened(from: 1, to: 10.5, margin: 1)
        #expect(word.from == 1 && word.to == 8)
        #expect(gaps.tightened(from: 10, to: 12, margin: 1) == (10, 12), "no ink: unchanged")
        #expect(gaps.tightened(from: 0, to: 6.5, margin: 1) == (0, 6.5), "no rule reached: the steps' span stands")
    }
}
