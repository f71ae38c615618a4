import GentleColor
import GentleRaster

/// The benchmark's sheet: 600 × 2000 pt (1200 × 4000 px at scale 2), 40 shadowed rounded cards
/// on top, then 200 text lines in two columns, every design, 9 to 18 pt, weights 100–900.
struct BenchScene {
    static let size = Size(width: 600, height: 2000)
    static let lineCount = 200, cardCount = 40

    let typesetter: Typesetter

    /// Draws the whole sheet.
    func draw(on canvas: Canvas) throws {
        canvas.fill(
            .rect(Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)), GentleRGBA(hex: 0xF2F2F7))
        try drawCards(on: canvas)
        try drawText(on: canvas)
    }

    /// Only the cards' shadows, to time the blur on its own.
    func drawShadows(on canvas: Canvas) throws {
        for index in 0..<Self.cardCount {
            try canvas.drawShadow(of: card(index), Shadow(radius: 6 + Double(index % 4) * 3, y: 4))
        }
    }

    private func card(_ index: Int) -> Shape {
        let column = Double(index % 8)
        let row = Double(index / 8)
        return .roundedRect(
            Rect(x: 24 + column * 71, y: 24 + row * 66, width: 56, height: 48), cornerRadius: 6 + Double(index % 5) * 3,
            style: .continuous)
    }

    private func drawCards(on canvas: Canvas) throws {
        for index in 0..<Self.cardCount {
            let shadow = Shadow(radius: 6 + Double(index % 4) * 3, y: 4)
            try canvas.fill(card(index), .white, shadow: shadow)
            canvas.strokeBorder(card(index), GentleRGBA(hex: 0xD1D1D6), lineWidth: 0.5)
        }
    }

    private func drawText(on canvas: Canvas) throws {
        let designs = FontDesign.allCases
        var y = 380.0
        for index in 0..<Self.lineCount {
            if index == Self.lineCount / 2 { y = 380 }
            let size = 9 + Double(index % 10)
            let font = FontRequest(
                design: designs[index % designs.count], weight: 100 + Double(index % 9) * 100,
                width: index % 7 == 0 ? 75 : nil, size: size)
            let style = TextStyle(
                font: font, letterSpacing: index % 5 == 0 ? 0.5 : 0, uppercase: index % 11 == 0,
                color: GentleRGBA(hex: 0x1C1C1E))
            let layout = try typesetter.layout("Quartz sphinx, judge AVA fi 0123", style: style, maxWidth: 270)
            canvas.draw(layout, at: Point(x: index < Self.lineCount / 2 ? 24 : 316, y: y))
            y += layout.size.height
        }
    }
}
