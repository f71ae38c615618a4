/// Whether a comparison passes: at most `maxDiffPixels` and at most `maxDiffRatio` of the pixels
/// may differ. When both are set the stricter wins; when neither is set no pixel may differ.
public struct ComparisonGate: Sendable, Equatable {
    /// Largest number of differing pixels allowed, or `nil` for no count limit.
    public var maxDiffPixels: Int?
    /// Largest fraction (0…1) of differing pixels allowed, or `nil` for no ratio limit.
    public var maxDiffRatio: Double?

    /// A gate; with no arguments it allows no differing pixel.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The most differing pixels an image of `totalPixels` may have and still pass.
    package func allowedDifferingPixels(totalPixels: Int) -> Int {
        let byRatio = maxDiffRatio.map { Int((max(0, $0) * Double(totalPixels)).rounded(.down)) }
        switch (maxDiffPixels.map { max(0, $0) }, byRatio) {
        case (nil, nil): return 0
        case (let pixels?, nil): return pixels
        case (nil, let ratio?): return ratio
        case (let pixels?, let ratio?): return min(pixels, ratio)
        }
    }

    /// The verdict on one comparison.
    package func verdict(on outcome: ComparisonOutcome) -> GateVerdict {
        switch outcome {
        case .sizeMismatch(let expected, let actual):
            return .sizeMismatch(expected: expected, actual: actual)
        case .compared(let difference):
            let allowed = allowedDifferingPixels(totalPixels: difference.totalPixels)
            if difference.isExact { return .exactMatch }
            return difference.differingPixels <= allowed
                ? .withinTolerance(differingPixels: difference.differingPixels, allowed: allowed)
                : .tooManyDifferences(differingPixels: difference.differingPixels, allowed: allowed)
        }
    }
}

/// A gate's judgement of one comparison.
package enum GateVerdict: Sendable, Equatable {
    /// Every byte was equal.
    case exactMatch
    /// Some pixels differ (or are anti-aliasing) but no more than allowed.
    case withinTolerance(differingPixels: Int, allowed: Int)
    /// More pixels differ than allowed.
    case tooManyDifferences(differingPixels: Int, allowed: Int)
    /// The sizes differ.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)

    /// Whether the comparison passes.
    package var passes: Bool {
        switch self {
        case .exactMatch, .withinTolerance: true
        case .tooManyDifferences, .sizeMismatch: false
        }
    }
}
