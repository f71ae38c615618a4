import GentleGolden
import GentleImage
import Testing

/// pixelmatch 7 blends translucent pixels over its checkerboard, pixelmatch ≤ 6 (and 7 with
/// `checkerboard: false`) over white. The counts below are pixelmatch 7.2.0's own on these pairs
/// (differing, anti-aliased), measured by `Tests/Bench/pixelmatch-agreement.sh`.
@Suite struct TranslucentComparisonTests {
    struct Expectation: Sendable, CustomTestStringConvertible {
        let name: String
        let checkerboard: (differing: Int, antiAliased: Int)
        let white: (differing: Int, antiAliased: Int)

        var testDescription: String { name }
    }

    static let expectations = [
        Expectation(name: "tint-vs-its-white-composite", checkerboard: (63, 0), white: (0, 0)),
        Expectation(name: "clear-vs-white", checkerboard: (48, 0), white: (0, 0)),
        Expectation(name: "grey-alpha-step", checkerboard: (0, 0), white: (35, 0)),
        Expectation(name: "translucent-edge-moves", checkerboard: (0, 10), white: (0, 0)),
        Expectation(name: "translucent-soft-blocks", checkerboard: (4, 13), white: (4, 10)),
        Expectation(name: "translucent-noise", checkerboard: (107, 0), white: (126, 0)),
        Expectation(name: "opaque-noise", checkerboard: (86, 0), white: (86, 0)),
    ]

    @Test(arguments: expectations)
    func countsArePixelmatch7s(_ expectation: Expectation) throws {
        let pair = TranslucentPictures.pair(expectation.name)
        for (checkerboard, counts) in [(true, expectation.checkerboard), (false, expectation.white)] {
            let options = ComparisonOptions(threshold: pair.threshold, checkerboard: checkerboard)
            let difference = try #require(compare(pair.expected, pair.actual, options: options).difference)
            #expect(
                (difference.differingPixels, difference.antiAliasedPixels) == counts,
                "\(checkerboard ? "checkerboard" : "white")")
        }
    }

    @Test func checkerboardIsTheDefault() {
        #expect(ComparisonOptions().checkerboard)
    }
}
