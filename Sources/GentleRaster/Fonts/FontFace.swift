import CCairo
import CFreeType
import CHarfBuzz
import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One variation instance of a font file: its own `FT_Face` (coordinates set before cairo ever
/// sees it, because cairo snapshots them per face pointer), the cairo face that owns it, and an
/// immutable HarfBuzz font with the same coordinates for shaping. Immutable once made, so any
/// thread may shape with it or draw it; the glyph-extent cache has its own lock.
final class FontFace: @unchecked Sendable {
    /// `cairo_font_face_t*`, owning the `FT_Face` through user data.
    let cairoFace: OpaquePointer
    /// `hb_font_t*`, scaled so that positions come out in font units.
    let shapingFont: OpaquePointer
    /// Font units per em.
    let unitsPerEm: Double
    /// Ascender, descender (positive) and line gap in font units: the manifest's when it gives
    /// them, otherwise the file's with variations applied.
    let verticalMetrics: (ascent: Double, descent: Double, lineGap: Double)
    // HarfBuzz works a variable glyph's extents out from its outline and deltas on every call;
    // a sheet asks for the same few hundred glyphs thousands of times.
    private let extentsLock = MutexLock()
    private var extentsCache: [UInt32: hb_glyph_extents_t?] = [:]

    init(
        key: FaceKey, path: String, shaping: ShapingFace, runtime: FreeTypeRuntime,
        lineMetrics: FontManifest.VerticalMetrics? = nil
    ) throws {
        let coordinates = key.coordinates
        let upem = Int32(hb_face_get_upem(shaping.face))
        unitsPerEm = Double(upem)
        guard let library = runtime.library else {
            throw FontError.fontFileUnreadable(design: key.design, path: path, status: -1)
        }
        // FreeType reads the file's bytes from the design's HarfBuzz blob, which this face keeps
        // a reference to until cairo releases it.
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(shaping.blob, &length), length > 0 else {
            throw FontError.fontFileUnreadable(design: key.design, path: path, status: -4)
        }
        var face: FT_Face?
        let status = runtime.locked {
            FT_New_Memory_Face(
                library, UnsafeRawPointer(bytes).assumingMemoryBound(to: FT_Byte.self), FT_Long(length), 0, &face)
        }
        guard status == 0, let face else {
            throw FontError.fontFileUnreadable(design: key.design, path: path, status: status)
        }
        if !coordinates.isEmpty {
            var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
            _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
        }
        let owner = UnsafeMutablePointer<FreeTypeFaceOwner>.allocate(capacity: 1)
        owner.initialize(to: FreeTypeFaceOwner(face: face, blob: hb_blob_reference(shaping.blob)))
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING)),
            cairo_font_face_set_user_data(cairoFace, runtime.faceOwnerKey, owner, releaseFreeTypeFace)
                == CAIRO_STATUS_SUCCESS
        else {
            releaseFreeTypeFace(owner)
            throw FontError.fontFileUnreadable(design: key.design, path: path, status: -2)
        }
        self.cairoFace = cairoFace

        let font = hb_font_create(shaping.face)
        hb_font_set_scale(font, upem, upem)
        var designCoordinates = coordinates.map { Float($0) }
        hb_font_set_var_coords_design(font, &designCoordinates, UInt32(designCoordinates.count))
        hb_font_make_immutable(font)
        guard let font else {
            throw FontError.fontFileUnreadable(design: key.design, path: path, status: -3)
        }
        shapingFont = font
        let em = Double(upem)
        verticalMetrics =
            lineMetrics.map { ($0.ascender * em, abs($0.descender) * em, $0.lineGap * em) } ?? Self.readMetrics(font)
    }

    deinit {
        cairo_font_face_destroy(cairoFace)
        hb_font_destroy(shapingFont)
    }

    /// A glyph's ink box in font units (y up), or `nil` when it has none; computed once per glyph.
    func extents(of glyph: UInt32) -> hb_glyph_extents_t? {
        extentsLock.withLock {
            if let cached = extentsCache[glyph] { return cached }
            var extents = hb_glyph_extents_t()
            let found = hb_font_get_glyph_extents(shapingFont, glyph, &extents) != 0
            let ink = found && extents.width != 0 && extents.height != 0 ? extents : nil
            extentsCache[glyph] = .some(ink)
            return ink
        }
    }

    /// Vertical metrics scaled to a point size.
    func metrics(size: Double) -> FontMetrics {
        let scale = size / unitsPerEm
        return FontMetrics(
            ascent: verticalMetrics.ascent * scale, descent: verticalMetrics.descent * scale,
            lineGap: verticalMetrics.lineGap * scale)
    }

    private static func readMetrics(_ font: OpaquePointer) -> (ascent: Double, descent: Double, lineGap: Double) {
        var ascender: hb_position_t = 0
        var descender: hb_position_t = 0
        var gap: hb_position_t = 0
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
        _ = hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap)
        return (Double(ascender), Double(-descender), Double(gap))
    }
}

/// Identifies a variation instance: which file and where in its design space.
struct FaceKey: Hashable, Sendable {
    /// The design whose file is used.
    let design: FontDesign
    /// One design coordinate per axis of the font, in the font's axis order.
    let coordinates: [Double]
}
