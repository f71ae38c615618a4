import CKernels

/// SHA-256 (FIPS 180-4), for the font hashes of the renderer fingerprint and the golden hashes a
/// report records; Foundation on Linux has no digest API and the package takes no outside
/// dependencies. The rounds are `gk_sha256`'s, in C (see `sha256.h`).
package enum SHA256 {
    /// The digest of `bytes` as lowercase hex.
    package static func hex(of bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(GK_SHA256_DIGEST_LENGTH))
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                gk_sha256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] }, as: UTF8.self)
    }
}
