import Testing

@testable import GentleRaster

/// The pixel loops' rounding is `rounded()` to the bit: halves, their neighbours, zeros of both
/// signs, negatives, values too large to truncate and NaN.
@Suite struct PixelRoundingTests {
    @Test func pixelRoundingIsRounded() {
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, 254.5, 255.5, 0x1p52, 0x1p52 + 1, 0x1p53, .infinity, -.infinity, -2.5,
        ]
        for whole in 0...300 {
            let half = Double(whole) + 0.5
            values += [half, half.nextDown, half.nextUp, Double(whole), Double(whole).nextDown, Double(whole).nextUp]
            values += [Double(whole) * 0.37, Double(whole) / 255 * 254.99]
        }
        let differing = values.filter { $0.pixelRounded.bitPattern != $0.rounded().bitPattern }
        #expect(differing.isEmpty)
        #expect(Double.nan.pixelRounded.isNaN)
    }
}
