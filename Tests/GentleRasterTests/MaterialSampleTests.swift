import Foundation
import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

/// One iOS-simulator sample: a system material over a flat backdrop (`Tests/Reference/`, from
/// `materials-measured.md`).
struct MaterialSample: Decodable, CustomTestStringConvertible, Sendable {
    let backdrop: String
    let backdropRGB: [Double]
    let scheme: Appearance
    let material: MaterialKind
    let iosRGB: [Double]

    var testDescription: String { "\(scheme.rawValue) \(material.rawValue) over \(backdrop)" }

    private struct File: Decodable { let samples: [MaterialSample] }

    /// The 64 samples, or none when the file cannot be read (the count test then fails).
    static let all: [MaterialSample] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Reference/ios-material-samples.json")
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).samples) ?? []
    }()

    /// The material drawn over the flat backdrop by the canvas, sampled at its centre, 0…255.
    func drawn() throws -> [Double] {
        let canvas = try Canvas(size: Size(width: 320, height: 320), scale: 1)
        let rgb = backdropRGB.map { $0 / 255 }
        canvas.fill(
            .rect(Rect(x: 0, y: 0, width: 320, height: 320)), GentleRGBA(red: rgb[0], green: rgb[1], blue: rgb[2]))
        try canvas.fill(
            .rect(Rect(x: 110, y: 110, width: 100, height: 100)), material: Material(kind: material, appearance: scheme)
        )
        return Fixtures.pixel(try canvas.bitmap(), 160, 160).prefix(3).map(Double.init)
    }

    /// The largest channel difference from iOS, in 1/255.
    func error() throws -> Double {
        zip(try drawn(), iosRGB).map { abs($0 - $1) }.max() ?? .infinity
    }
}

@Suite struct MaterialSampleTests {
    @Test func allSixtyFourSamplesAreRead() {
        #expect(MaterialSample.all.count == 64)
    }

    @Test(arguments: MaterialSample.all)
    func everyChannelIsWithinEightLevelsOfIOS(sample: MaterialSample) throws {
        let drawn = try sample.drawn()
        #expect(try sample.error() <= 8, "drawn \(drawn), iOS \(sample.iosRGB)")
    }

    @Test func meanErrorOverTheSamplesIsWithinThreeLevels() throws {
        let errors = try MaterialSample.all.map { try $0.error() }
        #expect(!errors.isEmpty)
        #expect(errors.reduce(0, +) / Double(max(errors.count, 1)) <= 3)
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

    @Test(arguments: [OutputFormat.svg, .pdf])
    func vectorOutputDrawsMaterialsAndGlassAsWashes(format: OutputFormat) throws {
        let canvas = try Canvas(size: Size(width: 100, height: 100), scale: 1, format: format)
        try canvas.fill(
            .rect(Rect(x: 10, y: 10, width: 80, height: 30)), material: Material(kind: .thick, appearance: .dark))
        try canvas.fill(.rect(Rect(x: 10, y: 50, width: 80, height: 30)), glass: LiquidGlass(appearance: .dark))
        try canvas.checkStatus("vector materials")
    }
}
