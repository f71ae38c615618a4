import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

/// A page's background is painted into a row only once drawing reaches it, and the PNG encoder
/// reads the rows never painted as the background (`PageBackground`). Each case draws one kind
/// of drawing call in a band across the middle of a tall page, with rows above and below that
/// nothing reaches: the PNG must hold the pixels of a transparent canvas filled with the
/// background first and drawn on the same way. A call that drew into a row it did not paint the
/// background into first would lose its ink there, and this test would show the row.
@Suite struct PageBackgroundTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let draw: @Sendable (Canvas) throws -> Void
    }

    static let size = Size(width: 120, height: 300)
    static let page = GentleRGBA(hex: 0xF2F2F7)
    /// The band the drawing sits in; the stripes give materials and glass a backdrop to bend.
    static let band = Rect(x: 10, y: 130, width: 100, height: 40)

    static let cases = [
        Case(testDescription: "fill") { $0.fill(.roundedRect(band, cornerRadius: 9, style: .continuous), .black) },
        Case(testDescription: "stroke with round joins") { canvas in
            var path = Path()
            path.move(to: Point(x: 12, y: 150))
            path.line(to: Point(x: 60, y: 131))
            path.line(to: Point(x: 108, y: 169))
            canvas.stroke(path, GentleRGBA(hex: 0x0A84FF), lineWidth: 6)
        },
        Case(testDescription: "border with miter joins") {
            $0.strokeBorder(.rect(band), GentleRGBA(hex: 0xFF375F), lineWidth: 5)
        },
        Case(testDescription: "line") {
            $0.line(from: Point(x: 10, y: 150), to: Point(x: 110, y: 151), .black, lineWidth: 3)
        },
        Case(testDescription: "gradient") {
            $0.fill(
                .ellipse(band), gradient: [.black, .white], from: band.origin, to: Point(x: band.maxX, y: band.maxY))
        },
        Case(testDescription: "checkerboard") {
            $0.checkerboard(.roundedRect(band, cornerRadius: 6, style: .circular), cell: 4, light: .white, dark: .black)
        },
        Case(testDescription: "text with marks stacked far above the line") { canvas in
            let style = TextStyle(font: FontRequest(size: 17), color: .black)
            let layout = try Fixtures.typesetter().layout(
                "Ag" + String(repeating: "\u{0301}", count: 12) + "q", style: style)
            canvas.draw(layout, at: Point(x: 12, y: 150))
        },
        Case(testDescription: "shadow") {
            try $0.fill(.rect(band), .white, shadow: Shadow(radius: 12, x: 0, y: 8))
        },
        Case(testDescription: "material over stripes") { canvas in
            stripes(canvas)
            try canvas.fill(.rect(band), material: Material(kind: .thin, appearance: .light))
        },
        Case(testDescription: "glass over stripes") { canvas in
            stripes(canvas)
            try canvas.fill(
                .roundedRect(band, cornerRadius: 14, style: .continuous), glass: LiquidGlass(appearance: .dark))
        },
        Case(testDescription: "material over a flat backdrop") {
            try $0.fill(
                .rect(band), flatBackdrop: GentleRGBA(hex: 0x30D158), panel: .rect(band.insetBy(8)),
                material: Material(kind: .regular, appearance: .dark))
        },
        Case(testDescription: "translucent group, scaled") { canvas in
            canvas.withGroup(opacity: 0.6, scale: 1.3, anchor: Point(x: band.midX, y: band.midY)) {
                $0.fill(.capsule(band, style: .continuous), .black)
            }
        },
    ]

    /// Black stripes across the band, a backdrop with detail for the blur and the lens.
    static func stripes(_ canvas: Canvas) {
        for index in 0..<10 {
            canvas.fill(.rect(Rect(x: 10 + Double(index) * 10, y: band.minY - 20, width: 4, height: 80)), .black)
        }
    }

    @Test(arguments: cases)
    func theFileHoldsWhatAPaintedPageHolds(_ testCase: Case) throws {
        let page = try Canvas(size: Self.size, scale: 2, background: Self.page)
        try testCase.draw(page)
        let encoded = try PNGDecoder().decode(page.encoded(encoder: .fast)).bitmap

        let reference = try Canvas(size: Self.size, scale: 2)
        reference.fill(.rect(Rect(origin: .zero, size: Self.size)), Self.page)
        try testCase.draw(reference)
        let painted = try reference.bitmap()
        #expect(encoded == painted)
        #expect(try page.bitmap() == painted)
    }

    /// The optimisation is there: rows nothing reached are never painted, and the file is still
    /// the painted page's.
    @Test func rowsNothingReachesAreNeverPainted() throws {
        let page = try Canvas(size: Self.size, scale: 2, background: Self.page)
        page.fill(.rect(Self.band), .black)
        let unpainted = try #require(page.pageBackground).unpaintedCount
        // 600 rows; the band and a row on each side are painted, and the first row.
        #expect(unpainted == 600 - 82 - 1)
        let bitmap = try PNGDecoder().decode(page.encoded(encoder: .fast)).bitmap
        #expect(Fixtures.pixel(bitmap, 0, 599) == [0xF2, 0xF2, 0xF7, 0xFF])
        #expect(Fixtures.pixel(bitmap, 40, 300) == [0, 0, 0, 0xFF])
    }
}
