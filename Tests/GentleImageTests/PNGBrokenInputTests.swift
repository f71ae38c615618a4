import GentleImage
import Testing

@Suite struct PNGBrokenInputTests {
    enum Kind: Equatable { case notPNG, truncated, corrupt, zeroSized, tooLarge }

    static let cases: [(file: String, kind: Kind)] = [
        ("broken-truncated.png", .truncated),
        ("broken-bad-crc.png", .corrupt),
        ("broken-bad-deflate.png", .corrupt),
        ("broken-not-png.png", .notPNG),
        ("broken-empty.png", .notPNG),
        ("broken-zero-sized.png", .zeroSized),
        ("broken-huge-ihdr.png", .tooLarge),
    ]

    static func kind(of error: PNGError) -> Kind? {
        switch error {
        case .notPNG: .notPNG
        case .truncated: .truncated
        case .corrupt: .corrupt
        case .zeroSized: .zeroSized
        case .tooLarge: .tooLarge
        default: nil
        }
    }

    @Test(arguments: cases)
    func failsWithATypedErrorNamingTheSource(file: String, kind: Kind) throws {
        let bytes = try FixtureFolder.bytes(file)
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(bytes, source: file) }
        #expect(Self.kind(of: error) == kind)
        #expect(error.description.hasPrefix(file))
    }

    @Test func hugeHeaderIsRefusedWithItsClaimedSize() throws {
        let bytes = try FixtureFolder.bytes("broken-huge-ihdr.png")
        #expect(throws: PNGError.tooLarge(source: "huge", width: 100_000, height: 100_000, pixelLimit: 100_000_000)) {
            try PNGDecoder().decode(bytes, source: "huge")
        }
    }

    @Test func badCRCReasonComesFromLibpng() throws {
        let bytes = try FixtureFolder.bytes("broken-bad-crc.png")
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(bytes, source: "crc") }
        guard case .corrupt(_, let reason) = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
        #expect(reason.contains("CRC"))
    }

    @Test(arguments: [8, 16, 33, 100, 150, 200])
    func everyTruncationPointFailsCleanly(length: Int) throws {
        let bytes = Array(try FixtureFolder.bytes("rgba-8.png").prefix(length))
        #expect(throws: PNGError.self) { try PNGDecoder().decode(bytes) }
    }

    @Test func pixelLimitIsConfigurable() throws {
        let bytes = try FixtureFolder.bytes("rgba-8.png")
        #expect(throws: PNGError.tooLarge(source: "small", width: 7, height: 5, pixelLimit: 34)) {
            try PNGDecoder(pixelLimit: 34).decode(bytes, source: "small")
        }
        #expect(try PNGDecoder(pixelLimit: 35).decode(bytes).bitmap.width == 7)
    }
}
