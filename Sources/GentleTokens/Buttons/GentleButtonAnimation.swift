/// The press animations: `unknown` is instant, `subtlePress` ease-out, the rest springs.
public enum GentleButtonAnimationRole: String, Codable, Sendable, CaseIterable {
    /// Instant, ease-out, then four springs of rising bounce.
    case unknown, subtlePress, squish, pop, bouncy, springBack
}

/// Timing of a press animation; all six keys are required in JSON.
public struct GentleButtonAnimationSpec: Codable, Sendable, Equatable {
    /// Stored but not applied by the button style, which uses the role spec's.
    public var pressedScale: Double
    /// Stored but not applied by the button style, which uses the role spec's.
    public var pressedOpacity: Double
    /// Seconds of the ease-out curve (`subtlePress`).
    public var duration: Double
    /// Spring response in seconds.
    public var springResponse: Double
    /// Spring damping fraction; below 1 overshoots.
    public var springDamping: Double
    /// Spring blend duration in seconds.
    public var springBlend: Double

    /// Creates a spec; the defaults are the package's init defaults.
    public init(
        pressedScale: Double = 0.97,
        pressedOpacity: Double = 0.92,
        duration: Double = 0.12,
        springResponse: Double = 0.22,
        springDamping: Double = 0.85,
        springBlend: Double = 0
    ) {
        self.pressedScale = pressedScale
        self.pressedOpacity = pressedOpacity
        self.duration = duration
        self.springResponse = springResponse
        self.springDamping = springDamping
        self.springBlend = springBlend
    }
}
