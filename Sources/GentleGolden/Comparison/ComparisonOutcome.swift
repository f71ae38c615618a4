import GentleImage

/// Width and height of a bitmap.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a bitmap.
    package init(of bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
    }

    /// `W×H`.
    public var description: String { "\(width)×\(height)" }
}

/// What a pixel comparison of two same-sized bitmaps found.
public struct PixelDifference: Sendable, Equatable {
    /// Pixels over the threshold and not anti-aliasing: the count the gates judge.
    public var differingPixels: Int
    /// Pixels over the threshold classified as anti-aliasing (shown, not counted).
    public var antiAliasedPixels: Int
    /// `width × height`.
    public var totalPixels: Int
    /// Whether every byte was equal (the fast path).
    public var isExact: Bool
    /// The diff image, when `ComparisonOptions.producesDiffImage` was set.
    public var diffImage: Bitmap?
    /// The counted pixels, when `ComparisonOptions.producesDifferenceMask` was set.
    public var differenceMask: DifferenceMask?

    /// A result; mainly for tests and reports that rebuild one.
    package init(
        differingPixels: Int, antiAliasedPixels: Int, totalPixels: Int, isExact: Bool,
        diffImage: Bitmap? = nil, differenceMask: DifferenceMask? = nil
    ) {
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.isExact = isExact
        self.diffImage = diffImage
        self.differenceMask = differenceMask
    }

    /// `differingPixels / totalPixels` (0 for an empty image).
    public var differingRatio: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }
}

/// The result of comparing an expected bitmap with an actual one.
public enum ComparisonOutcome: Sendable, Equatable {
    /// Both had the same size and were compared pixel by pixel.
    case compared(PixelDifference)
    /// The sizes differ, so no pixel comparison was made; this always fails a gate.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
}

extension ComparisonOutcome {
    /// The pixel difference, or `nil` for a size mismatch.
    public var difference: PixelDifference? {
        if case .compared(let difference) = self { return difference }
        return nil
    }
}
