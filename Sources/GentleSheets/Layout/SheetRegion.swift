import GentleRaster

/// The page area in which one drawn element shows one token, so a pixel difference
/// can be named by the token that moved it.
package struct SheetRegion: Sendable, Equatable {
    /// The token, as `typography.title_xl` or `buttons.primary.frame3`.
    package var name: String
    /// The area the element can paint, in page points.
    package var rect: Rect

    /// Creates a region.
    package init(name: String, rect: Rect) {
        self.name = name
        self.rect = rect
    }

    /// Collects the regions of `elements` and their descendants; `transform` maps a rectangle
    /// from the elements' coordinates to the page through every enclosing group.
    static func collect(
        from elements: [SheetElement], transform: (Rect) -> Rect
    ) -> [SheetRegion] {
        elements.flatMap { element -> [SheetRegion] in
            var found: [SheetRegion] = []
            if let name = element.region {
                found.append(SheetRegion(name: name, rect: transform(element.inkBounds)))
            }
            if case .group(let group) = element.content {
                let inner = { (rect: Rect) in transform(group.transformed(rect, in: element.frame)) }
                found += collect(from: group.children, transform: inner)
            }
            return found
        }
    }
}
