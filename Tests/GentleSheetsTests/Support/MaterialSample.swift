import Foundation
import GentleImage
import GentleRaster
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

/// One iOS-simulator sample: a system material over a flat backdrop (`Tests/Reference/`, from
/// `materials-measured.md`).
struct MaterialSample: Decodable, CustomTestStringConvertible, Sendable {
    let backdrop: String
    let backdropRGB: [Double]
    let scheme: GentleColorScheme
    let material: GentleAppleMaterial
    let iosRGB: [Double]

    var testDescription: String { "\(scheme.rawValue) \(material.rawValue) over \(backdrop)" }

    private struct File: Decodable { let samples: [MaterialSample] }

    /// The 64 samples, or none when the file cannot be read (the count test then fails).
    static let all: [MaterialSample] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Reference/ios-material-samples.json")
        return (try? JSONDecoder().decode(File.self, from: Data(contentsOf: url)).samples) ?? []
    }()

    /// The page the swatch is drawn on: magenta, which no sample backdrop is near, so a blur that
    /// read past the swatch would show.
    static let page = GentleRGBA(hex: 0xFF00FF)

    /// The sample as the surfaces sheet's strip draws it — `MaterialStrip`'s swatch of the
    /// untinted material through `SheetDrawer`, at its size in a two-column grid — alone on a small
    /// canvas at the goldens' scale 1; the panel's centre, 0…255.
    func drawn() throws -> [Double] {
        let flat = try #require(FlatBackdrop.iosSamples.first { $0.name == backdrop })
        let strip = MaterialStrip(material: SurfaceMaterial(kind: material, tint: nil), scheme: scheme)
        let metrics = SheetMetrics.standard
        let size = MaterialStrip.swatchSize(across: metrics.columnWidth(count: 2), gap: metrics.spacing.s)
        let swatch = strip.swatch(over: flat, size: size, edge: Self.page, region: "surfaces.sample")
        let margin = 8.0
        let layout = SheetLayout(
            pageSize: Size(width: size.width + 2 * margin, height: size.height + 2 * margin), background: Self.page,
            elements: swatch.placed(at: Point(x: margin, y: margin)))
        let typesetter = Typesetter(fonts: try FontLibrary.bundled())
        let bitmap = try SheetDrawer(typesetter: typesetter).draw(layout, scale: 1, format: .png).bitmap()
        let x = Int(margin + size.width / 2)
        let y = Int(margin + size.height / 2)
        let offset = (y * bitmap.width + x) * 4
        return bitmap.pixels[offset..<offset + 3].map(Double.init)
    }

    /// The largest channel difference of `drawn` from iOS, in 1/255.
    func error(_ drawn: [Double]) -> Double {
        zip(drawn, iosRGB).map { abs($0 - $1) }.max() ?? .infinity
    }
}
