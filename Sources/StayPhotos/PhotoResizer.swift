/// Shrinks pixels by area averaging (a box filter) to fit a long side, compositing any alpha onto white.
struct PhotoResizer: Sendable {
    // MARK: - Sizing

    /// The size that fits `longSide`, keeping the aspect ratio and never enlarging.
    static func fittedSize(width: Int, height: Int, longSide: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > longSide else { return (width, height) }
        let scale = Double(longSide) / Double(longest)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    // MARK: - Resizing

    /// RGB pixels whose long side is at most `longSide`; each is the average of the source area it covers.
    func resize(_ image: PixelBuffer, longSide: Int) -> PixelBuffer {
        let (outWidth, outHeight) = Self.fittedSize(width: image.width, height: image.height, longSide: longSide)
        let columns = BoxWeights(source: image.width, target: outWidth)
        let rows = BoxWeights(source: image.height, target: outHeight)
        var sums = [Float](repeating: 0, count: outWidth * outHeight * 3)
        var row = [Float](repeating: 0, count: outWidth * 3)
        image.pixels.withUnsafeBufferPointer { source in
            sums.withUnsafeMutableBufferPointer { sums in
                row.withUnsafeMutableBufferPointer { row in
                    for y in 0..<image.height {
                        resampleRow(source, y: y, image: image, columns: columns, into: row)
                        rows.add(from: y) { target, weight in
                            let base = target * row.count
                            for index in 0..<row.count { sums[base + index] += row[index] * weight }
                        }
                    }
                }
            }
        }
        let pixels = sums.map { UInt8(max(0, min(255, $0.rounded()))) }
        return PixelBuffer(width: outWidth, height: outHeight, channels: 3, pixels: pixels)
    }

    /// One source row averaged across columns, as RGB composited onto white.
    private func resampleRow(
        _ source: UnsafeBufferPointer<UInt8>, y: Int, image: PixelBuffer, columns: BoxWeights,
        into row: UnsafeMutableBufferPointer<Float>
    ) {
        let channels = image.channels
        let start = y * image.width * channels
        row.update(repeating: 0)
        for x in 0..<image.width {
            let at = start + x * channels
            var (red, green, blue) = (Float(source[at]), Float(source[at + 1]), Float(source[at + 2]))
            if channels == 4 {
                let alpha = Float(source[at + 3]) / 255
                let white = 255 * (1 - alpha)
                (red, green, blue) = (red * alpha + white, green * alpha + white, blue * alpha + white)
            }
            columns.add(from: x) { target, weight in
                row[target * 3] += red * weight
                row[target * 3 + 1] += green * weight
                row[target * 3 + 2] += blue * weight
            }
        }
    }
}

// MARK: - Weights

/// For each source index, the (at most two) target indexes its span overlaps and the share it gives each.
struct BoxWeights: Sendable {
    private let first: [Int]
    private let firstWeight: [Float]
    private let secondWeight: [Float]

    /// Weights mapping `source` samples onto `target` ones (`target <= source`); each target's weights sum to 1.
    init(source: Int, target: Int) {
        let scale = Double(source) / Double(target)
        var first = [Int](repeating: 0, count: source)
        var firstWeight = [Float](repeating: 0, count: source)
        var secondWeight = [Float](repeating: 0, count: source)
        for index in 0..<source {
            let start = Double(index) / scale
            let end = Double(index + 1) / scale
            let cell = min(target - 1, Int(start))
            let split = Double(cell + 1)
            first[index] = cell
            if end > split, cell + 1 < target {
                firstWeight[index] = Float((split - start) / (end - start) / scale)
                secondWeight[index] = Float((end - split) / (end - start) / scale)
            } else {
                firstWeight[index] = Float(1 / scale)
            }
        }
        self.first = first
        self.firstWeight = firstWeight
        self.secondWeight = secondWeight
    }

    /// Calls `body` with each target source sample `index` adds to and its weight there.
    @inline(__always)
    func add(from index: Int, _ body: (_ target: Int, _ weight: Float) -> Void) {
        body(first[index], firstWeight[index])
        if secondWeight[index] > 0 { body(first[index] + 1, secondWeight[index]) }
    }
}
