import CCairo
import CFreeType
import CHarfBuzz
import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The process's one FreeType library and the lock that FreeType requires around
/// `FT_New_Face`/`FT_Done_Face`. The library is never freed: cairo keeps font faces in its caches
/// for as long as it likes and frees them from whichever thread drops the last reference.
final class FreeTypeRuntime: @unchecked Sendable {
    /// The one runtime of the process.
    static let shared = FreeTypeRuntime()

    /// Guards `FT_New_Face` and `FT_Done_Face`; held for nothing else, and never while calling cairo.
    let lock = MutexLock()
    /// `nil` only when FreeType failed to initialise.
    let library: FT_Library?
    /// A stable address for cairo's user-data key that owns each `FT_Face`.
    let faceOwnerKey: UnsafeMutablePointer<cairo_user_data_key_t>

    private init() {
        var library: FT_Library?
        library = FT_Init_FreeType(&library) == 0 ? library : nil
        self.library = library
        faceOwnerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
        faceOwnerKey.initialize(to: cairo_user_data_key_t(unused: 0))
    }

    /// Runs `body` holding the FreeType lock.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// What a cairo font face owns: its `FT_Face` and a reference to the `hb_blob_t` whose bytes the
/// face reads (`ShapingFace.blob`).
struct FreeTypeFaceOwner {
    let face: FT_Face
    let blob: OpaquePointer?
}

/// cairo calls this with a `FreeTypeFaceOwner` when it finally releases a font face; the face is
/// only ever freed here, so a freed address can never be reused while cairo still caches it, and
/// the bytes it reads outlive it.
let releaseFreeTypeFace: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
    guard let owner = pointer?.assumingMemoryBound(to: FreeTypeFaceOwner.self) else { return }
    FreeTypeRuntime.shared.locked {
        _ = FT_Done_Face(owner.pointee.face)
    }
    hb_blob_destroy(owner.pointee.blob)
    owner.deinitialize(count: 1)
    owner.deallocate()
}
