import GentleRaster
import GentleTokens

/// A busy backdrop in the theme's accent colours — a gradient, bars and dots — so that materials
/// blur something, scrims darken something and glass has something to refract.
///
/// The gradient runs top to bottom, so it is constant along each pixel row, which PNG compresses
/// to almost nothing; a diagonal one cost 0.8 MB across the project's goldens.
enum Backdrop {
    /// The accent colours, from the theme.
    struct Colors: Sendable, Equatable {
        /// `themePrimary`.
        var primary: GentleRGBA
        /// `themeSecondary`.
        var secondary: GentleRGBA
        /// `primaryCTA`.
        var action: GentleRGBA
        /// `textPrimary`, for the fine bars.
        var ink: GentleRGBA
    }

    /// Dot centres and diameters in unit coordinates of the backdrop; placed so the card covers
    /// part of each.
    static let dots: [(x: Double, y: Double, diameter: Double)] = [
        (0.14, 0.3, 0.34), (0.52, 0.78, 0.3), (0.86, 0.26, 0.38),
    ]

    /// A backdrop of `size` with corner radius 16, its ornaments marked as decorations.
    static func elements(size: Size, colors: Colors) -> [SheetElement] {
        let frame = Rect(origin: .zero, size: size).nonNegative
        let outline = ShapeOutline.roundedRectangle(cornerRadius: 16, style: .continuous)
        let gradient = GradientPaint(
            outline: outline,
            stops: [
                GradientStop(location: 0, color: colors.primary), GradientStop(location: 1, color: colors.secondary),
            ],
            start: Point(x: 0, y: 0), end: Point(x: 0, y: 1))
        return [SheetElement(frame: frame, content: .gradient(gradient))] + bars(in: frame, colors: colors)
            + spots(in: frame, colors: colors)
    }

    /// Marks the part of a backdrop of `size` around `card` as regions named `name`, so a
    /// difference in the backdrop is named while the pixels of the card stay its own region's
    /// alone; under the card's shadow both regions hold a pixel, as both tokens paint it. The
    /// marks paint nothing: an empty group at full opacity and scale draws no pixel.
    static func regions(_ name: String, size: Size, around card: Rect) -> [SheetElement] {
        Rect(origin: .zero, size: size).nonNegative.subtracting(card).map { part in
            SheetElement(frame: part, content: .group(ElementGroup(children: [])), region: name, placement: .decoration)
        }
    }

    private static func bars(in frame: Rect, colors: Colors) -> [SheetElement] {
        let pitch = 24.0
        let count = Int((frame.width - 16) / pitch)
        return (0..<max(0, count)).map { index in
            let bar = Rect(
                x: 16 + Double(index) * pitch, y: 16, width: index.isMultiple(of: 2) ? 6 : 2, height: frame.height - 32
            ).nonNegative
            let color =
                index.isMultiple(of: 2)
                ? GentleRGBA(red: 1, green: 1, blue: 1, alpha: 0.5) : colors.ink.multiplyingAlpha(by: 0.35)
            return SheetElement(
                frame: bar, content: .shape(ShapePaint(outline: .capsule, fill: color)), placement: .decoration)
        }
    }

    private static func spots(in frame: Rect, colors: Colors) -> [SheetElement] {
        let fills = [colors.primary, colors.secondary, colors.action]
        // Bounded by the width too, so that a tall, narrow backdrop keeps every dot inside it.
        let side = min(frame.height, frame.width * 0.7)
        return zip(dots, fills).map { dot, fill in
            let diameter = dot.diameter * side
            let rect = Rect(
                x: frame.width * dot.x - diameter / 2, y: frame.height * dot.y - diameter / 2,
                width: diameter, height: diameter)
            let ring = InsideStroke(color: GentleRGBA(red: 1, green: 1, blue: 1, alpha: 0.8), width: 3)
            return SheetElement(
                frame: rect, content: .shape(ShapePaint(outline: .ellipse, fill: fill, stroke: ring)),
                placement: .decoration)
        }
    }
}
