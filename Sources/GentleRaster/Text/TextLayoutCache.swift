import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Layouts a font library's typesetters have already set, so that a sheet drawn in both schemes,
/// or a string measured again while a sheet is laid out, is shaped and broken into lines once.
///
/// A layout depends on the text, the style without its colour, the width and the alignment, and
/// on the library's fonts, which is why the library owns the cache. Safe to share between
/// threads; a layout is set outside the lock, so two threads may both set one, identically.
final class TextLayoutCache: @unchecked Sendable {
    /// What a layout is set from; `style.color` is always `clear`.
    struct Key: Hashable {
        let text: String
        let style: TextStyle
        let maxWidth: Double?
        let alignment: TextAlignment

        init(text: String, style: TextStyle, maxWidth: Double?, alignment: TextAlignment) {
            var colorless = style
            colorless.color = .clear
            self.text = text
            self.style = colorless
            self.maxWidth = maxWidth
            self.alignment = alignment
        }
    }

    /// Most layouts kept; past it the cache starts again empty, so memory stays bounded.
    let capacity: Int

    private let lock = MutexLock()
    private var layouts: [Key: TextLayout] = [:]

    /// An empty cache of at most `capacity` layouts (a sheet sets a few hundred).
    init(capacity: Int = 8192) {
        self.capacity = max(1, capacity)
    }

    /// How many layouts are kept now.
    var count: Int { lock.withLock { layouts.count } }

    /// Drops every layout, and with them the faces only they still hold.
    func removeAll() {
        lock.withLock { layouts.removeAll() }
    }

    /// The layout for `key` in `style` (whose colour may differ from the one it was set with),
    /// set by `set` when it is not cached yet.
    func layout(for key: Key, style: TextStyle, set: () throws -> TextLayout) rethrows -> TextLayout {
        if let cached = lock.withLock({ layouts[key] }) {
            return TextLayout(style: style, measurement: cached.measurement, face: cached.face)
        }
        let layout = try set()
        lock.withLock {
            if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = layout
        }
        return layout
    }
}
