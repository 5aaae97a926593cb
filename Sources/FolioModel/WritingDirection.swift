extension Unicode.Scalar {
    /// Whether this is a letter of a script written right to left: Hebrew, Arabic, Syriac, Thaana, N'Ko and their
    /// neighbours (U+0590–U+08FF), and the Hebrew and Arabic presentation forms PDFs often carry.
    public var isRightToLeftLetter: Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }
}

/// Which way a run of text is read.
public enum WritingDirection {
    /// Whether most of the letters among `scalars` are right-to-left ones (`Unicode.Scalar.isRightToLeftLetter`):
    /// such a line or cell is read from its right.
    public static func isMostlyRightToLeft<S: Sequence>(_ scalars: S) -> Bool where S.Element == Unicode.Scalar {
        var rightToLeft = 0, letters = 0
        for scalar in scalars where scalar.properties.isAlphabetic {
            letters += 1
            if scalar.isRightToLeftLetter { rightToLeft += 1 }
        }
        return rightToLeft * 2 > letters
    }
}
