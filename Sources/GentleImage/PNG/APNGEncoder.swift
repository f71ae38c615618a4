/// Writes frames as an animated PNG (APNG): every frame is compressed by `PNGEncoder`, whose
/// IDAT data become the first frame's IDAT and the later frames' `fdAT` chunks, behind an
/// `acTL` and one `fcTL` per frame. A viewer without APNG support shows the first frame, and so
/// does `PNGDecoder`. The same frames always give the same bytes.
package struct APNGEncoder: Sendable {
    /// How each frame's pixels are compressed.
    package var frameEncoder: PNGEncoder
    /// The unit of a frame's delay: 60 for frames at 60 fps.
    package var ticksPerSecond: UInt16

    /// An encoder of frames timed in `ticksPerSecond`, compressed as files that are kept.
    package init(frameEncoder: PNGEncoder = .compact, ticksPerSecond: UInt16 = 60) {
        self.frameEncoder = frameEncoder
        self.ticksPerSecond = ticksPerSecond
    }

    /// The APNG of `frames`, played `plays` times (0: forever). Consecutive frames with the same
    /// pixels are written once, showing for their delays added up, and each later frame as the
    /// rectangle where it differs from the one before. Every frame must be the size of the first
    /// and encode to the same colour type (all opaque, or none); throws `PNGError`.
    package func encode(_ frames: [APNGFrame], plays: UInt32 = 0) throws -> [UInt8] {
        let merged = Self.merged(frames)
        guard let first = merged.first else { throw PNGError.encodingFailed(reason: "an animation needs a frame") }
        var header: [UInt8] = []
        var chunks: [(type: String, data: [UInt8])] = []
        var sequence: UInt32 = 0
        for (index, frame) in merged.enumerated() {
            guard frame.bitmap.width == first.bitmap.width, frame.bitmap.height == first.bitmap.height else {
                throw PNGError.encodingFailed(reason: "frame \(index + 1) is not the size of the first")
            }
            let (area, parts) = try compressed(
                frame.bitmap, after: index == 0 ? nil : merged[index - 1].bitmap, header: header)
            if index == 0 {
                header = parts.header
            } else if parts.header.suffix(5) != header.suffix(5) {
                throw PNGError.encodingFailed(reason: "frame \(index + 1) has another colour type than the first")
            }
            chunks.append(("fcTL", control(area, delay: frame.delay, sequence: sequence)))
            sequence += 1
            if index == 0 {
                chunks.append(("IDAT", parts.imageData))
            } else {
                chunks.append(("fdAT", Self.bigEndian(sequence) + parts.imageData))
                sequence += 1
            }
        }
        var bytes = PNGHeader.signature
        bytes += PNGChunkList.chunk("IHDR", header)
        bytes += PNGChunkList.chunk("acTL", Self.bigEndian(UInt32(merged.count)) + Self.bigEndian(plays))
        for chunk in chunks { bytes += PNGChunkList.chunk(chunk.type, chunk.data) }
        bytes += PNGChunkList.chunk("IEND", [])
        return bytes
    }

    /// A later frame is written as the rectangle where it differs from the one before (the rest
    /// stays on screen), unless that crop encodes to another colour type than `header`'s.
    private func compressed(_ bitmap: Bitmap, after previous: Bitmap?, header: [UInt8]) throws -> (Area, PNGChunkList) {
        let whole = Area(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        if let previous, let changed = bitmap.changedArea(from: previous) {
            let area = Area(x: changed.x, y: changed.y, width: changed.width, height: changed.height)
            let crop = try PNGChunkList(
                try frameEncoder.encode(bitmap.cropped(x: area.x, y: area.y, width: area.width, height: area.height)))
            if crop.header.suffix(5) == header.suffix(5) { return (area, crop) }
        }
        return (whole, try PNGChunkList(try frameEncoder.encode(bitmap)))
    }

    /// Where a frame's pixels go on the canvas.
    struct Area {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// A frame's `fcTL`: its area, shown for its delay, its pixels replacing those under it (the
    /// rest of the canvas stays as the frame before left it).
    private func control(_ area: Area, delay: Int, sequence: UInt32) -> [UInt8] {
        let disposeNone: UInt8 = 0
        let blendSource: UInt8 = 0
        return Self.bigEndian(sequence) + Self.bigEndian(UInt32(area.width)) + Self.bigEndian(UInt32(area.height))
            + Self.bigEndian(UInt32(area.x)) + Self.bigEndian(UInt32(area.y))
            + Self.bigEndian(UInt16(min(delay, Int(UInt16.max)))) + Self.bigEndian(ticksPerSecond)
            + [disposeNone, blendSource]
    }

    /// Runs of equal frames as one frame each, delays added.
    static func merged(_ frames: [APNGFrame]) -> [APNGFrame] {
        var result: [APNGFrame] = []
        for frame in frames {
            if let last = result.last, last.bitmap == frame.bitmap {
                result[result.count - 1].delay += frame.delay
            } else {
                result.append(frame)
            }
        }
        return result
    }

    static func bigEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian, Array.init)
    }
}

/// One frame of an animation: its pixels and how long it shows, in the encoder's ticks.
package struct APNGFrame: Sendable, Equatable {
    /// The whole canvas at this moment.
    package var bitmap: Bitmap
    /// Ticks it shows for (at 60 ticks a second, 1 is one frame at 60 fps).
    package var delay: Int

    /// A frame shown for `delay` ticks.
    package init(bitmap: Bitmap, delay: Int) {
        self.bitmap = bitmap
        self.delay = delay
    }
}
