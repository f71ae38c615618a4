import GentleColor
import GentleRaster

/// A small scene touching every drawing feature: text in four designs, shapes with both corner
/// styles, shadows, a material over a busy backdrop, a scaled group, icons and a checkerboard.
enum TestScene {
    static let size = Size(width: 320, height: 240)

    static func draw(on canvas: Canvas, typesetter: Typesetter) throws {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), GentleRGBA(hex: 0xF2F2F7))
        canvas.fill(
            .rect(Rect(x: 0, y: 150, width: 320, height: 90)),
            gradient: [GentleRGBA(hex: 0xFF9500), GentleRGBA(hex: 0x5856D6)], from: Point(x: 0, y: 150),
            to: Point(x: 320, y: 240))
        try canvas.fill(
            .roundedRect(Rect(x: 16, y: 16, width: 130, height: 70), cornerRadius: 16, style: .continuous), .white,
            shadow: Shadow(radius: 8, y: 4))
        canvas.strokeBorder(
            .roundedRect(Rect(x: 16, y: 16, width: 130, height: 70), cornerRadius: 16, style: .continuous),
            GentleRGBA(hex: 0xC7C7CC), lineWidth: 1)
        canvas.fill(
            .capsule(Rect(x: 170, y: 20, width: 130, height: 36), style: .continuous), GentleRGBA(hex: 0x007AFF))
        let title = TextStyle(font: FontRequest(design: .default, weight: 600, size: 17), color: .black)
        canvas.draw(try typesetter.layout("AVA Tofu", style: title), at: Point(x: 28, y: 28))
        let caption = TextStyle(
            font: FontRequest(design: .serif, weight: 400, size: 11), lineSpacing: 2, color: GentleRGBA(hex: 0x3C3C43))
        canvas.draw(
            try typesetter.layout("Serif text that wraps onto a second line", style: caption, maxWidth: 110),
            at: Point(x: 28, y: 52))
        let button = TextStyle(
            font: FontRequest(design: .rounded, weight: 700, size: 15), letterSpacing: 0.5, uppercase: true,
            color: .white)
        try canvas.withGroup(opacity: 0.8, scale: 0.95, anchor: Point(x: 235, y: 38)) { canvas in
            let label = try typesetter.layout("Press", style: button, alignment: .center)
            canvas.draw(label, at: Point(x: 235 - label.size.width / 2, y: 38 - label.size.height / 2))
        }
        let mono = TextStyle(font: FontRequest(design: .monospaced, weight: 400, size: 10))
        canvas.draw(try typesetter.layout("#1C1C1E 4.5:1 AA", style: mono), at: Point(x: 170, y: 70))
        canvas.checkerboard(
            .roundedRect(Rect(x: 170, y: 92, width: 60, height: 40), cornerRadius: 8, style: .continuous), cell: 5,
            light: .white, dark: GentleRGBA(white: 0.8))
        canvas.fill(
            .roundedRect(Rect(x: 170, y: 92, width: 60, height: 40), cornerRadius: 8, style: .continuous),
            GentleRGBA(hex: 0xFF3B30, alpha: 0.5))
        for (index, icon) in Icon.allCases.enumerated() {
            canvas.draw(
                icon, in: Rect(x: 16 + Double(index) * 26, y: 104, width: 20, height: 20), GentleRGBA(hex: 0x34C759))
        }
        try canvas.fill(
            .roundedRect(Rect(x: 40, y: 165, width: 240, height: 56), cornerRadius: 14, style: .continuous),
            material: Material(kind: .regular, appearance: .light, tint: GentleRGBA(hex: 0x007AFF, alpha: 0.1)))
        canvas.line(
            from: Point(x: 16, y: 140), to: Point(x: 304, y: 140), GentleRGBA(white: 0, alpha: 0.2), lineWidth: 0.5)
    }

    /// The scene in a format, encoded.
    static func render(format: OutputFormat, scale: PixelScale = 1, typesetter: Typesetter) throws -> [UInt8] {
        try Canvas.render(size: size, scale: scale, format: format) { canvas in
            try draw(on: canvas, typesetter: typesetter)
        }
    }
}
