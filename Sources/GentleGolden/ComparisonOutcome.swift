import GentleImage

/// Whether two bitmaps are the same pixels.
public func isExactMatch(_ expected: Bitmap, _ actual: Bitmap) -> Bool {
    expected == actual
}
