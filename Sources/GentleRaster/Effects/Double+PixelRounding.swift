extension Double {
    /// `rounded()` (halves away from zero) without the C library call it makes, for the pixel
    /// loops that round three or four values a pixel. A positive value below 2^52 truncates
    /// to an integer exactly and leaves an exact fraction f; f − ½ is negative exactly when f is
    /// under a half (rounding cannot carry it across zero), so its sign bit says whether to round
    /// up, without a branch that a pixel's random fractions would mispredict. The answer is the
    /// same to the bit; any other value (zero of either sign, negative, larger, NaN) takes
    /// `rounded()`.
    @inline(__always)
    var pixelRounded: Double {
        guard self > 0, self < 0x1p52 else { return rounded() }
        let whole = Double(Int64(self))
        let under = Int64(bitPattern: (self - whole - 0.5).bitPattern >> 63)
        return whole + Double(1 - under)
    }
}
