import GentleImage
import GentleRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON written beside an image by `--regions`: the image size and every token region, in
/// pixels of the image drawn at `scale`, rounded outwards so a region covers every pixel its
/// token paints.
public struct RegionDocument: Sendable, Equatable, Codable {
    /// Pixels per point of the image the regions belong to.
    public var scale: Int
    /// Image width in pixels.
    public var width: Int
    /// Image height in pixels.
    public var height: Int
    /// The regions, in painting order.
    public var regions: [TokenRegion]
    /// Every token path or group (`typography.body_m`, `layout.scale`) the image was drawn from, as
    /// read while it was laid out, sorted; another theme's in the gallery under its prefix
    /// (`classic-tan/colors.primaryCTA.light`). `SpecimenCase.tokens(drawnIn:)` turns them into the
    /// values its golden records.
    public var tokens: [String]

    /// The regions of `layout` for its image drawn at `scale` pixels per point.
    package init(layout: SheetLayout, scale pixelScale: PixelScale = .one) {
        let factor = Double(pixelScale.factor)
        scale = pixelScale.factor
        width = pixelScale.pixels(of: layout.pageSize.width)
        height = pixelScale.pixels(of: layout.pageSize.height)
        tokens = layout.tokenPaths.sorted()
        regions = layout.regions.map { region in
            let left = (region.rect.minX * factor).rounded(.down)
            let top = (region.rect.minY * factor).rounded(.down)
            return TokenRegion(
                token: region.name,
                rect: PixelRect(
                    x: Self.pixels(left), y: Self.pixels(top),
                    width: Self.pixels((region.rect.maxX * factor - left).rounded(.up)),
                    height: Self.pixels((region.rect.maxY * factor - top).rounded(.up))))
        }
    }

    // A non-finite coordinate can only come from a broken layout, which the geometry check
    // reports; the export must still not trap on it.
    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite, abs(value) < 1e9 else { return 0 }
        return Int(value)
    }

    /// Pretty-printed JSON with sorted keys: the same layout always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
