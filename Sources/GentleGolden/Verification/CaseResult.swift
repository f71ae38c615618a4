/// Everything known about one verified case.
public struct CaseResult: Sendable, Equatable {
    /// The case.
    public var id: GoldenCaseID
    /// How it compared.
    public var status: CaseStatus
    /// Pixel counts, over the union of both canvases when the sizes differ (the diff image is in
    /// `images`).
    package var difference: PixelDifference?
    /// Which tokens hold the differing pixels, for cases failing with differences or size.
    package var attribution: TokenAttribution?
    /// Fingerprint entries that differ between the golden and the actual image.
    package var fingerprintChanges: [FingerprintChange]
    /// What the record mode did to the golden.
    package var write: GoldenWrite
    /// Images for the artifacts of a case that did not pass; `nil` once written or dropped.
    package var images: CaseImages?
    /// How many differing pixels the gate allowed a passing case.
    package var allowance: Int?
    /// The metric the pixels were compared with; `nil` when no comparison was made.
    package var metric: PixelMetric?
    /// The token values that differ between the golden and the theme now, in path order.
    package var tokenChanges: [TokenChange] = []
    /// Whether the golden carried token values (goldens recorded before they did carry none).
    package var goldenHasTokens = true
    /// Where the golden is, or was looked for.
    package var goldenPath = ""
    /// SHA-256 of the golden file as the run left it; `nil` when there is none.
    package var goldenSHA256: String?
    /// The areas of changed pixels, biggest first, with a margin, for the report's zoomed crops.
    package var changedAreas: [PixelRect] = []
    /// The size of the drawn image.
    package var imageSize: PixelSize?
    /// The theme file the case was drawn from; `nil` for presets.
    package var file: String?
    /// Seconds spent drawing and comparing the case, when measured.
    public var seconds: Double?
    /// For a review, the base revision the image was compared with: moved images are reported,
    /// an image the base did not draw is new; `nil` for a comparison with a golden.
    package var reviewBase: String?

    /// A result.
    package init(
        id: GoldenCaseID, status: CaseStatus, difference: PixelDifference? = nil,
        attribution: TokenAttribution? = nil, fingerprintChanges: [FingerprintChange] = [],
        write: GoldenWrite = .untouched, images: CaseImages? = nil
    ) {
        self.id = id
        self.status = status
        self.difference = difference
        self.attribution = attribution
        self.fingerprintChanges = fingerprintChanges
        self.write = write
        self.images = images
    }

    /// Whether the case passes the run: it compared well and no due write failed. A case whose
    /// golden was written because it was missing or failing still fails, as in swift-snapshot-testing.
    public var passes: Bool {
        guard status.passes else { return false }
        if case .failed = write { return false }
        return true
    }

    /// The report bucket: new goldens apart from other failures.
    package var bucket: ReportBucket {
        if passes { return .passed }
        return status == .missingGolden && (write == .created || reviewBase != nil) ? .new : .failed
    }

    /// The artifact images a failing case gets, from what could be read and compared.
    package var artifacts: [ArtifactKind] {
        switch status {
        case .passed: []
        case .differences: [.expected, .actual, .diff]
        case .sizeMismatch(let expected, _):
            // A golden larger than any canvas was never decoded, so it has no expected image.
            BitmapLimit.accepts(width: expected.width, height: expected.height)
                ? (difference == nil ? [.expected, .actual] : [.expected, .actual, .diff]) : [.actual]
        case .missingGolden, .unreadableGolden: [.actual]
        }
    }

    /// The result without its images, to keep a long run's memory small once artifacts are out.
    package func droppingImages() -> CaseResult {
        var copy = self
        copy.images = nil
        return copy
    }
}

/// The groups of the report, in the order it shows them.
package enum ReportBucket: String, Sendable, CaseIterable {
    /// Cases that fail for any reason other than a freshly recorded golden.
    case failed
    /// Cases whose missing golden was just recorded (they fail the run too).
    case new
    /// Cases that pass.
    case passed
}

/// One artifact image of a failing case, stored as `<case id>/<kind>.png` in the report folder.
package enum ArtifactKind: String, Sendable, CaseIterable {
    /// The golden.
    case expected
    /// The drawn image.
    case actual
    /// pixelmatch's diff image.
    case diff
}
