import GentleColor
import GentleRaster

/// The corpus, by area; `References/README.md` has one line per case.
extension ReferenceCase {
    static let all: [ReferenceCase] = corners + strokes + shadows + materials + glass + text

    private static let blue = GentleRGBA(hex: 0x007AFF)
    private static let grey = GentleRGBA(hex: 0xC7C7CC)

    /// A blue 48 × 32 pt card with corners of `radius` in `style`.
    private static func card(_ name: String, radius: Double, _ style: CornerStyle) -> ReferenceCase {
        ReferenceCase("corners", name) { canvas, _ in
            canvas.fill(.roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), cornerRadius: radius, style: style), blue)
        }
    }

    static let corners: [ReferenceCase] = [
        card("continuous-radius-8", radius: 8, .continuous),
        card("continuous-radius-16", radius: 16, .continuous),
        card("continuous-radius-10", radius: 10, .continuous),
        card("circular-radius-10", radius: 10, .circular),
        ReferenceCase("corners", "continuous-over-circular", scale: 3) { canvas, _ in
            let rect = Rect(x: 8, y: 4, width: 40, height: 40)
            canvas.fill(.roundedRect(rect, cornerRadius: 14, style: .continuous), blue)
            canvas.stroke(
                .roundedRect(rect, cornerRadius: 14, style: .circular), GentleRGBA(hex: 0xFF3B30), lineWidth: 0.5)
        },
        ReferenceCase("corners", "continuous-capsule-wide", width: 80, height: 32) { canvas, _ in
            canvas.fill(.capsule(Rect(x: 6, y: 6, width: 68, height: 20), style: .continuous), blue)
        },
        ReferenceCase("corners", "continuous-capsule-tall", width: 32, height: 64) { canvas, _ in
            canvas.fill(.capsule(Rect(x: 6, y: 6, width: 20, height: 52), style: .continuous), blue)
        },
        ReferenceCase("corners", "continuous-radius-clamped") { canvas, _ in
            canvas.fill(
                .roundedRect(Rect(x: 8, y: 12, width: 48, height: 24), cornerRadius: 40, style: .continuous), blue)
        },
    ]

    static let strokes: [ReferenceCase] = [
        ReferenceCase("strokes", "hairline-half-point") { canvas, _ in
            canvas.strokeBorder(
                .roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), cornerRadius: 10, style: .continuous), .black,
                lineWidth: 0.5)
        },
        ReferenceCase("strokes", "one-point-on-fill") { canvas, _ in
            let shape = Shape.roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), cornerRadius: 10, style: .continuous)
            canvas.fill(shape, GentleRGBA(hex: 0xF2F2F7))
            canvas.strokeBorder(shape, grey, lineWidth: 1)
        },
        ReferenceCase("strokes", "four-points-inside") { canvas, _ in
            let shape = Shape.roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), cornerRadius: 12, style: .continuous)
            canvas.fill(shape, GentleRGBA(hex: 0xFFCC00))
            canvas.strokeBorder(shape, blue, lineWidth: 4)
        },
        ReferenceCase("strokes", "capsule-two-points", width: 80, height: 32) { canvas, _ in
            canvas.strokeBorder(
                .capsule(Rect(x: 6, y: 6, width: 68, height: 20), style: .continuous), blue, lineWidth: 2)
        },
        ReferenceCase("strokes", "translucent-over-stripes") { canvas, _ in
            ReferenceBackdrop.stripes(on: canvas, size: Size(width: 64, height: 48))
            canvas.strokeBorder(
                .roundedRect(Rect(x: 8, y: 8, width: 48, height: 32), cornerRadius: 10, style: .continuous),
                GentleRGBA(white: 1, alpha: 0.5), lineWidth: 3)
        },
    ]

    static let shadows: [ReferenceCase] = [
        ReferenceCase("shadows", "soft-radius-8-down-4", width: 80, height: 64) { canvas, _ in
            try canvas.fill(
                .roundedRect(Rect(x: 16, y: 12, width: 48, height: 32), cornerRadius: 10, style: .continuous), .white,
                shadow: Shadow(radius: 8, y: 4))
        },
        ReferenceCase("shadows", "tight-radius-2", width: 80, height: 64) { canvas, _ in
            try canvas.fill(
                .roundedRect(Rect(x: 16, y: 12, width: 48, height: 32), cornerRadius: 10, style: .continuous), .white,
                shadow: Shadow(color: GentleRGBA(white: 0, alpha: 0.5), radius: 2, y: 1))
        },
        ReferenceCase("shadows", "wide-radius-16-offset", width: 96, height: 80) { canvas, _ in
            try canvas.fill(
                .roundedRect(Rect(x: 20, y: 16, width: 48, height: 32), cornerRadius: 12, style: .continuous), .white,
                shadow: Shadow(radius: 16, x: 6, y: 10))
        },
        ReferenceCase("shadows", "coloured-capsule", width: 96, height: 56) { canvas, _ in
            try canvas.fill(
                .capsule(Rect(x: 16, y: 14, width: 64, height: 24), style: .continuous), blue,
                shadow: Shadow(color: GentleRGBA(hex: 0x007AFF, alpha: 0.5), radius: 6, y: 4))
        },
        ReferenceCase("shadows", "dark-mode-opacity", width: 80, height: 64) { canvas, _ in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 80, height: 64)), GentleRGBA(hex: 0x2C2C2E))
            // The surfaces sheet draws a dark scheme's shadows at 3.5 × their light opacity.
            try canvas.fill(
                .roundedRect(Rect(x: 16, y: 12, width: 48, height: 32), cornerRadius: 10, style: .continuous),
                GentleRGBA(hex: 0x3A3A3C), shadow: Shadow(color: GentleRGBA(white: 0, alpha: 0.7), radius: 8, y: 4))
        },
    ]

    private static func material(
        _ name: String, _ kind: MaterialKind, _ appearance: Appearance, tint: GentleRGBA? = nil
    )
        -> ReferenceCase
    {
        ReferenceCase("materials", name, width: 80, height: 56) { canvas, _ in
            ReferenceBackdrop.page(for: appearance, on: canvas, size: Size(width: 80, height: 56))
            try canvas.fill(
                .roundedRect(Rect(x: 12, y: 10, width: 56, height: 36), cornerRadius: 12, style: .continuous),
                material: Material(kind: kind, appearance: appearance, tint: tint))
        }
    }

    static let materials: [ReferenceCase] = [
        material("ultra-thin-light", .ultraThin, .light),
        material("regular-light", .regular, .light),
        material("thick-light", .thick, .light),
        material("regular-light-tinted", .regular, .light, tint: GentleRGBA(hex: 0x007AFF, alpha: 0.15)),
        material("regular-dark", .regular, .dark),
        material("bar-dark", .bar, .dark),
    ]

    private static func glass(_ name: String, _ appearance: Appearance, capsule: Bool = false) -> ReferenceCase {
        ReferenceCase("glass", name, width: 80, height: 56) { canvas, _ in
            ReferenceBackdrop.page(for: appearance, on: canvas, size: Size(width: 80, height: 56))
            let rect = capsule ? Rect(x: 10, y: 16, width: 60, height: 24) : Rect(x: 12, y: 10, width: 56, height: 36)
            let shape: Shape =
                capsule ? .capsule(rect, style: .continuous) : .roundedRect(rect, cornerRadius: 14, style: .continuous)
            try canvas.fill(shape, glass: LiquidGlass(appearance: appearance))
        }
    }

    static let glass: [ReferenceCase] = [
        glass("card-light", .light),
        glass("card-dark", .dark),
        glass("capsule-light", .light, capsule: true),
        glass("capsule-dark", .dark, capsule: true),
        ReferenceCase("glass", "lens-grid-light", width: 96, height: 72, scale: 3) { canvas, _ in
            for step in stride(from: 2.0, to: 96, by: 16) {
                canvas.fill(.rect(Rect(x: step, y: 0, width: 5, height: 72)), blue)
                if step < 72 { canvas.fill(.rect(Rect(x: 0, y: step, width: 96, height: 5)), blue) }
            }
            try canvas.fill(
                .roundedRect(Rect(x: 14, y: 12, width: 68, height: 48), cornerRadius: 18, style: .continuous),
                glass: LiquidGlass(appearance: .light))
        },
    ]

    private static func text(
        _ name: String, _ string: String, _ style: TextStyle, width: Double = 120, height: Double = 40,
        maxWidth: Double? = nil, alignment: TextAlignment = .leading
    ) -> ReferenceCase {
        ReferenceCase("text", name, width: width, height: height) { canvas, typesetter in
            let layout = try typesetter.layout(string, style: style, maxWidth: maxWidth, alignment: alignment)
            canvas.draw(layout, at: Point(x: 4, y: 4))
        }
    }

    static let text: [ReferenceCase] = [
        text(
            "default-semibold-kerning", "AVA Tofu",
            TextStyle(font: FontRequest(design: .default, weight: 600, size: 17))),
        text(
            "serif-wrapped", "Serif text that wraps onto a second line",
            TextStyle(font: FontRequest(design: .serif, weight: 400, size: 11), lineSpacing: 2), height: 48,
            maxWidth: 110),
        text(
            "rounded-uppercase-spaced", "Press me",
            TextStyle(
                font: FontRequest(design: .rounded, weight: 700, size: 15), letterSpacing: 1.5, uppercase: true,
                color: blue)),
        text(
            "monospaced-digits", "#1C1C1E 4.5:1",
            TextStyle(font: FontRequest(design: .monospaced, weight: 400, size: 12))),
        text(
            "ligatures-fi-ffl", "fine office waffle",
            TextStyle(font: FontRequest(design: .default, weight: 400, size: 14))),
        text(
            "centred-lines", "Centred lines\nof text",
            TextStyle(font: FontRequest(design: .default, weight: 500, size: 13)),
            height: 48, alignment: .center),
        text(
            "heavy-accents", "Ångström Œuvre", TextStyle(font: FontRequest(design: .default, weight: 900, size: 15)),
            width: 144),
    ]
}
