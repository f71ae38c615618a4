import GentleRaster

/// A laid-out piece of a sheet in its own coordinates (top-left at the origin) with its size;
/// blocks compose into stacks and grids and are finally placed on the page.
package struct LayoutBlock: Sendable, Equatable {
    /// The space the block takes.
    package var size: Size
    /// Its elements, relative to the block's top-left corner.
    package var elements: [SheetElement]

    /// Creates a block.
    package init(size: Size, elements: [SheetElement]) {
        self.size = size
        self.elements = elements
    }

    /// A block that takes no space and draws nothing.
    package static let empty = LayoutBlock(size: .zero, elements: [])

    /// One element filling a block of `size`.
    package static func element(
        _ content: ElementContent, size: Size, region: String? = nil
    ) -> LayoutBlock {
        let frame = Rect(origin: .zero, size: size).nonNegative
        return LayoutBlock(size: size, elements: [SheetElement(frame: frame, content: content, region: region)])
    }

    /// Text measured in `style` (uppercased first if the style asks) and wrapped to `maxWidth`;
    /// a centred or trailing block takes the whole width so its lines can be aligned in it.
    ///
    /// A word wider than `maxWidth` makes the block as wide as that word: a typesetter would break
    /// it mid-word, and a block that reports the overflow lets grids choose fewer columns and the
    /// geometry check flag what no column can hold.
    package static func text(
        _ string: String, style: SheetTextStyle, maxWidth: Double, alignment: TextAlignment = .leading,
        measurer: some TextMeasuring, region: String? = nil
    ) throws -> LayoutBlock {
        let shown = style.displayed(string)
        let measured = try measurer.measure(shown, in: style, maxWidth: maxWidth, alignment: alignment)
        let longestWord = measured.baselines.count > 1 ? try widestWord(of: shown, style: style, measurer: measurer) : 0
        let natural = max(measured.size.width, longestWord)
        let width = alignment == .leading || !maxWidth.isFinite ? natural : max(maxWidth, natural)
        let size = Size(width: width, height: measured.size.height)
        let block = TextBlock(text: shown, style: style, alignment: alignment, measurement: measured)
        return element(.text(block), size: size, region: region)
    }

    /// The width of the widest of the two longest words, set alone on one line.
    private static func widestWord(
        of text: String, style: SheetTextStyle, measurer: some TextMeasuring
    ) throws -> Double {
        let words = text.split(whereSeparator: \.isWhitespace).sorted { $0.count > $1.count }.prefix(2)
        return try words.map { try measurer.measure(String($0), in: style, maxWidth: .infinity).size.width }.max() ?? 0
    }

    /// The block's elements moved so its top-left corner sits at `origin`.
    package func placed(at origin: Point) -> [SheetElement] {
        var placed: [SheetElement] = []
        place(at: origin, into: &placed)
        return placed
    }

    /// Appends the block's elements to `list`, moved so its top-left corner sits at `origin`.
    ///
    /// Stacks nest several deep, and each level moves every element below it again, groups'
    /// children included; appending in place spares each level an array, and a block at the
    /// origin (the first of most stacks) is appended as it is.
    package func place(at origin: Point, into list: inout [SheetElement]) {
        guard origin.x != 0 || origin.y != 0 else {
            list.append(contentsOf: elements)
            return
        }
        for element in elements { list.append(element.offsetBy(dx: origin.x, dy: origin.y)) }
    }

    /// The baseline of the block's topmost text, measured from the block's top; nil without text.
    package var firstBaseline: Double? {
        elements.compactMap { element -> (top: Double, baseline: Double)? in
            guard case .text(let block) = element.content else { return nil }
            return (element.frame.minY, element.frame.minY + block.firstBaseline)
        }.min { $0.top < $1.top }?.baseline
    }

    /// The block's own rectangle, at the origin.
    package var bounds: Rect { Rect(origin: .zero, size: size).nonNegative }
}
