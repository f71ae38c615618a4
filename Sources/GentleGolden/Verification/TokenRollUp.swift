/// The changed token values of a run rolled up across images, so a reviewer reads first what was
/// changed and how far it reached: `colors.primaryCTA.light #0B5FFF → #0A4FD6 — 4 images,
/// 112,300 px`. Images whose pixels moved with no token change are gathered as a renderer or
/// layout change; goldens too old to carry tokens are gathered apart.
package struct TokenRollUp: Sendable, Equatable {
    /// One line of the roll-up.
    package struct Entry: Sendable, Equatable {
        /// The change, or `nil` for the images that changed with no token change.
        package var change: TokenChange?
        /// The images it shows in.
        package var images: [GoldenCaseID]
        /// Differing pixels of those images.
        package var pixels: Int

        /// `colors.primaryCTA.light #0B5FFF → #0A4FD6 — 4 images, 112,300 px`.
        package var line: String {
            let what = change?.line ?? TokenRollUp.noTokenChanged
            let count = images.count == 1 ? "1 image" : "\(images.count) images"
            return "\(what) — \(count), \(PixelCount.grouped(pixels)) px"
        }
    }

    /// What images whose pixels moved with no token change are called.
    package static let noTokenChanged = "renderer or layout change, no token changed"
    /// What images whose goldens carry no token values are called.
    package static let tokensNotRecorded = "golden records no token values (recorded before goldens carried them)"

    /// Token changes, most differing pixels first, then by path; then the no-token-change entry.
    package var entries: [Entry]
    /// Images whose goldens carry no tokens, so no token change can be named.
    package var unrecorded: [GoldenCaseID]

    /// The roll-up over the results whose pixels differ from their goldens.
    package init(_ results: [CaseResult]) {
        let moved = results.filter(\.pixelsMoved)
        var byChange: [TokenChange: [CaseResult]] = [:]
        var untouched: [CaseResult] = []
        unrecorded = []
        for result in moved {
            if !result.goldenHasTokens {
                unrecorded.append(result.id)
            } else if result.tokenChanges.isEmpty {
                untouched.append(result)
            } else {
                for change in result.tokenChanges { byChange[change, default: []].append(result) }
            }
        }
        let changes = byChange.map { change, results in
            Entry(change: change, images: results.map(\.id), pixels: results.reduce(0) { $0 + $1.differingPixels })
        }.sorted { ($0.pixels, $1.change?.path ?? "") > ($1.pixels, $0.change?.path ?? "") }
        let none =
            untouched.isEmpty
            ? []
            : [
                Entry(change: nil, images: untouched.map(\.id), pixels: untouched.reduce(0) { $0 + $1.differingPixels })
            ]
        entries = changes + none
    }

    /// The lines, without indentation; empty when no pixel moved.
    package var lines: [String] {
        let old =
            unrecorded.isEmpty
            ? []
            : [
                "\(Self.tokensNotRecorded) — \(unrecorded.count == 1 ? "1 image" : "\(unrecorded.count) images")"
            ]
        return entries.map(\.line) + old
    }
}

extension CaseResult {
    /// Whether the drawn pixels differ from the golden's: a failure by differences or size, or a
    /// pass within a tolerance.
    package var pixelsMoved: Bool {
        switch status {
        case .differences, .sizeMismatch: true
        case .passed: difference.map { !$0.isExact } ?? false
        case .missingGolden, .unreadableGolden: false
        }
    }

    /// The counted differing pixels, 0 when none were counted.
    var differingPixels: Int { difference?.differingPixels ?? 0 }
}
