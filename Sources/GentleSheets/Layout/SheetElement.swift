import GentleRaster

/// Whether an element takes its own space or sits on an earlier sibling.
package enum ElementPlacement: String, Sendable, Equatable {
    /// Takes its own space: it must not overlap any sibling.
    case flow
    /// Drawn on top of an earlier sibling that contains it, as a label on its card.
    case layered
    /// Ornament inside an earlier sibling, as the stripes of a backdrop: it may overlap other
    /// elements, because being overlapped is its purpose.
    case decoration
}

/// What an element draws inside its frame.
package indirect enum ElementContent: Sendable, Equatable {
    /// A run of text.
    case text(TextBlock)
    /// A filled and/or stroked shape.
    case shape(ShapePaint)
    /// A drop shadow of a shape, drawn before the shape itself.
    case shadow(ShadowPaint)
    /// A frosted panel over what is already drawn.
    case material(MaterialPaint)
    /// A material over a flat backdrop alone, composited apart from the page.
    case materialSwatch(MaterialSwatchPaint)
    /// A Liquid Glass panel over what is already drawn.
    case glass(GlassPaint)
    /// A checkerboard for showing transparency.
    case checkerboard(Checkerboard)
    /// A linear gradient.
    case gradient(GradientPaint)
    /// An open stroked path, in sheet coordinates.
    case polyline(Polyline)
    /// A vector icon.
    case icon(IconPaint)
    /// Children drawn together at an opacity and scale about the frame's centre.
    case group(ElementGroup)
}

/// One entry of a sheet's display list: a frame, what to draw in it, and the token it shows.
package struct SheetElement: Sendable, Equatable {
    /// The layout box, in sheet coordinates; shadows may paint beyond it.
    package var frame: Rect
    /// What is drawn.
    package var content: ElementContent
    /// The token this element shows, as `colors.primaryCTA`, or nil for sheet furniture.
    package var region: String?
    /// Whether the element takes its own space or sits on an earlier sibling.
    package var placement: ElementPlacement

    /// Creates an element.
    package init(
        frame: Rect, content: ElementContent, region: String? = nil,
        placement: ElementPlacement = .flow
    ) {
        self.frame = frame
        self.content = content
        self.region = region
        self.placement = placement
    }

    /// This element moved by `dx`, `dy`, children and path points included.
    package func offsetBy(dx: Double, dy: Double) -> SheetElement {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        switch content {
        case .polyline(var line):
            line.points = line.points.map { $0.offsetBy(dx: dx, dy: dy) }
            moved.content = .polyline(line)
        case .group(var group):
            group.children = group.children.map { $0.offsetBy(dx: dx, dy: dy) }
            moved.content = .group(group)
        default:
            break
        }
        return moved
    }

    /// The same element marked as sitting on an earlier sibling.
    package func layered() -> SheetElement {
        var copy = self
        copy.placement = .layered
        return copy
    }

    /// The area this element can paint, before any enclosing group's transform.
    package var inkBounds: Rect {
        switch content {
        case .shadow(let shadow):
            return shadow.inkBounds(for: frame)
        case .polyline(let line):
            return line.inkBounds.map { frame.union($0) } ?? frame
        case .group(let group):
            return group.inkBounds(in: frame)
        default:
            return frame
        }
    }
}
