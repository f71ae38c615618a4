import CCairo
import GentleImage

// cairo's own PNG writer: the speed and size reference both benches set GentleImage's encoder beside.
extension Canvas {
    /// A PNG canvas at scale 1 holding `bitmap`'s pixels premultiplied, as the rasterizer would
    /// hold them after drawing.
    package convenience init(premultiplying bitmap: Bitmap) throws {
        try self.init(size: Size(width: Double(bitmap.width), height: Double(bitmap.height)), scale: 1)
        cairo_surface_flush(surface)
        guard bitmap.hasConsistentSize, let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.cairo(operation: "write pixels", status: "no image data")
        }
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

    /// The PNG bytes cairo's `cairo_surface_write_to_png_stream` writes (zlib level 6, adaptive
    /// filters, RGB when opaque).
    package func encodedWithCairoPNGWriter() throws -> [UInt8] {
        guard format == .png else { throw RasterError.notRaster(format) }
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(
            surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cairo(operation: "write PNG", status: String(cString: cairo_status_to_string(status)))
        }
        return sink.bytes
    }
}
