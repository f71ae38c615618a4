import GentleTheme

/// The frames of one button's press animation: when they are sampled and how each is drawn.
struct PressStrip: Sendable {
    /// The role's animation, pressed at 0 and released at `releaseTime`.
    var timeline: PressTimeline
    /// Time between samples' spread: the settle time, at least 0.1 s so instant roles still spread.
    var span: Double

    /// Frames sampled per phase.
    static let framesPerPhase = 4

    /// Samples press and release of `button`: the press is held until it has settled, or for
    /// `longestSpan` seconds when that is shorter (a preview drawn at 60 fps is bounded so).
    init(button: ResolvedButton, longestSpan: Double = .infinity) {
        span = min(max(button.animation.settleDuration, 0.1), longestSpan)
        timeline = button.timeline(releaseTime: span)
    }

    /// Press frames at 0 … release, then release frames up to `span` after it, spaced
    /// quadratically so the fast start of each motion gets more frames than its slow tail.
    var pressTimes: [Double] {
        (0..<Self.framesPerPhase).map { span * pow2(Double($0) / Double(Self.framesPerPhase - 1)) }
    }

    /// Release frames, after the release.
    var releaseTimes: [Double] {
        (1...Self.framesPerPhase).map { timeline.releaseTime + span * pow2(Double($0) / Double(Self.framesPerPhase)) }
    }

    /// Every frame time, in order.
    var times: [Double] { pressTimes + releaseTimes }

    /// The last frame time, which the plot runs to.
    var duration: Double { times.last ?? span }

    /// The largest scale any frame reaches, at least 1, so cells leave room for overshoot.
    var largestScale: Double { times.map { timeline.scale(at: $0) }.reduce(1, max) }

    private func pow2(_ value: Double) -> Double { value * value }
}
