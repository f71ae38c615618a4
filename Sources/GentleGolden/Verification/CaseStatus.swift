import GentleImage

/// How one case compared with its golden. Everything but `passed` fails the run: anything that
/// prevents a comparison is a failure of its own kind, never a silent pass.
public enum CaseStatus: Sendable, Equatable {
    /// Exactly equal, or no more differing pixels than the gate allows.
    case passed
    /// More differing pixels than the gate allows.
    case differences(differingPixels: Int, allowed: Int)
    /// Golden and actual image have different sizes.
    case sizeMismatch(expected: PixelSize, actual: PixelSize)
    /// There is no golden for the case.
    case missingGolden
    /// A file stands where the golden belongs but is not a readable PNG.
    case unreadableGolden(reason: String)

    /// Whether the comparison passed.
    public var passes: Bool { self == .passed }

    /// A stable machine name: `passed`, `differences`, `size-mismatch`, `missing-golden`,
    /// `unreadable-golden`.
    package var kind: String {
        switch self {
        case .passed: "passed"
        case .differences: "differences"
        case .sizeMismatch: "size-mismatch"
        case .missingGolden: "missing-golden"
        case .unreadableGolden: "unreadable-golden"
        }
    }

    /// One sentence for people, e.g. `1,204 differing pixels (0 allowed)`.
    package var message: String {
        switch self {
        case .passed: "matches the golden"
        case .differences(let differing, let allowed):
            "\(PixelCount.grouped(differing)) differing pixels (\(PixelCount.grouped(allowed)) allowed)"
        case .sizeMismatch(let expected, let actual): "size differs: \(expected) → \(actual)"
        case .missingGolden: "no golden image"
        case .unreadableGolden(let reason): "golden is unreadable: \(reason)"
        }
    }
}

/// What happened to a case's golden during the run.
package enum GoldenWrite: Sendable, Equatable {
    /// The golden was left as it was.
    case untouched
    /// A golden was written where none existed.
    case created
    /// An existing golden was replaced.
    case updated
    /// Writing was due but failed; the previous golden, if any, is intact.
    case failed(GoldenStoreError)

    /// Whether a golden file was written.
    package var wrote: Bool { self == .created || self == .updated }
}

/// The images of a case that did not pass, kept until its artifacts are written.
package struct CaseImages: Sendable, Equatable {
    /// The golden's pixels, when it could be read.
    package var expected: Bitmap?
    /// The drawn image.
    package var actual: Bitmap
    /// pixelmatch's diff image, when the pixels could be compared.
    package var diff: Bitmap?
    /// The text chunks `actual.png` carries (fingerprint and tokens), so that `accept` can make
    /// it a golden as it is.
    package var actualText: [PNGTextEntry]

    /// The images.
    package init(expected: Bitmap?, actual: Bitmap, diff: Bitmap?, actualText: [PNGTextEntry] = []) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.actualText = actualText
    }
}
