import Testing

@testable import GentleRaster

@Suite struct TypesetterTests {
    let typesetter: Typesetter

    init() throws {
        typesetter = try Fixtures.typesetter()
    }

    func width(_ text: String, _ font: FontRequest, letterSpacing: Double = 0) throws -> Double {
        try typesetter.measure(text, style: TextStyle(font: font, letterSpacing: letterSpacing)).size.width
    }

    @Test(arguments: [FontDesign.default, .serif, .rounded])
    func advancesGrowWithWeight(design: FontDesign) throws {
        let light = try width("Hamburgefonstiv", FontRequest(design: design, weight: 300, size: 24))
        let bold = try width("Hamburgefonstiv", FontRequest(design: design, weight: 800, size: 24))
        #expect(bold > light * 1.02)
    }

    @Test func monospacedAdvancesStayFixedAcrossWeights() throws {
        let light = try width("Hamburgefonstiv", FontRequest(design: .monospaced, weight: 100, size: 24))
        let heavy = try width("Hamburgefonstiv", FontRequest(design: .monospaced, weight: 800, size: 24))
        #expect(light == heavy)
        #expect(abs(light - 15 * 24 * 0.6) < 0.01)
    }

    @Test(arguments: [(25.0, 100.0), (100.0, 151.0), (62.5, 100.0)])
    func advancesGrowWithWidth(narrow: Double, wide: Double) throws {
        let narrowWidth = try width("Hamburgefonstiv", FontRequest(weight: 400, width: narrow, size: 24))
        let wideWidth = try width("Hamburgefonstiv", FontRequest(weight: 400, width: wide, size: 24))
        #expect(wideWidth > narrowWidth * 1.03)
    }

    @Test(arguments: [FontDesign.default, .serif])
    func opticalSizeFollowsThePointSize(design: FontDesign) throws {
        // Text optical sizes are set looser than display ones, so the width per point shrinks.
        let caption = try width("Hamburgefonstiv", FontRequest(design: design, size: 9)) / 9
        let display = try width("Hamburgefonstiv", FontRequest(design: design, size: 48)) / 48
        #expect(caption > display * 1.03)
    }

    @Test func weightIsClampedToTheFontsRange() throws {
        let atMaximum = try width("Heavy", FontRequest(design: .monospaced, weight: 800, size: 20))
        let beyond = try width("Heavy", FontRequest(design: .monospaced, weight: 1000, size: 20))
        #expect(atMaximum == beyond)
        let fonts = try Fixtures.fonts()
        let clamped = try fonts.face(for: FontRequest(design: .monospaced, weight: 1000, size: 20))
        #expect(try clamped === fonts.face(for: FontRequest(design: .monospaced, weight: 800, size: 20)))
    }

    @Test(arguments: [FontDesign.default, .serif])
    func kerningTightensAVA(design: FontDesign) throws {
        let font = FontRequest(design: design, weight: 400, size: 40)
        let separate = try width("A", font) * 2 + width("V", font)
        let shaped = try width("AVA", font)
        #expect(shaped < separate - 2)
    }

    @Test(arguments: [0.5, 2.0, -1.0])
    func letterSpacingIsKerningAfterEveryClusterTheLastIncluded(kerning: Double) throws {
        let font = FontRequest(weight: 400, size: 17)
        let plain = try width("Tracking", font)
        let kerned = try width("Tracking", font, letterSpacing: kerning)
        // SwiftUI's `.kerning` adds its space after the last character too.
        #expect(abs(kerned - (plain + 8 * kerning)) < 1e-9)
        // Trailing spaces still do not count.
        #expect(abs(try width("Tracking  ", font, letterSpacing: kerning) - kerned) < 1e-9)
    }

    @Test(arguments: FontDesign.allCases)
    func letterSpacingKeepsLigatures(design: FontDesign) throws {
        let style = TextStyle(font: FontRequest(design: design, size: 30))
        let kerned = TextStyle(font: FontRequest(design: design, size: 30), letterSpacing: 2)
        let plain = try typesetter.layout("office fjord", style: style).lines[0].glyphs.count
        #expect(try typesetter.layout("office fjord", style: kerned).lines[0].glyphs.count == plain)
    }

    @Test func wrappingKeepsEveryLineWithinTheWidth() throws {
        let style = TextStyle(font: FontRequest(design: .serif, size: 15))
        let text = "The quick brown fox jumps over the lazy dog near the riverbank at dawn"
        let layout = try typesetter.layout(text, style: style, maxWidth: 150)
        #expect(layout.lines.count >= 3)
        #expect(layout.lines.allSatisfy { $0.width <= 150 })
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
    }

    @Test(arguments: ["\u{00A0}", "\u{202F}"])
    func noBreakSpacesKeepTheirNeighboursOnOneLine(glue: String) throws {
        let style = TextStyle(font: FontRequest(size: 15))
        let text = "size 17 pt · weight\(glue)semibold · design\(glue)default · relativeTo\(glue)headline"
        for maxWidth in stride(from: 160.0, through: 400, by: 10) {
            let lines = try typesetter.layout(text, style: style, maxWidth: maxWidth).lines.map(\.text)
            #expect(!lines.contains { $0.hasSuffix("weight") || $0.hasSuffix("design") || $0.hasSuffix("relativeTo") })
            #expect(lines.joined(separator: " ") == text)
        }
    }

    @Test func overlongWordBreaksInsideTheWord() throws {
        let layout = try typesetter.layout(
            "Supercalifragilistic", style: TextStyle(font: FontRequest(size: 20)), maxWidth: 60)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
        #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
    }

    @Test func lineSpacingIsAddedBetweenLinesOnly() throws {
        let font = FontRequest(size: 17)
        let metrics = try typesetter.metrics(for: font)
        let layout = try typesetter.layout("one\ntwo\nthree", style: TextStyle(font: font, lineSpacing: 6))
        #expect(layout.measurement.baselines.count == 3)
        #expect(
            abs(layout.measurement.baselines[1] - layout.measurement.baselines[0] - (metrics.lineHeight + 6)) < 1e-9)
        #expect(abs(layout.size.height - (3 * metrics.lineHeight + 2 * 6)) < 1e-9)
        #expect(abs(layout.measurement.baselines[0] - metrics.ascent) < 1e-9)
    }

    @Test(arguments: [22.0, 34.0])
    func explicitLineHeightCentresTheFontInEachLine(lineHeight: Double) throws {
        let font = FontRequest(design: .serif, size: 17)
        let metrics = try typesetter.metrics(for: font)
        let layout = try typesetter.layout(
            "one\ntwo", style: TextStyle(font: font, lineSpacing: 4, lineHeight: lineHeight))
        let baselines = layout.measurement.baselines
        #expect(abs(baselines[0] - ((lineHeight - metrics.ascent - metrics.descent) / 2 + metrics.ascent)) < 1e-9)
        #expect(abs(baselines[1] - baselines[0] - (lineHeight + 4)) < 1e-9)
        #expect(abs(layout.size.height - (2 * lineHeight + 4)) < 1e-9)
    }

    @Test func uppercaseFollowsUnicode() throws {
        let layout = try typesetter.layout("straße", style: TextStyle(font: FontRequest(size: 12), uppercase: true))
        #expect(layout.lines.first?.text == "STRASSE")
    }

    @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)])
    func alignmentPlacesShortLinesAgainstTheWidest(alignment: TextAlignment, fraction: Double) throws {
        let layout = try typesetter.layout(
            "a much longer first line\nshort", style: TextStyle(font: FontRequest(size: 14)), alignment: alignment)
        let widest = layout.size.width
        let short = layout.lines[1]
        #expect(abs(short.x - (widest - short.width) * fraction) < 1e-9)
    }

    @Test func inkBoundsSitInsideTheLineBox() throws {
        let font = FontRequest(size: 30)
        let measurement = try typesetter.measure("Hx", style: TextStyle(font: font))
        let ink = measurement.inkBounds
        #expect(ink.minY > 0 && ink.maxY <= measurement.metrics.ascent + 0.01)
        #expect(ink.width > 0 && ink.width <= measurement.size.width + 3)
    }

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        let layout = try typesetter.layout("", style: TextStyle(font: FontRequest(size: 14)))
        #expect(layout.lines.isEmpty)
        #expect(layout.size == Size(width: 0, height: 0))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteWeightsAndWidthsFallBackToTheAxisDefault(value: Double) throws {
        let regular = try typesetter.measure(
            "Axis", style: TextStyle(font: FontRequest(weight: 400, width: 100, size: 20)))
        let odd = try typesetter.measure(
            "Axis", style: TextStyle(font: FontRequest(weight: value, width: value, size: 20)))
        #expect(odd.size.width == regular.size.width)
    }

    @Test(arguments: [Double.nan, .infinity])
    func nonFiniteWrapWidthsDoNotWrap(maxWidth: Double) throws {
        let layout = try typesetter.layout(
            "no wrapping here", style: TextStyle(font: FontRequest(size: 12)), maxWidth: maxWidth)
        #expect(layout.lines.count == 1)
    }

    @Test(arguments: [0.0, -3.0, Double.nan, Double.infinity])
    func invalidSizesAreTypedErrors(size: Double) {
        #expect(throws: FontError.self) {
            try typesetter.metrics(for: FontRequest(size: size))
        }
    }
}
