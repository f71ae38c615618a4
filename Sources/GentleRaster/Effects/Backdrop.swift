import CCairo
import GentleImage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A copy of already-drawn pixels (premultiplied ARGB32) that a material or glass blurs.
final class Backdrop {
    /// A rectangle in the target surface's pixels, `padding` pixels of blur context on each
    /// side around the part that is painted back.
    struct Region {
        let x: Int, y: Int, width: Int, height: Int
        var padding = 0
    }

    /// `cairo_surface_t*` holding the copy.
    let surface: OpaquePointer
    /// The copy's size and the blur context on each side, in pixels.
    let width: Int, height: Int, padding: Int

    /// The target pixels under a user-space rectangle, cut to the surface, then grown by
    /// `padding` pixels on every side; the part outside the surface is filled from its edges.
    static func pixelRegion(of bounds: Rect, context: OpaquePointer, target: OpaquePointer, padding: Double) -> Region?
    {
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [
            (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
            (bounds.maxX, bounds.maxY),
        ] {
            var deviceX = x
            var deviceY = y
            cairo_user_to_device(context, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY, padding].allSatisfy(\.isFinite)
        else { return nil }
        // Clamp in floating point first: huge coordinates must not overflow the Int conversion.
        func pixel(_ value: Double, limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let left = pixel((minX + offsetX).rounded(.down), limit: surfaceWidth)
        let top = pixel((minY + offsetY).rounded(.down), limit: surfaceHeight)
        let right = pixel((maxX + offsetX).rounded(.up), limit: surfaceWidth)
        let bottom = pixel((maxY + offsetY).rounded(.up), limit: surfaceHeight)
        guard right > left, bottom > top else { return nil }
        let grow = Int(min(max(padding, 0), Double(CanvasLimit.maximumSide)).rounded(.up))
        return Region(
            x: left - grow, y: top - grow, width: right - left + 2 * grow, height: bottom - top + 2 * grow,
            padding: grow)
    }

    /// Copies `region` of an ARGB32 image surface, blurred with a Gaussian of `sigma` pixels
    /// over all four premultiplied channels; pixels beyond the surface's edges repeat the nearest
    /// edge pixel, so a blur near the page edge does not fade into transparent black. Only the
    /// painted part and `reading` pixels of the padding around it (across, down) come out
    /// blurred, all of the copy when nil: the rest is blur context that nothing reads, and
    /// blurring only what is read is byte for byte the same there.
    init?(target: OpaquePointer, region: Region, blur sigma: Double, reading: (x: Int, y: Int)? = nil) {
        cairo_surface_flush(target)
        let sourceWidth = Int(cairo_image_surface_get_width(target))
        let sourceHeight = Int(cairo_image_surface_get_height(target))
        // Every byte of the copy is written below, so the pool's block need not be cleared.
        guard sourceWidth > 0, sourceHeight > 0, let source = cairo_image_surface_get_data(target),
            let surface = PixelPool.effects.surface(
                CAIRO_FORMAT_ARGB32, width: region.width, height: region.height, zeroed: false)
        else { return nil }
        guard let destination = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = region.width
        height = region.height
        padding = min(max(region.padding, 0), min(region.width, region.height) / 2)
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let insideLeft = min(max(region.x, 0), sourceWidth)
        let insideRight = min(max(region.x + region.width, 0), sourceWidth)
        let blur = BoxBlur(sigma: sigma)
        let window = reading.map { reading in
            PixelRect(
                x: padding - reading.x, y: padding - reading.y, width: width - 2 * padding + 2 * reading.x,
                height: height - 2 * padding + 2 * reading.y)
        }
        let rows = min(max(region.y, 0), sourceHeight - 1)...min(max(region.y + region.height - 1, 0), sourceHeight - 1)
        if insideRight > insideLeft,
            let pixel = Self.flatPixel(
                source, stride: sourceStride, columns: insideLeft..<insideRight, rows: rows)
        {
            // A layer of one colour (a material over a flat backdrop): the copy would be that
            // colour everywhere, and its blur is written as such, byte for byte the same.
            withUnsafeBytes(of: pixel) { bytes in
                blur.apply(
                    flat: Array(bytes), to: destination, width: width, height: height, stride: stride, window: window)
            }
        } else {
            for row in 0..<region.height {
                let sourceRow = min(max(region.y + row, 0), sourceHeight - 1)
                let from = UnsafeRawPointer(source + sourceRow * sourceStride).assumingMemoryBound(to: UInt32.self)
                let to = UnsafeMutableRawPointer(destination + row * stride).assumingMemoryBound(to: UInt32.self)
                if insideRight > insideLeft {
                    (to + (insideLeft - region.x)).update(from: from + insideLeft, count: insideRight - insideLeft)
                }
                let leftEdge = from[insideLeft < sourceWidth ? insideLeft : sourceWidth - 1]
                let rightEdge = from[max(insideRight - 1, 0)]
                for x in 0..<max(0, min(insideLeft - region.x, region.width)) { to[x] = leftEdge }
                for x in min(max(0, insideRight - region.x), region.width)..<region.width { to[x] = rightEdge }
            }
            blur.apply(to: destination, width: width, height: height, stride: stride, channels: 4, window: window)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The one pixel that fills `columns` × `rows` of the source, or nil at the first that differs.
    private static func flatPixel(
        _ source: UnsafeMutablePointer<UInt8>, stride: Int, columns: Range<Int>, rows: ClosedRange<Int>
    ) -> UInt32? {
        let first = UnsafeRawPointer(source + rows.lowerBound * stride).assumingMemoryBound(to: UInt32.self)
        let pixel = first[columns.lowerBound]
        for row in rows {
            let line = UnsafeRawPointer(source + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in columns where line[x] != pixel { return nil }
        }
        return pixel
    }

    /// Passes every pixel inside the padding through `remap`, on straight-alpha sRGB channels in
    /// 0…1; the alpha stays as it was. The padding is only blur context and is never painted.
    func remap(_ remap: (Double, Double, Double) -> (red: Double, green: Double, blue: Double)) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var last = RemappedPixel()
        for row in padding..<(height - padding) {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in padding..<(width - padding) { pixels[x] = last.remapped(pixels[x], remap) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// `remapped(_:_:)` with answers kept: a blurred backdrop is mostly runs of one pixel (all of
    /// it, inside the blur's reach of a flat one's edges), so the last pixel's answer is kept,
    /// and a busy one repeats the same few colours along a row (a bar, a ring, the gradient
    /// between), so the pixels seen before are kept too, 256 of them by a hash of their bits.
    /// `remap` gives the same answer for the same pixel, so either costs no call.
    struct RemappedPixel {
        private var pixel: UInt32 = 0
        // What `remapped` gives a transparent pixel: itself.
        private var answer: UInt32 = 0
        /// A pixel (high half) and its answer (low half) per slot; every slot starts as the
        /// transparent pixel, which is its own answer.
        private var seen = [UInt64](repeating: 0, count: 256)

        mutating func remapped(
            _ word: UInt32, _ remap: (Double, Double, Double) -> (red: Double, green: Double, blue: Double)
        ) -> UInt32 {
            if word == pixel { return answer }
            pixel = word
            let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 24)
            let kept = seen[slot]
            if UInt32(truncatingIfNeeded: kept >> 32) == word {
                answer = UInt32(truncatingIfNeeded: kept)
            } else {
                answer = Backdrop.remapped(word, remap)
                seen[slot] = UInt64(word) << 32 | UInt64(answer)
            }
            return answer
        }
    }

    /// One premultiplied pixel through `remap`, its alpha kept; transparent pixels stay as they are.
    static func remapped(
        _ word: UInt32, _ remap: (Double, Double, Double) -> (red: Double, green: Double, blue: Double)
    ) -> UInt32 {
        let alpha = word >> 24
        guard alpha > 0 else { return word }
        let a = Double(alpha) / 255
        // Premultiplied in, premultiplied out.
        let unit = 1 / (255 * a)
        let out = remap(Double(word >> 16 & 0xFF) * unit, Double(word >> 8 & 0xFF) * unit, Double(word & 0xFF) * unit)
        func channel(_ value: Double) -> UInt32 {
            UInt32(min(max((value * a * 255).pixelRounded, 0), Double(alpha)))
        }
        return word & 0xFF00_0000 | channel(out.red) << 16 | channel(out.green) << 8 | channel(out.blue)
    }
}
