import CCairo

extension Backdrop {
    /// Where a copy's pixels lie on the canvas: from a pixel's index to the user-space point at
    /// its centre, and from a user-space offset to an offset in pixels.
    struct Placement {
        private let toUser: cairo_matrix_t
        private let toPixels: cairo_matrix_t

        /// The placement of a copy of `region` of `target`, drawn through `context`'s transform;
        /// nil when that transform cannot be inverted.
        init?(context: OpaquePointer, target: OpaquePointer, region: Region) {
            var pixels = cairo_matrix_t()
            cairo_get_matrix(context, &pixels)
            var inverse = pixels
            guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
            var offsetX = 0.0
            var offsetY = 0.0
            cairo_surface_get_device_offset(target, &offsetX, &offsetY)
            var shift = cairo_matrix_t()
            cairo_matrix_init_translate(&shift, Double(region.x) + 0.5 - offsetX, Double(region.y) + 0.5 - offsetY)
            var toUser = cairo_matrix_t()
            cairo_matrix_multiply(&toUser, &shift, &inverse)
            self.toUser = toUser
            toPixels = pixels
        }

        /// The user-space centre of pixel (`column`, `row`) of the copy.
        func point(column: Int, row: Int) -> (x: Double, y: Double) {
            let (x, y) = (Double(column), Double(row))
            return (toUser.xx * x + toUser.xy * y + toUser.x0, toUser.yx * x + toUser.yy * y + toUser.y0)
        }

        /// The most whole pixels across and down that a user-space offset no longer than `length`
        /// in either axis moves, plus two: the bilinear read's second pixel and rounding's slack.
        /// Nil when that is not finite.
        func pixelReach(_ length: Double) -> (x: Int, y: Int)? {
            let x = (length * (abs(toPixels.xx) + abs(toPixels.xy))).rounded(.up) + 2
            let y = (length * (abs(toPixels.yx) + abs(toPixels.yy))).rounded(.up) + 2
            guard x.isFinite, y.isFinite, x < Double(CanvasLimit.maximumSide), y < Double(CanvasLimit.maximumSide)
            else { return nil }
            return (Int(x), Int(y))
        }

        /// A user-space offset in pixels.
        func pixels(dx: Double, dy: Double) -> (dx: Double, dy: Double) {
            (toPixels.xx * dx + toPixels.xy * dy, toPixels.yx * dx + toPixels.yy * dy)
        }
    }

    /// Remaps every pixel inside the padding as `remap(_:)` does, except those in `lens`'s bevel
    /// inside `outline`: they show the blurred backdrop where the refracted ray lands (bilinear,
    /// premultiplied), remapped, under the rim light as white at up to `rimOpacity`. Pixels past
    /// the bevel come out exactly as `remap(_:)` makes them.
    func refract(
        through lens: GlassLens, outline: OutlineDistance, placement: Placement, rimOpacity: Double,
        remap: (Double, Double, Double) -> (red: Double, green: Double, blue: Double)
    ) {
        guard let data = cairo_image_surface_get_data(surface), padding < width - padding,
            padding < height - padding
        else { return }
        cairo_surface_flush(surface)
        let rowWords = Int(cairo_image_surface_get_stride(surface)) / 4
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        // The blurred pixels as they were: a bevel pixel reads its neighbours, which this pass
        // overwrites.
        let count = rowWords * height
        PixelPool.effects.withScratch(bytes: count * 4) { scratch in
            let copy = scratch.bindMemory(to: UInt32.self, capacity: count)
            copy.update(from: words, count: count)
            let blurred = UnsafeBufferPointer(start: copy, count: count)
            let sampler = Sampler(pixels: blurred, rowWords: rowWords, width: width, height: height)
            var last = RemappedPixel()
            var lastBevel = BevelPixel()
            var hint = 0
            for row in padding..<(height - padding) {
                for column in padding..<(width - padding) {
                    let index = row * rowWords + column
                    let point = placement.point(column: column, row: row)
                    guard let measure = outline.measure(x: point.x, y: point.y, within: lens.bevelWidth, hint: &hint)
                    else {
                        words[index] = last.remapped(blurred[index], remap)
                        continue
                    }
                    let distance = max(measure.distance, 0)
                    let (shift, light) = lastBevel.optics(distance, measure.normalX, measure.normalY) {
                        let tilt = lens.tilt(at: distance)
                        let rim = lens.rim(tilt: tilt, normalX: measure.normalX, normalY: measure.normalY)
                        return (lens.displacement(tilt: tilt), rimOpacity * rim)
                    }
                    let offset = placement.pixels(dx: measure.normalX * shift, dy: measure.normalY * shift)
                    let seen = sampler.premultiplied(x: Double(column) + offset.dx, y: Double(row) + offset.dy)
                    words[index] = lastBevel.lit(seen, light: light) { Self.lit(seen, light: light, remap) }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The last bevel pixel's lens optics and colour, kept because its neighbours repeat them:
    /// along a straight edge a row's pixels share the distance and the normal, and over a flat
    /// stretch of backdrop they see the same colour under the same light. Each is a function of
    /// what it is kept with alone, compared to the bit, so a repeat is what computing it gives.
    private struct BevelPixel {
        private var measured: (UInt64, UInt64, UInt64)?
        private var optics = (shift: 0.0, light: 0.0)
        private var seen: (UInt64, UInt64, UInt64, UInt64, UInt64)?
        private var word: UInt32 = 0

        /// The displacement and rim light at `distance` where the normal is (`normalX`, `normalY`).
        mutating func optics(
            _ distance: Double, _ normalX: Double, _ normalY: Double, _ compute: () -> (Double, Double)
        ) -> (shift: Double, light: Double) {
            let key = (distance.bitPattern, normalX.bitPattern, normalY.bitPattern)
            if let measured, measured == key { return optics }
            measured = key
            optics = compute()
            return optics
        }

        /// The pixel that `seen` under `light` makes.
        mutating func lit(
            _ seen: (red: Double, green: Double, blue: Double, alpha: Double), light: Double,
            _ compute: () -> UInt32
        ) -> UInt32 {
            let key = (
                seen.red.bitPattern, seen.green.bitPattern, seen.blue.bitPattern, seen.alpha.bitPattern,
                light.bitPattern
            )
            if let seen = self.seen, seen == key { return word }
            self.seen = key
            word = compute()
            return word
        }
    }

    /// A premultiplied colour (0…255 channels) remapped and then covered by white at `light`.
    private static func lit(
        _ seen: (red: Double, green: Double, blue: Double, alpha: Double), light: Double,
        _ remap: (Double, Double, Double) -> (red: Double, green: Double, blue: Double)
    ) -> UInt32 {
        var (red, green, blue) = (0.0, 0.0, 0.0)
        if seen.alpha > 0 {
            let unit = 1 / seen.alpha
            let out = remap(seen.red * unit, seen.green * unit, seen.blue * unit)
            (red, green, blue) = (out.red * seen.alpha, out.green * seen.alpha, out.blue * seen.alpha)
        }
        let keep = 1 - light
        let alpha = min(max((seen.alpha * keep + 255 * light).pixelRounded, 0), 255)
        func channel(_ value: Double) -> UInt32 {
            UInt32(min(max((value * keep + 255 * light).pixelRounded, 0), alpha))
        }
        return UInt32(alpha) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// Bilinear reads of premultiplied ARGB32 pixels; positions past the edges take the edge.
    private struct Sampler {
        let pixels: UnsafeBufferPointer<UInt32>
        let rowWords: Int, width: Int, height: Int

        func premultiplied(x: Double, y: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
            let cx = min(max(x, 0), Double(width - 1))
            let cy = min(max(y, 0), Double(height - 1))
            let left = Int(cx)
            let top = Int(cy)
            let right = min(left + 1, width - 1)
            let bottom = min(top + 1, height - 1)
            let fx = cx - Double(left)
            let fy = cy - Double(top)
            // Unrolled, so the per-pixel pass allocates nothing.
            let topLeft = pixels[top * rowWords + left]
            let topRight = pixels[top * rowWords + right]
            let bottomLeft = pixels[bottom * rowWords + left]
            let bottomRight = pixels[bottom * rowWords + right]
            func mix(_ shift: UInt32) -> Double {
                let upper = Double(topLeft >> shift & 0xFF) * (1 - fx) + Double(topRight >> shift & 0xFF) * fx
                let lower = Double(bottomLeft >> shift & 0xFF) * (1 - fx) + Double(bottomRight >> shift & 0xFF) * fx
                return upper * (1 - fy) + lower * fy
            }
            return (mix(16), mix(8), mix(0), mix(24))
        }
    }
}
