import GentleFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The loaded fonts of one manifest: resolves `FontRequest`s to cached variation instances.
///
/// At most `faceCapacity` faces are cached: every point size is an optical size, so each theme
/// asks for instances of its own, and one instance with the glyphs cairo keeps for it is about
/// 200 KB. The faces are kept in two generations of half the capacity each, like the layouts set
/// with them: when the newer is full, the older generation's faces and layouts go together and
/// the newer becomes the older, so a run over many themes holds the fonts of a few at a time
/// while the faces in use (moved to the newer generation when asked for) are never dropped. A
/// dropped face is freed only when cairo lets its font face go (`releaseFreeTypeFace`), after
/// cairo has removed it from its pointer-keyed caches, so they never meet a reused address. Safe
/// to share between threads.
package final class FontLibrary: @unchecked Sendable {
    /// The manifest the fonts come from.
    package let manifest: FontManifest
    private let runtime = FreeTypeRuntime.shared
    // The caches have a lock of their own, not FreeType's: making a face calls into cairo, which
    // takes its font-face mutex, while cairo destroying a face takes FreeType's lock from inside
    // that mutex. Holding FreeType's lock here would order the two locks both ways and deadlock.
    private let cacheLock = MutexLock()
    private var shapingFaces: [FontDesign: ShapingFace] = [:]
    private var faces: Generations<FaceKey, FontFace>
    /// Every face still alive, cached or held only by a layout: a key is never made into a
    /// second face while its first lives, or a PDF page set with both would embed two subsets
    /// of one font, which of them depending on the threads' timing.
    private var living: [FaceKey: LivingFace] = [:]
    /// Most variation instances cached at once.
    let faceCapacity: Int
    /// Layouts set with these fonts (`Typesetter`).
    let layouts = TextLayoutCache()

    /// The face capacity of a library made without one: the instances of about two themes (the
    /// eighteen sheets of one ask for fifty to seventy).
    package static let defaultFaceCapacity = 128

    /// The largest font file opened, 64 MiB: a variable CJK font is about 30 MB.
    package static let maximumFontFileByteCount = 64 << 20

    /// Opens a manifest's fonts; every listed file must be a readable regular file (after
    /// following links) of at most `maximumFontFileByteCount` bytes, so that FreeType, which
    /// opens fonts by path, never meets a FIFO (it would wait forever) or a device.
    package init(manifest: FontManifest, faceCapacity: Int = defaultFaceCapacity) throws {
        self.manifest = manifest
        self.faceCapacity = max(1, faceCapacity)
        faces = Generations(generationSize: self.faceCapacity / 2)
        for design in FontDesign.allCases where manifest.entries[design] != nil {
            try Self.checkFontFile(try manifest.fileURL(for: design), design: design)
        }
    }

    static func checkFontFile(_ url: URL, design: FontDesign) throws(FontError) {
        do {
            try RegularFile.check(url, limit: maximumFontFileByteCount)
        } catch {
            if case .notFound = error { throw .fontFileMissing(design: design, path: url.path) }
            throw .fontFileRefused(design: design, path: url.path, reason: error.reason)
        }
    }

    /// The bundled fonts, their manifest found by `search` (`FontManifestSearch`).
    package static func bundled(search: FontManifestSearch = .process) throws -> FontLibrary {
        try FontLibrary(manifest: FontManifest.bundled(search: search))
    }

    /// Vertical metrics of a font at its size, without drawing anything.
    package func metrics(for request: FontRequest) throws -> FontMetrics {
        try face(for: request).metrics(size: request.size)
    }

    /// The variation instance that draws `request`, made once and cached.
    func face(for request: FontRequest) throws -> FontFace {
        guard request.size.isFinite, request.size > 0 else { throw FontError.invalidSize(request.size) }
        return try cacheLock.withLock {
            let shaping = try shapingFace(for: request.design)
            let key = FaceKey(design: request.design, coordinates: shaping.coordinates(for: axisValues(request)))
            if let cached = faces.value(for: key, turning: turnLayouts) { return cached }
            if let living = living[key]?.face {
                keep(living, for: key)
                return living
            }
            let path = try manifest.fileURL(for: request.design).path
            let face = try FontFace(
                key: key, path: path, shaping: shaping, runtime: runtime,
                lineMetrics: manifest.entries[request.design]?.verticalMetrics)
            keep(face, for: key)
            return face
        }
    }

    /// Adds a face to the newer generation; `cacheLock` is held.
    private func keep(_ face: FontFace, for key: FaceKey) {
        faces.keep(face, for: key, turning: turnLayouts)
        living[key] = LivingFace(face: face)
    }

    /// The layouts' generations turn with the faces': the layouts hold their faces, so only both
    /// dropped together free the fonts. `cacheLock` is held.
    private func turnLayouts() {
        layouts.startGeneration()
        living = living.filter { $0.value.face != nil }
    }

    /// How many variation instances are cached now.
    var faceCount: Int { cacheLock.withLock { faces.count } }

    private func shapingFace(for design: FontDesign) throws -> ShapingFace {
        if let cached = shapingFaces[design] { return cached }
        let url = try manifest.fileURL(for: design)
        try Self.checkFontFile(url, design: design)
        let face = try ShapingFace(design: design, path: url.path)
        shapingFaces[design] = face
        return face
    }

    private func axisValues(_ request: FontRequest) -> [String: Double] {
        guard let axes = manifest.entries[request.design]?.axes else { return [:] }
        var values: [String: Double] = [:]
        if let tag = axes.weight { values[tag] = request.weight }
        if let tag = axes.width, let width = request.width { values[tag] = width }
        if let tag = axes.opticalSize { values[tag] = request.size }
        return values
    }
}

/// A face the library made, without keeping it alive.
private struct LivingFace {
    weak var face: FontFace?
}
