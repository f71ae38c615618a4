import Foundation
import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct MaterialSampleTests {
    // The 64 iOS samples are drawn through the surfaces sheet's strip, which paints with this
    // canvas's material fill (GentleSheetsTests' MaterialStripTests).

    @Test func theLuminanceCurveIsABezierOfItsFourStops() {
        let recipe = MaterialRecipe(.regular, .light)
        #expect(recipe.curveValue(0) == recipe.curve[0])
        #expect(recipe.curveValue(1) == recipe.curve[3])
        // The middle stops pull the curve towards them without being on it.
        #expect(abs(recipe.curveValue(1.0 / 3) - (8 * 0.90 + 12 * 0.83 + 6 * 0.925 + 0.815) / 27) < 1e-12)
        #expect(recipe.curveValue(1.0 / 3) != recipe.curve[1])
    }

    @Test func lightMaterialsOverWhiteArePaleAndThickIsTheLightestOverBlack() {
        let overWhite = [MaterialKind.ultraThin, .thin, .regular, .thick].map {
            MaterialRecipe($0, .light).apply(red: 1, green: 1, blue: 1).red * 255
        }
        #expect(overWhite.allSatisfy { $0 >= 240 })
        let overBlack = [MaterialKind.ultraThin, .thin, .regular, .thick].map {
            MaterialRecipe($0, .light).apply(red: 0, green: 0, blue: 0).red
        }
        #expect(overBlack == overBlack.sorted())
    }

    @Test func blurIsPerMaterial() {
        #expect(
            [MaterialKind.ultraThin, .thin, .regular, .thick].map { MaterialRecipe($0, .light).blur } == [
                22.5, 30, 30, 45,
            ])
        #expect(MaterialRecipe(.ultraThick, .dark).provenance == .estimated)
        #expect(MaterialRecipe(.bar, .light).provenance == .estimated)
        #expect(MaterialRecipe(.regular, .dark).provenance == .measured)
    }

    // A swatch at a black/white boundary: without its own layer the blur (σ 22.5 pt) would read
    // the black half and darken the panel by tens of levels.
    @Test func aMaterialOverAFlatBackdropSeesThatBackdropAlone() throws {
        let canvas = try Canvas(size: Size(width: 80, height: 40), scale: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .black)
        canvas.fill(.rect(Rect(x: 40, y: 0, width: 40, height: 40)), .white)
        let material = Material(kind: .ultraThin, appearance: .light)
        try canvas.fill(
            .roundedRect(Rect(x: 42.5, y: 4.5, width: 30, height: 30), cornerRadius: 10, style: .continuous),
            flatBackdrop: GentleRGBA(hex: 0x808080),
            panel: .rect(Rect(x: 48.5, y: 10.5, width: 18, height: 18)), material: material)
        let bitmap = try canvas.bitmap()
        let expected = material.recipe.apply(red: 128 / 255, green: 128 / 255, blue: 128 / 255)
        #expect(abs(Double(Fixtures.pixel(bitmap, 57, 19)[0]) - expected.red * 255) <= 0.5)
        // Outside the swatch the page is untouched.
        #expect(Fixtures.pixel(bitmap, 20, 20) == [0, 0, 0, 255])
        #expect(Fixtures.pixel(bitmap, 76, 38) == [255, 255, 255, 255])
    }

    @Test func aMaterialAtThePageEdgeStaysOpaque() throws {
        let canvas = try Canvas(size: Size(width: 200, height: 120), scale: 2)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 120)), .white)
        try canvas.fill(
            .rect(Rect(x: 0, y: 0, width: 80, height: 60)), material: Material(kind: .thick, appearance: .light))
        let bitmap = try canvas.bitmap()
        #expect(Fixtures.pixel(bitmap, 0, 0)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 0, 0)[0] >= 240)
    }

    @Test(arguments: Appearance.allCases)
    func liquidGlassIsLighterThanABlackBackdropAndKeepsHue(appearance: Appearance) {
        let glass = LiquidGlass(appearance: appearance)
        let overBlack = glass.apply(red: 0, green: 0, blue: 0)
        #expect(overBlack.red > 0.05)
        let overBlue = glass.apply(red: 0.1, green: 0.3, blue: 0.9)
        #expect(overBlue.blue > overBlue.red)
    }

    @Test func liquidGlassHasARimBrighterThanItsFace() throws {
        let canvas = try Canvas(size: Size(width: 200, height: 120), scale: 2)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 120)), GentleRGBA(hex: 0x3355DD))
        let shape = Shape.roundedRect(Rect(x: 40, y: 30, width: 120, height: 60), cornerRadius: 20, style: .continuous)
        try canvas.fill(shape, glass: LiquidGlass(appearance: .light))
        let bitmap = try canvas.bitmap()
        let face = Fixtures.pixel(bitmap, 200, 120)
        let rim = Fixtures.pixel(bitmap, 200, 61)
        #expect(rim[0] > face[0])
        // The face lifts the blue towards white (luma 0.40 + 0.56 Y, then a 20 % white fill).
        #expect(face[0] > 120 && face[2] > 0xDD)
    }

    // Drawn through `Canvas.render`, a raster pass at scale 2 paints the material and the glass
    // and the SVG embeds their pixels, 2 to a point, in place of the washes.
    @Test func vectorOutputEmbedsTheRasterPassMaterialsAndGlass() throws {
        let svg = String(
            decoding: try Canvas.render(size: Size(width: 100, height: 100), scale: 1, format: .svg) { canvas in
                canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), GentleRGBA(hex: 0x007AFF))
                try canvas.fill(
                    .rect(Rect(x: 10, y: 10, width: 80, height: 30)),
                    material: Material(kind: .thick, appearance: .dark))
                try canvas.fill(.rect(Rect(x: 10, y: 50, width: 80, height: 30)), glass: LiquidGlass(appearance: .dark))
            }, as: UTF8.self)
        #expect(svg.components(separatedBy: "<image").count - 1 == 2)
        #expect(svg.components(separatedBy: #"width="160" height="60""#).count - 1 == 2)
    }

    // A canvas on its own has no raster pass to take pixels from.
    @Test(arguments: [OutputFormat.svg, .pdf])
    func vectorOutputDrawsMaterialsAndGlassAsWashes(format: OutputFormat) throws {
        let canvas = try Canvas(size: Size(width: 100, height: 100), scale: 1, format: format)
        try canvas.fill(
            .rect(Rect(x: 10, y: 10, width: 80, height: 30)), material: Material(kind: .thick, appearance: .dark))
        try canvas.fill(.rect(Rect(x: 10, y: 50, width: 80, height: 30)), glass: LiquidGlass(appearance: .dark))
        try canvas.checkStatus("vector materials")
    }
}
