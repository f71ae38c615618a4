import CKernels
import GentleImage

/// A Gaussian blur approximated by three box blurs (the SVG `feGaussianBlur` recipe), over
/// 8-bit interleaved channels, in integer arithmetic so every run gives the same bytes.
struct BoxBlur {
    /// The three box widths, each odd.
    let widths: [Int]

    /// Largest box width; keeps the division exact (see `gk_reciprocal`).
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

    /// The passes that change anything: a box of width 1 is the identity.
    private var boxes: [UInt32] { widths.filter { $0 > 1 }.map(UInt32.init) }

    /// Blurs `height` rows of `width` pixels with `channels` interleaved bytes each, rows
    /// `stride` bytes apart. Samples outside the buffer count as zero. Only the pixels inside
    /// `window` (all of them when nil) come out blurred; the passes skip what no pixel there
    /// depends on and leave the others half blurred.
    ///
    /// Each pass is a running sum, so the cost is the same for every σ; each pass rounds to
    /// bytes, so the result is the same whatever order rows and columns are visited in.
    func apply(
        to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
        window: PixelRect? = nil
    ) {
        let boxes = boxes
        guard width > 0, height > 0, channels > 0, !boxes.isEmpty,
            let window = Self.cut(window, width: width, height: height)
        else { return }
        let rowBytes = width * channels
        let sourceBytes = stride * (height - 1) + rowBytes
        // The counters first, so they are aligned; the scratch is wholly written before it is read.
        PixelPool.effects.withScratch(bytes: 4 * rowBytes + 4 * rowBytes + sourceBytes) { scratch in
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            let rows = (scratch + 4 * rowBytes).assumingMemoryBound(to: UInt8.self)
            gk_box_blur(
                pixels, width, height, stride, channels, boxes, boxes.count, window, rows, rows + 4 * rowBytes, sums)
        }
    }

    /// Writes into `window` of `pixels` (all of them when nil) exactly what `apply(to:…)` makes
    /// of an image whose every pixel is `pixel`, without reading `pixels` or passing over the
    /// image more than once: the blur of one flat colour is that colour except within the boxes'
    /// reach of the edges.
    func apply(
        flat pixel: [UInt8], to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
        window: PixelRect? = nil
    ) {
        let channels = pixel.count
        guard width > 0, height > 0, channels > 0, let window = Self.cut(window, width: width, height: height)
        else { return }
        let boxes = boxes
        let rowBytes = width * channels
        // A column per distinct byte value, at most 256, blurred from a copy of itself.
        let columns = min(rowBytes, 256)
        PixelPool.effects.withScratch(bytes: 4 * columns + 3 * rowBytes + 2 * columns * height) { scratch in
            let sums = scratch.assumingMemoryBound(to: UInt32.self)
            let rows = (scratch + 4 * columns).assumingMemoryBound(to: UInt8.self)
            gk_box_blur_flat(
                pixels, width, height, stride, channels, pixel, boxes, boxes.count, window, rows, rows + 3 * rowBytes,
                sums)
        }
    }

    /// `window` cut to the image, as the kernels take it; nil when nothing of it is left.
    private static func cut(_ window: PixelRect?, width: Int, height: Int) -> gk_window? {
        let window = window ?? PixelRect(x: 0, y: 0, width: width, height: height)
        let left = max(window.x, 0)
        let top = max(window.y, 0)
        let right = min(window.x + window.width, width)
        let bottom = min(window.y + window.height, height)
        guard right > left, bottom > top else { return nil }
        return gk_window(x: left, y: top, width: right - left, height: bottom - top)
    }

}
