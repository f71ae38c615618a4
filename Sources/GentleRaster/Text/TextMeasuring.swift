/// Measures text without drawing; layout code depends on this instead of on a canvas.
package protocol TextMeasuring: Sendable {
    /// Vertical metrics of a font at its size.
    func metrics(for font: FontRequest) throws -> FontMetrics
    /// Shapes, wraps to `maxWidth` (no wrapping when `nil`) and aligns a text, returning its measurements.
    func measure(_ text: String, style: TextStyle, maxWidth: Double?, alignment: TextAlignment) throws
        -> TextMeasurement
}
