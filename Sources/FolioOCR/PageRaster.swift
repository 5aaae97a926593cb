import FolioImaging
import FolioModel

/// A page's pixels as 8-bit planes — blue, green, red for a colour image (the order PP-OCR's networks were
/// trained on), one grey plane otherwise — for the neural engine's own sampling (line crops, model inputs).
struct PageRaster: Sendable {
    let width: Int
    let height: Int
    /// One plane (grey) or three (blue, green, red), `width` × `height` bytes each.
    let planes: [[UInt8]]

    init(width: Int, height: Int, planes: [[UInt8]]) {
        precondition((planes.count == 1 || planes.count == 3) && planes.allSatisfy { $0.count == width * height })
        self.width = width
        self.height = height
        self.planes = planes
    }

    init(_ image: Image) throws {
        if image.depth == 32 {
            let colour = try image.colorPlanes()
            self.init(width: image.width, height: image.height, planes: [colour.blue, colour.green, colour.red])
        } else {
            self.init(width: image.width, height: image.height, planes: [try image.grayBytes()])
        }
    }

    /// Writes the parallelogram with corners `topLeft`, `topRight` and `bottomLeft` resampled to `width` ×
    /// `height` into three planes of `output` (`planeStride` floats apart, rows `rowLength` floats long) as
    /// (value ÷ 255 − 0.5) ÷ 0.5, interpolating between the four nearest pixels and averaging `n` × `n` samples
    /// a pixel where the source is shrunk; outside the page reads as white.
    func write(topLeft: Point, topRight: Point, bottomLeft: Point, width outWidth: Int, height outHeight: Int,
               into output: UnsafeMutablePointer<Float>, rowLength: Int, planeStride: Int) {
        let ux = (topRight.x - topLeft.x) / Double(outWidth), uy = (topRight.y - topLeft.y) / Double(outWidth)
        let vx = (bottomLeft.x - topLeft.x) / Double(outHeight), vy = (bottomLeft.y - topLeft.y) / Double(outHeight)
        let shrink = max((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let n = min(4, max(1, Int(shrink.rounded(.up))))
        let weight = 1 / (Double(n * n) * 127.5)
        // Where each sample falls is worked out once for all the planes.
        withPlanes { pixels in
            let colour = pixels.count == 3
            let blue = pixels[0], green = colour ? pixels[1] : pixels[0], red = colour ? pixels[2] : pixels[0]
            for row in 0..<outHeight {
                for column in 0..<outWidth {
                    var sums = (0.0, 0.0, 0.0)
                    for j in 0..<n {
                        let v = Double(row) + (Double(j) + 0.5) / Double(n)
                        for i in 0..<n {
                            let u = Double(column) + (Double(i) + 0.5) / Double(n)
                            // Pixel centres sit at integer + 0.5.
                            let fx = topLeft.x + u * ux + v * vx - 0.5, fy = topLeft.y + u * uy + v * vy - 0.5
                            let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
                            let ax = fx - Double(x0), ay = fy - Double(y0)
                            let inside = x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height
                            @inline(__always) func sample(_ plane: UnsafeBufferPointer<UInt8>) -> Double {
                                @inline(__always) func at(_ px: Int, _ py: Int) -> Double {
                                    guard inside || (px >= 0 && py >= 0 && px < width && py < height) else { return 255 }
                                    return Double(plane[py * width + px])
                                }
                                let top = at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax
                                let bottom = at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax
                                return top * (1 - ay) + bottom * ay
                            }
                            sums.0 += sample(blue)
                            if colour {
                                sums.1 += sample(green)
                                sums.2 += sample(red)
                            }
                        }
                    }
                    let offset = row * rowLength + column
                    output[offset] = Float(sums.0 * weight - 1)
                    if colour {
                        output[planeStride + offset] = Float(sums.1 * weight - 1)
                        output[2 * planeStride + offset] = Float(sums.2 * weight - 1)
                    }
                }
            }
        }
        guard planes.count == 1 else { return }
        for channel in 1...2 {
            for row in 0..<outHeight {
                (output + channel * planeStride + row * rowLength).update(from: output + row * rowLength, count: outWidth)
            }
        }
    }

    /// Calls `body` with the planes' bytes.
    private func withPlanes(_ body: ([UnsafeBufferPointer<UInt8>]) -> Void) {
        planes[0].withUnsafeBufferPointer { first in
            guard planes.count == 3 else { return body([first]) }
            planes[1].withUnsafeBufferPointer { second in
                planes[2].withUnsafeBufferPointer { third in body([first, second, third]) }
            }
        }
    }
}
