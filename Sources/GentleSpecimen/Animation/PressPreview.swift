import GentleImage
import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens

/// A button role's press and release as an animated PNG: the buttons sheet's first button, drawn
/// at 60 fps from the same timeline its frames are sampled from, on the theme's base surface,
/// then held at rest before the animation loops.
package struct PressPreview: Sendable {
    /// The theme, scheme and size drawn (the case's sheet is not used).
    package let specimen: SpecimenCase
    /// The role pressed.
    package let role: GentleButtonRole

    /// Frames a second, and the ticks of the APNG's delays.
    package static let framesPerSecond = 60
    /// Ticks the button rests after each release before the next press: 0.8 s.
    package static let pauseTicks = 48

    /// The preview of `role` in `specimen`'s theme, scheme and size.
    package init(specimen: SpecimenCase, role: GentleButtonRole) {
        self.specimen = specimen
        self.role = role
    }

    /// `<theme-id>/buttons-<role>-press-<scheme>[@<category>].png`, beside the case's sheets.
    package var relativePath: String {
        let size = specimen.sizeCategory == .large ? "" : "@\(specimen.sizeCategory.rawValue)"
        return "\(specimen.theme.id)/buttons-\(role.rawValue)-press-\(specimen.scheme.rawValue)\(size).png"
    }

    /// The frames, each one tick long but the last, which holds for the pause: drawn in PNG
    /// through the renderer's one path, as its sheets are.
    package func frames(renderer: SpecimenRenderer) throws -> [APNGFrame] {
        let png = SpecimenRenderer(fonts: renderer.fonts, scale: renderer.scale, format: .png, ios: renderer.ios)
        let pages = try png.drawn(theme: specimen.theme.origin, sheet: SheetKind.buttons.rawValue) { typesetter in
            try ButtonsSheet.pressPreviewPages(
                role, context: png.context(of: specimen, typesetter: typesetter), framesPerSecond: Self.framesPerSecond)
        }
        return try pages.enumerated().map { index, page in
            APNGFrame(bitmap: try page.canvas.bitmap(), delay: index == pages.count - 1 ? Self.pauseTicks : 1)
        }
    }

    /// The animated PNG's bytes.
    package func encoded(renderer: SpecimenRenderer) throws -> [UInt8] {
        try APNGEncoder(ticksPerSecond: UInt16(Self.framesPerSecond)).encode(try frames(renderer: renderer))
    }
}
