import CCairo
import GentleImage

/// The one place raster output becomes PNG bytes, through GentleImage's libpng encoder.
enum PNGOutput {
    /// Encodes an ARGB32 image surface straight from cairo's premultiplied pixels: the encoder
    /// un-premultiplies row by row, so no full-size straight-alpha copy is made.
    static func encode(surface: OpaquePointer, encoder: PNGEncoder, text: [PNGTextEntry]) throws -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RasterError.cairo(operation: "read pixels", status: "no image data")
        }
        do {
            return try encoder.encode(
                premultipliedARGB32: UnsafeRawBufferPointer(start: data, count: stride * height),
                width: width, height: height, bytesPerRow: stride, text: text)
        } catch {
            throw RasterError.pngEncoding(reason: "\(error)")
        }
    }
}
