import CCairo

/// An A8 coverage mask over a user-space rectangle, at a given pixel density, that can be blurred
/// in place and then used as a cairo mask.
final class ShadowMask {
    /// `cairo_surface_t*` of format A8 with device scale = density.
    let surface: OpaquePointer
    private let width: Int, height: Int

    /// Largest mask, in pixels, that a shadow may allocate.
    static let maximumPixelCount = 64 * 1024 * 1024

    /// Renders `draw` (in user space) into a fresh mask covering `area`.
    init(area: Rect, density: Double, draw: (OpaquePointer) -> Void) throws {
        let pixelWidth = (area.width * density).rounded()
        let pixelHeight = (area.height * density).rounded()
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= Double(CanvasLimit.maximumSide),
            pixelHeight <= Double(CanvasLimit.maximumSide), pixelWidth * pixelHeight <= Double(Self.maximumPixelCount)
        else { throw RasterError.effectTooLarge(width: pixelWidth, height: pixelHeight) }
        width = Int(pixelWidth)
        height = Int(pixelHeight)
        guard
            let surface = PixelPool.effects.surface(CAIRO_FORMAT_A8, width: width, height: height, zeroed: true)
                ?? cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else {
            throw RasterError.effectTooLarge(width: pixelWidth, height: pixelHeight)
        }
        self.surface = surface
        cairo_surface_set_device_scale(surface, density, density)
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        cairo_translate(context, -area.minX, -area.minY)
        draw(context)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Blurs the coverage with a Gaussian of `sigma` pixels.
    func blur(sigma: Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        BoxBlur(sigma: sigma).apply(to: data, width: width, height: height, stride: stride, channels: 1)
        cairo_surface_mark_dirty(surface)
    }
}
