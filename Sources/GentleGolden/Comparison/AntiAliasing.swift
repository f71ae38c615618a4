/// pixelmatch's anti-aliasing test (Vyšniauskas 2009, "Anti-aliased pixel and intensity slope
/// detector"), kept in pixelmatch's order of visiting neighbours so ties resolve the same way.
enum AntiAliasing {
    /// Whether the pixel at (x, y) looks like anti-aliasing in either image; `checkerboard` as in
    /// `ComparisonOptions`.
    static func isAntiAliased(_ pair: PixelPair, x: Int, y: Int, checkerboard: Bool) -> Bool {
        isAntiAliased(in: pair, x: x, y: y, checkerboard: checkerboard)
            || isAntiAliased(in: pair.swapped, x: x, y: y, checkerboard: checkerboard)
    }

    /// The test on `pair.first`: the pixel has both a darker and a brighter neighbour, few equal
    /// ones, and the darkest or brightest neighbour sits in a flat area of both images.
    private static func isAntiAliased(in pair: PixelPair, x centreX: Int, y centreY: Int, checkerboard: Bool)
        -> Bool
    {
        let width = pair.width
        let x0 = max(centreX - 1, 0)
        let x2 = min(centreX + 1, width - 1)
        let y0 = max(centreY - 1, 0)
        let y2 = min(centreY + 1, pair.height - 1)
        let centre = (centreY * width + centreX) * 4
        let centreWord = pair.firstWords[centreY * width + centreX]
        var zeroes = centreX == x0 || centreX == x2 || centreY == y0 || centreY == y2 ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestAt = (x: 0, y: 0)
        var brightestAt = (x: 0, y: 0)
        for x in x0...x2 {
            for y in y0...y2 where x != centreX || y != centreY {
                let neighbour = y * width + x
                // Equal pixels have no brightness difference; only unequal ones need the arithmetic.
                let delta =
                    pair.firstWords[neighbour] == centreWord
                    ? 0 : YIQ.brightnessDelta(pair.first, centre, neighbour * 4, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (x, y)
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(pair.firstWords, darkestAt, pair) && hasManySiblings(pair.secondWords, darkestAt, pair))
            || (hasManySiblings(pair.firstWords, brightestAt, pair)
                && hasManySiblings(pair.secondWords, brightestAt, pair))
    }

    /// Whether the pixel has at least three identical neighbours (pixels on the border count one extra).
    private static func hasManySiblings(_ words: UnsafeBufferPointer<UInt32>, _ at: (x: Int, y: Int), _ pair: PixelPair)
        -> Bool
    {
        let width = pair.width
        let x0 = max(at.x - 1, 0)
        let x2 = min(at.x + 1, width - 1)
        let y0 = max(at.y - 1, 0)
        let y2 = min(at.y + 1, pair.height - 1)
        let value = words[at.y * width + at.x]
        var zeroes = at.x == x0 || at.x == x2 || at.y == y0 || at.y == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != at.x || y != at.y {
                if words[y * width + x] == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
