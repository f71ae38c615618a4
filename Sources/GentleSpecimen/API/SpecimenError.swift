import GentleFiles
import GentleRaster

/// Why rendering or verifying specimens could not finish, naming the file or theme at fault.
public enum SpecimenError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A file was read but is larger than the command accepts for it (the input's fault, 65).
    case oversized(path: String, reason: String)
    /// A file or directory could not be written.
    case unwritable(path: String, reason: String)
    /// A theme's id cannot name a golden image (`..`, a backslash).
    case invalidGoldenName(String)
    /// A theme lays a sheet out larger than `CanvasLimit` allows (size in pixels at the scale).
    case sheetTooLarge(theme: String, sheet: String, width: Double, height: Double, scale: Int)

    /// A read or write the system refused is I/O; everything else is the input's fault.
    public var kind: ErrorKind {
        switch self {
        case .unreadable, .unwritable: .io
        case .oversized, .invalidGoldenName, .sheetTooLarge: .invalidInput
        }
    }

    /// What went wrong, in plain words: the system's for a failed read or write.
    package var reason: String {
        switch self {
        case .unreadable(_, let reason), .oversized(_, let reason), .unwritable(_, let reason): reason
        case .invalidGoldenName(let name): "'\(name)' cannot name a golden image"
        case .sheetTooLarge(let theme, _, _, _, _): "\(theme): \(sheetProblem ?? "")"
        }
    }

    /// For a sheet over the canvas limit, what is wrong without the theme: `the typography-dark
    /// sheet would be 2880 × 40000 px at scale 3, over the limit of …`.
    package var sheetProblem: String? {
        guard case .sheetTooLarge(_, let sheet, let width, let height, let scale) = self else { return nil }
        return "the \(sheet) sheet would be \(Self.pixels(width)) × \(Self.pixels(height)) px at scale "
            + "\(scale), over the limit of \(CanvasLimit.maximumSide) px a side and "
            + "\(CanvasLimit.maximumPixelCount / 1_000_000) megapixels; reduce the theme's sizes or the scale"
    }

    /// One line naming the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason), .oversized(let path, let reason): "\(path): cannot be read: \(reason)"
        case .unwritable(let path, let reason): "\(path): cannot be written: \(reason)"
        case .invalidGoldenName, .sheetTooLarge: reason
        }
    }

    /// A pixel count as whole pixels, or as written when it is too large for an integer.
    private static func pixels(_ value: Double) -> String {
        value.isFinite && value < 1e15 ? String(Int(value.rounded(.up))) : String(value)
    }
}
