/// Which tokens' regions hold the differing pixels of a failed case, e.g.
/// `colors.primaryCTA: 1,204 px`. A pixel inside regions of several tokens counts for each of
/// them (regions nest: a button and its label); a pixel inside none counts as outside.
package struct TokenAttribution: Sendable, Equatable {
    /// One token and the differing pixels inside its regions.
    package struct Share: Sendable, Equatable {
        /// The token's name.
        package var token: String
        /// Differing pixels inside any region of the token.
        package var pixels: Int

        /// A share.
        package init(token: String, pixels: Int) {
            self.token = token
            self.pixels = pixels
        }
    }

    /// The label used for pixels outside every region.
    package static let outsideLabel = "(outside any token)"

    /// Tokens holding differing pixels, most pixels first, then by name.
    package var shares: [Share]
    /// Differing pixels inside no region.
    package var outsideAnyToken: Int

    /// An attribution.
    package init(shares: [Share], outsideAnyToken: Int) {
        self.shares = shares
        self.outsideAnyToken = outsideAnyToken
    }

    /// Attributes the counted pixels of a comparison's difference mask to the regions' tokens.
    package init(mask: DifferenceMask, regions: [TokenRegion]) {
        let byToken = Dictionary(grouping: regions, by: \.token).mapValues { $0.map(\.rect) }
        var covered = DifferenceMask(width: mask.width, height: mask.height)
        let shares = byToken.keys.sorted().compactMap { token -> Share? in
            let pixels = mask.count(inUnionOf: byToken[token] ?? [], markingIn: &covered)
            return pixels > 0 ? Share(token: token, pixels: pixels) : nil
        }
        self.init(
            shares: shares.sorted { ($0.pixels, $1.token) > ($1.pixels, $0.token) },
            outsideAnyToken: mask.count(outside: covered))
    }

    /// How many tokens `lines` names before summing up the rest.
    package static let listedTokens = 12

    /// `token: 1,204 px` lines for the tokens with most pixels, then one line for the rest
    /// (`… 30 more tokens: 12,345 px`), the outside count last when there is one.
    package var lines: [String] {
        let listed = shares.prefix(Self.listedTokens).map { "\($0.token): \(PixelCount.grouped($0.pixels)) px" }
        let rest = shares.dropFirst(Self.listedTokens)
        let more =
            rest.isEmpty
            ? []
            : [
                "… \(rest.count) more tokens: \(PixelCount.grouped(rest.reduce(0) { $0 + $1.pixels })) px"
            ]
        let outside = outsideAnyToken > 0 ? ["\(Self.outsideLabel): \(PixelCount.grouped(outsideAnyToken)) px"] : []
        return listed + more + outside
    }
}

/// Pixel counts as people read them, independent of the locale.
package enum PixelCount {
    /// `1204` → `1,204`.
    package static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return count < 0 ? "-" + grouped : grouped
    }
}
