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
        var stream = APNGStream(encoder: self)
        for frame in frames { try stream.append(frame) }
        return try stream.finished(plays: plays)
    }

    /// A frame's chunks: its `fcTL` and its pixel data, compressed against the frame before.
    func chunks(
        of frame: APNGFrame, after previous: Bitmap?, header: [UInt8], sequence: inout UInt32
    ) throws -> (header: [UInt8], chunks: [UInt8]) {
        let (area, parts) = try compressed(frame.bitmap, after: previous, header: header)
        var bytes = PNGChunkList.chunk("fcTL", control(area, delay: frame.delay, sequence: sequence))
        sequence += 1
        if previous == nil {
            bytes += PNGChunkList.chunk("IDAT", parts.imageData)
        } else {
            bytes += PNGChunkList.chunk("fdAT", Self.bigEndian(sequence) + parts.imageData)
            sequence += 1
        }
        return (parts.header, bytes)
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

/// An APNG written as its frames come, for animations too long to hold: only the frame before
/// (to crop the next against) and the one pending (whose delay grows while equal frames follow)
/// are kept as pixels, every other frame only as its compressed chunks. The bytes are those of
/// `APNGEncoder.encode` for the same frames.
package struct APNGStream {
    private let encoder: APNGEncoder
    private var pending: APNGFrame?
    private var previous: Bitmap?
    private var header: [UInt8] = []
    private var body: [UInt8] = []
    private var frameCount: UInt32 = 0
    private var sequence: UInt32 = 0

    /// An empty animation written by `encoder`.
    package init(encoder: APNGEncoder) {
        self.encoder = encoder
    }

    /// Adds a frame: one with the pixels of the frame before only lengthens that frame's delay.
    /// Throws `PNGError` when it is not the size of the first frame or has another colour type.
    package mutating func append(_ frame: APNGFrame) throws {
        guard let waiting = pending else {
            pending = frame
            return
        }
        guard waiting.bitmap != frame.bitmap else {
            pending?.delay += frame.delay
            return
        }
        try write(waiting)
        pending = frame
    }

    /// The APNG of every frame appended, played `plays` times (0: forever). Throws `PNGError`
    /// when no frame was appended.
    package mutating func finished(plays: UInt32 = 0) throws -> [UInt8] {
        guard let last = pending else { throw PNGError.encodingFailed(reason: "an animation needs a frame") }
        try write(last)
        pending = nil
        var bytes = PNGHeader.signature
        bytes += PNGChunkList.chunk("IHDR", header)
        bytes += PNGChunkList.chunk("acTL", APNGEncoder.bigEndian(frameCount) + APNGEncoder.bigEndian(plays))
        bytes += body
        bytes += PNGChunkList.chunk("IEND", [])
        return bytes
    }

    private mutating func write(_ frame: APNGFrame) throws {
        let number = Int(frameCount) + 1
        if let previous, frame.bitmap.width != previous.width || frame.bitmap.height != previous.height {
            throw PNGError.encodingFailed(reason: "frame \(number) is not the size of the first")
        }
        let written = try encoder.chunks(of: frame, after: previous, header: header, sequence: &sequence)
        if previous == nil {
            header = written.header
        } else if written.header.suffix(5) != header.suffix(5) {
            throw PNGError.encodingFailed(reason: "frame \(number) has another colour type than the first")
        }
        body += written.chunks
        frameCount += 1
        previous = frame.bitmap
    }
}
