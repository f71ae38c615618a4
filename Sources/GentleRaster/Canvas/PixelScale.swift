/// How many device pixels a point is drawn as: 1, 2 or 3, as on iOS screens. The one form the
/// scale takes from a config file or `--scale` to the canvas, so that no layer checks a bare
/// number again. Written as a number in Swift (`scale: 2`).
public struct PixelScale: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// Device pixels per point.
    package let factor: Int

    /// The scales there are.
    package static let factors = 1...3
    /// 1 device pixel per point: the scale goldens are drawn at.
    package static let one = PixelScale(checked: 1)
    /// 2 device pixels per point: `render`'s default.
    package static let two = PixelScale(checked: 2)
    /// 3 device pixels per point: the largest.
    package static let three = PixelScale(checked: 3)

    /// The scale of `factor` device pixels per point; `nil` unless `factor` is 1, 2 or 3.
    package init?(_ factor: Int) {
        guard Self.factors.contains(factor) else { return nil }
        self.factor = factor
    }

    /// The scale a number written in code names; one other than 1, 2 or 3 is a programming error.
    public init(integerLiteral factor: Int) {
        self.init(checked: factor)
    }

    /// A length of `points` in device pixels, unrounded: what a limit is checked against.
    package func exactPixels(of points: Double) -> Double {
        points * Double(factor)
    }

    /// A length of `points` in whole device pixels, rounded up so the pixels cover it: the side of a
    /// canvas, or of the image a region belongs to. A length that is not finite, or too long for
    /// any canvas to hold, has 0 pixels, so that a broken layout cannot trap here.
    package func pixels(of points: Double) -> Int {
        let pixels = exactPixels(of: points).rounded(.up)
        guard pixels.isFinite, abs(pixels) < 1e9 else { return 0 }
        return Int(pixels)
    }

    private init(checked factor: Int) {
        guard let scale = PixelScale(factor) else { preconditionFailure("a pixel scale is 1, 2 or 3, not \(factor)") }
        self = scale
    }
}
