import CCairo

/// The pixels of a flushed ARGB32 image surface as cairo holds them: premultiplied 32-bit words in
/// native byte order, alpha in the high byte, rows `bytesPerRow` apart. The bytes are the
/// surface's own, valid while it lives and is not drawn to; read them at once.
struct SurfacePixels {
    /// The surface's memory.
    let bytes: UnsafeRawBufferPointer
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Bytes from one row to the next (cairo's stride).
    let bytesPerRow: Int

    /// Flushes `surface` and views its pixels.
    init(_ surface: OpaquePointer) throws {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.cairo(operation: "read pixels", status: "no image data")
        }
        bytes = UnsafeRawBufferPointer(start: data, count: bytesPerRow * height)
    }
}
