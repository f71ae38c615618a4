import CKernels

/// A Gaussian blur approximated by three box blurs (the SVG `feGaussianBlur` recipe), over
/// 8-bit interleaved channels, in integer arithmetic so every run gives the same bytes.
struct BoxBlur {
    /// The three box widths, each odd.
    let widths: [Int]

    /// Largest box width; keeps the reciprocal division exact (see `gk_reciprocal`).
    static let maximumWidth = Int(GK_MAXIMUM_BOX_WIDTH)

    /// The boxes whose combined variance is closest to `sigma`² (in pixels).
    init(sigma: Double) {
        let passes = 3.0
        let variance = sigma * sigma
        // Bounded before the Int conversion so an absurd σ cannot overflow it.
        let ideal = min((12 * variance / passes + 1).squareRoot(), Double(Self.maximumWidth))
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, min(lower, Self.maximumWidth - 2))
        let l = Double(lower)
        let lowerCount = ((12 * variance - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        widths = (0..<3).map { Double($0) < lowerCount ? lower : lower + 2 }
    }

    /// The σ that the three boxes actually give.
    var effectiveSigma: Double {
        widths.reduce(0) { $0 + Double($1 * $1 - 1) / 12 }.squareRoot()
    }

    /// Blurs `height` rows of `width` pixels with `channels` interleaved bytes each, rows
    /// `stride` bytes apart. Samples outside the buffer count as zero.
    ///
    /// Each pass is a running sum, so the cost is the same for every σ; each pass rounds to
    /// bytes, so the result is the same whatever order rows and columns are visited in.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
        let boxes = widths.filter { $0 > 1 }.map(UInt32.init)
        guard width > 0, height > 0, channels > 0, !boxes.isEmpty else { return }
        let rowBytes = width * channels
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * (height - 1) + rowBytes)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer { sums.deallocate() }
        gk_box_blur(
            pixels, width, height, stride, channels, boxes, boxes.count, rows, source, sums)
    }
}
