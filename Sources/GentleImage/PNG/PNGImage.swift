/// A decoded PNG: its pixels as straight RGBA8 and its text chunks in file order.
public struct PNGImage: Sendable, Equatable {
    /// The pixels.
    public var bitmap: Bitmap
    /// The tEXt, zTXt and iTXt entries.
    public var text: [PNGTextEntry]

    /// Pairs pixels with text.
    public init(bitmap: Bitmap, text: [PNGTextEntry] = []) {
        self.bitmap = bitmap
        self.text = text
    }
}
