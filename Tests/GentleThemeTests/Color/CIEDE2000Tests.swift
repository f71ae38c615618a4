import GentleTheme
import GentleTokens
import Testing

/// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
/// supplementary test data, and mathematical observations", Table 1: all 34 pairs, ΔE00 to 4 places.
@Suite struct CIEDE2000Tests {
    struct Pair: Sendable, CustomStringConvertible {
        let number: Int
        let first: (Double, Double, Double)
        let second: (Double, Double, Double)
        let expected: Double
        var description: String { "pair \(number)" }
    }

    static let sharma: [Pair] = [
        Pair(number: 1, first: (50, 2.6772, -79.7751), second: (50, 0, -82.7485), expected: 2.0425),
        Pair(number: 2, first: (50, 3.1571, -77.2803), second: (50, 0, -82.7485), expected: 2.8615),
        Pair(number: 3, first: (50, 2.8361, -74.0200), second: (50, 0, -82.7485), expected: 3.4412),
        Pair(number: 4, first: (50, -1.3802, -84.2814), second: (50, 0, -82.7485), expected: 1.0000),
        Pair(number: 5, first: (50, -1.1848, -84.8006), second: (50, 0, -82.7485), expected: 1.0000),
        Pair(number: 6, first: (50, -0.9009, -85.5211), second: (50, 0, -82.7485), expected: 1.0000),
        Pair(number: 7, first: (50, 0, 0), second: (50, -1, 2), expected: 2.3669),
        Pair(number: 8, first: (50, -1, 2), second: (50, 0, 0), expected: 2.3669),
        Pair(number: 9, first: (50, 2.4900, -0.0010), second: (50, -2.4900, 0.0009), expected: 7.1792),
        Pair(number: 10, first: (50, 2.4900, -0.0010), second: (50, -2.4900, 0.0010), expected: 7.1792),
        Pair(number: 11, first: (50, 2.4900, -0.0010), second: (50, -2.4900, 0.0011), expected: 7.2195),
        Pair(number: 12, first: (50, 2.4900, -0.0010), second: (50, -2.4900, 0.0012), expected: 7.2195),
        Pair(number: 13, first: (50, -0.0010, 2.4900), second: (50, 0.0009, -2.4900), expected: 4.8045),
        Pair(number: 14, first: (50, -0.0010, 2.4900), second: (50, 0.0010, -2.4900), expected: 4.8045),
        Pair(number: 15, first: (50, -0.0010, 2.4900), second: (50, 0.0011, -2.4900), expected: 4.7461),
        Pair(number: 16, first: (50, 2.5, 0), second: (50, 0, -2.5), expected: 4.3065),
        Pair(number: 17, first: (50, 2.5, 0), second: (73, 25, -18), expected: 27.1492),
        Pair(number: 18, first: (50, 2.5, 0), second: (61, -5, 29), expected: 22.8977),
        Pair(number: 19, first: (50, 2.5, 0), second: (56, -27, -3), expected: 31.9030),
        Pair(number: 20, first: (50, 2.5, 0), second: (58, 24, 15), expected: 19.4535),
        Pair(number: 21, first: (50, 2.5, 0), second: (50, 3.1736, 0.5854), expected: 1.0000),
        Pair(number: 22, first: (50, 2.5, 0), second: (50, 3.2972, 0), expected: 1.0000),
        Pair(number: 23, first: (50, 2.5, 0), second: (50, 1.8634, 0.5757), expected: 1.0000),
        Pair(number: 24, first: (50, 2.5, 0), second: (50, 3.2592, 0.3350), expected: 1.0000),
        Pair(number: 25, first: (60.2574, -34.0099, 36.2677), second: (60.4626, -34.1751, 39.4387), expected: 1.2644),
        Pair(number: 26, first: (63.0109, -31.0961, -5.8663), second: (62.8187, -29.7946, -4.0864), expected: 1.2630),
        Pair(number: 27, first: (61.2901, 3.7196, -5.3901), second: (61.4292, 2.2480, -4.9620), expected: 1.8731),
        Pair(number: 28, first: (35.0831, -44.1164, 3.7933), second: (35.0232, -40.0716, 1.5901), expected: 1.8645),
        Pair(number: 29, first: (22.7233, 20.0904, -46.6940), second: (23.0331, 14.9730, -42.5619), expected: 2.0373),
        Pair(number: 30, first: (36.4612, 47.8580, 18.3852), second: (36.2715, 50.5065, 21.2231), expected: 1.4146),
        Pair(number: 31, first: (90.8027, -2.0831, 1.4410), second: (91.1528, -1.6435, 0.0447), expected: 1.4441),
        Pair(number: 32, first: (90.9257, -0.5406, -0.9208), second: (88.6381, -0.8985, -0.7239), expected: 1.5381),
        Pair(number: 33, first: (6.7747, -0.2908, -2.4247), second: (5.8714, -0.0985, -2.2286), expected: 0.6377),
        Pair(number: 34, first: (2.0776, 0.0795, -1.1350), second: (0.9033, -0.0636, -0.5514), expected: 0.9082),
    ]

    static func lab(_ values: (Double, Double, Double)) -> CIEDE2000.Lab {
        CIEDE2000.Lab(lightness: values.0, a: values.1, b: values.2)
    }

    @Test(arguments: sharma)
    func matchesSharmasTestData(_ pair: Pair) {
        let forward = CIEDE2000.difference(Self.lab(pair.first), Self.lab(pair.second))
        let backward = CIEDE2000.difference(Self.lab(pair.second), Self.lab(pair.first))
        #expect(abs(forward - pair.expected) < 0.00005, "\(forward)")
        #expect(abs(backward - forward) < 1e-9)
    }

    // Reference CIELAB (D65) values of the sRGB primaries and extremes, as Bruce Lindbloom's
    // calculator gives them.
    @Test(arguments: [
        (GentleRGBA.white, 100.0, 0.0, 0.0), (GentleRGBA.black, 0, 0, 0),
        (GentleRGBA(red: 1, green: 0, blue: 0), 53.2408, 80.0925, 67.2032),
        (GentleRGBA(red: 0, green: 1, blue: 0), 87.7347, -86.1827, 83.1793),
        (GentleRGBA(red: 0, green: 0, blue: 1), 32.2970, 79.1875, -107.8602),
    ])
    func convertsSRGBToLab(color: GentleRGBA, lightness: Double, a: Double, b: Double) {
        let lab = CIEDE2000.Lab(color)
        #expect(abs(lab.lightness - lightness) < 0.01, "\(lab)")
        #expect(abs(lab.a - a) < 0.01, "\(lab)")
        #expect(abs(lab.b - b) < 0.01, "\(lab)")
    }

    @Test func aColourDoesNotDifferFromItself() {
        let color = GentleRGBA(hex: 0x4A6EF5)
        #expect(CIEDE2000.difference(color, color) == 0)
    }
}
