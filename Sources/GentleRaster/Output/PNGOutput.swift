import GentleImage

/// The one place raster output becomes PNG bytes, through GentleImage's libpng encoder.
enum PNGOutput {
    /// Encodes an ARGB32 image surface straight from cairo's premultiplied pixels: the encoder
    /// un-premultiplies row by row, so no full-size straight-alpha copy is made. The rows of the
    /// page's `background` that nothing painted are read as its one row.
    static func encode(
        surface: OpaquePointer, background: PageBackground?, encoder: PNGEncoder, text: [PNGTextEntry]
    ) throws -> [UInt8] {
        let pixels = try SurfacePixels(surface)
        do {
            let encode = { (repeated: RepeatedRows?) in
                try encoder.encode(
                    premultipliedARGB32: pixels.bytes, width: pixels.width, height: pixels.height,
                    bytesPerRow: pixels.bytesPerRow, repeated: repeated, text: text)
            }
            return try background.map { try $0.withRepeatedRows(encode) } ?? encode(nil)
        } catch {
            throw RasterError.pngEncoding(reason: "\(error)")
        }
    }
}
