extension GentleRGBA {
    /// `value` clamped to 0…1 with NaN as 0: how a component is read when it is drawn.
    public static func unitInterval(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The colour with every component clamped to 0…1 (NaN as 0), as it is drawn.
    public var clamped: GentleRGBA {
        GentleRGBA(
            red: Self.unitInterval(red), green: Self.unitInterval(green), blue: Self.unitInterval(blue),
            alpha: Self.unitInterval(alpha))
    }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0…1), as `.opacity(_:)` does.
    public func multiplyingAlpha(by opacity: Double) -> GentleRGBA {
        GentleRGBA(red: red, green: green, blue: blue, alpha: Self.unitInterval(alpha * opacity))
    }
}
