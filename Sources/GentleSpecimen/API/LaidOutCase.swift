import GentleRaster
import GentleSheets

/// A case laid out and not yet drawn (`SpecimenRenderer.laidOut(_:)`): its page, which carries
/// the token paths it read, and the typesetter that set its text, which drawing it reuses.
package struct LaidOutCase {
    /// The case.
    package let specimen: SpecimenCase
    /// Its page, with `tokenPaths`.
    package let layout: SheetLayout
    /// The typesetter the page was laid out with; its shaping is drawn again from its cache.
    let typesetter: Typesetter

    /// The case's regions at `scale`, as its image would have them.
    package func regions(scale: PixelScale) -> RegionDocument {
        RegionDocument(layout: layout, scale: scale)
    }
}
