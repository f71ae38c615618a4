import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes two PNG files in parallel (decoding dominates a comparison) and compares their pixels.
/// Throws the `PNGError` of the expected file when it cannot be read, otherwise that of the actual
/// file, regardless of which decode finishes first.
public func compareFiles(
    expected: URL, actual: URL, options: ComparisonOptions = ComparisonOptions(), decoder: PNGDecoder = PNGDecoder()
) async throws -> ComparisonOutcome {
    async let expectedImage = decoder.decode(contentsOf: expected)
    let actualImage = Result { try decoder.decode(contentsOf: actual) }
    let expectedBitmap = try await expectedImage.bitmap
    return compare(expectedBitmap, try actualImage.get().bitmap, options: options)
}
