import GentleRaster

/// Where narrower blocks sit in a vertical stack.
package enum StackAlignment: String, Sendable, Hashable {
    /// Left edges aligned.
    case leading
    /// Centred on the widest block.
    case center
}

/// Where shorter blocks sit in a row.
package enum RowAlignment: String, Sendable, Hashable {
    /// Top edges aligned.
    case top
    /// Centred on the tallest block.
    case center
    /// Bottom edges aligned.
    case bottom
}

extension LayoutBlock {
    /// Blocks one under another, `spacing` apart; the stack is as wide as its widest block.
    package static func vertical(
        _ blocks: [LayoutBlock], spacing: Double, alignment: StackAlignment = .leading
    ) -> LayoutBlock {
        let width = blocks.map(\.size.width).max() ?? 0
        var y = 0.0
        var elements: [SheetElement] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { y += spacing }
            let x = alignment == .center ? (width - block.size.width) / 2 : 0
            block.place(at: Point(x: x, y: y), into: &elements)
            y += block.size.height
        }
        return LayoutBlock(size: Size(width: width, height: y), elements: elements)
    }

    /// Blocks side by side, `spacing` apart; the row is as tall as its tallest block.
    package static func horizontal(
        _ blocks: [LayoutBlock], spacing: Double, alignment: RowAlignment = .top
    ) -> LayoutBlock {
        let height = blocks.map(\.size.height).max() ?? 0
        var x = 0.0
        var elements: [SheetElement] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { x += spacing }
            let free = height - block.size.height
            let y = alignment == .top ? 0 : alignment == .center ? free / 2 : free
            block.place(at: Point(x: x, y: y), into: &elements)
            x += block.size.width
        }
        return LayoutBlock(size: Size(width: x, height: height), elements: elements)
    }

    /// Blocks in rows of `columns` cells of `columnWidth`, each row as tall as its tallest cell.
    package static func grid(
        _ blocks: [LayoutBlock], columns: Int, columnWidth: Double,
        columnSpacing: Double, rowSpacing: Double, alignment: RowAlignment = .top
    ) -> LayoutBlock {
        let count = max(1, columns)
        let rows = stride(from: 0, to: blocks.count, by: count).map { start in
            let cells = blocks[start..<min(start + count, blocks.count)].map { $0.withWidth(columnWidth) }
            return horizontal(Array(cells), spacing: columnSpacing, alignment: alignment)
        }
        let grid = vertical(rows, spacing: rowSpacing)
        let fullWidth = Double(count) * columnWidth + Double(count - 1) * columnSpacing
        return grid.withWidth(blocks.isEmpty ? 0 : fullWidth)
    }

    /// Blocks left to right, wrapping to a new line before one would pass `width`;
    /// the result is `width` wide.
    package static func flow(
        _ blocks: [LayoutBlock], width: Double, spacing: Double, lineSpacing: Double,
        alignment: RowAlignment = .top
    ) -> LayoutBlock {
        var lines: [[LayoutBlock]] = []
        var lineWidth = 0.0
        for block in blocks {
            if let last = lines.indices.last, lineWidth + spacing + block.size.width <= width {
                lines[last].append(block)
                lineWidth += spacing + block.size.width
            } else {
                lines.append([block])
                lineWidth = block.size.width
            }
        }
        let rows = lines.map { horizontal($0, spacing: spacing, alignment: alignment) }
        return vertical(rows, spacing: lineSpacing).withWidth(blocks.isEmpty ? 0 : width)
    }

    /// The block with space added around it.
    package func padded(_ insets: LayoutInsets) -> LayoutBlock {
        LayoutBlock(
            size: Size(
                width: size.width + insets.leading + insets.trailing,
                height: size.height + insets.top + insets.bottom),
            elements: placed(at: Point(x: insets.leading, y: insets.top)))
    }

    /// The block given a fixed width, content left where it is; content wider than `width`
    /// is left to overflow so that the layout check reports it instead of hiding it.
    package func withWidth(_ width: Double) -> LayoutBlock {
        LayoutBlock(size: Size(width: width, height: size.height), elements: elements)
    }

    /// The block at least `width` wide, content at the left; wider content keeps its width.
    package func withMinimumWidth(_ width: Double) -> LayoutBlock {
        LayoutBlock(size: Size(width: max(size.width, width), height: size.height), elements: elements)
    }

}
