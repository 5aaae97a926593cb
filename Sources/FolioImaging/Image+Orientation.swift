import CLeptonica

extension Image {
    /// The image as a viewer shows it when its EXIF `orientation` (1–8) is applied: turned clockwise by
    /// `quarterTurns`, then mirrored left to right when `mirrored`. Orientation 1 (or any value outside 2…8)
    /// returns the image itself. The resolution's axes follow a quarter turn.
    public func asDisplayed(exifOrientation orientation: Int) throws -> Image {
        let (turns, mirror) = Self.displayTransform(exifOrientation: orientation)
        guard turns != 0 || mirror else { return self }
        var result = self
        if turns != 0 {
            guard let p = pixRotateOrth(pix, Int32(turns)) else {
                throw ImagingError(.operationFailed, "could not turn the image as its EXIF orientation \(orientation) "
                                   + "says")
            }
            result = Image(owning: p)
        }
        if mirror {
            guard let p = pixFlipLR(nil, result.pix) else {
                throw ImagingError(.operationFailed, "could not mirror the image as its EXIF orientation "
                                   + "\(orientation) says")
            }
            result = Image(owning: p)
        }
        let (xRes, yRes) = turns % 2 == 1 ? (yResolution, xResolution) : (xResolution, yResolution)
        result.setResolution(x: xRes, y: yRes)
        return result
    }

    /// The clockwise quarter turns and then the left–right mirroring that take stored pixels to their display
    /// under EXIF `orientation`: 2 mirrors, 3 turns halfway, 4 turns halfway and mirrors (a top–bottom flip),
    /// 5 turns a quarter and mirrors (a transpose), 6 turns a quarter, 7 turns three quarters and mirrors, 8 turns
    /// three quarters.
    static func displayTransform(exifOrientation orientation: Int) -> (quarterTurns: Int, mirrored: Bool) {
        switch orientation {
        case 2: return (0, true)
        case 3: return (2, false)
        case 4: return (2, true)
        case 5: return (1, true)
        case 6: return (1, false)
        case 7: return (3, true)
        case 8: return (3, false)
        default: return (0, false)
        }
    }
}
