import GentleGolden
import Testing

@Suite struct ComparisonGateTests {
    static func outcome(differing: Int, total: Int = 100) -> ComparisonOutcome {
        .compared(PixelDifference(differingPixels: differing, antiAliasedPixels: 7, totalPixels: total, isExact: false))
    }

    @Test(arguments: [
        (differing: 0, maxPixels: Int?.none, maxRatio: Double?.none, passes: true),
        (1, nil, nil, false),
        (5, 5, nil, true),
        (6, 5, nil, false),
        (5, nil, 0.05, true),
        (6, nil, 0.05, false),
        (5, 10, 0.04, false),
        (5, 4, 0.10, false),
        (4, 4, 0.10, true),
        (4, 10, 0.04, true),
    ])
    func stricterLimitWins(differing: Int, maxPixels: Int?, maxRatio: Double?, passes: Bool) {
        let gate = ComparisonGate(maxDiffPixels: maxPixels, maxDiffRatio: maxRatio)
        #expect(gate.verdict(on: Self.outcome(differing: differing)).passes == passes)
    }

    @Test func verdictNamesTheAllowance() {
        let gate = ComparisonGate(maxDiffPixels: 50, maxDiffRatio: 0.001)
        #expect(gate.allowedDifferingPixels(totalPixels: 4_000_000) == 50)
        #expect(gate.allowedDifferingPixels(totalPixels: 20_000) == 20)
        #expect(
            gate.verdict(on: Self.outcome(differing: 21, total: 20_000))
                == .tooManyDifferences(differingPixels: 21, allowed: 20))
        #expect(
            gate.verdict(on: Self.outcome(differing: 3, total: 20_000))
                == .withinTolerance(differingPixels: 3, allowed: 20))
    }

    @Test func exactMatchPassesAnyGate() {
        let exact = ComparisonOutcome.compared(
            PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: 9, isExact: true))
        #expect(ComparisonGate().verdict(on: exact) == .exactMatch)
        #expect(ComparisonGate().verdict(on: exact).passes)
    }
}
