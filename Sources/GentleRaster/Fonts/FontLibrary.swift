import Foundation

/// The loaded fonts of one manifest: resolves `FontRequest`s to cached variation instances.
///
/// Faces are kept for the library's lifetime, so cairo's pointer-keyed caches never meet a reused
/// address. Safe to share between threads.
public final class FontLibrary: @unchecked Sendable {
    /// The manifest the fonts come from.
    public let manifest: FontManifest
    private let runtime = FreeTypeRuntime.shared
    // The caches have a lock of their own, not FreeType's: making a face calls into cairo, which
    // takes its font-face mutex, while cairo destroying a face takes FreeType's lock from inside
    // that mutex. Holding FreeType's lock here would order the two locks both ways and deadlock.
    private let cacheLock = NSLock()
    private var shapingFaces: [FontDesign: ShapingFace] = [:]
    private var faces: [FaceKey: FontFace] = [:]

    /// Opens a manifest's fonts; every listed file must exist and be readable.
    public init(manifest: FontManifest) throws {
        self.manifest = manifest
        for design in FontDesign.allCases where manifest.entries[design] != nil {
            let url = try manifest.fileURL(for: design)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw FontError.fontFileMissing(design: design, path: url.path)
            }
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw FontError.fontFileUnreadable(design: design, path: url.path, status: -6)
            }
        }
    }

    /// The repository's bundled fonts (`Fonts/manifest.json`).
    public static func bundled() throws -> FontLibrary {
        try FontLibrary(manifest: FontManifest.bundled())
    }

    /// Vertical metrics of a font at its size, without drawing anything.
    public func metrics(for request: FontRequest) throws -> FontMetrics {
        try face(for: request).metrics(size: request.size)
    }

    /// The variation instance that draws `request`, made once and cached.
    func face(for request: FontRequest) throws -> FontFace {
        guard request.size.isFinite, request.size > 0 else { throw FontError.invalidSize(request.size) }
        return try cacheLock.withLock {
            let shaping = try shapingFace(for: request.design)
            let key = FaceKey(design: request.design, coordinates: shaping.coordinates(for: axisValues(request)))
            if let cached = faces[key] { return cached }
            let path = try manifest.fileURL(for: request.design).path
            let face = try FontFace(
                key: key, path: path, shapingFace: shaping.face, runtime: runtime,
                lineMetrics: manifest.entries[request.design]?.verticalMetrics)
            faces[key] = face
            return face
        }
    }

    private func shapingFace(for design: FontDesign) throws -> ShapingFace {
        if let cached = shapingFaces[design] { return cached }
        let url = try manifest.fileURL(for: design)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw FontError.fontFileMissing(design: design, path: url.path)
        }
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
