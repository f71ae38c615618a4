/// The name of one golden image: a relative path without extension, such as
/// `gentle-default/typography-light`, which is also where its golden and its artifacts live.
public struct GoldenCaseID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path components, e.g. `["gentle-default", "typography-light"]`.
    public let components: [String]

    /// A case id from a `/`-separated relative path; `nil` when the path is empty, absolute,
    /// or has an empty, `.` or `..` component, so no id can point outside its store.
    public init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let valid =
            !parts.isEmpty
            && parts.allSatisfy { part in
                !part.isEmpty && part != "." && part != ".." && !part.contains("\\") && !part.utf8.contains(0)
            }
        guard valid else { return nil }
        components = parts
    }

    /// The `/`-separated relative path.
    public var path: String { components.joined(separator: "/") }

    /// The folder part of the path (`gentle-default`), empty for a one-component id.
    public var group: String { components.dropLast().joined(separator: "/") }

    /// The last component (`typography-light`).
    public var name: String { components.last ?? "" }

    /// The relative path.
    public var description: String { path }

    /// Orders ids by path, so every listing and report has one stable order.
    public static func < (lhs: GoldenCaseID, rhs: GoldenCaseID) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
