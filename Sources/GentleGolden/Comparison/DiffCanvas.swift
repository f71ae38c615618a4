/// The diff image being painted, one 32-bit word per pixel.
struct DiffCanvas {
    private let words: UnsafeMutableBufferPointer<UInt32>
    // Sheets are mostly runs of one colour, so the faded grey of the previous source pixel is reused.
    private var lastSource: UInt32 = 0
    private var lastGrey = DiffPalette.word(255, 255, 255)

    init(_ words: UnsafeMutableBufferPointer<UInt32>) {
        self.words = words
    }

    /// Paints the expected image's pixel as pixelmatch's faded grey.
    @inline(__always)
    mutating func paintGrey(_ pair: PixelPair, _ index: Int) {
        let source = pair.firstWords[index]
        if source != lastSource {
            lastSource = source
            let grey = YIQ.fadedGrey(pair.first, index * 4, alpha: DiffPalette.baseAlpha)
            lastGrey = DiffPalette.word(grey, grey, grey)
        }
        words[index] = lastGrey
    }

    /// Paints a mark colour.
    @inline(__always)
    func paint(_ colour: UInt32, _ index: Int) {
        words[index] = colour
    }
}
