import CPNGSupport

extension Bitmap {
    /// The straight-alpha bitmap of premultiplied 32-bit pixels in native byte order with alpha in
    /// the high byte (cairo's `ARGB32`), rows `bytesPerRow` apart: un-premultiplied with
    /// `(c·255 + a/2) / a` by the row code the PNG encoder runs on the same pixels, so a bitmap
    /// and a PNG of one canvas always agree. The rows that `repeated` marks are read from its row
    /// instead. `nil` when the buffer is too small for the size.
    package init?(
        premultipliedARGB32 pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        repeated: RepeatedRows? = nil
    ) {
        guard width >= 0, height >= 0, width <= Int(UInt32.max), height <= Int(UInt32.max),
            bytesPerRow >= width * 4, height == 0 || pixels.count >= bytesPerRow * (height - 1) + width * 4,
            repeated?.fits(width: width, height: height) ?? true
        else { return nil }
        // Not zero-filled first: the row code writes all four bytes of every pixel, so a memset
        // pass over the whole fresh buffer would only be overwritten.
        let count = width * height * 4
        let straight = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = pixels.baseAddress, count > 0 {
                let source = gps_pixels(
                    data: base.assumingMemoryBound(to: UInt8.self), width: UInt32(width), height: UInt32(height),
                    stride: bytesPerRow, layout: Int32(GPS_PIXELS_PREMULTIPLIED_ARGB32),
                    repeated_rows: repeated?.marks.baseAddress,
                    repeated_row: repeated?.row.baseAddress?.assumingMemoryBound(to: UInt8.self))
                gps_unpremultiply_rows(source, buffer.baseAddress)
            }
            initialized = count
        }
        self.init(width: width, height: height, pixels: straight)
    }
}
