extension PixelPool {
    /// Lends `body` scratch memory of `bytes`, 16-byte aligned and not cleared, from the pool, or
    /// from the heap if the pool has none: the effects' passes borrow their buffers for the
    /// length of a call rather than map and fault in fresh pages each time.
    func withScratch<Result>(bytes: Int, _ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        if let block = take(bytes: bytes, zeroed: false) {
            defer { giveBack(block) }
            return try body(block.address)
        }
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
        defer { scratch.deallocate() }
        return try body(scratch)
    }
}
