extension Double {
    /// `rounded()` (halves away from zero) without the C library call it makes, for the pixel
    /// loops that round three or four values a pixel. A positive value below 2^52 truncates
    /// to an integer exactly and leaves an exact fraction, so the answer is the same to the bit;
    /// any other value (zero of either sign, negative, larger, NaN) takes `rounded()`.
    var pixelRounded: Double {
        guard self > 0, self < 0x1p52 else { return rounded() }
        let whole = Double(Int64(self))
        return self - whole >= 0.5 ? whole + 1 : whole
    }
}
