import Foundation

/// The page area in which one drawn element shows one token, so a pixel difference
/// can be named by the token that moved it.
public struct TokenRegion: Sendable, Equatable {
    /// The token, as `typography.title_xl` or `buttons.primary.frame3`.
    public var name: String
    /// The area the element can paint, in page points.
    public var rect: LayoutRect

    /// Creates a region.
    public init(name: String, rect: LayoutRect) {
        self.name = name
        self.rect = rect
    }

    /// Collects the regions of `elements` and their descendants; `transform` maps a rectangle
    /// from the elements' coordinates to the page through every enclosing group.
    static func collect(
        from elements: [SheetElement], transform: (LayoutRect) -> LayoutRect
    ) -> [TokenRegion] {
        elements.flatMap { element -> [TokenRegion] in
            var found: [TokenRegion] = []
            if let name = element.region {
                found.append(TokenRegion(name: name, rect: transform(element.inkBounds)))
            }
            if case .group(let group) = element.content {
                let inner = { (rect: LayoutRect) in transform(group.transformed(rect, in: element.frame)) }
                found += collect(from: group.children, transform: inner)
            }
            return found
        }
    }
}

/// The JSON written beside an image by `--regions`: the page size and every token region,
/// rounded outwards to whole points so a region always covers the pixels its token paints.
public struct RegionDocument: Sendable, Equatable, Encodable {
    /// One region as written: token name and whole-point rectangle.
    public struct Entry: Sendable, Equatable, Encodable {
        /// The token name.
        public var name: String
        /// Left edge.
        public var x: Int
        /// Top edge.
        public var y: Int
        /// Width.
        public var width: Int
        /// Height.
        public var height: Int

        /// Creates an entry.
        public init(name: String, x: Int, y: Int, width: Int, height: Int) {
            self.name = name
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Page width in points.
    public var pageWidth: Int
    /// Page height in points.
    public var pageHeight: Int
    /// The regions, in painting order.
    public var regions: [Entry]

    /// Builds the document of a layout.
    public init(layout: SheetLayout) {
        pageWidth = Self.wholePoints(layout.pageSize.width.rounded(.up))
        pageHeight = Self.wholePoints(layout.pageSize.height.rounded(.up))
        regions = layout.regions.map { region in
            let left = region.rect.minX.rounded(.down)
            let top = region.rect.minY.rounded(.down)
            return Entry(
                name: region.name, x: Self.wholePoints(left), y: Self.wholePoints(top),
                width: Self.wholePoints((region.rect.maxX - left).rounded(.up)),
                height: Self.wholePoints((region.rect.maxY - top).rounded(.up)))
        }
    }

    // A non-finite coordinate can only come from a broken layout, which the layout check
    // reports; the export must still not trap on it.
    private static func wholePoints(_ value: Double) -> Int {
        guard value.isFinite, abs(value) < 1e9 else { return 0 }
        return Int(value)
    }

    /// Pretty-printed JSON with sorted keys: the same layout always gives the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}
