/// The areas of a difference mask worth a zoomed look: clusters of changed pixels, each grown by
/// a margin, biggest first. Pixels are gathered in square cells; cells closer than a cell apart
/// join one cluster, so a line of changed text is one area, not one per glyph.
package enum ChangedAreas {
    /// Side of a cell in pixels.
    static let cell = 16
    /// Pixels of context around each cluster.
    static let margin = 12

    /// At most `limit` areas, most changed pixels first, then top to bottom.
    package static func find(in mask: DifferenceMask, limit: Int = 6) -> [PixelRect] {
        let columns = (mask.width + cell - 1) / cell
        let rows = (mask.height + cell - 1) / cell
        guard columns > 0, rows > 0, let box = mask.boundingBox else { return [] }
        var marked = [Bool](repeating: false, count: columns * rows)
        for row in (box.y / cell)...((box.y + box.height - 1) / cell) {
            for column in (box.x / cell)...((box.x + box.width - 1) / cell)
            where mask.count(in: PixelRect(x: column * cell, y: row * cell, width: cell, height: cell)) > 0 {
                marked[row * columns + column] = true
            }
        }
        var seen = [Bool](repeating: false, count: columns * rows)
        var areas: [(rect: PixelRect, pixels: Int)] = []
        for start in marked.indices where marked[start] && !seen[start] {
            let rect = cluster(from: start, marked: marked, seen: &seen, columns: columns, rows: rows)
            let grown = grow(rect, width: mask.width, height: mask.height)
            areas.append((grown, mask.count(in: grown)))
        }
        return areas.sorted { ($0.pixels, -$0.rect.y, -$0.rect.x) > ($1.pixels, -$1.rect.y, -$1.rect.x) }
            .prefix(limit).map(\.rect)
    }

    // A flood fill over marked cells, with neighbours up to two cells away, returning the bounding
    // box in pixels.
    private static func cluster(from start: Int, marked: [Bool], seen: inout [Bool], columns: Int, rows: Int)
        -> PixelRect
    {
        var stack = [start]
        seen[start] = true
        var (minColumn, maxColumn, minRow, maxRow) = (columns, 0, rows, 0)
        while let index = stack.popLast() {
            let column = index % columns
            let row = index / columns
            (minColumn, maxColumn) = (min(minColumn, column), max(maxColumn, column))
            (minRow, maxRow) = (min(minRow, row), max(maxRow, row))
            for nextRow in max(0, row - 2)...min(rows - 1, row + 2) {
                for nextColumn in max(0, column - 2)...min(columns - 1, column + 2) {
                    let next = nextRow * columns + nextColumn
                    if marked[next] && !seen[next] {
                        seen[next] = true
                        stack.append(next)
                    }
                }
            }
        }
        return PixelRect(
            x: minColumn * cell, y: minRow * cell,
            width: (maxColumn - minColumn + 1) * cell, height: (maxRow - minRow + 1) * cell)
    }

    private static func grow(_ rect: PixelRect, width: Int, height: Int) -> PixelRect {
        let x0 = max(0, rect.x - margin)
        let y0 = max(0, rect.y - margin)
        let x1 = min(width, rect.x + rect.width + margin)
        let y1 = min(height, rect.y + rect.height + margin)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
