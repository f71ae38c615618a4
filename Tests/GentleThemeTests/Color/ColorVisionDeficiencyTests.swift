import GentleTheme
import GentleTokens
import Testing

@Suite struct ColorVisionDeficiencyTests {
    // Machado, Oliveira & Fernandes (2009), Table 1 (supplementary matrices), severity 1.0.
    static let published: [(ColorVisionDeficiency, [[Double]])] = [
        (
            .protanopia,
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        ),
        (
            .deuteranopia,
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        ),
        (
            .tritanopia,
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        ),
    ]

    @Test(arguments: published)
    func theMatricesAreThePublishedOnes(deficiency: ColorVisionDeficiency, matrix: [[Double]]) {
        #expect(deficiency.matrix == matrix)
    }

    // Each published row sums to 1 (to the table's six places), so greys, white and black are
    // seen as they are by every simulated observer.
    @Test(arguments: ColorVisionDeficiency.allCases, [0.0, 0.2, 0.5, 1.0])
    func neutralsStayNeutral(deficiency: ColorVisionDeficiency, level: Double) {
        let grey = GentleRGBA(white: level, alpha: 0.5)
        let seen = deficiency.simulate(grey)
        for channel in [seen.red, seen.green, seen.blue] { #expect(abs(channel - level) < 1e-5) }
        #expect(seen.alpha == 0.5)
    }

    // Pure red in linear RGB times the protanopia matrix is its first column, clamped: a dark
    // olive, the classic protanope red.
    @Test func redIsSimulatedInLinearLight() {
        let seen = ColorVisionDeficiency.protanopia.simulate(GentleRGBA(red: 1, green: 0, blue: 0))
        #expect(abs(seen.red - GentleRGBA.encodedChannel(0.152286)) < 1e-9)
        #expect(abs(seen.green - GentleRGBA.encodedChannel(0.114503)) < 1e-9)
        #expect(seen.blue == 0)
    }

    @Test func linearAndEncodedChannelsRoundTrip() {
        for step in 0...255 {
            let value = Double(step) / 255
            #expect(abs(GentleRGBA.encodedChannel(GentleRGBA.linearChannel(value)) - value) < 1e-9)
        }
    }

    @Test func saturationMixesTowardsLuma() {
        let color = GentleRGBA(hex: 0xE11D48, alpha: 0.6)
        let same = color.saturated(1)
        #expect(abs(same.red - color.red) + abs(same.green - color.green) + abs(same.blue - color.blue) < 1e-12)
        let grey = color.saturated(0)
        #expect(abs(grey.red - grey.green) < 1e-12 && abs(grey.green - grey.blue) < 1e-12)
        let partial = color.saturated(0.3)
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        #expect(abs(partial.red - (luma + 0.3 * (color.red - luma))) < 1e-12)
        #expect(partial.alpha == 0.6)
    }
}
