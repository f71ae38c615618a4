import CCairo

/// Collects the bytes cairo streams out of an SVG or PDF surface.
final class ByteSink {
    /// Everything written so far.
    var bytes: [UInt8] = []

    /// cairo's write callback; `closure` is an unretained `ByteSink`.
    static let write: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> cairo_status_t = {
        closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
