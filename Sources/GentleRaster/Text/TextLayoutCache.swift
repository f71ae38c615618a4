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

    /// Most layouts kept, in two generations of half as many each: when the newer one is full it
    /// becomes the older and the oldest layouts go, so memory stays bounded while the layouts in
    /// use (found in either generation, and moved to the newer) survive the turn.
    let capacity: Int

    private let lock = MutexLock()
    private var layouts: Generations<Key, TextLayout>

    /// An empty cache of at most `capacity` layouts (a sheet sets a few hundred).
    init(capacity: Int = 8192) {
        self.capacity = max(1, capacity)
        layouts = Generations(generationSize: self.capacity / 2)
    }

    /// How many layouts are kept now.
    var count: Int { lock.withLock { layouts.count } }

    /// Drops every layout, and with them the faces only they still hold.
    func removeAll() {
        lock.withLock { layouts.removeAll() }
    }

    /// Makes the newer generation the older, dropping the older one's layouts: the font library
    /// turns its faces over with the layouts, which hold them.
    func startGeneration() {
        lock.withLock { layouts.turnOver() }
    }

    /// The layout for `key` in `style` (whose colour may differ from the one it was set with),
    /// set by `set` when it is not cached yet.
    func layout(for key: Key, style: TextStyle, set: () throws -> TextLayout) rethrows -> TextLayout {
        if let cached = lock.withLock({ layouts.value(for: key) }) {
            return TextLayout(style: style, measurement: cached.measurement, face: cached.face)
        }
        let layout = try set()
        lock.withLock { layouts.keep(layout, for: key) }
        return layout
    }
}
