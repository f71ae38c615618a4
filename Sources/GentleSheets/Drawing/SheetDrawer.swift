import GentleRaster

/// Draws a computed sheet onto a GentleRaster canvas, one function per kind of element.
package struct SheetDrawer: Sendable {
    /// Finds the fonts of the text; the same typesetter the layout was set with.
    package let typesetter: Typesetter

    /// Creates a drawer.
    package init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// A canvas of the layout's page size at `scale`, painted in the page colour, with every
    /// element drawn in order. SVG and PDF of a page with materials or glass embed them as a
    /// raster pass paints them (`Canvas.drawn`).
    package func draw(_ layout: SheetLayout, scale: PixelScale, format: OutputFormat) throws -> Canvas {
        // The page colour comes with the canvas, which can then skip clearing the page first.
        let canvas = try Canvas.drawn(
            size: layout.pageSize, scale: scale, format: format, readsBackdrop: Self.readsBackdrop(layout.elements),
            background: layout.background
        ) { canvas in
            try draw(layout.elements, on: canvas)
        }
        try canvas.checkStatus("draw sheet")
        return canvas
    }

    /// Whether any element blurs what is drawn beneath it: only then does vector output need the
    /// raster pass.
    private static func readsBackdrop(_ elements: [SheetElement]) -> Bool {
        elements.contains { element in
            switch element.content {
            case .material, .materialSwatch, .glass: true
            case .group(let group): readsBackdrop(group.children)
            case .text, .shape, .shadow, .checkerboard, .gradient, .polyline, .icon: false
            }
        }
    }

    private func draw(_ elements: [SheetElement], on canvas: Canvas) throws {
        for element in elements {
            try draw(element, on: canvas)
        }
    }

    private func draw(_ element: SheetElement, on canvas: Canvas) throws {
        let frame = element.frame
        switch element.content {
        case .text(let block): try drawText(block, in: frame, on: canvas)
        case .shape(let paint): drawShape(paint, in: frame, on: canvas)
        case .shadow(let paint): try drawShadow(paint, in: frame, on: canvas)
        case .material(let paint):
            try canvas.fill(paint.outline.shape(in: frame), material: paint.material.raster(scheme: paint.scheme))
        case .materialSwatch(let paint): try drawMaterialSwatch(paint, in: frame, on: canvas)
        case .glass(let paint):
            try canvas.fill(paint.outline.shape(in: frame), glass: LiquidGlass(appearance: paint.scheme.appearance))
        case .checkerboard(let paint):
            canvas.checkerboard(
                paint.outline.shape(in: frame), cell: paint.cellSize, light: paint.light, dark: paint.dark
            )
        case .gradient(let paint): drawGradient(paint, in: frame, on: canvas)
        case .polyline(let line): drawPolyline(line, on: canvas)
        case .icon(let paint): drawIcon(paint, in: frame, on: canvas)
        case .group(let group): try drawGroup(group, in: frame, on: canvas)
        }
    }

    private func drawText(_ block: TextBlock, in frame: Rect, on canvas: Canvas) throws {
        let layout = try typesetter.layout(placing: block.measurement, style: block.style.raster)
        let x: Double =
            switch block.alignment {
            case .leading: frame.minX
            case .center: frame.minX + (frame.width - layout.size.width) / 2
            case .trailing: frame.maxX - layout.size.width
            }
        canvas.draw(layout, at: Point(x: x, y: frame.minY))
    }

    private func drawShape(_ paint: ShapePaint, in frame: Rect, on canvas: Canvas) {
        // A rectangle a point thin or less is a rule: it is drawn on whole pixels to stay crisp.
        let isRule = paint.outline == .rectangle && min(frame.width, frame.height) <= 1
        let shape = paint.outline.shape(in: isRule ? canvas.pixelAligned(frame) : frame)
        if let fill = paint.fill { canvas.fill(shape, fill) }
        if let stroke = paint.stroke { canvas.strokeBorder(shape, stroke.color, lineWidth: stroke.width) }
    }

    private func drawShadow(_ paint: ShadowPaint, in frame: Rect, on canvas: Canvas) throws {
        let shadow = Shadow(color: paint.color, radius: paint.radius.points, x: paint.offsetX, y: paint.offsetY)
        try canvas.drawShadow(of: paint.outline.shape(in: frame), shadow)
    }

    private func drawMaterialSwatch(_ paint: MaterialSwatchPaint, in frame: Rect, on canvas: Canvas) throws {
        let panel = frame.insetBy(dx: paint.panelInset, dy: paint.panelInset).nonNegative
        try canvas.fill(
            paint.outline.shape(in: frame), flatBackdrop: paint.backdrop.color,
            panel: paint.panelOutline.shape(in: panel), material: paint.material.raster(scheme: paint.scheme))
    }

    private func drawGradient(_ paint: GradientPaint, in frame: Rect, on canvas: Canvas) {
        let start = Point(x: frame.minX + paint.start.x * frame.width, y: frame.minY + paint.start.y * frame.height)
        let end = Point(x: frame.minX + paint.end.x * frame.width, y: frame.minY + paint.end.y * frame.height)
        canvas.fill(paint.outline.shape(in: frame), gradient: paint.stops.map(\.color), from: start, to: end)
    }

    private func drawPolyline(_ line: Polyline, on canvas: Canvas) {
        var path = Path()
        for run in line.inkedRuns {
            // Grid and frame lines are single segments along an axis: on whole pixels they stay
            // crisp. A curve's dashes are left where they are, or flat ones would jog off the rest.
            let points = line.points.count == 2 ? canvas.pixelAligned(run, lineWidth: line.width) : run
            guard let first = points.first else { continue }
            path.move(to: first)
            for point in points.dropFirst() { path.line(to: point) }
        }
        canvas.stroke(path, line.color, lineWidth: line.width)
    }

    private func drawIcon(_ paint: IconPaint, in frame: Rect, on canvas: Canvas) {
        canvas.draw(paint.icon, in: frame, paint.color)
    }

    private func drawGroup(_ group: ElementGroup, in frame: Rect, on canvas: Canvas) throws {
        // A plain group is drawn in place so that materials inside it blur the real backdrop;
        // only a group that fades or scales needs an offscreen layer.
        guard group.opacity < 1 || group.scale != 1 else { return try draw(group.children, on: canvas) }
        // Clipping to what the group can paint first keeps cairo's offscreen layer the size of
        // the group, not of the page; a pixel of slack keeps antialiased edges.
        let ink = group.inkBounds(in: frame).insetBy(dx: -1, dy: -1)
        try canvas.withClip(.rect(ink)) { clipped in
            try clipped.withGroup(opacity: group.opacity, scale: group.scale, anchor: frame.center) { layer in
                try draw(group.children, on: layer)
            }
        }
    }
}
