import GentleTokens
import Testing

struct HexCase: Sendable, CustomTestStringConvertible {
    let text: String
    let rgba8: [UInt8]
    let isWellFormed: Bool
    var testDescription: String { "\"\(text)\"" }
}

@Suite("Hex colours")
struct HexColorTests {
    static let cases: [HexCase] = [
        HexCase(text: "#4A6EF5", rgba8: [0x4A, 0x6E, 0xF5, 255], isWellFormed: true),
        HexCase(text: "4A6EF5", rgba8: [0x4A, 0x6E, 0xF5, 255], isWellFormed: true),
        HexCase(text: "#4a6ef5", rgba8: [0x4A, 0x6E, 0xF5, 255], isWellFormed: true),
        HexCase(text: "#4a6EF5", rgba8: [0x4A, 0x6E, 0xF5, 255], isWellFormed: true),
        HexCase(text: "  #4A6EF5\n", rgba8: [0x4A, 0x6E, 0xF5, 255], isWellFormed: true),
        HexCase(text: "#111827CC", rgba8: [0x11, 0x18, 0x27, 0xCC], isWellFormed: true),
        HexCase(text: "#000000B3", rgba8: [0, 0, 0, 0xB3], isWellFormed: true),
        HexCase(text: "#FFFFFF20", rgba8: [255, 255, 255, 0x20], isWellFormed: true),
        HexCase(text: "#00000000", rgba8: [0, 0, 0, 0], isWellFormed: true),
        HexCase(text: "#FFF", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "#FFFA", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "#", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "invalid", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "##4A6EF5", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "#4A6EF5A", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "#GGGGGG", rgba8: [0, 0, 0, 255], isWellFormed: false),
        HexCase(text: "12GG34", rgba8: [0, 0, 0x12, 255], isWellFormed: false),
        HexCase(text: "#12345G78", rgba8: [0, 0x01, 0x23, 0x45], isWellFormed: false),
        HexCase(text: "0x1234", rgba8: [0, 0x12, 0x34, 255], isWellFormed: false),
        HexCase(text: "#  1234", rgba8: [0, 0x12, 0x34, 255], isWellFormed: false),
        HexCase(text: "#+12345", rgba8: [0, 0, 0, 255], isWellFormed: false),
    ]

    @Test("reads like the package", arguments: cases)
    func readsLikeThePackage(hexCase: HexCase) {
        let color = GentleHexColor(hexCase.text)
        let expected = GentleRGBA(
            red8: hexCase.rgba8[0], green8: hexCase.rgba8[1], blue8: hexCase.rgba8[2], alpha8: hexCase.rgba8[3])
        #expect(color.rgba == expected)
        #expect(color.isWellFormed == hexCase.isWellFormed)
    }

    @Test func componentsAreChannelOver255() {
        let color = GentleHexColor("#FF8000CC").rgba
        #expect(color.red == 1)
        #expect(color.green == 128.0 / 255)
        #expect(color.blue == 0)
        #expect(color.alpha == 204.0 / 255)
    }

    @Test func hexStringRoundsToBytesAndOmitsOpaqueAlpha() {
        let tint = GentleRGBA(red8: 0x11, green8: 0x18, blue8: 0x27, alpha8: 0xCC)
        #expect(tint.hexString == "#111827CC")
        #expect(GentleRGBA(red8: 0x4A, green8: 0x6E, blue8: 0xF5).hexString == "#4A6EF5")
        #expect(tint.multiplyingAlpha(by: 0.1).hexString == "#11182714")
        #expect(GentleRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.999).hexString == "#336699")
        #expect(GentleRGBA(red: 2, green: -1, blue: .nan, alpha: 1).hexString == "#FF0000")
    }

    @Test func pairPicksTheSchemeSide() {
        let pair = GentleColorPair(lightHex: "#FFFFFF", darkHex: "#000000")
        #expect(pair.hex(for: .light) == "#FFFFFF")
        #expect(pair.hex(for: .dark) == "#000000")
    }
}
