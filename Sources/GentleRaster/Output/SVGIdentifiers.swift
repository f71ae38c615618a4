/// cairo names SVG elements after process-wide counters (`image5361`, `surface12`), so the same
/// drawing gives different bytes on a second render. Renumbering each id family in order of first
/// appearance makes the output a function of the drawing alone.
enum SVGIdentifiers {
    private static let families: [[UInt8]] = ["image", "surface", "pattern", "mask", "clip", "source"].map {
        Array($0.utf8)
    }

    /// The document with every `<family><digits>` token renumbered from 1 per family.
    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var counts: [[UInt8]: Int] = [:]
        var mapping: [[UInt8]: Int] = [:]
        var index = 0
        while index < svg.count {
            guard let (family, digitsEnd) = token(in: svg, at: index) else {
                output.append(svg[index])
                index += 1
                continue
            }
            let key = Array(svg[index..<digitsEnd])
            let number: Int
            if let known = mapping[key] {
                number = known
            } else {
                number = counts[family, default: 0] + 1
                counts[family] = number
                mapping[key] = number
            }
            output += family
            output += Array(String(number).utf8)
            index = digitsEnd
        }
        return output
    }

    /// A family name followed by digits starting at `index`, not preceded by a letter or digit.
    private static func token(in svg: [UInt8], at index: Int) -> ([UInt8], Int)? {
        if index > 0, isAlphanumeric(svg[index - 1]) { return nil }
        for family in families where svg.count - index > family.count && svg[index] == family[0] {
            guard svg[index..<(index + family.count)].elementsEqual(family) else { continue }
            var end = index + family.count
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            if end > index + family.count { return (family, end) }
        }
        return nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
