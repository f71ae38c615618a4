import GentleColor
import Testing

@Suite("GentleRGBA")
struct GentleRGBATests {
    static let hexCases: [(hex: UInt32, bytes: [UInt8])] = [
        (0x000000, [0, 0, 0]),
        (0x4A6EF5, [0x4A, 0x6E, 0xF5]),
        (0xFFFFFF, [255, 255, 255]),
        (0xAB_FF2D55, [0xFF, 0x2D, 0x55]),
    ]

    @Test("a hex word is its three bytes over 255", arguments: hexCases)
    func hexWordIsBytes(hex: UInt32, bytes: [UInt8]) {
        let color = GentleRGBA(hex: hex, alpha: 0.25)
        let opaque = GentleRGBA(red8: bytes[0], green8: bytes[1], blue8: bytes[2])
        #expect(color == opaque.multiplyingAlpha(by: 0.25))
        #expect(color.red == Double(bytes[0]) / 255)
        #expect(color.alpha == 0.25)
    }

    @Test func namedColoursAreGreys() {
        #expect(GentleRGBA.black == GentleRGBA(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(GentleRGBA.white == GentleRGBA(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(GentleRGBA.clear.alpha == 0)
        #expect(GentleRGBA(white: 0.8, alpha: 0.5) == GentleRGBA(red: 0.8, green: 0.8, blue: 0.8, alpha: 0.5))
    }

    @Test func clampedBringsComponentsIntoUnitIntervalAndNaNToZero() {
        let clamped = GentleRGBA(red: 2, green: -1, blue: .nan, alpha: 0.4).clamped
        #expect(clamped == GentleRGBA(red: 1, green: 0, blue: 0, alpha: 0.4))
        #expect(GentleRGBA.unitInterval(.infinity) == 1)
        #expect(GentleRGBA.unitInterval(-.infinity) == 0)
    }

    @Test(arguments: [(0.5, 0.4), (3, 1), (-1, 0), (.nan, 0)] as [(Double, Double)])
    func multiplyingAlphaClampsTheProduct(opacity: Double, expectedAlpha: Double) {
        let tinted = GentleRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).multiplyingAlpha(by: opacity)
        #expect(abs(tinted.alpha - expectedAlpha) < 1e-12)
        #expect(tinted.red == 0.2 && tinted.green == 0.4 && tinted.blue == 0.6)
    }
}
