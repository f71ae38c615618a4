/// How two bitmaps are compared; the defaults are pixelmatch's.
public struct ComparisonOptions: Sendable, Equatable {
    /// Exact (any RGBA change counts) or perceptual (pixelmatch's threshold and anti-aliasing).
    public var metric: PixelMetric
    /// Per-pixel colour tolerance `t` in 0…1; pixels differ when the YIQ distance exceeds `35215 · t²`.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of showing them in yellow.
    public var includeAntiAliasing: Bool
    /// Also paint a diff image (grey base, red differences, yellow anti-aliasing).
    public var producesDiffImage: Bool
    /// Also record which pixels were counted, for per-region counts and a bounding box.
    public var producesDifferenceMask: Bool
    /// Blend translucent pixels over pixelmatch 7's checkerboard before measuring them (`true`,
    /// pixelmatch 7's default), or over white as pixelmatch ≤ 6 did (`false`). Opaque pixels
    /// are measured the same either way.
    public var checkerboard: Bool

    /// Options with pixelmatch 7's defaults: threshold 0.1, anti-aliasing detected and not counted,
    /// translucent pixels over the checkerboard.
    public init(
        metric: PixelMetric = .perceptual, threshold: Double = 0.1, includeAntiAliasing: Bool = false,
        producesDiffImage: Bool = false, producesDifferenceMask: Bool = false, checkerboard: Bool = true
    ) {
        self.metric = metric
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.producesDiffImage = producesDiffImage
        self.producesDifferenceMask = producesDifferenceMask
        self.checkerboard = checkerboard
    }

    /// The squared YIQ distance above which a pixel is a candidate difference.
    package var maximumDelta: Double { YIQ.maximumDelta * threshold * threshold }
}

/// What makes two pixels differ.
public enum PixelMetric: String, Sendable, CaseIterable {
    /// Any change of red, green, blue or alpha: for a deterministic renderer there is no noise to
    /// forgive, so no threshold and no anti-aliasing excuse.
    case exact
    /// pixelmatch's YIQ distance over the threshold, anti-aliasing detected and not counted: for
    /// images drawn by another renderer (other libraries or fonts).
    case perceptual
}
