import CCairo
import GentleImage

/// cairo's own PNG writer on the same pixels, as the speed and size reference for our encoder.
final class CairoPNGWriter {
    private final class Sink {
        var bytes: [UInt8] = []
    }

    private let surface: OpaquePointer

    /// Copies straight RGBA into a premultiplied ARGB32 surface, as the rasterizer would hold it.
    init?(_ bitmap: Bitmap) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<bitmap.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<bitmap.width {
                let offset = (y * bitmap.width + x) * 4
                let alpha = UInt32(bitmap.pixels[offset + 3])
                let premultiply = { (channel: UInt8) in (UInt32(channel) * alpha + 127) / 255 }
                row[x] =
                    alpha << 24 | premultiply(bitmap.pixels[offset]) << 16
                    | premultiply(bitmap.pixels[offset + 1]) << 8 | premultiply(bitmap.pixels[offset + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The PNG bytes cairo writes (zlib level 6, adaptive filters, RGB when opaque).
    func pngBytes() -> [UInt8] {
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { context, data, length in
                guard let context, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue().bytes
                    .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
    }
}
