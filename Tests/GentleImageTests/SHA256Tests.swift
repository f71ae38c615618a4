import Testing

@testable import GentleImage

/// SHA-256 of inputs that end on either side of a block and of the padding's length field, and
/// of a long one, against coreutils' `sha256sum`: the SHA-extension rounds and the plain ones
/// agree with the standard wherever the tail falls.
@Suite struct SHA256Tests {
    /// `count` bytes of a fixed pattern, the same in the script that made the digests.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: (UInt64($0) &* 2_654_435_761) >> 13) }
    }

    @Test(arguments: [
        (55, "8d96a9ee32f7a2df89c4504435add6a5a0d8e9a4de80097c7a4bcc330ac31def"),
        (56, "df82d23a25b1e180b4d9eb27def14d8ada198011b1bfc08f2d4a62e544daed79"),
        (63, "d54ef68e60852bbbef6cc25985de164140cb7bd52e739508a2321cc7b18aba3c"),
        (64, "fc134a3ea0e6c07d4df416a6751701becfd8675a944dd57ed6a5bfbed3b38a3e"),
        (65, "a90613c0aa11735f82647932b199299e0acdb09f2e6fa2c44a7d009dc988257f"),
        (119, "046d2f59226da2edbe9739a53043b0be8e668d474834be3bf23ce5b28aa931f5"),
        (120, "f1d8acb3206dae061099b7b1fd1ebb4786ff5a7456f9e9f333858d7de8206bb4"),
        (127, "fec88079ad429be486cd554b3ac0c96cc1c6a7c4c731e177e47c00ea65c86215"),
        (128, "21830f8e3f44dcb13d25bf3c2ad43241b5a15f9924f0135aeb1268c79c280cf9"),
        (1_000_003, "a25e239d8e5740d50213e410d4224099dfe5957ae9178f93abc335ddc825badd"),
    ])
    func digestMatchesTheStandard(count: Int, digest: String) {
        #expect(SHA256.hex(of: Self.pattern(count)) == digest)
    }
}
