@testable import FolioDetect
import Testing

@Suite struct AddressSpellingTests {
    let words = AddressWords.all

    @Test func aMarkReadInPlaceOfALetterIsPutRight() {
        #expect(AddressSpelling.corrected("NO.12,JA:AN SS4C/5,PETALING JAYA SE_ANGOR DARUL EHSAN", words: words)
            == "NO.12,JALAN SS4C/5,PETALING JAYA SELANGOR DARUL EHSAN")
        #expect(AddressSpelling.corrected("Jln Se_angor 3", words: words) == "Jln Selangor 3", "the case is kept")
    }

    @Test func anAccentThePrintNeverHadIsDropped() {
        #expect(AddressSpelling.corrected("40170 SETIA ÁLAM", words: words) == "40170 SETIA ALAM")
        #expect(AddressSpelling.corrected("Şeksyen 9, Bandar", words: words) == "Seksyen 9, Bandar")
    }

    @Test func anOReadInANumberIsAZero() {
        #expect(AddressSpelling.corrected("NO 29O, JALAN AIR PANAS, 532OO KUALA LUMPUR", words: words)
            == "NO 290, JALAN AIR PANAS, 53200 KUALA LUMPUR")
        #expect(AddressSpelling.corrected("No.15o, Jln 3/40O", words: words) == "No.150, Jln 3/400")
        // Words with an O, numbers running into letters and runs of one digit are left: "NO", "10OZ", "B2O", "O2".
        for address in ["NO 12, LOT O2", "10OZ TOWER", "UNIT B2O, BLOCK O", "LOT 1O"] {
            #expect(AddressSpelling.corrected(address, words: words) == address)
        }
    }

    @Test func wordsThatMayBeRightStayAsRead() {
        // Near a listed word, but names as printed: Permas Utara (not Utama), Ulu Kelang (not Klang).
        for address in ["JALAN PERMAS UTARA 1", "JLN ULU KELANG", "Rue de l'Église", "SETIA INDAH X ,U13/X"] {
            #expect(AddressSpelling.corrected(address, words: words) == address)
        }
    }
}
