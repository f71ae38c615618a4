import CCairo
import GentleImage

/// A raster page's opaque background, painted into a row only once drawing reaches it.
///
/// About half of a sheet's rows hold nothing but the background (margins, the gaps between
/// sections), and painting them, then reading them back to pack them for the PNG encoder, was a
/// tenth of a batch's time. So every drawing call paints the background into the rows under what
/// it draws before it draws there (`Canvas.prepare`), and the PNG encoder and `Canvas.bitmap()`
/// read every row still unpainted as one row of the background (`RepeatedRows`): the same pixels,
/// and the same bytes, as painting the whole page first.
final class PageBackground {
    /// The background's pixel, premultiplied ARGB32, as cairo painted it into the first row.
    private let pixel: UInt32
    /// One byte per row of the page: 1 while the row holds no background yet (nor anything else).
    private var unpainted: [UInt8]
    /// How many rows are still unpainted.
    private(set) var unpaintedCount: Int
    /// One row of `pixel`, which the encoder reads for every unpainted row.
    private let row: [UInt32]
    /// `cairo_surface_t*` of the page.
    private let surface: OpaquePointer
    private let words: UnsafeMutablePointer<UInt32>
    private let wordsPerRow: Int, width: Int

    /// The background of `surface`, an ARGB32 image surface whose first row cairo has painted
    /// with it (every pixel the same) and whose other rows hold anything; nil when the surface
    /// has no pixels to read.
    init?(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, stride >= width * 4, let data = cairo_image_surface_get_data(surface) else {
            return nil
        }
        self.surface = surface
        self.width = width
        wordsPerRow = stride / 4
        words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        pixel = words[0]
        row = Array(repeating: pixel, count: width)
        unpainted = Array(repeating: 1, count: height)
        unpainted[0] = 0
        unpaintedCount = height - 1
    }

    /// Paints the background into the rows of `rows` (cut to the page) that do not hold it yet.
    func paint(rows: Range<Int>) {
        guard unpaintedCount > 0 else { return }
        let rows = rows.clamped(to: unpainted.indices)
        var top = rows.lowerBound
        while top < rows.upperBound {
            guard unpainted[top] != 0 else {
                top += 1
                continue
            }
            var bottom = top + 1
            while bottom < rows.upperBound, unpainted[bottom] != 0 { bottom += 1 }
            fill(top..<bottom)
            top = bottom
        }
    }

    /// Paints the background into every row that does not hold it yet.
    func paintAll() {
        paint(rows: unpainted.indices)
    }

    /// Runs `body` with the unpainted rows as the encoder takes them, nil when every row is painted.
    func withRepeatedRows<Result>(_ body: (RepeatedRows?) throws -> Result) rethrows -> Result {
        guard unpaintedCount > 0 else { return try body(nil) }
        return try unpainted.withUnsafeBufferPointer { marks in
            try row.withUnsafeBytes { try body(RepeatedRows(marks: marks, row: $0)) }
        }
    }

    /// Writes `pixel` over rows `top..<bottom` in the surface's memory, as cairo's own paint
    /// would, and tells cairo they changed.
    private func fill(_ rows: Range<Int>) {
        cairo_surface_flush(surface)
        if wordsPerRow == width {
            (words + rows.lowerBound * wordsPerRow).update(repeating: pixel, count: rows.count * width)
        } else {
            for index in rows { (words + index * wordsPerRow).update(repeating: pixel, count: width) }
        }
        for index in rows { unpainted[index] = 0 }
        unpaintedCount -= rows.count
        cairo_surface_mark_dirty_rectangle(surface, 0, Int32(rows.lowerBound), Int32(width), Int32(rows.count))
    }
}
