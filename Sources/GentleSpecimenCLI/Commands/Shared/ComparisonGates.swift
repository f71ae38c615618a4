import GentleGolden
import GentleSpecimen

/// The comparison options shared by `verify` and `diff` (DESIGN.md §5).
struct ComparisonGates: Sendable, Equatable {
    /// `--compare exact|perceptual|auto`.
    static let compare = Option<Comparison>(
        "compare", value: "how",
        help: "exact counts every changed pixel; perceptual uses the threshold and anti-aliasing "
            + "detection; auto is exact when the golden was drawn by this renderer (the same "
            + "libraries and fonts), perceptual otherwise, and says so.",
        default: .auto)
    /// `--threshold <t>`; absent means the config's, else `defaultThreshold`.
    static let threshold = Option<Double?>(
        "threshold", value: "t",
        help: "The YIQ colour distance, from 0 to 1, above which a pixel differs.",
        defaultNote: String(defaultThreshold))
    /// pixelmatch's threshold.
    static let defaultThreshold = 0.1
    /// `--max-diff-pixels <n>`; absent means 0 unless a ratio is given, which then alone decides.
    static let maxDiffPixels = Option<Int?>(
        "max-diff-pixels", value: "n",
        help: "How many differing pixels an image may have and still match; with --max-diff-ratio "
            + "too, the stricter wins.",
        defaultNote: "0, or no count limit when --max-diff-ratio is given")
    /// `--max-diff-ratio <r>`.
    static let maxDiffRatio = Option<Double?>(
        "max-diff-ratio", value: "r",
        help: "The share of differing pixels, from 0 to 1, an image may have and still match.")
    /// `--no-aa`.
    static let noAntialiasing = Flag(
        "no-aa", help: "Count anti-aliased pixels as differences instead of ignoring them.")
    /// `--no-checkerboard`.
    static let noCheckerboard = Flag(
        "no-checkerboard",
        help: "Blend translucent pixels over white before measuring them, as pixelmatch 6 and "
            + "earlier did, instead of over pixelmatch 7's checkerboard (perceptual only).")
    /// Every declaration, in help order.
    static let specs = [
        compare.spec, threshold.spec, maxDiffPixels.spec, maxDiffRatio.spec, noAntialiasing.spec, noCheckerboard.spec,
    ]

    /// How pixels are compared.
    let comparison: Comparison

    /// The colour distance threshold, if given.
    private(set) var givenThreshold: Double?
    /// The differing-pixel count gate, if given.
    private(set) var maxDiffPixels: Int?
    /// The differing-pixel ratio gate, if given.
    private(set) var maxDiffRatio: Double?
    /// Whether anti-aliased pixels are detected and left out of the count.
    let detectsAntialiasing: Bool
    /// Whether translucent pixels are blended over pixelmatch 7's checkerboard (else over white).
    let checkerboard: Bool

    init(parsing arguments: ParsedArguments) throws(CommandLineError) {
        comparison = try arguments.value(Self.compare)
        givenThreshold = try arguments.value(Self.threshold)
        maxDiffPixels = try arguments.value(Self.maxDiffPixels)
        maxDiffRatio = try arguments.value(Self.maxDiffRatio)
        detectsAntialiasing = !arguments.isSet(Self.noAntialiasing)
        checkerboard = !arguments.isSet(Self.noCheckerboard)
    }

    /// The colour distance threshold.
    var threshold: Double { givenThreshold ?? Self.defaultThreshold }

    /// The gates given on the command line, for `SpecimenSettings` to merge with a project config.
    var given: SpecimenConfig.Compare {
        SpecimenConfig.Compare(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio, threshold: givenThreshold)
    }

    /// These gates with the merged ones of `settings` (each given, else the config's) in place.
    func merged(_ settings: SpecimenSettings) -> ComparisonGates {
        var gates = self
        gates.givenThreshold = settings.compare.threshold
        gates.maxDiffPixels = settings.compare.maxDiffPixels
        gates.maxDiffRatio = settings.compare.maxDiffRatio
        return gates
    }

    /// Refuses a threshold or ratio outside 0…1 and a negative pixel count.
    func validate() throws(CommandLineError) {
        guard (0...1).contains(threshold) else {
            throw .invalidCombination("'--threshold' must be between 0 and 1, not \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw .invalidCombination("'--max-diff-pixels' must be 0 or more, not \(maxDiffPixels)")
        }
        if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
            throw .invalidCombination("'--max-diff-ratio' must be between 0 and 1, not \(maxDiffRatio)")
        }
    }

    /// How pixels are compared, with a diff image painted when `diff` wants one; `verify` picks
    /// the metric per golden from `comparison`, and its verifier decides which artifacts to paint.
    func comparisonOptions(producesDiffImage: Bool = false, metric: PixelMetric = .perceptual) -> ComparisonOptions {
        ComparisonOptions(
            metric: metric, threshold: threshold, includeAntiAliasing: !detectsAntialiasing,
            producesDiffImage: producesDiffImage, checkerboard: checkerboard)
    }

    /// The pass/fail gate; with neither limit given, no pixel may differ.
    var gate: ComparisonGate {
        ComparisonGate(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }
}
