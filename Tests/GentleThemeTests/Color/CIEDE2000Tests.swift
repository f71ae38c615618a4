import GentleTheme
import GentleTokens
import Testing

@Suite("CIEDE2000")
struct CIEDE2000Tests {
    /// One row of Sharma, Wu and Dalal (2005), table 1: two L*a*b* colours and their ΔE00.
    struct SharmaPair: Sendable, CustomTestStringConvertible {
        let number: Int
        let first: CIELab
        let second: CIELab
        let difference: Double

        init(
            _ number: Int, _ l1: Double, _ a1: Double, _ b1: Double, _ l2: Double, _ a2: Double, _ b2: Double,
            _ difference: Double
        ) {
            self.number = number
            first = CIELab(lightness: l1, a: a1, b: b1)
            second = CIELab(lightness: l2, a: a2, b: b2)
            self.difference = difference
        }

        var testDescription: String { "pair \(number)" }
    }

    // All 34 published pairs, which exercise the hue wrap-around, the neutral and the
    // mean-hue special cases.
    static let sharma: [SharmaPair] = [
        SharmaPair(1, 50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425),
        SharmaPair(2, 50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615),
        SharmaPair(3, 50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412),
        SharmaPair(4, 50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0000),
        SharmaPair(5, 50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0000),
        SharmaPair(6, 50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0000),
        SharmaPair(7, 50, 0, 0, 50, -1, 2, 2.3669),
        SharmaPair(8, 50, -1, 2, 50, 0, 0, 2.3669),
        SharmaPair(9, 50, 2.4900, -0.0010, 50, -2.4900, 0.0009, 7.1792),
        SharmaPair(10, 50, 2.4900, -0.0010, 50, -2.4900, 0.0010, 7.1792),
        SharmaPair(11, 50, 2.4900, -0.0010, 50, -2.4900, 0.0011, 7.2195),
        SharmaPair(12, 50, 2.4900, -0.0010, 50, -2.4900, 0.0012, 7.2195),
        SharmaPair(13, 50, -0.0010, 2.4900, 50, 0.0009, -2.4900, 4.8045),
        SharmaPair(14, 50, -0.0010, 2.4900, 50, 0.0010, -2.4900, 4.8045),
        SharmaPair(15, 50, -0.0010, 2.4900, 50, 0.0011, -2.4900, 4.7461),
        SharmaPair(16, 50, 2.5, 0, 50, 0, -2.5, 4.3065),
        SharmaPair(17, 50, 2.5, 0, 73, 25, -18, 27.1492),
        SharmaPair(18, 50, 2.5, 0, 61, -5, 29, 22.8977),
        SharmaPair(19, 50, 2.5, 0, 56, -27, -3, 31.9030),
        SharmaPair(20, 50, 2.5, 0, 58, 24, 15, 19.4535),
        SharmaPair(21, 50, 2.5, 0, 50, 3.1736, 0.5854, 1.0000),
        SharmaPair(22, 50, 2.5, 0, 50, 3.2972, 0, 1.0000),
        SharmaPair(23, 50, 2.5, 0, 50, 1.8634, 0.5757, 1.0000),
        SharmaPair(24, 50, 2.5, 0, 50, 3.2592, 0.3350, 1.0000),
        SharmaPair(25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        SharmaPair(26, 63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        SharmaPair(27, 61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        SharmaPair(28, 35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        SharmaPair(29, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        SharmaPair(30, 36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        SharmaPair(31, 90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        SharmaPair(32, 90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        SharmaPair(33, 6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        SharmaPair(34, 2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    @Test(arguments: sharma)
    func matchesSharmaTestData(_ pair: SharmaPair) {
        #expect(abs(CIEDE2000.difference(pair.first, pair.second) - pair.difference) < 0.00005)
        // The formula is symmetric in its two colours.
        #expect(abs(CIEDE2000.difference(pair.second, pair.first) - pair.difference) < 0.00005)
    }

    // Published sRGB → CIELAB (D65) values of the primaries and white.
    @Test(arguments: [
        (GentleRGBA(red: 1, green: 0, blue: 0), CIELab(lightness: 53.2408, a: 80.0925, b: 67.2032)),
        (GentleRGBA(red: 0, green: 1, blue: 0), CIELab(lightness: 87.7347, a: -86.1827, b: 83.1793)),
        (GentleRGBA(red: 0, green: 0, blue: 1), CIELab(lightness: 32.2970, a: 79.1875, b: -107.8602)),
        (GentleRGBA.white, CIELab(lightness: 100, a: 0, b: 0)),
    ])
    func convertsSRGBToLab(color: GentleRGBA, lab: CIELab) {
        let converted = CIELab(color)
        #expect(abs(converted.lightness - lab.lightness) < 0.01)
        #expect(abs(converted.a - lab.a) < 0.02)
        #expect(abs(converted.b - lab.b) < 0.02)
    }

    @Test func blackAndWhiteAreAHundredApartAndAColourIsNoneFromItself() {
        #expect(abs(CIEDE2000.difference(.black, .white) - 100) < 0.001)
        let teal = GentleRGBA(red8: 0x1F, green8: 0x8A, blue8: 0x70)
        #expect(CIEDE2000.difference(teal, teal) == 0)
        #expect(CIEDE2000.difference(teal, teal.multiplyingAlpha(by: 0.5)) == 0)
    }
}
