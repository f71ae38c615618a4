import GentleRaster

extension LayoutBlock {
    /// The block drawn on a base — a card, a swatch, a backdrop — built for the block's bounds;
    /// the block's own elements are marked as layered on that base.
    package func backed(by base: (Rect) -> [SheetElement]) -> LayoutBlock {
        LayoutBlock(size: size, elements: base(bounds) + elements.map { $0.layered() })
    }

    /// The block gathered into one group element, optionally naming the token it shows,
    /// drawn at `opacity` and `scale` about its centre.
    package func grouped(region: String? = nil, opacity: Double = 1, scale: Double = 1) -> LayoutBlock {
        let group = ElementGroup(children: elements, opacity: opacity, scale: scale)
        return LayoutBlock(
            size: size, elements: [SheetElement(frame: bounds, content: .group(group), region: region)])
    }
}
