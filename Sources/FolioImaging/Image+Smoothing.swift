import CLeptonica
import Foundation

extension Image {
    /// This image convolved with a Gaussian of standard deviation `sigma` pixels (separable, normalised;
    /// colour images channel by channel). Joins the dots of dot-matrix and dithered print and quietens JPEG
    /// noise before binarisation. `sigma <= 0` returns a copy.
    public func smoothed(sigma: Double) throws -> Image {
        guard sigma > 0 else { return try copy() }
        let half = Int32(max(1, (2.5 * sigma).rounded(.up)))
        // Leptonica's separable convolution needs the image at least as large as the kernel; a strip
        // narrower than that has nothing to smooth across.
        guard width > 2 * Int(half), height > 2 * Int(half) else { return try copy() }
        var kernelX: UnsafeMutablePointer<L_KERNEL>?
        var kernelY: UnsafeMutablePointer<L_KERNEL>?
        defer {
            kernelDestroy(&kernelX)
            kernelDestroy(&kernelY)
        }
        guard makeGaussianKernelSep(half, half, Float(sigma), 1, &kernelX, &kernelY) == 0,
              let kx = kernelX, let ky = kernelY else {
            throw ImagingError(.operationFailed, "could not make a Gaussian kernel of sigma \(sigma)")
        }
        let result: UnsafeMutablePointer<PIX>?
        switch depth {
        case 32: result = pixConvolveRGBSep(pix, kx, ky)
        case 8: result = pixConvolveSep(pix, kx, ky, 8, 1)
        default:
            let gray = try grayscale()
            return try gray.smoothed(sigma: sigma)
        }
        guard let result else {
            throw ImagingError(.operationFailed, "could not smooth a \(width) × \(height) \(depth)-bit image")
        }
        return Image(owning: result)
    }
}
