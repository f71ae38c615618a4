import CHarfBuzz

/// A font file as HarfBuzz sees it, plus its axes; shared by all instances of one design.
final class ShapingFace: @unchecked Sendable {
    /// One variation axis: tag and range.
    struct Axis: Sendable {
        /// Four-letter tag, e.g. `wght`.
        let tag: String
        /// Smallest, default and largest design value.
        let minimum: Double, defaultValue: Double, maximum: Double
    }

    /// `hb_face_t*`, immutable.
    let face: OpaquePointer
    /// `hb_blob_t*`: the file's bytes, mapped once. Every FreeType face of the design reads them
    /// too (`FontFace`), each holding a reference, instead of mapping the file again: with a
    /// mapping per variation instance, a run over the nine presets had 143 MB of one 1.7 MB file
    /// resident.
    let blob: OpaquePointer
    /// The font's axes in `fvar` order.
    let axes: [Axis]

    init(design: FontDesign, path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError.fontFileUnreadable(design: design, path: path, status: -4)
        }
        guard let face = hb_face_create(blob, 0) else {
            hb_blob_destroy(blob)
            throw FontError.fontFileUnreadable(design: design, path: path, status: -5)
        }
        // A file that is not a font still gives a face, an empty one, which must be released.
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontError.fontFileUnreadable(design: design, path: path, status: -5)
        }
        hb_face_make_immutable(face)
        self.face = face
        self.blob = blob
        var count = hb_ot_var_get_axis_count(face)
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        _ = hb_ot_var_get_axis_infos(face, 0, &count, &infos)
        axes = infos.prefix(Int(count)).map { info in
            Axis(
                tag: Self.tagString(info.tag), minimum: Double(info.min_value),
                defaultValue: Double(info.default_value), maximum: Double(info.max_value))
        }
    }

    deinit {
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The coordinate vector for requested axis values: each named axis clamped to its range,
    /// every other axis (and any non-finite request) at its default.
    func coordinates(for requested: [String: Double]) -> [Double] {
        axes.map { axis in
            guard let value = requested[axis.tag], value.isFinite else { return axis.defaultValue }
            return min(max(value, axis.minimum), axis.maximum)
        }
    }

    private static func tagString(_ tag: hb_tag_t) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
