import GentleGolden

/// What `diff` reports about one comparison: the counts, the allowance, the verdict, the exit code.
struct DiffSummary: Sendable {
    /// What the comparison found.
    let outcome: ComparisonOutcome
    /// The limits it is judged by.
    let gate: ComparisonGate

    /// The gate's judgement.
    var verdict: GateVerdict { gate.verdict(on: outcome) }

    /// 0 when the images match within the gate, 1 when they differ or have different sizes.
    var exitCode: ExitCode { verdict.passes ? .success : .differences }

    /// Every line to print, without trailing newlines.
    var lines: [String] {
        switch outcome {
        case .sizeMismatch(let expected, let actual):
            return ["sizes differ: expected \(expected), actual \(actual)", "result: different sizes"]
        case .compared(let difference):
            let allowed = gate.allowedDifferingPixels(totalPixels: difference.totalPixels)
            return [
                "differing pixels: \(difference.differingPixels) of \(difference.totalPixels) "
                    + "(\(Self.percentage(difference.differingRatio)))",
                "anti-aliased pixels: \(difference.antiAliasedPixels) (shown, not counted)",
                "allowed differing pixels: \(allowed)",
                "result: \(result)",
            ]
        }
    }

    private var result: String {
        switch verdict {
        case .exactMatch: "identical"
        case .withinTolerance: "match"
        case .tooManyDifferences: "different"
        case .sizeMismatch: "different sizes"
        }
    }

    /// A percentage with two decimals, written the same way in every locale.
    static func percentage(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 10_000).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)%"
    }
}
