/// Greedy word wrapping over shaped clusters: break after white space, or inside a word only
/// when the word alone is wider than the line.
struct LineBreaker {
    let clusters: [ShapedParagraph.Cluster]
    let kerning: Double

    /// Half-open cluster ranges of the lines; trailing spaces stay in the range but not in the width.
    func lines(maxWidth: Double?) -> [Range<Int>] {
        guard !clusters.isEmpty else { return [0..<0] }
        guard let maxWidth else { return [0..<clusters.count] }
        var prefix = [0.0]
        prefix.reserveCapacity(clusters.count + 1)
        for cluster in clusters { prefix.append(prefix[prefix.count - 1] + cluster.advance) }
        var lines: [Range<Int>] = []
        var start = 0
        var lastBreak: Int?
        var index = 0
        while index < clusters.count {
            let fits = width(start...index, prefix: prefix) <= maxWidth + 1e-9
            if !fits, index > start, !clusters[index].isSpace {
                var end = lastBreak.map { $0 + 1 } ?? index
                lines.append(start..<end)
                // Spaces at a wrap belong to the line they end, never to the start of the next.
                while end < clusters.count, clusters[end].isSpace { end += 1 }
                start = end
                lastBreak = nil
                index = end
                continue
            }
            if clusters[index].isSpace { lastBreak = index }
            index += 1
        }
        lines.append(start..<clusters.count)
        return lines
    }

    /// Width of a cluster range without its trailing spaces, with the letter spacing after every
    /// cluster up to the last inked one included (SwiftUI's `.kerning` counts the last one too).
    func width(_ range: ClosedRange<Int>, prefix: [Double]) -> Double {
        var last = range.upperBound
        while last >= range.lowerBound, clusters[last].isSpace { last -= 1 }
        guard last >= range.lowerBound else { return 0 }
        return prefix[last + 1] - prefix[range.lowerBound] + kerning * Double(last - range.lowerBound + 1)
    }
}
