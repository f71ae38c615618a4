import Foundation
import GentleImage

/// Decodes two PNG files in parallel (decoding dominates a comparison) and compares their pixels.
/// Throws the `PNGError` of the first file that cannot be read.
public func compareFiles(
    expected: URL, actual: URL, options: ComparisonOptions = ComparisonOptions(), decoder: PNGDecoder = PNGDecoder()
) async throws -> ComparisonOutcome {
    async let expectedImage = decoder.decode(contentsOf: expected)
    let actualImage = try decoder.decode(contentsOf: actual)
    return compare(try await expectedImage.bitmap, actualImage.bitmap, options: options)
}
