/// The name of one golden image: a relative path without extension, such as
/// `gentle-default/typography-light`, which is also where its golden and its artifacts live.
public struct GoldenCaseID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path components, e.g. `["gentle-default", "typography-light"]`.
    package let components: [String]

    /// A case id from a `/`-separated relative path; `nil` when the path is empty, absolute,
    /// or has an empty, `.` or `..` component, so no id can point outside its store.
    package init?(_ path: String) {
        guard Self.problem(in: path) == nil else { return nil }
        components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }

    /// Why `path` is not a case id, in words for a message (`it has a '..' part, which would
    /// leave the goldens folder`); `nil` when it is one.
    package static func problem(in path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is an absolute path; a case id is relative to the goldens folder" }
        if parts.contains("..") { return "it has a '..' part, which would leave the goldens folder" }
        if parts.contains(".") { return "it has a '.' part" }
        if parts.contains("") { return "it has an empty part (a doubled '/' or one at the end)" }
        if path.contains("\\") { return "it holds a backslash" }
        if path.utf8.contains(0) { return "it holds a NUL character" }
        return nil
    }

    /// The `/`-separated relative path.
    public var path: String { components.joined(separator: "/") }

    /// The folder part of the path (`gentle-default`), empty for a one-component id.
    package var group: String { components.dropLast().joined(separator: "/") }

    /// The last component (`typography-light`).
    package var name: String { components.last ?? "" }

    /// The relative path.
    public var description: String { path }

    /// Orders ids by path, so every listing and report has one stable order.
    public static func < (lhs: GoldenCaseID, rhs: GoldenCaseID) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
