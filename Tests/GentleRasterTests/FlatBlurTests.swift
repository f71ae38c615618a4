import CCairo
import GentleImage
import Testing

@testable import GentleRaster

/// The blur of one flat colour, written straight out, is byte for byte what the box passes make of
/// an image filled with it: the colour away from the edges, the passes' own rounding within their
/// reach of them (samples outside counting as zero), at every size, σ and colour.
@Suite struct FlatBlurTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let width: Int, height: Int, sigma: Double
        /// The pixel's bytes in memory order: premultiplied BGRA for four channels.
        let pixel: [UInt8]
        var testDescription: String { "\(width)×\(height) σ \(sigma) \(pixel)" }
    }

    // Narrower and shorter than a box, as wide as the boxes' reach, larger; opaque, translucent
    // (premultiplied), transparent and single-channel colours; a box of width 1 (σ 0.3).
    static let cases: [Case] = [
        Case(width: 5, height: 4, sigma: 6, pixel: [0x20, 0x40, 0x80, 0xFF]),
        Case(width: 40, height: 31, sigma: 3, pixel: [0xFF, 0xFF, 0xFF, 0xFF]),
        Case(width: 23, height: 61, sigma: 4.5, pixel: [0x33, 0x1A, 0x4D, 0x80]),
        Case(width: 90, height: 12, sigma: 12, pixel: [0x01, 0x00, 0x02, 0x03]),
        Case(width: 120, height: 95, sigma: 16, pixel: [0xF0, 0x10, 0x7F, 0xF0]),
        Case(width: 33, height: 17, sigma: 0.3, pixel: [0x12, 0x34, 0x56, 0x78]),
        Case(width: 64, height: 48, sigma: 7, pixel: [0, 0, 0, 0]),
        Case(width: 70, height: 9, sigma: 2.2, pixel: [0xC8]),
    ]

    @Test(arguments: cases)
    func aFlatBlurIsTheBoxPassesBlur(_ flat: Case) {
        let blur = BoxBlur(sigma: flat.sigma)
        let channels = flat.pixel.count
        // Rows padded as cairo pads them; the padding is never written.
        let stride = (flat.width * channels + 7) / 8 * 8
        let filled = (0..<flat.height).flatMap { _ in
            (0..<flat.width).flatMap { _ in flat.pixel } + Array(repeating: 0xEE, count: stride - flat.width * channels)
        }
        var expected = filled
        expected.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(to: base, width: flat.width, height: flat.height, stride: stride, channels: channels)
        }
        // Whatever the memory held before, the flat blur writes every pixel.
        var written = [UInt8](repeating: 0x5A, count: filled.count)
        for row in 0..<flat.height {
            for column in flat.width * channels..<stride { written[row * stride + column] = 0xEE }
        }
        written.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur.apply(flat: flat.pixel, to: base, width: flat.width, height: flat.height, stride: stride)
        }
        #expect(written == expected)
    }

    /// Within a window the flat blur writes what the whole flat blur does, and nothing outside it.
    @Test(arguments: [
        PixelRect(x: 30, y: 25, width: 50, height: 40), PixelRect(x: -10, y: 60, width: 40, height: 100),
        PixelRect(x: 119, y: 0, width: 1, height: 1),
    ])
    func aFlatBlurWritesItsWindowAsTheWholeOne(window: PixelRect) {
        let (width, height, stride) = (120, 95, 480)
        let blur = BoxBlur(sigma: 16)
        let pixel: [UInt8] = [0xF0, 0x10, 0x7F, 0xF0]
        func blurred(_ window: PixelRect?) -> [UInt8] {
            var written = [UInt8](repeating: 0x5A, count: stride * height)
            written.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                blur.apply(flat: pixel, to: base, width: width, height: height, stride: stride, window: window)
            }
            return written
        }
        let whole = blurred(nil)
        let part = blurred(window)
        let columns = max(window.x, 0)..<min(window.x + window.width, width)
        let rows = max(window.y, 0)..<min(window.y + window.height, height)
        let wrong = (0..<stride * height).filter { index in
            let inside = rows.contains(index / stride) && columns.contains(index % stride / 4)
            return part[index] != (inside ? whole[index] : 0x5A)
        }
        #expect(wrong.isEmpty)
    }

    /// A region of a surface, reaching past its edges by different amounts on each side, as a
    /// material's copy does near the page border: its blurred copy is the plain one, each pixel
    /// the nearest source pixel, through the box passes; whether the surface is one colour (the
    /// flat path) or has one pixel of another (the general path).
    @Test(
        arguments: [
            (x: -30, y: -12, width: 70, height: 50, sigma: 9.0), (x: 10, y: 8, width: 20, height: 16, sigma: 2.5),
            (x: 25, y: -40, width: 90, height: 120, sigma: 20.0),
        ], [false, true])
    func aBackdropCopyIsTheEdgeRepeatedCopyBlurred(
        region: (x: Int, y: Int, width: Int, height: Int, sigma: Double), speck: Bool
    ) throws {
        let (sourceWidth, sourceHeight) = (48, 36)
        let target = try #require(
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sourceWidth), Int32(sourceHeight)))
        defer { cairo_surface_destroy(target) }
        let context = try #require(cairo_create(target))
        cairo_set_source_rgba(context, 0.8, 0.3, 0.1, 0.6)
        cairo_paint(context)
        if speck {
            // Inside every region's part of the surface.
            cairo_set_source_rgba(context, 0.1, 0.9, 0.4, 1)
            cairo_rectangle(context, 25, 15, 1, 1)
            cairo_fill(context)
        }
        cairo_destroy(context)
        cairo_surface_flush(target)
        let data = try #require(cairo_image_surface_get_data(target))
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        var expected: [UInt8] = []
        for row in 0..<region.height {
            let y = min(max(region.y + row, 0), sourceHeight - 1)
            for column in 0..<region.width {
                let x = min(max(region.x + column, 0), sourceWidth - 1)
                expected += UnsafeBufferPointer(start: data + y * sourceStride + x * 4, count: 4)
            }
        }
        let stride = region.width * 4
        expected.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            BoxBlur(sigma: region.sigma).apply(
                to: base, width: region.width, height: region.height, stride: stride, channels: 4)
        }
        let bounds = Backdrop.Region(x: region.x, y: region.y, width: region.width, height: region.height)
        let copy = try #require(Backdrop(target: target, region: bounds, blur: region.sigma))
        let copied = try #require(cairo_image_surface_get_data(copy.surface))
        let copyStride = Int(cairo_image_surface_get_stride(copy.surface))
        let rows = (0..<region.height).flatMap { row in
            Array(UnsafeBufferPointer(start: copied + row * copyStride, count: stride))
        }
        #expect(rows == expected)
    }
}
