/// How two bitmaps are compared; the defaults are pixelmatch's.
public struct ComparisonOptions: Sendable, Equatable {
    /// Per-pixel colour tolerance `t` in 0…1; pixels differ when the YIQ distance exceeds `35215 · t²`.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of showing them in yellow.
    public var includeAntiAliasing: Bool
    /// Also paint a diff image (grey base, red differences, yellow anti-aliasing).
    public var producesDiffImage: Bool

    /// Options with pixelmatch's defaults: threshold 0.1, anti-aliasing detected and not counted.
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, producesDiffImage: Bool = false) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.producesDiffImage = producesDiffImage
    }

    /// The squared YIQ distance above which a pixel is a candidate difference.
    public var maximumDelta: Double { YIQ.maximumDelta * threshold * threshold }
}
