import GentleImage

/// The one place raster output becomes PNG bytes, through GentleImage's libpng encoder.
enum PNGOutput {
    /// Encodes an ARGB32 image surface straight from cairo's premultiplied pixels: the encoder
    /// un-premultiplies row by row, so no full-size straight-alpha copy is made.
    static func encode(surface: OpaquePointer, encoder: PNGEncoder, text: [PNGTextEntry]) throws -> [UInt8] {
        let pixels = try SurfacePixels(surface)
        do {
            return try encoder.encode(
                premultipliedARGB32: pixels.bytes, width: pixels.width, height: pixels.height,
                bytesPerRow: pixels.bytesPerRow, text: text)
        } catch {
            throw RasterError.pngEncoding(reason: "\(error)")
        }
    }
}
