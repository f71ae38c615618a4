import GentleFiles
import GentleImage
import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// The longest a preview holds the press, and the longest it shows the release: 3 s, twice
    /// the slowest preset spring's settle time (1.42 s). A spring that settles later (a
    /// `springResponse` of 60 s with a damping of 0.0001 never does within SwiftUI's 102.4 s
    /// horizon) is cut there, so a preview is at most 361 frames whatever the theme.
    package static let longestPhase = 3.0

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

    /// The role's animation as resolution picks it.
    package var animation: PressAnimation {
        let buttons = specimen.theme.spec.buttons
        let animationRole = buttons.roleSpec(for: role).animationRole
        return PressAnimation(role: animationRole, spec: buttons.animationSpec(for: animationRole))
    }

    /// `settles after 102.4 s; the preview shows 3 s of press and 3 s of release` when the
    /// animation settles after `longestPhase`, so the preview is cut; `nil` otherwise.
    package var cutNote: String? {
        let settle = animation.settleDuration
        guard settle > Self.longestPhase else { return nil }
        return "settles after \(Self.seconds(settle)); the preview shows \(Self.seconds(Self.longestPhase)) "
            + "of press and \(Self.seconds(Self.longestPhase)) of release"
    }

    /// Draws the frames one at a time and hands each to `body` before the next is drawn, so a
    /// preview holds one frame's canvas however long it is. Each frame is one tick long but the
    /// last, which holds for the pause; drawn in PNG through the renderer's one path, as its
    /// sheets are.
    package func eachFrame(renderer: SpecimenRenderer, _ body: (APNGFrame) throws -> Void) throws {
        let png = SpecimenRenderer(fonts: renderer.fonts, scale: renderer.scale, format: .png, ios: renderer.ios)
        try png.eachDrawn(
            theme: specimen.theme.origin, sheet: SheetKind.buttons.rawValue,
            pages: { typesetter in
                try ButtonsSheet.pressPreviewPages(
                    role, context: png.context(of: specimen, typesetter: typesetter),
                    framesPerSecond: Self.framesPerSecond, longestPhase: Self.longestPhase)
            },
            { index, count, _, canvas in
                try body(APNGFrame(bitmap: try canvas.bitmap(), delay: index == count - 1 ? Self.pauseTicks : 1))
            })
    }

    /// The animated PNG's bytes, encoded as the frames are drawn.
    package func encoded(renderer: SpecimenRenderer) throws -> [UInt8] {
        var stream = APNGStream(encoder: APNGEncoder(ticksPerSecond: UInt16(Self.framesPerSecond)))
        try eachFrame(renderer: renderer) { try stream.append($0) }
        return try stream.finished()
    }

    /// Each animation a button role of `spec` uses that settles after `longestPhase`, so its
    /// preview is cut: `buttons.animations.springBack: the spring settles after 102.4 s
    /// (springResponse 60.0 s, springDamping 0.0001; used by primary), …`, in animation order.
    package static func slowAnimations(in spec: GentleDesignSystemSpec) -> [String] {
        let buttons = spec.buttons
        return GentleButtonAnimationRole.allCases.compactMap { animationRole in
            let users = GentleButtonRole.ordered.filter { buttons.roleSpec(for: $0).animationRole == animationRole }
            let timing = buttons.animationSpec(for: animationRole)
            let animation = PressAnimation(role: animationRole, spec: timing)
            let settle = animation.settleDuration
            guard !users.isEmpty, settle > longestPhase else { return nil }
            let (kind, values) =
                if case .easeOut = animation {
                    ("ease", "duration \(timing.duration) s")
                } else {
                    ("spring", "springResponse \(timing.springResponse) s, springDamping \(timing.springDamping)")
                }
            return "buttons.animations.\(animationRole.rawValue): the \(kind) settles after \(seconds(settle)) "
                + "(\(values); used by \(users.map(\.rawValue).joined(separator: ", "))), past the "
                + "\(seconds(longestPhase)) a press preview shows of each phase, where it is cut"
        }
    }

    private static func seconds(_ value: Double) -> String {
        PrintfFormat.string("%.1f s", value)
    }
}
