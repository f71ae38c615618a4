import Foundation
import Testing

@testable import GentleFiles

/// `PrintfFormat.string` writes each format the tool uses as `String(format:)` did before the tool
/// left Foundation for FoundationEssentials: the contrast ratios, ΔE, seconds, points and token
/// values of every sheet, report and page.
@Suite struct PrintfFormatTests {
    static let values: [Double] = [
        0, -0.0, 1, 4.49, 4.4986, 4.5, 21, 3.75, 0.125, 0.135, 2.675, 1.005, 12.3456789, -7.25, 44, 43.999_999,
        0.000_049_99, 1e-7, 123_456.789, 1e21, .pi, .infinity, -.infinity,
    ]

    @Test(arguments: ["%.0f", "%.1f", "%.2f", "%.4f", "%.1f s", "%g", "%.3f"])
    func numbersAsFoundationWroteThem(format: String) {
        for value in Self.values {
            #expect(PrintfFormat.string(format, value) == String(format: format, value), "\(format) \(value)")
        }
    }

    @Test func twoNumbersAsFoundationWroteThem() {
        let format = "%.0f pt < layout.touch.xxl %g pt"
        for (height, minimum) in [(43.6, 44.0), (40, 44.5), (0.4, 48)] {
            #expect(PrintfFormat.string(format, height, minimum) == String(format: format, height, minimum))
        }
    }
}
