/// A font as a theme asks for it: design, numeric weight, optional width and size in points.
package struct FontRequest: Sendable, Hashable, Codable {
    /// The family to draw with.
    package var design: FontDesign
    /// OpenType weight, 1…1000 (400 = regular, 700 = bold); clamped to the font's `wght` range.
    package var weight: Double
    /// Width in percent of normal (OpenType `wdth`), or `nil` for the font's default width.
    package var width: Double?
    /// Size in points; also the optical size.
    package var size: Double

    /// Creates a request; values are clamped to the font's axes when the face is made.
    package init(design: FontDesign = .default, weight: Double = 400, width: Double? = nil, size: Double) {
        self.design = design
        self.weight = weight
        self.width = width
        self.size = size
    }
}
