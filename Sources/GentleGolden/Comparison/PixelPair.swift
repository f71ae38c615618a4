#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two same-sized RGBA8 images viewed as bytes and as 32-bit words, valid only inside
/// `GentleImage.Bitmap` buffer closures.
struct PixelPair {
    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    let firstWords: UnsafeBufferPointer<UInt32>
    let secondWords: UnsafeBufferPointer<UInt32>
    let width: Int
    let height: Int

    /// Whether both images hold the same bytes (one `memcmp`, the identical-image fast path).
    var hasEqualBytes: Bool {
        guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
            return first.isEmpty && second.isEmpty
        }
        return first.count == second.count && memcmp(firstBase, secondBase, first.count) == 0
    }

    /// Whether the first `count` pixels of row `y` are equal in both images.
    func hasEqualPixels(row y: Int, count: Int) -> Bool {
        guard count > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress else { return true }
        let offset = y * width * 4
        return memcmp(firstBase + offset, secondBase + offset, count * 4) == 0
    }

    /// The pair with the images swapped, for testing anti-aliasing from the second image's side.
    var swapped: PixelPair {
        PixelPair(
            first: second, second: first, firstWords: secondWords, secondWords: firstWords, width: width, height: height
        )
    }
}
