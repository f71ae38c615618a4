import Foundation
import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct OutputTests {
    @Test(arguments: [
        (GentleRGBA(red: 1, green: 0, blue: 0, alpha: 0.5), [255, 0, 0, 128] as [UInt8]),
        (GentleRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), [51, 102, 153, 255]),
        (GentleRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0), [0, 0, 0, 0]),
    ])
    func bitmapIsStraightAlpha(color: GentleRGBA, expected: [UInt8]) throws {
        let canvas = try Canvas(size: Size(width: 4, height: 4), scale: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), color)
        #expect(Fixtures.pixel(try canvas.bitmap(), 1, 1) == expected)
    }

    @Test func scaleThreeIsExactlyThreeTimesScaleOne() throws {
        let one = try Canvas(size: TestScene.size, scale: 1)
        let three = try Canvas(size: TestScene.size, scale: 3)
        try TestScene.draw(on: one, typesetter: Fixtures.typesetter())
        try TestScene.draw(on: three, typesetter: Fixtures.typesetter())
        let small = try one.bitmap()
        let large = try three.bitmap()
        #expect(large.width == 3 * small.width && large.height == 3 * small.height)
        #expect(small.width == 320 && small.height == 240)
    }

    @Test(arguments: [0.0, -1, .nan])
    func invalidCanvasesAreRejected(width: Double) {
        #expect(throws: RasterError.self) { try Canvas(size: Size(width: width, height: 10), scale: 1) }
    }

    // A scale other than 1, 2 or 3 is no scale: the canvas never sees one.
    @Test(arguments: [0, 4, 5, -1])
    func thereIsNoPixelScaleBut1To3(factor: Int) {
        #expect(PixelScale(factor) == nil)
        #expect(PixelScale.factors.map { PixelScale($0)?.factor } == [1, 2, 3])
    }

    @Test func svgIdentifiersAreRenumberedInOrderOfAppearance() {
        let svg =
            ##"<g id="surface88"><image id="image5361"/><use xlink:href="#image5361"/><image id="image12"/><path id="glyph0-1"/></g>"##
        let expected =
            ##"<g id="surface1"><image id="image1"/><use xlink:href="#image1"/><image id="image2"/><path id="glyph0-1"/></g>"##
        #expect(String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self) == expected)
    }

    @Test func svgStaysVectorWithTextAndMaterials() throws {
        let svg = String(decoding: try TestScene.render(format: .svg, typesetter: Fixtures.typesetter()), as: UTF8.self)
        #expect(svg.contains("<symbol"))
        // Only the shadow's blurred mask and the material's pixels are images; no page-sized
        // fallback raster.
        #expect(svg.components(separatedBy: "<image").count - 1 == 2)
    }

    @Test func pdfCarriesFixedDates() throws {
        let pdf = String(decoding: try TestScene.render(format: .pdf, typesetter: Fixtures.typesetter()), as: UTF8.self)
        // cairo 1.16 writes the date without PDF's "D:" prefix.
        #expect(pdf.contains("/CreationDate (20000101000000Z)"))
        #expect(pdf.contains("/ModDate (20000101000000Z)"))
    }

    @Test(arguments: OutputFormat.allCases)
    func writeIsAtomicAndLeavesNothingOnFailure(format: OutputFormat) throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("scene.\(format.fileExtension)")
        try FileManager.default.createDirectory(
            at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let canvas = try Canvas(size: Size(width: 10, height: 10), scale: 1, format: format)
        #expect(throws: RasterError.self) { try canvas.write(to: blocker) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [blocker.lastPathComponent])
        let target = folder.appendingPathComponent("ok.\(format.fileExtension)")
        try canvas.write(to: target)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [blocker.lastPathComponent, target.lastPathComponent].sorted())
        #expect(try Data(contentsOf: target).count > 0)
    }

    @Test func fingerprintNamesLibrariesAndFontHashes() throws {
        let fingerprint = try RendererFingerprint.current(fonts: Fixtures.fonts())
        #expect(fingerprint.pixman.hasPrefix("0."))
        #expect(fingerprint.cairo.hasPrefix("1."))
        #expect(fingerprint.fonts.map(\.design) == FontDesign.allCases)
        #expect(fingerprint.fonts.map(\.sha256) == FontManifestTests.publishedHashes.map(\.1))
        #expect(fingerprint.pngText.count == 8)
    }
}

extension OutputTests {
    @Test(arguments: [
        (Size(width: 10_000, height: 10_000), 1, true),
        (Size(width: 10_000, height: 10_001), 1, false),
        (Size(width: 5_000, height: 5_001), 2, false),
        (Size(width: 960, height: 10_922), 3, true),
        (Size(width: 960, height: 10_923), 3, false),
        (Size(width: 32_767, height: 1), 1, true),
        (Size(width: 32_768, height: 1), 1, false),
    ])
    func canvasLimitBoundsTheSidesAndThePixelCount(size: Size, scale: PixelScale, accepted: Bool) {
        #expect(CanvasLimit.accepts(size, scale: scale) == accepted)
    }

    @Test func aCanvasOverThePixelCountIsRefusedBeforeAllocation() {
        // 20,000 × 20,000 px: each side within cairo's limit, 1.6 GB of pixels in all.
        #expect(throws: RasterError.invalidCanvas(width: 20_000, height: 20_000, scale: 1)) {
            try Canvas(size: Size(width: 20_000, height: 20_000), scale: 1)
        }
    }
}

/// Points become whole device pixels one way everywhere (the canvas, the limit, the regions
/// document): times the factor, rounded up; a length no canvas can hold has none.
@Test(arguments: [
    (PixelScale.one, 960.0, 960), (.two, 960.0, 1920), (.three, 0.4, 2), (.two, 10.25, 21), (.three, 1e300, 0),
    (.one, .nan, 0), (.one, .infinity, 0),
])
func pointsBecomeWholePixelsRoundedUp(scale: PixelScale, points: Double, pixels: Int) {
    #expect(scale.pixels(of: points) == pixels)
}
