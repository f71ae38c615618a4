import CCairo
import Foundation

/// A copy of already-drawn pixels (premultiplied ARGB32) that a material blurs.
final class Backdrop {
    /// A rectangle in the target surface's pixels.
    struct Region {
        let x: Int, y: Int, width: Int, height: Int
    }

    /// `cairo_surface_t*` holding the copy.
    let surface: OpaquePointer
    private let width: Int, height: Int

    /// The target pixels under a user-space rectangle, grown by `padding` pixels and cut to the surface.
    static func pixelRegion(of bounds: Rect, context: OpaquePointer, target: OpaquePointer, padding: Double) -> Region? {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            var deviceX = x, deviceY = y
            cairo_user_to_device(context, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
        else { return nil }
        // Clamp in floating point first: huge coordinates must not overflow the Int conversion.
        func pixel(_ value: Double, limit: Int) -> Int { Int(min(max(value, 0), Double(limit))) }
        let left = pixel((minX + offsetX - padding).rounded(.down), limit: surfaceWidth)
        let top = pixel((minY + offsetY - padding).rounded(.down), limit: surfaceHeight)
        let right = pixel((maxX + offsetX + padding).rounded(.up), limit: surfaceWidth)
        let bottom = pixel((maxY + offsetY + padding).rounded(.up), limit: surfaceHeight)
        guard right > left, bottom > top else { return nil }
        return Region(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Copies `region` of an ARGB32 image surface.
    init?(target: OpaquePointer, region: Region) {
        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target),
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))
        else { return nil }
        guard let destination = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = region.width
        height = region.height
        let sourceStride = Int(cairo_image_surface_get_stride(target)), stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<region.height {
            let from = source + (region.y + row) * sourceStride + region.x * 4
            (destination + row * stride).update(from: from, count: region.width * 4)
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Gaussian blur of all four premultiplied channels.
    func blur(sigma: Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        BoxBlur(sigma: sigma).apply(
            to: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)), channels: 4)
        cairo_surface_mark_dirty(surface)
    }

    /// Saturation by `amount` with Rec. 709 luma; linear, so it applies to premultiplied values.
    func saturate(_ amount: Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Each product has only 256 inputs, so it is looked up; the sums are then formed in the
        // same order as `lr·r + lg·g + lb·b + amount·c`, which keeps every bit of the result.
        let products = { (factor: Double) in (0..<256).map { factor * Double($0) } }
        let (lr, lg, lb, boost) = (products(0.2126 * (1 - amount)), products(0.7152 * (1 - amount)),
            products(0.0722 * (1 - amount)), products(amount))
        // Rounds half away from zero like `rounded()`, without a libm call per channel: the
        // fraction after truncation is exact, and negative values clamp to 0 either way.
        func channel(_ value: Double, _ alpha: Int) -> UInt32 {
            let whole = Int(value)
            let rounded = value - Double(whole) >= 0.5 ? whole &+ 1 : whole
            return UInt32(truncatingIfNeeded: min(max(rounded, 0), alpha))
        }
        // Blurred backdrops hold long runs of equal pixels; a run is computed once (and 0 stays 0).
        var previous: UInt32 = 0, result: UInt32 = 0
        for row in 0..<height {
            let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = pixels[x]
                if word == previous {
                    pixels[x] = result
                    continue
                }
                let alpha = Int(word >> 24)
                let r = Int(word >> 16 & 0xFF), g = Int(word >> 8 & 0xFF), b = Int(word & 0xFF)
                let luma = lr[r] + lg[g] + lb[b]
                let nr = channel(luma + boost[r], alpha), ng = channel(luma + boost[g], alpha)
                let nb = channel(luma + boost[b], alpha)
                previous = word
                result = word & 0xFF00_0000 | nr << 16 | ng << 8 | nb
                pixels[x] = result
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
